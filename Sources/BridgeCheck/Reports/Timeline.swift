import BridgeModel
import BridgeProperties

/// A minimal trace laid out for a picture: the steps in order, one lane per actor, and each
/// event a mark in its actor's lane within its step. The HTML report draws it.
struct Timeline {
  /// Who acts, in the order lanes are drawn.
  enum LaneKind: Int, Comparable {
    /// Whoever takes the steps: the person using the app, or app code setting state.
    case user
    /// SwiftUI's view graph: render flushes, bodies, state writes, environment.
    case swiftUI
    /// A representable or hosting controller: make, update, dismantle.
    case bridge
    /// A UIKit view or controller: setters, callbacks, lifecycle.
    case uikit
    /// The main queue, timers, tasks, and what the runtime reports.
    case runtime

    static func < (a: LaneKind, b: LaneKind) -> Bool { a.rawValue < b.rawValue }
  }

  struct Lane: Equatable {
    let kind: LaneKind
    let name: String
  }

  struct Mark {
    /// The step it belongs to, from 1 (0: the first render, before any step).
    let step: Int
    let lane: Int
    /// The frame it happened in (`updateUIView`, `body`, `callback`…).
    let phase: String
    let text: String
    /// The event that broke the property (or where the process trapped or hung).
    let violating: Bool
    /// The step's own action (in the user's lane), not an event.
    var isAction: Bool { lane == 0 && phase == "action" && !violating }
  }

  let steps: [String]
  /// The step that broke it, from 1 (0: the first render, or while the app was set up).
  let violatingStep: Int
  let lanes: [Lane]
  let marks: [Mark]

  /// Whether a look at the settled world found the violation, after the violating step's
  /// events (no event is the violating one).
  let brokeAtSettle: Bool

  /// The timeline of a recorded run: its steps, then every event a report shows (the lines of
  /// `EventText`), each in its actor's lane. `violation` marks its event, if the run has one.
  init(steps: [Action], world: World, violation: Violation?, ending: (text: String, step: Int)? = nil) {
    self.steps = steps.map(\.text)
    let events = world.log?.events ?? []
    let text = EventText(world: world)
    var lanes = [Lane(kind: .user, name: "User / app code")]
    var marks: [Mark] = []
    var stepMarked = Set<Int>()
    func lane(_ wanted: Lane) -> Int {
      if let index = lanes.firstIndex(of: wanted) { return index }
      lanes.append(wanted)
      return lanes.count - 1
    }
    for (position, event) in events.enumerated() {
      let step = Int(event.step)
      if step > 0, step <= steps.count, stepMarked.insert(step).inserted {
        marks.append(Mark(step: step, lane: 0, phase: "action", text: steps[step - 1].text, violating: false))
      }
      guard let line = text.line(event) else { continue }
      let violating = violation.map { !$0.atSettle && Int($0.logPosition) == position } ?? false
      marks.append(
        Mark(
          step: step, lane: lane(Timeline.lane(of: event, in: world)),
          phase: event.phase.kind == .idle ? "–" : event.phase.kind.label,
          text: line.trimmingCharacters(in: .whitespaces), violating: violating))
    }
    // A step whose events a report does not show still has its action.
    for step in stride(from: 1, through: steps.count, by: 1) where !stepMarked.contains(step) {
      let at = marks.firstIndex { $0.step > step } ?? marks.count
      marks.insert(Mark(step: step, lane: 0, phase: "action", text: steps[step - 1].text, violating: false), at: at)
    }
    if let ending {
      marks.append(
        Mark(
          step: ending.step, lane: lane(Lane(kind: .runtime, name: "Main queue, timers, runtime")), phase: "process",
          text: ending.text, violating: true))
    }
    // Lanes in kind order, each kind's lanes in the order they first act.
    let order = lanes.indices.sorted { (lanes[$0].kind, $0) < (lanes[$1].kind, $1) }
    var renumber = [Int](repeating: 0, count: lanes.count)
    for (new, old) in order.enumerated() { renumber[old] = new }
    self.lanes = order.map { lanes[$0] }
    self.marks = marks.map {
      Mark(step: $0.step, lane: renumber[$0.lane], phase: $0.phase, text: $0.text, violating: $0.violating)
    }
    violatingStep = ending?.step ?? violation.map { Int($0.step) } ?? 0
    brokeAtSettle = ending == nil && (violation?.atSettle ?? false)
  }

  /// The actor an event belongs to.
  static func lane(of event: Event, in world: World) -> Lane {
    let runtime = Lane(kind: .runtime, name: "Main queue, timers, runtime")
    let swiftUI = Lane(kind: .swiftUI, name: "SwiftUI view graph")
    func node(_ id: NodeID) -> Lane { Lane(kind: .bridge, name: world.name(of: id)) }
    func object(_ id: ObjectID) -> Lane { Lane(kind: .uikit, name: world.typeName(of: id)) }
    switch event.kind {
    case .turnBegan, .turnEnded, .registrationFired, .registered, .unregistered, .mainQueueEnqueued,
      .backgroundBlockEnqueued, .jobEnqueued, .boundExceeded, .diagnostic, .uikitException:
      return runtime
    case .flushBegan, .bodyEvaluated, .identityReplaced, .stateWrite, .environmentChanged, .observedPropertyChanged,
      .objectWillChange, .swiftUITask, .cellContentReused:
      return swiftUI
    case .makeCoordinator(let id), .makeView(let id, _), .updateView(let id, _), .dismantleView(let id),
      .dismantleFinished(let id, _), .sizeThatFits(let id), .afterDismantle(let id, _):
      return node(id)
    case .setter(let id, _, _, _, _, _), .callback(let id, _), .notDelivered(let id, _),
      .weakReferenceSet(let id, _, _), .layoutWrite(let id, _), .viewDetached(let id), .viewCreated(let id),
      .userInput(let id, _):
      return object(id)
    case .controller(let id, _):
      return Lane(kind: .uikit, name: world.displayName(ofController: id))
    }
  }
}
