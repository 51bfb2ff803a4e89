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
      case .task(onMainActor: true): return "a task runs on the main actor until it suspends or ends (its own turn)"
      case .task(onMainActor: false): return "a task runs off the main actor until it suspends or ends (its own turn)"
      case .sleepEnded: return "a Task.sleep comes due"
      case .backgroundBlock: return "a block of a background queue runs, off the main thread (its own turn)"
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
      let made = view.isNone ? "" : " returned a \(world.typeName(of: view))"
      return "\(world.callName(.makeView, of: node))(context:) of \(world.name(of: node))\(made)"
    case .updateView(let node, let reason):
      let why: String
      switch reason {
      case .initial: why = "right after make"
      case .valueChanged: why = "its value changed"
      case .environmentChanged: why = "an environment key it read changed"
      }
      return "\(world.callName(.updateView, of: node))(_:context:) of \(world.name(of: node)) (\(why))"
    case .dismantleView(let node):
      return "\(world.callName(.dismantleView, of: node))(_:coordinator:) of \(world.name(of: node))"
    case .dismantleFinished(let node, let leftovers):
      guard !leftovers.isEmpty else { return nil }
      return "after dismantling \(world.name(of: node)), still registered: "
        + leftovers.map { world.describe($0) }.joined(separator: ", ")
    case .sizeThatFits(let node): return "\(world.callName(.sizeThatFits, of: node)) of \(world.name(of: node))"
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
      let bookkeeping = ["PlatformViewHost", "_UIHostingView", "UINavigationBar", "UITabBar"]
      return bookkeeping.contains(type) || type == "UIView" && world.ownerNode(of: object).isNone
        ? nil : "a \(type) is created"
    case .setter(let object, let property, let value, let redundant, let effects, let callback):
      var text = "\(name(object)).\(property) = \(value)"
      if redundant { text += " (the value it already had)" }
      if !effects.isEmpty { text += ": \(effects.description(callback: callback))" }
      return text
    case .callback(let object, let name): return "\(name) (from \(self.name(object)))"
    case .notDelivered(let object, let name):
      return "\(name) is not delivered: the \(self.name(object)) has no delegate"
    case .weakReferenceSet(let object, let slot, let target):
      return "\(name(object)).\(slot) = a \(target) (a weak reference: UIKit does not keep it alive)"
    case .layoutWrite(let object, let property): return "user code sets \(name(object)).\(property)"
    case .viewDetached(let object):
      return world.ownerNode(of: object).isNone ? nil : "the \(name(object)) leaves its superview"
    case .afterDismantle(let node, let what): return "\(what) after \(world.name(of: node)) was dismantled"
    case .userInput: return nil
    case .registered(let id): return "registers a \(world.describe(id))"
    case .unregistered(let id): return "removes the \(world.describe(id))"
    case .mainQueueEnqueued: return "DispatchQueue.main.async { … } queues a block for a later turn"
    case .observedPropertyChanged: return "an @Observable property read by a body or an update changes"
    case .objectWillChange(let node, duringUpdate: false):
      return "objectWillChange of an ObservableObject \(world.name(of: node)) reads is sent"
    case .objectWillChange(let node, duringUpdate: true):
      return "objectWillChange of an ObservableObject \(world.name(of: node)) reads is sent while SwiftUI updates:"
        + " \"Publishing changes from within view updates is not allowed\""
    case .backgroundBlockEnqueued: return "a block is queued on a background queue (DispatchQueue.global().async)"
    case .swiftUITask(_, .started): return "SwiftUI starts the task of a .task modifier"
    case .swiftUITask(_, .cancelled(idChanged: true)):
      return "SwiftUI cancels the task of a .task(id:) modifier: its id changed"
    case .swiftUITask(_, .cancelled(idChanged: false)):
      return "SwiftUI cancels the task of a .task modifier: its view left"
    case .jobEnqueued(onMainActor: true): return "a task is queued to run on the main actor in a later turn"
    case .jobEnqueued(onMainActor: false): return "a task is queued to run off the main actor in a later turn"
    case .boundExceeded(let bound, let limit, _):
      switch bound {
      case .flushesPerTurn: return "more than \(limit) flushes in one turn: the run stops"
      case .turnsPerDrain: return "more than \(limit) turns in one drain: the run stops"
      case .feedbackTurns: return "the write-back chain passes \(limit) turns: the run stops"
      case .settleTurns:
        return "the write-back chain passes \(limit) turns, across later clock advances: the run stops"
      }
    case .diagnostic(let text): return "runtime issue: \(text)"
    case .controller(let subject, let fact): return controllerLine(subject, fact)
    case .cellContentReused(_, let carried):
      return "a reused cell's SwiftUI content gets the next item"
        + (carried.isEmpty ? "" : "; it keeps \(carried.joined(separator: ", "))")
    case .uikitException(let exception):
      return "UIKit raises \(exception.name): \(exception.reason) — the app crashes here"
    }
  }

  private func controllerLine(_ subject: ObjectID, _ fact: ControllerEvent) -> String? {
    let me = controller(subject)
    switch fact {
    case .created, .viewRemoved, .presented: return nil
    case .viewDidLoad: return "viewDidLoad of \(me)"
    case .appearance(let callback, let direct):
      return direct ? "user code calls \(me).\(callback.name) directly" : "\(callback.name) of \(me)"
    case .unbalancedAppearance: return "unbalanced begin/end appearance transition of \(me)"
    case .appearanceOverrideMissedSuper(let callback, let called):
      return "\(callback.name) of \(me) "
        + (called.map { "calls super.\($0.name) instead of super.\(callback.name)" } ?? "does not call super")
    case .addChild(let parent): return "\(controller(parent)).addChild(\(me))"
    case .willMove(let parent): return "\(me).willMove(toParent: \(controller(parent)))"
    case .didMove(let parent): return "\(me).didMove(toParent: \(controller(parent)))"
    case .removeFromParent(let parent, let viewInSuperview, let implicit):
      if implicit { return "\(me) leaves \(controller(parent)) (addChild on another parent)" }
      return "\(me).removeFromParent()" + (viewInSuperview ? " while its view is still in a superview" : "")
    case .viewAdded(let owner, let parent, let role):
      let place = owner.isNone ? "a view no controller owns" : "the view of \(controller(owner))"
      switch role {
      case .child: return "the view of \(me) is added under \(place) (its parent is \(controller(parent)))"
      case .windowRoot: return "the view of \(me) becomes the window's root view"
      case .presented: return "the view of \(me) is added for its presentation"
      case .detached: return "the view of \(me) is added under \(place) without addChild"
      }
    case .deallocated(let viewInWindow, _):
      return "\(me) is deallocated" + (viewInWindow ? " while its view is still on screen" : "")
    case .pushRequested(let pushed, let during, let already):
      var text = "\(me).pushViewController(\(controller(pushed)))"
      if already { text += " — already on the stack" }
      if during == .push { text += " — while its push transition is running" }
      if during == .pop { text += " — while its pop transition is running (it waits)" }
      return text
    case .popRequested(let inFlight):
      return "\(me) pops" + (inFlight ? " — while a transition is running" : "")
    case .navigationFinished(let top): return "\(me) finishes its transition; \(controller(top)) is on top"
    case .presentRequested(let presented, let outcome):
      let text = "\(me).present(\(controller(presented)))"
      switch outcome {
      case .presenting: return text
      case .alreadyPresenting: return text + " — ignored: it already presents something"
      case .presentationInProgress: return text + " — ignored: a presentation is in progress"
      case .notInWindow: return text + " — ignored: its view is not in a window"
      }
    case .presentFromUnsuitable(let presented, let problem):
      switch problem {
      case .beingDismissed: return "\(me).present(\(controller(presented))) — while it is being dismissed"
      case .detached: return "\(me).present(\(controller(presented))) — from a controller not in the hierarchy"
      }
    case .dismissRequested(let outcome):
      switch outcome {
      case .dismissing: return "\(me).dismiss(animated:)"
      case .transitionInProgress: return "\(me).dismiss(animated:) — ignored: a transition is in progress"
      case .nothingToDismiss: return "\(me).dismiss(animated:) — nothing to dismiss"
      }
    case .dismissed(let interactive): return "\(me) is dismissed" + (interactive ? " (swiped down)" : "")
    case .leftHierarchy: return nil
    }
  }

  private func controller(_ id: ObjectID) -> String { world.displayName(ofController: id) }

  private func name(_ object: ObjectID) -> String { world.typeName(of: object) }

  /// The events of one turn as indented lines, at most `limit` (the middle elided).
  func lines(_ events: some Collection<Event>, limit: Int = 40) -> [String] {
    guard let base = events.map(\.depth).min() else { return [] }
    var lines: [String] = []
    // A task's turn that shows nothing (a hop to the default executor and back, a sleep's
    // wake-up) is bookkeeping: its line is kept only once something happens inside it.
    var quietTurn: String?
    for event in events {
      switch event.kind {
      case .turnBegan(.task), .turnBegan(.sleepEnded):
        quietTurn = line(event).map { String(repeating: "  ", count: Int(max(0, event.depth - base))) + $0 }
        continue
      case .turnEnded:
        quietTurn = nil
      default: break
      }
      guard let text = line(event) else { continue }
      if let header = quietTurn {
        lines.append(header)
        quietTurn = nil
      }
      let indent = String(repeating: "  ", count: Int(max(0, event.depth - base)))
      lines.append(indent + text)
    }
    guard lines.count > limit else { return lines }
    let head = lines.prefix(limit / 2)
    let tail = lines.suffix(limit / 2)
    return Array(head) + ["… (\(lines.count - limit) more lines)"] + Array(tail)
  }
}
