@testable import BridgeModel

/// A log that subjects write into, to assert what SwiftUI called and when.
final class CallLog {
  var calls: [String] = []
  var windowsSeen: [Bool] = []
  var transactions: [Transaction] = []
  var colorSchemes: [ColorScheme] = []
}

/// A probe representable: logs every requirement call.
struct ProbeRep: UIViewRepresentable {
  let log: CallLog
  var value = 0
  var readsColorScheme = false
  var object: AnyObject?
  var action: (() -> Void)?

  func makeCoordinator() -> ProbeCoordinator {
    log.calls.append("makeCoordinator")
    return ProbeCoordinator()
  }

  func makeUIView(context: Context) -> UIView {
    log.calls.append("makeUIView")
    let view = UIView()
    log.windowsSeen.append(view.window != nil)
    return view
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    log.calls.append("updateUIView(\(value))")
    log.windowsSeen.append(uiView.window != nil)
    log.transactions.append(context.transaction)
    if readsColorScheme { log.colorSchemes.append(context.environment.colorScheme) }
  }

  static func dismantleUIView(_ uiView: UIView, coordinator: ProbeCoordinator) {
    coordinator.dismantled = true
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
    log.calls.append("sizeThatFits")
    return CGSize(width: 100, height: 40)
  }

  final class ProbeCoordinator {
    var dismantled = false
  }
}

/// A screen around a probe, with state to change its inputs.
struct ProbeScreen: View {
  @State var value = 0
  @State var show = true
  @State var other = 0
  @State var noteID = 0
  let log: CallLog
  var readsColorScheme = false
  var object: AnyObject?
  var withClosure = false

  var body: some View {
    if show {
      ProbeRep(
        log: log, value: value, readsColorScheme: readsColorScheme, object: object,
        action: withClosure ? { _ = 1 } : nil
      )
      .id(noteID)
    }
  }
}

extension World {
  /// The first represented view of type `V`.
  func view<V: UIView>(_ type: V.Type) -> V? { representedViews(of: V.self).first }
}

extension UIViewController {
  /// A swipe in one gesture, as `swipe down sheet` makes it: the drag begins and the finger
  /// lifts in the same turn.
  func userSwipeDown(commit: Bool) {
    if userBeginSwipeDown() { userEndSwipeDown(commit: commit) }
  }
}
