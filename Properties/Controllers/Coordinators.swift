import BridgeModel
@_spi(Reflection) import Swift

/// Once a flow has ended, its coordinator is out of its parent's list of children.
///
/// Coordinators are found from what the app keeps (`World.app`): BridgeModel's
/// `BridgeCoordinator` protocol; by reflection, any stored array of objects named like
/// children (`childCoordinators`, `children`, `flows`…) or held by an object that owns or shares
/// a navigation controller; and the key paths a scenario names (`.coordinators(children:)`).
/// A child's flow has ended when its own `navigationController` left the controller hierarchy
/// (dismissed by a button or a swipe, popped, replaced); when a controller whose presentation
/// delegate it is was dismissed (seed 002 §5's wiring); or when the screens of its flow — the
/// controllers that point at it (`vc.coordinator = self`) or that it points at — have left the
/// hierarchy (popped off a shared navigation controller by back, a swipe or popToRoot; an
/// alert or sheet dismissed) and none is left.
public struct NoLeakedChildren: Property {
  public nonisolated static let info = PropertyInfo(
    id: "coordinators.no-leaked-children",
    claim:
      "When a flow ends — close button, swipe down, back, deep link — its coordinator is removed from its parent's childCoordinators.",
    rationale:
      "A parent keeps its child coordinators strongly; a child left in the array keeps its navigation controller and screens alive (seed 002, \"A Quick Note on Memory Leaks\"). A swipe-to-dismiss ends the flow without the close button: only presentationControllerDidDismiss hears of it (N15, N16), so a coordinator that cleans up only in its close action leaks on every swipe. A flow pushed onto a shared navigation controller ends when the back button or the edge swipe pops its screens: the coordinator hears of it only from the navigation controller's delegate or from its screen's viewDidDisappear with isMovingFromParent.",
    symptom:
      "Memory that grows with every opened and swiped-away sheet; stale coordinators that still react to deep links or notifications.",
    fix:
      "Call the parent's removeChild from every exit: the close action, presentationControllerDidDismiss (set the coordinator as the presentation controller's delegate), and navigation pops (navigationController(_:didShow:animated:), or viewDidDisappear when isMovingFromParent).",
    sources: ["seed 002 §5 A Quick Note on Memory Leaks", "fidelity N15", "N16", "Apple isMovingFromParent"],
    severity: .leak)

  public nonisolated static let interests: EventInterest = [.navigation, .settled]
  public nonisolated static let settledNeeds = SettledNeeds.ownEvents

  private var ended: [ObjectID] = []
  /// The presentation delegates of dismissed controllers (weakly: a new coordinator may
  /// reuse a gone one's address).
  private var endedDelegates: [WeakBox] = []
  /// The objects that controllers which left the hierarchy pointed at (read when they left:
  /// a popped screen is often gone by the time the world settles).
  private var endedScreenOwners: [WeakBox] = []
  private var unchecked = false
  private var childrenOfTurn: (turn: Int32, children: [WeakBox])?
  private let accessors: [ChildCoordinatorAccessor]
  private var reported = ReportedSignatures()

