/// SwiftUI content as a cell's content configuration (fidelity H1–H5).
///
/// Its content view hosts a SwiftUI graph without a view controller. A cell whose content
/// view supports the new configuration — the same `Content` type — keeps that view, so the
/// graph, its identity and its `@State` carry over to the next item (H2, H3) unless the
/// content has an explicit `.id`.
public struct UIHostingConfiguration<Content: View>: UIContentConfiguration {
  let content: Content

  public init(content: () -> Content) { self.content = content() }

  public func makeContentView() -> any UIView & UIContentView {
    _UIHostingConfigurationContentView<Content>(configuration: self)
  }

  /// The content's insets from the cell's edges (layout only: not modelled).
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self { self }
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self { self }
  /// The smallest size the cell takes (layout only: not modelled).
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self { self }
  /// A background drawn behind the content, edge to edge (not drawn: the background's views
  /// are not part of the cell's graph, so a control in a background is not offered).
  public func background<S: ShapeStyle>(_ style: S) -> Self { self }
  public func background<B: View>(@ViewBuilder content: () -> B) -> Self { self }
}

/// The content view of a `UIHostingConfiguration`: a hosting view with no controller (H6's
/// alternative costs a controller per cell).
final class _UIHostingConfigurationContentView<Content: View>: UIView, UIContentView {
  /// The configuration's content (the configuration is that and nothing else): keeping the
  /// content, not the configuration, lets a new one be taken without naming
  /// `UIHostingConfiguration<Content>`, whose metadata this unspecialised code would look up.
  @exclusivity(unchecked) private var content: Content
  @exclusivity(unchecked) private(set) var host: ViewHost?
  /// `UIHostingConfiguration<Content>`, looked up once: naming the generic type looks its
  /// metadata up (~330 instructions), and a cell asks `supports` at every configuration.
  private let configurationType = ObjectIdentifier(UIHostingConfiguration<Content>.self)

  init(configuration: UIHostingConfiguration<Content>) {
    content = configuration.content
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    guard let world else { return }
    let host = world.makeHost(for: self, isConfigurationHost: true)
    self.host = host
    host.mount(configuration.content)
  }

  required init?(coder: NSCoder) { return nil }

  nonisolated deinit {
    assumeOnModelThread(self) { $0.hostWillGo() }
  }

  private func hostWillGo() {
    if let host, let world { world.hostingViewWillGo(host) }
  }

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    host?.releaseForTeardown()
    host = nil
  }

  var configuration: any UIContentConfiguration {
    get { UIHostingConfiguration { content } }
    set {
      // Not `newValue as? UIHostingConfiguration<Content>`: the cast and the two types it
      // names cost about 900 instructions a configuration, and a list configures every cell
      // it shows. The type is compared, then the content read out of the opened value.
      guard ObjectIdentifier(type(of: newValue)) == configurationType else { return }
      content = Self.content(of: newValue)
      // H3: same type, same graph: the root receives the new item and keeps its state.
      host?.setRoot(content)
    }
  }

  /// The content of `configuration`, a `UIHostingConfiguration<Content>` (the caller compared
  /// the types), whose one stored property is its content: the struct's layout is that
  /// property's. Nonisolated, so that the pointer's closure does not check its executor.
  private nonisolated static func content<Configuration>(of configuration: Configuration) -> Content {
    withUnsafePointer(to: configuration) { UnsafeRawPointer($0).load(as: Content.self) }
  }

  func supports(_ configuration: any UIContentConfiguration) -> Bool {
    // A struct has no subtypes: `is` holds exactly when the type is the same.
    ObjectIdentifier(type(of: configuration)) == configurationType
  }
}
