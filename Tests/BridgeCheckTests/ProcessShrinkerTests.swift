import BridgeModel
import Testing

@testable import BridgeCheck

/// The order in which a trap's or a hang's steps are shrunk: every candidate that reproduces a
/// hang costs a whole time-out in a worker, so the fewer of them, the sooner the finding.
@MainActor
@Suite("ProcessShrinker: the step that trapped or hung alone first, then 1-minimal")
struct ProcessShrinkerTests {
  let steps = (0..<16).map { Action.set(state: "step", value: "\($0)") }

  /// Shrinks `steps` with `reproduces`, counting the candidates that reproduced.
  func shrink(budget: Int = 200, _ reproduces: @escaping ([Action]) -> Bool) -> (steps: [Action], reproduced: Int) {
    var reproduced = 0
    let shrunk = ProcessShrinker.shrink(steps, budget: budget) { candidate in
      let yes = reproduces(candidate)
      if yes { reproduced += 1 }
      return yes
    }
    return (shrunk, reproduced)
  }

  @Test("A hang of the last step alone: one candidate reproduces (halving 16 steps would take four)")
  func lastStepAlone() {
    let last = steps[15]
    let result = shrink { $0.last == last }
    #expect(result.steps == [last])
    #expect(result.reproduced == 1)
  }

  @Test("A trap that needs an earlier step too: the last step alone does not reproduce, the result is still 1-minimal")
  func needsAnEarlierStep() {
    let (needed, last) = (steps[3], steps[15])
    let result = shrink { $0.contains(needed) && $0.last == last }
    #expect(result.steps == [needed, last])
  }

  @Test("The budget counts the first candidate: none left, the steps stay as they are; one, only it is tried")
  func budget() {
    let last = steps[15]
    #expect(shrink(budget: 0) { $0.last == last }.steps == steps)
    var tried = 0
    let one = ProcessShrinker.shrink(steps, budget: 1) { candidate in
      tried += 1
      return candidate.last == last
    }
    #expect(one == [last])
    #expect(tried == 1)
  }
}