  public init(_ context: PropertyContext) { accessors = context.childCoordinators }

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    if case .controller(let subject, .leftHierarchy) = event.kind {
      ended.append(subject)
      if let controller = world.controller(subject) {
        if let delegate = controller.presentationDelegate { endedDelegates.append(WeakBox(delegate)) }
        noteScreenOwners(of: controller, world)
      }
      unchecked = true
    }
    return nil
  }

  /// Keeps the child coordinators a leaving controller points at. Reflection is costly and a
  /// pop happens on every back: only when the app has child coordinators now.
  /// The children are found once per turn (a dismissal takes several controllers at once).
  private mutating func noteScreenOwners(of controller: UIViewController, _ world: World) {
    // Only the app's own subclasses can point at a coordinator.
    guard let app = world.app, !CoordinatorTree.isModelClass(type(of: controller)) else { return }
    if childrenOfTurn?.turn != world.turn {
      let links = CoordinatorTree(root: app, accessors: accessors, findsNavigation: false).links
      childrenOfTurn = (world.turn, links.map { WeakBox($0.child) })
    }
    guard let children = childrenOfTurn?.children, !children.isEmpty else { return }
    for object in CoordinatorTree.objectFields(of: controller) where contains(children, object) {
      endedScreenOwners.append(WeakBox(object))
    }
  }

  private func contains(_ boxes: [WeakBox], _ object: AnyObject) -> Bool {
    for box in boxes where box.object === object { return true }
    return false
  }

  /// Whether the screens of `child`'s flow have all left: one that points at it, or that it
  /// points at, left the hierarchy, and none is still in it.
  private func screensLeft(_ child: AnyObject, _ world: World, _ inHierarchy: [UIViewController]) -> Bool {
    let pointedAt = CoordinatorTree.controllerFields(of: child)
    var left = contains(endedScreenOwners, child)
    for controller in pointedAt where ended.contains(controller.objectID) { left = true }
    guard left else { return false }
    for controller in inHierarchy {
      if pointedAt.contains(where: { $0 === controller }) { return false }
      for object in CoordinatorTree.objectFields(of: controller) where object === child { return false }
    }
    return true
  }

  public mutating func settled(_ world: World) -> Violation? {
    guard unchecked, let app = world.app else { return nil }
    unchecked = false
    var inHierarchy: [UIViewController]?
    // The first child kept ends the look, reported or not (a leak stays found at every settle:
    // its message is written once).
    for link in CoordinatorTree(root: app, accessors: accessors).links {
      if let navigation = link.navigation, ended.contains(navigation.objectID), navigation.viewIfLoaded?.window == nil {
        return reported.violation(
          Self.id, kind: "child kept after its navigation left", subject: typeName(link.child),
          "\(typeName(link.child)) is still in \(typeName(link.parent)).\(link.field) after its flow ended (its \(world.displayName(ofController: navigation.objectID)) left the screen)."
        )
      }
      if contains(endedDelegates, link.child) {
        return reported.violation(
          Self.id, kind: "child kept after its sheet was dismissed", subject: typeName(link.child),
          "\(typeName(link.child)) is still in \(typeName(link.parent)).\(link.field) after the controller it was the presentation delegate of was dismissed."
        )
      }
      if inHierarchy == nil { inHierarchy = world.controllersInHierarchy }
      if screensLeft(link.child, world, inHierarchy ?? []) {
        return reported.violation(
          Self.id, kind: "child kept after its screens left", subject: typeName(link.child),
          "\(typeName(link.child)) is still in \(typeName(link.parent)).\(link.field) after the screens of its flow left (popped or dismissed)."
        )
      }
    }
    return nil
  }
}

/// Every controller of a dismissed or popped flow is deallocated once the world settles.
public struct ReleasedAfterDismissal: Property {
  public nonisolated static let info = PropertyInfo(
    id: "lifetime.released-after-dismissal",
    claim: "Every view controller of a dismissed or popped flow is deallocated once the world settles.",
    rationale:
      "Parents, the window and presenters are what retain view controllers (V17); once a controller is popped or dismissed UIKit lets it go. If it stays alive, something in the app holds it: a closure that captures self strongly in a cycle (coordinator → navigation controller → hosting controller → root view closure → coordinator), or a child coordinator that was never removed (seed 002).",
    symptom: "Memory that grows with every visit; screens that keep observing, polling or playing after they are gone.",
    fix:
      "Capture [weak self] in closures handed to SwiftUI views and controllers, and remove child coordinators when their flow ends.",
    sources: [
      "fidelity V17", "seed 002 §1 OnboardingView { [weak self] … }", "seed 002 §5 A Quick Note on Memory Leaks",
    ], severity: .leak)

  public nonisolated static let interests: EventInterest = [.navigation, .settled]
  public nonisolated static let settledNeeds = SettledNeeds.ownEvents

  private var gone: [ObjectID] = []

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    if case .controller(let subject, .leftHierarchy) = event.kind, let controller = world.controller(subject) {
      collect(controller)
    }
    return nil
  }

  private mutating func collect(_ controller: UIViewController) {
    gone.append(controller.objectID)
    for child in controller.children { collect(child) }
  }

  public mutating func settled(_ world: World) -> Violation? {
    guard !gone.isEmpty else { return nil }
    defer { gone.removeAll() }
    for id in gone {
      guard let controller = world.controller(id), controller.viewIfLoaded?.window == nil,
        controller.parent == nil || controller.parent?.viewIfLoaded?.window == nil
      else { continue }
      return Violation(
        Self.id,
        "\(world.displayName(ofController: id)) left the screen but is still alive after the world settled: something still holds it.",
        kind: "alive after leaving the screen", subject: world.typeName(ofController: id))
    }
    return nil
  }
}

