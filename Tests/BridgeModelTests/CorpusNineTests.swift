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

  @Test("Affine transforms compose as CoreGraphics's: the new step applies first")
  func transforms() {
    let moved = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 10)
    #expect(moved == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 30))
    #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 22, y: 33))
    let scaled = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 0).applying(scaled) == CGPoint(x: 12, y: 0))
    let turned = CGAffineTransform.identity.rotated(by: .pi / 2)
    let point = CGPoint(x: 1, y: 0).applying(turned)
    #expect(abs(point.x) < 1e-9 && abs(point.y - 1) < 1e-9)
    let back = moved.concatenating(moved.inverted())
    #expect(abs(back.a - 1) < 1e-9 && abs(back.d - 1) < 1e-9 && abs(back.tx) < 1e-9 && abs(back.ty) < 1e-9)
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
    let other = UIImage(systemName: "magnifyingglass")
    #expect(icon == icon && icon != other)
    let view = UIView(frame: .zero)
    view.accessibilityLabel = "Close"
    view.accessibilityTraits = [.button, .header]
    #expect(view.accessibilityLabel == "Close" && view.accessibilityTraits.contains(.header))
    #expect(!view.isAccessibilityElement)
    let draft = Draft()
    draft.text = "a"
    #expect(draft.text == "a" && draft.edits == 0)
    let selection = UICalendarSelectionSingleDate(delegate: nil)
    selection.setSelected(DateComponents(year: 2026, month: 11, day: 28), animated: false)
    #expect(selection.selectedDate?.day == 28)
  }
}
