import BridgeCheck
import BridgeModel

// A table whose "add" button inserts a row (FIDELITY.md F-CV2, F-LU1).

/// Where the new note goes into the array the data source reads.
nonisolated enum NoteInsertOrder: Sendable {
  /// ❌ The table is told first: it asks for the counts at once and finds none added.
  case tableFirst
  /// ✅ The array first, then the table.
  case dataFirst
}

/// A table of notes with an "add" button that puts a new note at the top.
final class NotesViewController: UIViewController, UITableViewDataSource {
  let order: NoteInsertOrder
  var notes = ["milk", "eggs"]
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  init(order: NoteInsertOrder) {
    self.order = order
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    tableView.dataSource = self
    view.addSubview(tableView)
    let add = UIButton(title: "add")
    add.addTarget(self, action: NotesViewController.add, for: .touchUpInside)
    view.addSubview(add)
  }

  func add(_ sender: UIButton) {
    let top = IndexPath(row: 0, section: 0)
    switch order {
    case .tableFirst:
      tableView.insertRows(at: [top], with: .automatic)
      notes.insert("note \(notes.count + 1)", at: 0)
    case .dataFirst:
      notes.insert("note \(notes.count + 1)", at: 0)
      tableView.insertRows(at: [top], with: .automatic)
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }
}

nonisolated enum ListScenarios {
  static func notes(_ name: String, expect: Expectation, summary: String, order: NoteInsertOrder) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-CV2, F-LU1") { world in
      world.window.rootViewController = NotesViewController(order: order)
      return nil
    }
  }

  static let all: [Scenario] = [
    notes(
      "lists/insert-before-data", expect: .violation("lists.updates-match-data-source"),
      summary: "the add button inserts the table's row before the note is in the array: UIKit raises",
      order: .tableFirst),
    notes(
      "lists/data-then-insert", expect: .holds,
      summary: "the note goes into the array first, then the table is told: the row is added",
      order: .dataFirst),
  ]
}