/// The coordinator tree reachable from an object, by reflection.
struct CoordinatorTree {
  struct Link {
    let parent: AnyObject
    let child: AnyObject
    /// The parent's property that holds it, for reports.
    let field: String
    let navigation: UINavigationController?
  }

  private(set) var links: [Link] = []
  private let accessors: [ChildCoordinatorAccessor]
  private let findsNavigation: Bool

  /// - Parameter findsNavigation: whether to look up each child's `navigationController`
  ///   (reflection; not needed to know who the children are).
  init(root: AnyObject, accessors: [ChildCoordinatorAccessor] = [], findsNavigation: Bool = true) {
    self.accessors = accessors
    self.findsNavigation = findsNavigation
    var visited: [ObjectIdentifier] = []
    walk(root, &visited)
  }

  private mutating func walk(_ object: AnyObject, _ visited: inout [ObjectIdentifier]) {
    let key = ObjectIdentifier(object)
    guard !visited.contains(key) else { return }
    visited.append(key)
    for (field, child) in children(of: object) {
      let navigation =
        findsNavigation
        ? Self.bridgeCoordinator(child)?.navigationController ?? Self.navigationField(of: child) : nil
      links.append(Link(parent: object, child: child, field: field, navigation: navigation))
      walk(child, &visited)
    }
  }

  /// The children of `object`, each with the name of the property that holds it.
  private func children(of object: AnyObject) -> [(String, AnyObject)] {
    // BridgeModel's protocol: no reflection needed.
    if let coordinator = Self.bridgeCoordinator(object) {
      return coordinator.childCoordinators.map { ("childCoordinators", $0 as AnyObject) }
    }
    for accessor in accessors {
      if let found = accessor(object) { return found.map { ("children", $0) } }
    }
    var found: [(String, AnyObject)] = []
    var arrays: [(label: String, elements: [AnyObject])] = []
    var ownsNavigation = false
    for field in Self.storedFields(of: object) {
      if field.value.cast(to: UINavigationController.self) != nil { ownsNavigation = true }
      let elements: [AnyObject]
      switch field.value {
      // An object is not a collection: only whether it is the navigation controller matters.
      case .object: continue
      case .array(let values): elements = values.compactMap { Self.appObject($0) }
      case .value(let value):
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .collection else { continue }
        elements = mirror.children.compactMap { Self.appObject($0.value) }
      }
      if !elements.isEmpty { arrays.append((field.label, elements)) }
    }
    for array in arrays where ownsNavigation || Self.namesChildren(array.label) {
      for element in array.elements { found.append((array.label, element)) }
    }
    return found
  }

  /// A property name that says it holds child coordinators or flows.
  private static func namesChildren(_ label: String) -> Bool {
    let lower = label.lowercased()
    return lower.contains("child") || lower.contains("coordinator") || lower.contains("flow")
  }

  /// The value inside an optional (weak and implicitly unwrapped properties), or the value.
  private static func unwrapped(_ value: Any) -> Any {
    // Only an optional's metadata is of the optional kind: anything else is itself, told
    // without a `Mirror` (whose making casts the value to `CustomReflectable`).
    guard metadataKind(of: type(of: value)) == .optional else { return value }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first?.value ?? value
  }

  /// The objects a controller's own stored properties point at (its `coordinator`, a delegate),
  /// leaving out UIKit views and controllers.
  static func objectFields(of controller: UIViewController) -> [AnyObject] {
    // The app's own subclasses only: the model's classes (UIHostingController, the containers)
    // hold no coordinator, and reflecting their internals is costly.
    storedFields(of: controller, skippingModelClasses: true).compactMap { field in
      switch field.value {
      case .object(let object): appObject(object)
      case .value(let value): appObject(value)
      case .array: nil
      }
    }
  }

  /// A stored property's value, optionals unwrapped: an object when its declared type is a
  /// class (or an optional or weak one), read without boxing it into `Any`.
  enum StoredValue {
    case object(AnyObject)
    case value(Any)
    /// The elements of a property declared as an `Array`, read without a `Mirror`.
    case array([Any])

    /// The value if it is a `T` (an object read as one is cast as a class, not from `Any`).
    func cast<T: AnyObject>(to _: T.Type) -> T? {
      switch self {
      case .object(let object): object as? T
      case .value(let value): value as? T
      case .array: nil
      }
    }
  }

