import BridgeCheck
import BridgeModel

// Seed 003 §1: "UIHostingController containment must follow three exact steps".

/// The buttons that drive a container: embed the SwiftUI child, remove it.
struct ContainerToolbar: View {
  var onEmbed: () -> Void
  var onRemove: () -> Void
  var body: some View {
    VStack {
      Button("embed") { onEmbed() }
      Button("remove") { onRemove() }
    }
  }
}

/// The embedded SwiftUI content, with state of its own.
struct EmbeddedCard: View {
  @State var likes = 0
  var body: some View {
    VStack {
      Text("card")
      Button("like") { likes += 1 }
    }
  }
}

/// How a container embeds and removes its SwiftUI child.
nonisolated enum ContainmentStyle: Sendable {
  /// Seed 003 §1 ✅: addChild, addSubview, didMove; willMove(nil), removeFromSuperview, removeFromParent.
  case threeSteps
  /// Seed 003 §1 ❌: only the view is added.
  case missingAddChild
  /// addChild and addSubview, no didMove(toParent:).
  case missingDidMove
  /// Seed 003 §1 ❌: the hosting controller lives in a local variable.
  case notRetained
  /// removeFromParent() first, then the view, and no willMove(toParent: nil).
  case removeOutOfOrder
  /// V14: appearance forwarded by hand with begin/endAppearanceTransition.
  case manualForwarding
  /// V11: appearance "forwarded" by calling viewWillAppear and friends directly.
  case directCalls
}

/// A UIKit parent that embeds a SwiftUI card as seed 003 §1 shows, in one of several styles.
final class CardContainerViewController: UIViewController {
  let style: ContainmentStyle
  private var toolbar: UIHostingController<ContainerToolbar>?
  private var card: UIHostingController<EmbeddedCard>?

  init(style: ContainmentStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    style != .manualForwarding && style != .directCalls
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let toolbar = UIHostingController(
      rootView: ContainerToolbar(
        onEmbed: { [weak self] in self?.embed() }, onRemove: { [weak self] in self?.remove() }))
    self.toolbar = toolbar
    addChild(toolbar)
    view.addSubview(toolbar.view)
    toolbar.didMove(toParent: self)
  }

  func embed() {
    guard card == nil else { return }
    let hostingController = UIHostingController(rootView: EmbeddedCard())
    switch style {
    case .threeSteps, .removeOutOfOrder:
      addChild(hostingController)
      view.addSubview(hostingController.view)
      hostingController.didMove(toParent: self)
      card = hostingController
    case .missingAddChild:
      view.addSubview(hostingController.view)
      card = hostingController
    case .missingDidMove:
      addChild(hostingController)
      view.addSubview(hostingController.view)
      card = hostingController
    case .notRetained:
      // The ❌ of seed 003 §1: `let hostingController = …; view.addSubview(hostingController.view)`.
      view.addSubview(hostingController.view)
    case .manualForwarding:
      addChild(hostingController)
      hostingController.beginAppearanceTransition(true, animated: false)
      view.addSubview(hostingController.view)
      hostingController.endAppearanceTransition()
      hostingController.didMove(toParent: self)
      card = hostingController
    case .directCalls:
      addChild(hostingController)
      hostingController.viewWillAppear(false)
      view.addSubview(hostingController.view)
      hostingController.viewDidAppear(false)
      hostingController.didMove(toParent: self)
      card = hostingController
    }
  }

  func remove() {
    guard let card else { return }
    self.card = nil
    switch style {
    case .removeOutOfOrder:
      card.removeFromParent()
      card.view.removeFromSuperview()
    case .missingAddChild, .notRetained:
      card.view.removeFromSuperview()
    case .manualForwarding:
      card.willMove(toParent: nil)
      card.beginAppearanceTransition(false, animated: false)
      card.view.removeFromSuperview()
      card.endAppearanceTransition()
      card.removeFromParent()
    case .directCalls:
      card.willMove(toParent: nil)
      card.viewWillDisappear(false)
      card.view.removeFromSuperview()
      card.viewDidDisappear(false)
      card.removeFromParent()
    case .threeSteps, .missingDidMove:
      card.willMove(toParent: nil)
      card.view.removeFromSuperview()
      card.removeFromParent()
    }
  }
}

nonisolated enum ContainmentScenarios {
  static func container(
    _ name: String, expect: Expectation, summary: String, style: ContainmentStyle,
    source: String = "seed 003 §1 three exact steps"
  ) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: source) { world in
      world.window.rootViewController = CardContainerViewController(style: style)
      return nil
    }
  }

  static let all: [Scenario] = [
    container(
      "containment/three-steps", expect: .holds,
      summary: "addChild, addSubview, didMove(toParent:); removal in the reverse order", style: .threeSteps),
    container(
      "containment/missing-add-child", expect: .violation("containment.add-child-before-add-subview"),
      summary: "the hosting controller's view is added without addChild", style: .missingAddChild),
    container(
      "containment/missing-did-move", expect: .violation("containment.did-move-after-add"),
      summary: "addChild and addSubview without didMove(toParent:)", style: .missingDidMove),
    container(
      "containment/not-retained", expect: .violation("hosting.retained-while-visible"),
      summary: "the hosting controller is a local variable: released while its view is on screen",
      style: .notRetained, source: "seed 003 §1 The hosting controller must be retained"),
    container(
      "containment/remove-out-of-order", expect: .violation("containment.remove-sequence"),
      summary: "removeFromParent() before removeFromSuperview(), without willMove(toParent: nil)",
      style: .removeOutOfOrder, source: "fidelity V4"),
    container(
      "appearance/forwarded", expect: .holds,
      summary: "a container that forwards appearance by hand with begin/endAppearanceTransition",
      style: .manualForwarding, source: "fidelity V14"),
    container(
      "appearance/direct-call", expect: .violation("appearance.balanced"),
      summary: "a container that calls viewWillAppear and viewDidAppear on its child directly",
      style: .directCalls, source: "fidelity V11"),
  ]
}
