import BridgeModel

/// Turns events into the lines of a report's "Why" section.
struct EventText {
  let world: World

  /// The line for one event, or nil for bookkeeping a reader does not need.
  func line(_ event: Event) -> String? {
    switch event.kind {
    case .turnBegan(let cause):
      switch cause {
      case .action, .initialRender: return nil
      case .mainQueueBlock: return "a DispatchQueue.main.async block runs (its own turn)"
      case .scheduled: return "a timer, asyncAfter block or animation frame comes due"
      }
    case .turnEnded, .registrationFired: return nil
    case .flushBegan: return "SwiftUI applies the turn's changes"
    case .bodyEvaluated(let node, let inputsChanged):
      return "body of \(world.name(of: node))" + (inputsChanged ? "" : " (inputs unchanged)")
    case .identityReplaced(let old, let new, let inputsChanged):
      return "\(world.name(of: old)) replaced by a new identity, \(world.name(of: new))"
        + (inputsChanged ? "" : ", although the inputs did not change")
    case .makeCoordinator(let node): return "makeCoordinator() of \(world.name(of: node))"
    case .makeView(let node, let view):
      return "makeUIView(context:) of \(world.name(of: node)) returned a \(world.typeName(of: view))"
    case .updateView(let node, let reason):
      let why: String
      switch reason {
      case .initial: why = "right after make"
      case .valueChanged: why = "its value changed"
      case .environmentChanged: why = "an environment key it read changed"
      }
      return "updateUIView(_:context:) of \(world.name(of: node)) (\(why))"
    case .dismantleView(let node): return "dismantleUIView(_:coordinator:) of \(world.name(of: node))"
    case .dismantleFinished(let node, let leftovers):
      guard !leftovers.isEmpty else { return nil }
      return "after dismantling \(world.name(of: node)), still registered: "
        + leftovers.map { world.describe($0) }.joined(separator: ", ")
    case .sizeThatFits(let node): return "sizeThatFits(_:uiView:context:) of \(world.name(of: node))"
    case .stateWrite(let state, let outcome, let value):
      let write = "write \(world.name(of: state)) = \(value)"
      switch outcome {
      case .applied: return write
      case .equal: return write + " (equal: no change)"
      case .rejected: return write + " — DROPPED: SwiftUI is updating the view graph"
      case .deferred: return write + " — made while SwiftUI is updating the view graph"
      }
    case .environmentChanged(let change): return "environment: \(change)"
    case .viewCreated(let object):
      let type = world.typeName(of: object)
      return type == "PlatformViewHost" || type == "UIView" && world.ownerNode(of: object).isNone
        ? nil : "a \(type) is created"
    case .setter(let object, let property, let value, let redundant, let effects, let callback):
      var text = "\(name(object)).\(property) = \(value)"
      if redundant { text += " (the value it already had)" }
      if !effects.isEmpty { text += ": \(effects.description(callback: callback))" }
      return text
    case .callback(let object, let name): return "\(name) (from \(self.name(object)))"
    case .notDelivered(let object, let name):
      return "\(name) is not delivered: the \(self.name(object)) has no delegate"
    case .layoutWrite(let object, let property): return "user code sets \(name(object)).\(property)"
    case .afterDismantle(let node, let what): return "\(what) after \(world.name(of: node)) was dismantled"
    case .userInput: return nil
    case .registered(let id): return "registers a \(world.describe(id))"
    case .unregistered(let id): return "removes the \(world.describe(id))"
    case .mainQueueEnqueued: return "DispatchQueue.main.async { … } queues a block for a later turn"
    case .boundExceeded(let bound, let limit, _):
      switch bound {
      case .flushesPerTurn: return "more than \(limit) flushes in one turn: the run stops"
      case .turnsPerDrain: return "more than \(limit) turns in one drain: the run stops"
      case .feedbackTurns: return "the write-back chain passes \(limit) turns: the run stops"
      }
    case .diagnostic(let text): return "runtime issue: \(text)"
    }
  }

  private func name(_ object: ObjectID) -> String { world.typeName(of: object) }

  /// The events of one turn as indented lines, at most `limit` (the middle elided).
  func lines(_ events: some Collection<Event>, limit: Int = 40) -> [String] {
    guard let base = events.map(\.depth).min() else { return [] }
    var lines: [String] = []
    for event in events {
      guard let text = line(event) else { continue }
      let indent = String(repeating: "  ", count: Int(max(0, event.depth - base)))
      lines.append(indent + text)
    }
    guard lines.count > limit else { return lines }
    let head = lines.prefix(limit / 2)
    let tail = lines.suffix(limit / 2)
    return Array(head) + ["… (\(lines.count - limit) more lines)"] + Array(tail)
  }
}
