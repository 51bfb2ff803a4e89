import Foundation

/// The model's `UIDatePicker`: a control whose date code sets without sending `.valueChanged`,
/// as UIKit's controls do for programmatic changes. The user's spin is not modelled (no
/// element offers it); every other member is stored.
open class UIDatePicker: UIControl {
  /// `UIDatePicker.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIDatePicker {
    appearanceProxy(for: [ObjectIdentifier(UIDatePicker.self)]) { UIDatePicker(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIDatePicker {
    appearanceProxy(for: appearanceKey(UIDatePicker.self, containerTypes)) { UIDatePicker(frame: .zero) }
  }

  nonisolated deinit {}

  public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
  public enum Style: Int, Sendable { case automatic, wheels, compact, inline }

  /// The date shown; setting it sends no action.
  @exclusivity(unchecked) open var date = Date(timeIntervalSince1970: 0)
  @exclusivity(unchecked) open var datePickerMode = Mode.dateAndTime
  @exclusivity(unchecked) open var preferredDatePickerStyle = Style.automatic
  @exclusivity(unchecked) open var minimumDate: Date?
  @exclusivity(unchecked) open var maximumDate: Date?
  @exclusivity(unchecked) open var minuteInterval = 1
  @exclusivity(unchecked) open var countDownDuration: TimeInterval = 0
  @exclusivity(unchecked) open var locale: Locale?
  @exclusivity(unchecked) open var timeZone: TimeZone?
  @exclusivity(unchecked) open var calendar: Calendar?

  /// Sets the date (the animation is not modelled); sends no action.
  open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

/// The data source of a picker view (required members).
@MainActor public protocol UIPickerViewDataSource: AnyObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The delegate of a picker view (every member optional).
@MainActor public protocol UIPickerViewDelegate: AnyObject {
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    nil
  }
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// The model's `UIPickerView`: rows selected by code (which tells the delegate nothing, as in
/// UIKit); the user's spin is not modelled. The data source and delegate are weak.
open class UIPickerView: UIView {
  /// `UIPickerView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIPickerView {
    appearanceProxy(for: [ObjectIdentifier(UIPickerView.self)]) { UIPickerView(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIPickerView {
    appearanceProxy(for: appearanceKey(UIPickerView.self, containerTypes)) { UIPickerView(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "dataSource", target: dataSource) }
  }
  @exclusivity(unchecked) open weak var delegate: (any UIPickerViewDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) private var selected: [Int: Int] = [:]

  /// The number of components the data source gives (0 without one).
  open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

  open func numberOfRows(inComponent component: Int) -> Int {
    dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
  }

  /// Selects a row by code: no delegate call.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selected[component] = row }

  /// The selected row of a component (-1 when none is).
  open func selectedRow(inComponent component: Int) -> Int { selected[component] ?? -1 }

  /// Asks the data source again (storage: nothing is drawn).
  open func reloadAllComponents() {}
  open func reloadComponent(_ component: Int) {}
}

/// The style of a date picker, as UIKit names it at the top level.
public typealias UIDatePickerStyle = UIDatePicker.Style

// MARK: - UICalendarView (iOS 16)

/// How a calendar view lets the user select dates.
open class UICalendarSelection {
  nonisolated deinit {}
  public init() {}
  /// Asks the delegate again whether each date can be selected (stored: nothing is asked).
  open func updateSelectableDates() {}
}

/// The delegate of a single-date selection.
@MainActor public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
  func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
  func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?)
    -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
  public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?)
    -> Bool
  { true }
}

/// One selected date. Selecting in code tells the delegate nothing, as in UIKit; the user's tap
/// on a day is not modelled (the fuzzer selects no dates).
open class UICalendarSelectionSingleDate: UICalendarSelection {
  nonisolated deinit {}
  @exclusivity(unchecked) open weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
  @exclusivity(unchecked) open var selectedDate: DateComponents?
  public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
    self.delegate = delegate
    super.init()
  }
  open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }
}

/// The delegate of a multiple-date selection.
@MainActor public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
  func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
  func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
}

/// Several selected dates, set in code (the user's taps are not modelled).
open class UICalendarSelectionMultiDate: UICalendarSelection {
  nonisolated deinit {}
  @exclusivity(unchecked) open weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
  @exclusivity(unchecked) open var selectedDates: [DateComponents] = []
  public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
    self.delegate = delegate
    super.init()
  }
  open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) { self.selectedDates = selectedDates }
}

/// The delegate of a calendar view (its decorations; every member optional).
@MainActor public protocol UICalendarViewDelegate: AnyObject {
  func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
    -> UICalendarView.Decoration?
  func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previous: DateComponents)
}

extension UICalendarViewDelegate {
  public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
    -> UICalendarView.Decoration?
  { nil }
  public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previous: DateComponents)
  {}
}

/// The model's `UICalendarView`: a month of days, stored. Its selection behaviour and delegate
/// are kept (the delegate weakly); nothing is drawn and the user's taps are not modelled.
open class UICalendarView: UIView {
  nonisolated deinit {}

  /// A mark under a day (stored, not drawn).
  open class Decoration {
    nonisolated deinit {}
    public required init() {}
    public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Self { Self() }
    public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Self {
      Self()
    }
    public static func customView(_ viewProvider: @escaping () -> UIView) -> Self { Self() }
  }

  /// The size of a decoration.
  public enum DecorationSize: Int, Sendable { case small, medium, large }

  @exclusivity(unchecked) open var calendar = Calendar(identifier: .gregorian)
  @exclusivity(unchecked) open var locale = Locale(identifier: "en_US_POSIX")
  @exclusivity(unchecked) open var timeZone: TimeZone?
  @exclusivity(unchecked) open var availableDateRange = DateInterval(
    start: Date(timeIntervalSince1970: 0), duration: 100 * 365 * 86_400)
  @exclusivity(unchecked) open var visibleDateComponents = DateComponents(year: 1970, month: 1)
  @exclusivity(unchecked) open var selectionBehavior: UICalendarSelection?
  @exclusivity(unchecked) open weak var delegate: (any UICalendarViewDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) open var wantsDateDecorations = true

  open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
    visibleDateComponents = dateComponents
  }
  open func reloadDecorations(forDateComponents dateComponents: [DateComponents], animated: Bool) {}
}
