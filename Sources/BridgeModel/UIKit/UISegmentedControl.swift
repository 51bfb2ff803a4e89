/// The model's `UISegmentedControl`: each segment the user can select is an element named by its
/// title (`tap "Week"`, F-SG1). A tap selects the segment, then sends `.valueChanged` and runs
/// the segment's action; setting `selectedSegmentIndex` by code sends nothing (C-family: only the
/// user's interaction sends actions). A selected segment is not offered again: retapping it sends
/// nothing, unless the control `isMomentary`.
open class UISegmentedControl: UIControl {
  /// `UISegmentedControl.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UISegmentedControl {
    appearanceProxy(for: [ObjectIdentifier(UISegmentedControl.self)]) { UISegmentedControl(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISegmentedControl {
    appearanceProxy(for: appearanceKey(UISegmentedControl.self, containerTypes)) { UISegmentedControl(frame: .zero) }
  }

  nonisolated deinit {}

  /// No segment is selected.
  public static let noSegment = -1

  /// The segments' titles (nil for an image segment): names of the elements.
  @Hierarchical private var titles: [String?] = []
  @Hierarchical private var enabled: [Bool] = []
  @Hierarchical private var selected = UISegmentedControl.noSegment
  @exclusivity(unchecked) private var images: [UIImage?] = []
  @exclusivity(unchecked) private var actions: [UIAction?] = []
  @exclusivity(unchecked) private var widths: [CGFloat] = []

  /// Apple: "If true, segments don't show selected state and don't update the value of
  /// selectedSegmentIndex after tracking ends."
  @Hierarchical open var isMomentary = false
  @exclusivity(unchecked) open var selectedSegmentTintColor: UIColor?
  @exclusivity(unchecked) open var apportionsSegmentWidthsByContent = false

  /// Items are titles (`String`) or images (`UIImage`).
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] { append(title: item as? String, image: item as? UIImage, action: nil) }
  }

  /// One segment per action, titled by it; selecting a segment runs its action (iOS 14).
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for action in actions { append(title: action.title, image: action.image, action: action) }
  }

  private func append(title: String?, image: UIImage?, action: UIAction?) {
    insert(title: title, image: image, action: action, at: titles.count)
  }

  private func insert(title: String?, image: UIImage?, action: UIAction?, at segment: Int) {
    let index = max(0, min(segment, titles.count))
    titles.insert(title, at: index)
    enabled.insert(true, at: index)
    images.insert(image, at: index)
    actions.insert(action, at: index)
    widths.insert(0, at: index)
    if selected >= index { selected += 1 }
  }

  public var numberOfSegments: Int { titles.count }

  /// Set by code: selects the segment and sends no action (out of range: no segment).
  open var selectedSegmentIndex: Int {
    get { selected }
    set {
      let index = (0..<titles.count).contains(newValue) ? newValue : Self.noSegment
      noteSetter("selectedSegmentIndex", value: "\(index)", redundant: index == selected)
      selected = index
    }
  }

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(title: title, image: nil, action: nil, at: segment)
  }
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(title: nil, image: image, action: nil, at: segment)
  }
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(title: action.title, image: action.image, action: action, at: segment)
  }
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    enabled.remove(at: segment)
    images.remove(at: segment)
    actions.remove(at: segment)
    widths.remove(at: segment)
    if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
  }
  open func removeAllSegments() {
    for segment in titles.indices.reversed() { removeSegment(at: segment, animated: false) }
  }
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
  }
  open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard images.indices.contains(segment) else { return }
    images[segment] = image
  }
  open func imageForSegment(at segment: Int) -> UIImage? { images.indices.contains(segment) ? images[segment] : nil }
  /// A disabled segment is not offered to the user.
  open func setEnabled(_ isEnabled: Bool, forSegmentAt segment: Int) {
    guard enabled.indices.contains(segment) else { return }
    enabled[segment] = isEnabled
  }
  open func isEnabledForSegment(at segment: Int) -> Bool { enabled.indices.contains(segment) && enabled[segment] }
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    guard actions.indices.contains(segment) else { return }
    actions[segment] = action
    titles[segment] = action.title
  }
  open func actionForSegment(at segment: Int) -> UIAction? {
    actions.indices.contains(segment) ? actions[segment] : nil
  }
  /// Stored (nothing is laid out).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard widths.indices.contains(segment) else { return }
    widths[segment] = width
  }
  open func widthForSegment(at segment: Int) -> CGFloat { widths.indices.contains(segment) ? widths[segment] : 0 }
  /// Stored (nothing is drawn).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}

  // MARK: The user (F-SG1)

  override var elementKind: ElementKind? { nil }

  /// Each segment the user can select, named by its title, else `segment N`.
  override func collectItemElements(into elements: inout [Element]) {
    for index in titles.indices where enabled[index] && (isMomentary || index != selected) {
      let name = titles[index].flatMap { $0.isEmpty ? nil : $0 } ?? "segment \(index + 1)"
      elements.append(Element(kind: .button, baseName: name, target: .segment(self, index)))
    }
  }

  /// The user taps a segment: it is selected, then `.valueChanged` is sent and the segment's
  /// action runs; a momentary control forgets the selection after tracking ends.
  func userSelect(_ index: Int) {
    guard titles.indices.contains(index), enabled[index] else { return }
    selected = index
    sendActions(for: .valueChanged)
    if let action = actions[index] { callback("segment action") { action.perform(sender: self) } }
    if isMomentary { selected = Self.noSegment }
  }
}