  /// The stored properties of `object` and its superclasses that can hold an object or a
  /// collection, optionals unwrapped and `nil` ones left out; with `skippingModelClasses`, only
  /// those declared by the app's own classes. The others (see `FieldReader`) are never a
  /// coordinator, a controller or an array of them: they are not read.
  /// With `named`, only the first field of that name is read (none, if it holds nil).
  private static func storedFields(
    of object: AnyObject, skippingModelClasses: Bool = false, named name: String? = nil
  ) -> [(label: String, value: StoredValue)] {
    var fields: [(label: String, value: StoredValue)] = []
    var reflected = ReflectedLevels(object)
    var level: AnyClass? = type(of: object)
    var depth = 0
    while let current = level, !(skippingModelClasses && isModelClass(current)) {
      let readers = FieldReader.readers(of: current)
      for index in readers.indices where name == nil || readers[index].label == name {
        if let value = read(readers[index], of: object, level: current, at: index, depth: depth, &reflected) {
          fields.append((readers[index].label, value))
        }
        if name != nil { return fields }
      }
      level = _getSuperclass(current)
      depth += 1
    }
    return fields
  }

  /// The value of one stored property, or nil when it is nil.
  private static func read(
    _ reader: FieldReader, of object: AnyObject, level: AnyClass, at index: Int, depth: Int,
    _ reflected: inout ReflectedLevels
  ) -> StoredValue? {
    let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + reader.offset
    switch reader.access {
    case .object: return .object(address.load(as: AnyObject.self))
    case .optionalObject: return address.load(as: AnyObject?.self).map { .object($0) }
    case .weakObject: return address.assumingMemoryBound(to: WeakObject.self).pointee.object.map { .object($0) }
    case .value:
      if let array = reader.array { return .array(array.elements(at: address)) }
      let value = reader.copy(at: address)
      if reader.kind == .optional {
        return (value as? any OptionalField)?.wrappedField.map { .value($0) }
      }
      return .value(reader.kind == .existential ? unwrapped(value) : value)
    case .unclassified, .reflected:
      #if !canImport(ObjectiveC)
        // A reference of any form (strong, weak, unowned) that holds nil is all zeros.
        if reader.access == .unclassified, address.load(as: UInt.self) == 0 { return nil }
      #endif
      guard let value = reflected.field(reader.mirrorIndex, label: reader.label, depth: depth) else { return nil }
      // A declared optional is an optional: unwrapped without a `Mirror` of its own.
      guard let unwrappedValue = reader.kind == .optional ? (value as? any OptionalField)?.wrappedField : value
      else { return nil }
      if reader.access == .unclassified {
        FieldReader.classify(level: level, at: index, sample: unwrappedValue, address: address)
      }
      return .value(reader.kind == .optional ? unwrappedValue : unwrapped(unwrappedValue))
    }
  }

  /// `value` if it is an instance of the app's own classes: not a view or a view controller.
  private static func appObject(_ value: Any) -> AnyObject? {
    // An instance of a class (a coordinator in an array, as a rule) is told by its metadata's
    // kind, without the two `Mirror`s below (thousands of instructions each).
    if metadataKind(of: type(of: value)) == .class { return appObject(value as AnyObject) }
    let item = unwrapped(value)
    guard Mirror(reflecting: item).displayStyle == .class else { return nil }
    return appObject(item as AnyObject)
  }

  /// `object` if it is not a view or a view controller.
  private static func appObject(_ object: AnyObject) -> AnyObject? {
    object is UIViewController || object is UIView ? nil : object
  }

  /// Whether `type` is one of BridgeModel's own classes.
  static func isModelClass(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = modelClasses[key] { return known }
    let isModel = String(reflecting: type).hasPrefix("BridgeModel.")
    modelClasses[key] = isModel
    return isModel
  }

  /// Whether each class met so far is BridgeModel's (naming a type is costly; looked up only).
  private static var modelClasses: [ObjectIdentifier: Bool] = [:]

  /// The view controllers an object's stored properties point at.
  static func controllerFields(of object: AnyObject) -> [UIViewController] {
    storedFields(of: object).compactMap { field in
      field.value.cast(to: UIViewController.self).flatMap { $0 is UINavigationController ? nil : $0 }
    }
  }

