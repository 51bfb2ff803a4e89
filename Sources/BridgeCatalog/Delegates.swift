import BridgeCheck
import BridgeModel

// Weak delegates and data sources that nothing keeps alive (lifetime.delegate-alive).

// MARK: - A text field whose delegate limits it to five digits

/// A UITextFieldDelegate that lets at most `limit` characters in (a ZIP or PIN field).
final class LengthLimiter: NSObject, UITextFieldDelegate {
  let limit: Int
  nonisolated init(limit: Int) { self.limit = limit }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    (textField.text ?? "").count - range.length + string.count <= limit
  }
}

/// ❌ The limiter is a stored property of the representable: a SwiftUI view value, made again
/// by every body evaluation of the parent. The field keeps it weakly, so once the parent's body
/// runs again (the first keystroke writes `text`) the value that made the field, and its
/// limiter, are gone: the field takes any length from then on.
struct LimitedFieldInStruct: UIViewRepresentable {
  @Binding var text: String
  let limiter = LengthLimiter(limit: 5)

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField()
    textField.delegate = limiter
    textField.addTarget(context.coordinator, action: Coordinator.textChanged, for: .editingChanged)
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    if uiView.text != text { uiView.text = text }
  }

  final class Coordinator {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
    func textChanged(_ textField: UITextField) { text.wrappedValue = textField.text ?? "" }
  }
}

/// ✅ The coordinator owns the limiter: it lives as long as the field does.
struct LimitedFieldInCoordinator: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField()
    textField.delegate = context.coordinator.limiter
    textField.addTarget(context.coordinator, action: Coordinator.textChanged, for: .editingChanged)
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    if uiView.text != text { uiView.text = text }
  }

  final class Coordinator {
    var text: Binding<String>
    let limiter = LengthLimiter(limit: 5)
    init(text: Binding<String>) { self.text = text }
    func textChanged(_ textField: UITextField) { text.wrappedValue = textField.text ?? "" }
  }
}

/// A ZIP code field with a character count under it: the body reads `text`, so every
/// keystroke evaluates it again and makes a new field value.
struct LimitedFieldScreen<Field: UIViewRepresentable>: View {
  @State var text = ""
  let field: (Binding<String>) -> Field

  var body: some View {
    VStack {
      field($text)
      Text("\(text.count)/5")
    }
  }
}

// MARK: - A table whose data source is its own object

/// A table data source over a list of names.
final class NamesDataSource: NSObject, UITableViewDataSource {
  let names: [String]
  init(names: [String]) { self.names = names }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
}

/// A contacts screen whose table gets its rows from a separate data source object.
final class ContactsViewController: UIViewController {
  let keepsDataSource: Bool
  /// Set only when `keepsDataSource`.
  var dataSource: NamesDataSource?
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  init(keepsDataSource: Bool) {
    self.keepsDataSource = keepsDataSource
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
    let names = ["Ada", "Grace", "Linus", "Margaret"]
    if keepsDataSource {
      // ✅ Kept in a stored property for as long as the screen lives.
      let source = NamesDataSource(names: names)
      dataSource = source
      tableView.dataSource = source
    } else {
      // ❌ Made inline: the table keeps it weakly, so it is released at the end of the statement.
      tableView.dataSource = NamesDataSource(names: names)
    }
    view.addSubview(tableView)
  }
}

nonisolated enum DelegateScenarios {
  static func contacts(_ name: String, expect: Expectation, summary: String, keepsDataSource: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "Apple UITableView.dataSource; FIDELITY.md F-D1") {
      world in
      let contacts = ContactsViewController(keepsDataSource: keepsDataSource)
      world.window.rootViewController = contacts
      return contacts
    }
  }

  static func zip<Field: UIViewRepresentable & SendableMetatype>(
    _ name: String, expect: Expectation, summary: String,
    _ field: @escaping @Sendable (Binding<String>) -> Field
  ) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "Apple UITextField.delegate (weak); FIDELITY.md F-D1") {
      LimitedFieldScreen(field: field)
    }
    .mirror(
      "text", of: { (screen: LimitedFieldScreen<Field>) in screen.text },
      UITextField.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    zip(
      "delegate/limiter-in-view-struct", expect: .violation("lifetime.delegate-alive"),
      summary:
        "ZIP field limited to 5 characters by a delegate object stored in the representable struct; the body's next evaluation drops it"
    ) { LimitedFieldInStruct(text: $0) },
    zip(
      "delegate/limiter-in-coordinator", expect: .holds,
      summary: "the same field with the delegate object owned by the coordinator"
    ) { LimitedFieldInCoordinator(text: $0) },
    contacts(
      "delegate/inline-data-source", expect: .violation("lifetime.delegate-alive"),
      summary:
        "UIKit contacts screen sets tableView.dataSource = NamesDataSource(…) inline in viewDidLoad: an empty table",
      keepsDataSource: false),
    contacts(
      "delegate/kept-data-source", expect: .holds,
      summary: "the same screen keeps its data source in a stored property", keepsDataSource: true),
  ]
}
