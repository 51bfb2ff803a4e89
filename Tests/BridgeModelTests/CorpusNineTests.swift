import Testing

@testable import BridgeModel

// Members a ninth corpus of app files asked for (93 files of 51 repositories, kept outside the
// repository): debounced work items, `openURL`, a cell's selection through `setSelected`,
// affine transforms, and stored members.

/// A model whose class uses `@Observable` with no import of Observation: SwiftUI re-exports it,
/// so `import SwiftUI` (here `BridgeModel`) is enough.
@Observable private final class Draft {
  var text = ""
  @ObservationIgnored var edits = 0
}

/// A controller offering a keyboard shortcut, as iPad apps do.
private final class ShortcutController: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(title: "Find", action: ShortcutController.find, input: "f", modifierFlags: .command)]
  }
  func find(_ command: UIKeyCommand) {}
}

/// A cell that follows its selection in `setSelected(_:animated:)`, as app cells restyle.
private final class CheckCell: UITableViewCell {
  var calls: [Bool] = []
  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    calls.append(selected)
  }
}

@MainActor
@Suite("Corpus nine: work items, openURL, cell selection, transforms")
struct CorpusNineTests {
  @Test("A work item runs at its deadline unless cancelled first; a debounce keeps the last")
  func workItems() {
    let world = World()
    var ran: [Int] = []
    var pending: DispatchWorkItem?
    RunContext.with(world) {
      for keystroke in 1...3 {
        pending?.cancel()
        let item = DispatchWorkItem { ran.append(keystroke) }
        pending = item
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
      }
    }
    world.advanceClock(by: 299)
    #expect(ran.isEmpty)
    world.advanceClock(by: 1)
    #expect(ran == [3])
    let later = DispatchWorkItem { ran.append(4) }
    let dropped = DispatchWorkItem { ran.append(5) }
    RunContext.with(world) {
      DispatchQueue.main.async(execute: later)
      DispatchQueue.main.async(execute: dropped)
    }
    dropped.cancel()
    #expect(ran == [3])
    world.drainMainQueue()
    #expect(ran == [3, 4])
  }

  @Test("openURL: the handler is asked first; handled and discarded keep the URL, the system opens it later")
  func openURL() throws {
    let world = World()
    let url = try #require(URL(string: "https://example.com"))
    var results: [String] = []
    RunContext.with(world) {
      OpenURLAction { _ in .handled }(url) { results.append("handled \($0)") }
      OpenURLAction { _ in .discarded }(url) { results.append("discarded \($0)") }
      OpenURLAction { _ in .systemAction }(url) { results.append("system \($0)") }
      EnvironmentValues().openURL(url) { results.append("default \($0)") }
    }
    #expect(results == ["handled true", "discarded false"])
    world.drainMainQueue()
    #expect(results == ["handled true", "discarded false", "system true", "default true"])
  }

  @Test("H4: setting isSelected goes through setSelected(_:animated:), once per change, and reaches the handler")
  func cellSelection() {
    let cell = CheckCell(style: .default, reuseIdentifier: "check")
    var states: [String] = []
    cell.configurationUpdateHandler = { _, state in states.append("\(state.isSelected) \(state.isEditing)") }
    cell.isSelected = true
    cell.isSelected = true
    cell.setEditing(true, animated: true)
    cell.setSelected(false, animated: true)
    #expect(cell.calls == [true, true, false])
    #expect(states == ["true false", "true true", "false true"])
    #expect(cell.isEditing)
  }

  @Test("F-IM1: images from the same named or system image are equal; others only to themselves")
  func imageEquality() throws {
    let icon = try #require(UIImage(systemName: "star"))
    #expect(icon == UIImage(systemName: "star"))
    #expect(Set([icon, try #require(UIImage(systemName: "star"))]).count == 1)
    #expect(icon != UIImage(named: "star"))
    #expect(icon != UIImage(systemName: "star.fill"))
    let drawn = UIImage()
    #expect(drawn == drawn && drawn != UIImage())
  }

  @Test("onDelete and onMove's helpers: remove(atOffsets:) and move(fromOffsets:toOffset:) as SwiftUI's")
  func offsets() {
    var rows = ["a", "b", "c", "d"]
    rows.remove(atOffsets: IndexSet([1, 3]))
    #expect(rows == ["a", "c"])
    rows = ["a", "b", "c", "d"]
    rows.move(fromOffsets: IndexSet([0]), toOffset: 2)
    #expect(rows == ["b", "a", "c", "d"])
    rows = ["a", "b", "c", "d"]
    rows.move(fromOffsets: IndexSet([3]), toOffset: 0)
    #expect(rows == ["d", "a", "b", "c"])
    rows = ["a", "b", "c", "d"]
    rows.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
    #expect(rows == ["b", "d", "a", "c"])
  }

  @Test("Affine transforms compose as CoreGraphics's: the new step applies first")
  func transforms() {
    let moved = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 10)
    #expect(moved == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 30))
    #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 22, y: 33))
    let scaled = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 0).applying(scaled) == CGPoint(x: 12, y: 0))
    let turned = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    let point = CGPoint(x: 1, y: 0).applying(turned)
    #expect(abs(point.x - 10) < 1e-9 && abs(point.y - 1) < 1e-9)
    let skew = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let back = skew.concatenating(skew.inverted())
    #expect(abs(back.a - 1) < 1e-9 && abs(back.b) < 1e-9 && abs(back.c) < 1e-9 && abs(back.d - 1) < 1e-9)
    #expect(abs(back.tx) < 1e-9 && abs(back.ty) < 1e-9)
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
    #expect(singular.inverted() == singular)
  }

  @Test("Stored members: gesture states, search bar icons, images by identity, accessibility, calendars")
  func storedMembers() {
    #expect(UIGestureRecognizer.State.recognized == .ended)
    let bar = UISearchBar(frame: .zero)
    let icon = UIImage(systemName: "magnifyingglass")
    bar.setImage(icon, for: .search, state: .normal)
    #expect(bar.image(for: .search, state: .normal) === icon)
    #expect(bar.image(for: .search, state: .highlighted) == nil)
    #expect(bar.image(for: .clear, state: .normal) == nil)
    let view = UIView(frame: .zero)
    view.accessibilityLabel = "Close"
    view.accessibilityTraits = [.button, .header]
    #expect(view.accessibilityLabel == "Close" && view.accessibilityTraits.contains(.header))
    #expect(!view.isAccessibilityElement)
    let label = UILabel(frame: .zero)
    #expect(label.isAccessibilityElement && UIButton(type: .system).isAccessibilityElement)
    label.isAccessibilityElement = false
    #expect(!label.isAccessibilityElement)
    let draft = Draft()
    draft.text = "a"
    #expect(draft.text == "a" && draft.edits == 0)
    let command = ShortcutController().keyCommands?.first
    #expect(command?.input == "f" && command?.modifierFlags == .command && command?.title == "Find")
    #expect(UIViewController().keyCommands == nil)
    let selection = UICalendarSelectionSingleDate(delegate: nil)
    selection.setSelected(DateComponents(year: 2026, month: 11, day: 28), animated: false)
    #expect(selection.selectedDate?.day == 28)
  }
}