  /// `object`'s stored `navigationController` (or a superclass's); stops at the first field of
  /// that name (it runs after every dismissal, for each child).
  private static func navigationField(of object: AnyObject) -> UINavigationController? {
    storedFields(of: object, named: "navigationController").first?.value.cast(to: UINavigationController.self)
  }

  /// `object` as a `BridgeCoordinator`, if its class is one. A cast that fails searches the
  /// conformances (~1,600 instructions, on every call, for each child and each walk): a class
  /// found not to conform is remembered.
  private static func bridgeCoordinator(_ object: AnyObject) -> (any BridgeCoordinator)? {
    let key = ObjectIdentifier(type(of: object))
    if notCoordinators.contains(key) { return nil }
    guard let coordinator = object as? any BridgeCoordinator else {
      notCoordinators.insert(key)
      return nil
    }
    return coordinator
  }

  /// The classes found not to conform to `BridgeCoordinator` (looked up only).
  private static var notCoordinators: Set<ObjectIdentifier> = []
}

/// The `Mirror`s of an object's class levels, made as a field read through one needs them.
private struct ReflectedLevels {
  let object: AnyObject
  private var levels: [Mirror] = []

  init(_ object: AnyObject) { self.object = object }

  /// The field at `index` among those the class `depth` levels up declares, as `Mirror` reads
  /// it (a weak reference loaded, an optional left wrapped).
  /// Nil if the class's `Mirror` does not show that field there (a custom mirror).
  mutating func field(_ index: Int, label: String, depth: Int) -> Any? {
    if levels.isEmpty { levels.append(Mirror(reflecting: object)) }
    while levels.count <= depth {
      guard let next = levels[levels.count - 1].superclassMirror else { return nil }
      levels.append(next)
    }
    let children = levels[depth].children
    guard index < children.count else { return nil }
    let child = children[children.index(children.startIndex, offsetBy: index)]
    return child.label == label ? child.value : nil
  }
}

/// A weak reference to any object, laid out as a `weak var` stored property is.
private struct WeakObject {
  weak var object: AnyObject?
}

/// How one stored property a class declares is read: in place, at its offset, as the runtime's
/// field records describe it (its type, and whether it is a strong reference), found once per
/// class. `Mirror` finds a field's type by its mangled name on every read (thousands of
/// instructions each), and a view controller declares dozens of fields: the coordinator walk
/// after every pop and dismissal was 15% of the catalog's bench instructions.
///
/// Only the fields whose declared type can hold an object or a collection are listed: not
/// those that hold no reference at all, a string or a closure, or a struct, enum or tuple that
/// shows itself as one (not `CustomReflectable`, as `Array` is).
struct FieldReader {
  enum Access: Equatable {
    /// A strong (or `unowned`) reference declared as a class: loaded as `Mirror` copies it.
    case object
    /// The same, optional.
    case optionalObject
    /// A `weak` reference, loaded strong.
    case weakObject
    /// A copy of the declared type (arrays, structs, existentials, optionals of them).
    case value
    /// Not strong, and not yet seen holding an object: read through `Mirror`, which loads a
    /// weak reference; the first object it gives tells a weak reference from an unowned one.
    case unclassified
    /// Always through `Mirror` (an Objective-C class's fields, or a reference of an unknown form).
    case reflected
  }

  let label: String
  let offset: Int
  let type: Any.Type
  let kind: _MetadataKind
  /// The declared type, if it is an `Array`: its elements are read without a `Mirror`.
  let array: (any ArrayField.Type)?
  /// Its position among the fields its class declares (its `Mirror`'s children).
  let mirrorIndex: Int
  fileprivate(set) var access: Access

  /// A copy of the field's value, of its declared type.
  func copy(at address: UnsafeRawPointer) -> Any {
    func load<T>(_: T.Type) -> Any { address.assumingMemoryBound(to: T.self).pointee }
    return _openExistential(type, do: load)
  }

  /// The readable fields `level` declares itself (not its superclasses'), made once per class.
  static func readers(of level: AnyClass) -> [FieldReader] {
    let key = ObjectIdentifier(level)
    if let known = plans[key] { return known }
    let plan = makeReaders(of: level)
    plans[key] = plan
    return plan
  }

  /// Per class: `readers(of:)` (looked up only).
  private static var plans: [ObjectIdentifier: [FieldReader]] = [:]

