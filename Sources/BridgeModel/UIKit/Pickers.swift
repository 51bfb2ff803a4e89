import Foundation

/// The model's `UIDatePicker`: a control whose date code sets without sending `.valueChanged`,
/// as UIKit's controls do for programmatic changes. The user's spin is not modelled (no
/// element offers it); every other member is stored.
open class UIDatePicker: UIControl {
  /// `UIDatePicker.appearance()`: a proxy of its own, outside the world (`appearanceProxy`).
  open override class func appearance() -> UIDatePicker { appearanceProxy { UIDatePicker(frame: .zero) } }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIDatePicker { appearance() }

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
  /// `UIPickerView.appearance()`: a proxy of its own, outside the world (`appearanceProxy`).
  open override class func appearance() -> UIPickerView { appearanceProxy { UIPickerView(frame: .zero) } }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIPickerView { appearance() }

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
