import BridgeModel
import Testing

/// A controller with the outlet form real UIKit code uses: a weak constraint property.
final class PreviewController: UIViewController {
  weak var widthConstraint: NSLayoutConstraint?
  let preview = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(preview)
    let width = preview.widthAnchor.constraint(equalToConstant: 120)
    let leading = preview.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8)
    NSLayoutConstraint.activate([width, leading])
    widthConstraint = width
  }
}

@MainActor
@Suite("Active constraints are kept by a view, as UIKit keeps them (FIDELITY.md F-AL1)")
struct LayoutConstraintTests {
  @Test("An activated constraint outlives the code that made it; a weak outlet to it stays set")
  func activeConstraintKept() throws {
    let controller = PreviewController()
    controller.loadViewIfNeeded()
    let width = try #require(controller.widthConstraint)
    #expect(width.isActive)
    width.constant = 200
    #expect(controller.widthConstraint?.constant == 200)
    // A constant constraint is kept by its one view; one between a view and its superview by the
    // superview (their closest common ancestor).
    #expect(controller.preview.constraints.map { ObjectIdentifier($0) } == [ObjectIdentifier(width)])
    #expect(controller.view.constraints.count == 1)
    #expect(controller.view.constraints.first?.firstItem === controller.preview)
    #expect(controller.view.constraints.first?.secondItem === controller.view)
  }

  @Test("Deactivating lets the constraint go; a weak outlet to it is then nil")
  func deactivatedConstraintReleased() {
    let controller = PreviewController()
    controller.loadViewIfNeeded()
    controller.widthConstraint?.isActive = false
    #expect(controller.widthConstraint == nil)
    #expect(controller.preview.constraints.isEmpty)
  }

  @Test("removeFromSuperview drops the constraints that refer to the removed subtree from the views above")
  func removalDropsConstraints() throws {
    let controller = PreviewController()
    controller.loadViewIfNeeded()
    let leading = try #require(controller.view.constraints.first)
    let inner = UIView()
    controller.preview.addSubview(inner)
    let pinned = inner.topAnchor.constraint(equalTo: controller.view.topAnchor)
    pinned.isActive = true
    #expect(controller.view.constraints.count == 2)
    controller.preview.removeFromSuperview()
    #expect(controller.view.constraints.isEmpty)
    #expect(!leading.isActive)
    #expect(!pinned.isActive)
    // The removed view keeps its own: they refer to nothing outside it.
    #expect(controller.preview.constraints.count == 1)
    #expect(controller.widthConstraint?.isActive == true)
  }

  @Test("A constraint holds its items weakly: a view goes with the constraints it keeps")
  func noCycle() {
    weak var released: UIView?
    weak var constraint: NSLayoutConstraint?
    do {
      let view = UIView()
      let made = view.heightAnchor.constraint(equalToConstant: 10)
      made.isActive = true
      released = view
      constraint = made
    }
    #expect(released == nil)
    #expect(constraint == nil)
  }

  @Test("A layout guide's anchors constrain through the view that owns the guide")
  func guideConstraints() {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    let guide = UILayoutGuide()
    container.addLayoutGuide(guide)
    #expect(guide.owningView === container)
    child.topAnchor.constraint(equalTo: guide.topAnchor).isActive = true
    child.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor).isActive = true
    #expect(container.constraints.count == 2)
    #expect(container.layoutGuides.count == 1)
  }
}