  private static func makeReaders(of level: AnyClass) -> [FieldReader] {
    let inherited = _getSuperclass(level).map { recursiveChildCount($0) } ?? 0
    let count = recursiveChildCount(level)
    var readers: [FieldReader] = []
    for index in inherited..<max(inherited, count) {
      var record = FieldRecord()
      let type = childMetadata(level, index: index, record: &record)
      defer { record.freeName?(record.name) }
      let kind = metadataKind(of: type)
      guard canHoldObjects(type, kind) else { continue }
      let label = record.name.map { String(cString: $0) } ?? ""
      var access = Access.reflected
      if readsInPlace {
        if !record.isStrong {
          access = .unclassified
        } else if kind == .class {
          access = .object
        } else if kind == .optional, let optional = type as? any OptionalType.Type,
          metadataKind(of: optional.wrappedType) == .class
        {
          access = .optionalObject
        } else {
          access = .value
        }
      }
      readers.append(
        FieldReader(
          label: label, offset: childOffset(level, index: index), type: type, kind: kind,
          array: access == .value ? type as? any ArrayField.Type : nil, mirrorIndex: index - inherited,
          access: access))
    }
    return readers
  }

  /// Whether classes' fields are read at the offsets their metadata gives. Without the
  /// Objective-C runtime every class is a Swift class, whose offsets are final; with it, a class
  /// of Objective-C ancestry may have had its instance variables moved, and references to its
  /// objects take other forms: there, fields are read through `Mirror`.
  #if canImport(ObjectiveC)
    private static let readsInPlace = false
  #else
    private static let readsInPlace = true
  #endif

  /// Tells a non-strong field's form from the first object `Mirror` read from it: an unowned
  /// reference holds the object's address, a weak one does not (it points at the object's side
  /// table). A weak one is read in place only if loading it gives the same object.
  fileprivate static func classify(level: AnyClass, at index: Int, sample: Any, address: UnsafeRawPointer) {
    guard let object = Mirror(reflecting: sample).displayStyle == .class ? sample as AnyObject : nil else { return }
    let key = ObjectIdentifier(level)
    guard var readers = plans[key], index < readers.count, readers[index].access == .unclassified else { return }
    #if canImport(ObjectiveC)
      // Unowned and weak references to Objective-C objects have other forms: through `Mirror`.
      readers[index].access = .reflected
    #else
      if address.load(as: UInt.self) == UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()) {
        readers[index].access = readers[index].kind == .class ? .object : .optionalObject
      } else if address.assumingMemoryBound(to: WeakObject.self).pointee.object === object {
        readers[index].access = .weakObject
      } else {
        readers[index].access = .reflected
      }
    #endif
    plans[key] = readers
  }

  /// Whether a value of the declared type `type` can be (or, optional, wrap) an object or a
  /// collection, as `Mirror` shows them: not if it holds no reference at all, is a string or a
  /// closure, or is a struct, enum or tuple that shows itself as one (not `CustomReflectable`,
  /// as `Array` is).
  private static func canHoldObjects(_ type: Any.Type, _ kind: _MetadataKind) -> Bool {
    func isTrivial<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    if _openExistential(type, do: isTrivial) || type == String.self || type == String?.self { return false }
    switch kind {
    case .function: return false
    case .struct, .enum, .tuple: return type is any CustomReflectable.Type
    default: return true
    }
  }
}

/// An array seen through its metatype: its elements, as its `Mirror`'s children give them.
protocol ArrayField {
  static func elements(at address: UnsafeRawPointer) -> [Any]
}

extension Array: ArrayField {
  static func elements(at address: UnsafeRawPointer) -> [Any] {
    address.assumingMemoryBound(to: [Element].self).pointee.map { $0 }
  }
}

/// An optional seen as `Any`: its value, one level unwrapped, as its `Mirror` shows it.
private protocol OptionalField {
  var wrappedField: Any? { get }
}

extension Optional: OptionalField {
  fileprivate var wrappedField: Any? { self.map { $0 } }
}

/// A type name without module or generic arguments.
func typeName(_ object: AnyObject) -> String {
  // Named once per class: `String(describing:)` of a type is ~16,000 instructions, and a
  // property that keeps finding a leak names the same classes at every settle.
  let key = ObjectIdentifier(type(of: object))
  if let known = TypeNames.known[key] { return known }
  var name = String(describing: type(of: object))
  if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
  TypeNames.known[key] = name
  return name
}

/// The names `typeName(_:)` gave, per class (looked up only).
private enum TypeNames {
  static var known: [ObjectIdentifier: String] = [:]
}
