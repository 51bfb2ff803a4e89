import BridgeModel

/// The lowering order of action payloads: earlier domain values are simpler, shorter text is simpler.
///
/// Every candidate is strictly simpler than the payload it replaces, so
/// lowering terminates; simplest candidates come first.
struct PayloadLowering {
  private let domains: ActionDomains
  private let stateDomains: [String: [String]]
  private let environmentDomains: [String: [String]]

  init(_ scenario: Scenario) {
    domains = scenario.actionDomains
    let probe = World(profile: scenario.profile, bounds: scenario.bounds)
    scenario.mount(probe)
    var states: [String: [String]] = [:]
    for location in probe.stateLocations where location.isFuzzable { states[location.name] = location.domain }
    stateDomains = states
    var environment: [String: [String]] = [:]
    for knob in probe.environmentKnobs { environment[knob.name] = knob.domain }
    environmentDomains = environment
  }

  /// Simpler variants of `action`, simplest first.
  func simpler(than action: Action) -> [Action] {
    switch action {
    case .set(let state, let value):
      return earlier(value, in: stateDomains[state] ?? []).map { .set(state: state, value: $0) }
    case .setEnvironment(let key, let value):
      return earlier(value, in: environmentDomains[key] ?? []).map { .setEnvironment(key: key, value: $0) }
    case .type(let text, let target):
      return simplerTexts(than: text).map { .type($0, into: target) }
    case .moveCaret(let target, let offset):
      return (domains.caretOffsets.filter { $0 < offset }).sorted().map { .moveCaret(target, to: $0) }
    case .scroll(let target, let y):
      return earlier(y, in: domains.scrollOffsets).map { .scroll(target, to: $0) }
    case .pan(let target, let fraction):
      return earlier(fraction, in: domains.panFractions).map { .pan(target, by: $0) }
    case .slide(let target, let fraction):
      return earlier(fraction, in: domains.sliderFractions).map { .slide(target, to: $0) }
    case .advanceClock(let ms):
      return domains.clockSteps.filter { $0 < ms }.sorted().map { .advanceClock(milliseconds: $0) }
    default:
      return []
    }
  }

  /// Values before `value` in `domain` (all of the domain if `value` is not in it).
  private func earlier<T: Equatable>(_ value: T, in domain: [T]) -> [T] {
    guard let index = domain.firstIndex(of: value) else { return domain }
    return Array(domain[..<index])
  }

  /// Shorter texts first, then texts of the same length earlier in the domain.
  private func simplerTexts(than text: String) -> [String] {
    func rank(_ candidate: String) -> (Int, Int) {
      (candidate.count, domains.typedTexts.firstIndex(of: candidate) ?? Int.max)
    }
    let own = rank(text)
    var candidates = domains.typedTexts.filter { !$0.isEmpty && rank($0) < own }
    if text.count > 1 {
      let prefix = String(text.prefix(text.count - 1))
      if !candidates.contains(prefix) { candidates.append(prefix) }
    }
    return candidates.sorted { rank($0) < rank($1) }
  }
}
