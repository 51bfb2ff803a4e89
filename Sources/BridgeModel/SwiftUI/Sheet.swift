/// SwiftUI's `dismiss` action: in a sheet's content, it sets the presenting binding to false.
public struct DismissAction: Equatable {
  let box: DismissBox?
  public func callAsFunction() { box?.action() }
  public static func == (a: DismissAction, b: DismissAction) -> Bool { a.box === b.box }
}

final class DismissBox {
  nonisolated deinit {}
  @exclusivity(unchecked) var action: () -> Void = {}
}

struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(box: nil) }
}

extension EnvironmentValues {
  /// Dismisses the presentation the view is in (`@Environment(\.dismiss)`).
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true, as SwiftUI does: from the
  /// hosting controller, after the update that changed the binding; a swipe-down sets the
  /// binding to false and calls `onDismiss`.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ViewContent {
    let sheet = SheetLeaf(
      SheetSpec(isPresented: isPresented, onDismiss: onDismiss) { Content._makeContent(content()) })
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(sheet))]))
  }

  /// Presents `content` for the item while `item` is not nil: a sheet for each item. Setting
  /// another item while one is shown dismisses its sheet and presents the new item's once it
  /// has gone; a swipe down sets `item` to nil (F-SW1).
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ViewContent {
    presentation(item: item, style: .automatic, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` full screen while `isPresented` is true: as `.sheet`, but the cover
  /// takes the whole screen (the presenter's view leaves the window, N13) and the user cannot
  /// swipe it away (F-SW1).
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ViewContent {
    let cover = SheetLeaf(
      SheetSpec(isPresented: isPresented, onDismiss: onDismiss, style: .fullScreen) {
        Content._makeContent(content())
      })
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(cover))]))
  }

  /// `fullScreenCover` for an item, as `sheet(item:)` is for a sheet.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ViewContent {
    presentation(item: item, style: .fullScreen, onDismiss: onDismiss, content: content)
  }

  private func presentation<Item: Identifiable, Content: View>(
    item: Binding<Item?>, style: UIModalPresentationStyle, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) -> ViewContent {
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    let spec = SheetSpec(
      isPresented: isPresented, onDismiss: onDismiss, style: style,
      identity: item.wrappedValue.map { AnyHashable($0.id) }
    ) {
      guard let value = item.wrappedValue else { return EmptyView._makeContent(EmptyView()) }
      return Content._makeContent(content(value))
    }
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(SheetLeaf(spec)))]))
  }
}

/// What a `.sheet` or `.fullScreenCover` modifier says: its binding, its content, its
/// dismissal handler, its style, and for the item forms the item's identity.
struct SheetSpec {
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  var style = UIModalPresentationStyle.automatic
  var identity: AnyHashable? = nil
  /// For `.alert` and `.confirmationDialog`: the alert controller SwiftUI presents instead of
  /// a hosting controller.
  var alert: AlertSpec? = nil
  let content: () -> ViewContent
}

/// The root view of a sheet's hosting controller: the content, with `dismiss` bound to the sheet.
struct SheetRoot: View {
  let content: () -> ViewContent
  let dismiss: DismissAction
  var body: some View { content().environment(\.dismiss, dismiss) }
}

struct SheetLeaf: ViewLeaf {
  let spec: SheetSpec
  init(_ spec: SheetSpec) { self.spec = spec }
  var leafType: ObjectIdentifier { ObjectIdentifier(SheetLeaf.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode { PresentationNode(spec, host: context.host) }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    unsafeDowncast(node, to: PresentationNode.self).receive(spec)
  }
}

/// The node of a `.sheet`: keeps UIKit's presentation in step with the binding after each
/// update (outside it), and hears of interactive dismissals through the presentation
/// controller's delegate (N15, N16).
final class PresentationNode: ModifierNode, UIAdaptivePresentationControllerDelegate {
  nonisolated deinit {}

  @exclusivity(unchecked) private var spec: SheetSpec
  @exclusivity(unchecked) private(set) var presented: UIViewController?
  /// The item the presented sheet shows, for the item forms.
  @exclusivity(unchecked) private var presentedIdentity: AnyHashable?
  /// A sheet this node is dismissing: a new presentation waits until it is gone.
  @exclusivity(unchecked) private var leaving: UIViewController?
  @exclusivity(unchecked) private var contentChanged = false
  /// Whether the binding asked for a presentation before the presenter first appeared.
  @exclusivity(unchecked) private(set) var waitsForAppearance = false
  /// Whether UIKit refused the last presentation (the presenter was busy).
  @exclusivity(unchecked) private(set) var wasRefused = false
  @exclusivity(unchecked) private var isTornDown = false
  private let dismissBox = DismissBox()

  init(_ spec: SheetSpec, host: ViewHost) {
    self.spec = spec
    super.init(host: host, leafType: SheetLeaf.self, kind: .view)
    dismissBox.action = { [unowned(unsafe) self] in self.spec.isPresented.wrappedValue = false }
    host.world.presentationNodes.append(self)
    host.needsPresentationSync(self)
    markBindingDrivenByUI()
  }

  func receive(_ spec: SheetSpec) {
    self.spec = spec
    markBindingDrivenByUI()
    contentChanged = true
    host.needsPresentationSync(self)
  }

  override func visit(_ context: inout ReconcileContext) { host.needsPresentationSync(self) }

  /// A sheet's `isPresented` state is the UI's: its buttons and its dismissal change it, not
  /// app code out of the blue (a write while the user drags the sheet is no app's).
  private func markBindingDrivenByUI() {
    guard !host.world.fuzzesPresentationBindings else { return }
    (spec.isPresented.location as? StateLocation<Bool>)?.markDrivenByUI()
  }

  /// The view whose body declares the sheet, as reports name it (the root of its graph).
  var ownerName: String {
    guard let root = host.root else { return "?" }
    return host.world.name(of: root.id)
  }

  /// The type of the view whose body declares the sheet, without ordinal.
  var ownerTypeName: String {
    guard let root = host.root else { return "?" }
    return host.world.typeName(ofNode: root.id)
  }

  /// What the presentation is, as reports name it.
  var noun: String {
    if let alert = spec.alert { return alert.style == .alert ? "alert" : "confirmation dialog" }
    return spec.style == .fullScreen ? "full-screen cover" : "sheet"
  }

  /// What the binding says now.
  var bindingSaysPresented: Bool { spec.isPresented.wrappedValue }

  /// Whether UIKit presents this sheet now.
  var isPresentedInUIKit: Bool { presented?.presentingViewController != nil }

  /// Brings UIKit in line with the binding (run by the host after the update).
  func sync() {
    guard !isTornDown else { return }
    waitsForAppearance = false
    // A sheet that finished leaving is released.
    if let leaving, leaving.presentingViewController == nil { self.leaving = nil }
    let want = spec.isPresented.wrappedValue
    if want, presented == nil {
      // SwiftUI does not present over a dismissal of its sheet: it waits for it to be gone.
      if leaving != nil { return }
      let world = host.world
      if (host.hostingView as? _UIHostingView)?.awaitsController == true {
        waitsForAppearance = true
        return
      }
      guard let presenter = host.hostingView.owningController else {
        world.diagnose(
          "A sheet of \(world.name(of: id)) cannot be presented: its hosting view has no view controller (V18).")
        return
      }
      // A view not yet on screen (a sheet's content while the sheet comes in) presents once
      // its controller has appeared, as SwiftUI shows a presentation whose binding was already true.
      waitsForAppearance = !presenter.hasAppeared
      if waitsForAppearance { return }
      let sheet: UIViewController
      if let alert = spec.alert {
        sheet = alert.makeController { [weak self] in self?.spec.isPresented.wrappedValue = false }
      } else {
        sheet = UIHostingController(
          rootView: SheetRoot(content: spec.content, dismiss: DismissAction(box: dismissBox)))
        sheet.modalPresentationStyle = spec.style
        sheet.presentationController?.delegate = self
      }
      presented = sheet
      presentedIdentity = spec.identity
      contentChanged = false
      // Whatever the binding did meanwhile is applied once the presentation is over.
      presenter.present(sheet, animated: true) { [weak self] in self?.sync() }
      // UIKit refuses a presentation over another (N9): the binding stays as it was.
      wasRefused = sheet.presentingViewController == nil
    } else if !want, let sheet = presented {
      // SwiftUI does not interrupt its sheet's presentation: the dismissal waits for its
      // completion (which syncs again). A sheet already on its way out is let go, and a new
      // presentation waits until it is gone.
      if sheet.presentationTransition == .presenting { return }
      presented = nil
      if sheet.presentationTransition == .dismissing || sheet.presentationTransition == .interactiveDismissing {
        leaving = sheet
        host.world.schedule(
          after: UIKitTiming.transitionMilliseconds, .block { [weak self] in self?.sync() }, isSystem: true)
      } else if sheet.presentingViewController != nil {
        leaving = sheet
        sheet.dismiss(animated: true) { [weak self] in
          self?.leaving = nil
          self?.sync()
        }
      }
      spec.onDismiss?()
    } else if want, contentChanged, let sheet = presented {
      if spec.identity != presentedIdentity {
        // Another item: its own sheet, once this one has gone (after its presentation ends:
        // the presentation's completion syncs again).
        guard sheet.presentationTransition == .none, sheet.presentingViewController != nil else { return }
        contentChanged = false
        presented = nil
        leaving = sheet
        sheet.dismiss(animated: true) { [weak self] in
          self?.leaving = nil
          self?.sync()
        }
        spec.onDismiss?()
        return
      }
      contentChanged = false
      if let hosting = sheet as? UIHostingController<SheetRoot> {
        hosting.rootView = SheetRoot(content: spec.content, dismiss: DismissAction(box: dismissBox))
      }
    }
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    // The user swiped the sheet away: SwiftUI sets the binding to false.
    guard let sheet = presented, presentationController.presentedViewController === sheet else { return }
    presented = nil
    spec.isPresented.wrappedValue = false
    spec.onDismiss?()
  }

  /// UIKit dismissed the sheet without SwiftUI (knob `uikitSheetDismissal` = `resetsBinding`,
  /// F-SW19): SwiftUI sets the binding to false once the dismissal has ended.
  func dismissedWithoutSwiftUI(_ sheet: UIViewController) {
    guard presented === sheet else { return }
    presented = nil
    spec.isPresented.wrappedValue = false
    spec.onDismiss?()
  }

  override func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    host.world.removePresentationNode(self)
    // N14: a sheet whose source goes stays until the next frame, then goes without animation.
    if let sheet = presented, sheet.presentingViewController != nil {
      presented = nil
      host.world.schedule(after: 16, .block { sheet.dismiss(animated: false) }, isSystem: true)
    }
  }
}

extension World {
  func removePresentationNode(_ node: PresentationNode) { presentationNodes.removeIdentical(node) }

  /// The `.sheet`s (and alerts, dialogs, covers) whose binding disagrees with what UIKit
  /// presents: (the view's name, its type, the binding's value, what the presentation is).
  public var presentationMismatches: [(view: String, viewType: String, binding: Bool, noun: String, refused: Bool)] {
    var result: [(String, String, Bool, String, Bool)] = []
    for node in presentationNodes where node.bindingSaysPresented != node.isPresentedInUIKit {
      let refused = node.bindingSaysPresented && node.presented != nil && node.wasRefused
      result.append((node.ownerName, node.ownerTypeName, node.bindingSaysPresented, node.noun, refused))
    }
    return result
  }
}

extension View {
  /// Refuses the interactive dismissal of the sheet this view is in (N17): its hosting
  /// controller becomes modal in presentation.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(DismissDisabledLeaf(isDisabled: isDisabled)))]))
  }
}

struct DismissDisabledLeaf: ViewLeaf {
  let isDisabled: Bool
  var leafType: ObjectIdentifier { ObjectIdentifier(DismissDisabledLeaf.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    let node = DismissDisabledNode(host: context.host, leafType: DismissDisabledLeaf.self, kind: .view)
    node.apply(isDisabled)
    return node
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    unsafeDowncast(node, to: DismissDisabledNode.self).apply(isDisabled)
  }
}

/// Marks its graph as refusing interactive dismissal; the presentation that contains the
/// graph's hosting view honours it (`UIViewController.refusesInteractiveDismissal`).
final class DismissDisabledNode: ModifierNode {
  nonisolated deinit {}

  func apply(_ isDisabled: Bool) { host.dismissDisabled = isDisabled }

  override func tearDown() { host.dismissDisabled = false }
}

/// SwiftUI's older `presentationMode` (deprecated for `dismiss`): `dismiss()` does what the
/// `dismiss` action does in the same place (FIDELITY F-MI3).
public struct PresentationMode {
  let action: DismissAction
  /// Whether the view is in a presentation that can be dismissed.
  public var isPresented: Bool { action.box != nil }
  public mutating func dismiss() { action() }
}

extension EnvironmentValues {
  /// `@Environment(\.presentationMode) var presentationMode`, then
  /// `presentationMode.wrappedValue.dismiss()`.
  public var presentationMode: Binding<PresentationMode> {
    .constant(PresentationMode(action: dismiss))
  }
}
