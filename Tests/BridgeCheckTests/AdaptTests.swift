import Foundation
import Testing

@testable import BridgeCheck

/// The adapted text of `source`, and what adapt said of it.
private func adapt(_ source: String) -> (text: String, changes: [String], problems: [String]) {
  let adapter = SourceAdapter(source)
  return (
    adapter.text, adapter.changes.map { "\($0.line): \($0.text)" },
    adapter.problems.map { "\($0.line):\($0.column): \($0.message)" }
  )
}

@MainActor
@Suite("bridgecheck adapt: the documented adaptations of pasted app code, and nothing else")
struct AdaptTests {
  @Test("Imports of the frameworks the model stands in for become import BridgeModel; attributes and kinds too")
  func imports() {
    let source = """
      import UIKit
      @preconcurrency import SwiftUI
      import struct SwiftUI.Binding
      import MapKit; import CoreLocation
      import Combine  // publishers
      import Observation

      """
    let result = adapt(source)
    #expect(
      result.text == """
        import BridgeModel
        @preconcurrency import BridgeModel
        import BridgeModel
        import BridgeModel; import BridgeModel
        import BridgeModel  // publishers
        import Observation

        """)
    #expect(
      result.changes == [
        "1: import UIKit → import BridgeModel", "2: import SwiftUI → import BridgeModel",
        "3: import struct SwiftUI.Binding → import BridgeModel", "4: import MapKit → import BridgeModel",
        "4: import CoreLocation → import BridgeModel", "5: import Combine → import BridgeModel",
      ])
    #expect(result.problems.isEmpty)
  }

  /// Beside a second import of Foundation the compiler takes `DispatchQueue.main.async { … }`
  /// for Dispatch's own queue (its closure then is `@Sendable`) and `RunLoop.main` for
  /// Foundation's: their work would never run in the model.
  @Test("A whole import of Foundation or Dispatch goes from a file that imports the model, before or after it")
  func foundationGoes() {
    let source = """
      import Foundation
      @preconcurrency import Dispatch  // queues
      import struct Foundation.URL
      import Foundation; import Observation
      import Observation; import Foundation;
      import Foundation;
      import SwiftUI

      """
    let result = adapt(source)
    #expect(
      result.text == """
          // queues
        import struct Foundation.URL
        import Observation
        import Observation
        import BridgeModel

        """)
    let why = "BridgeModel brings it, and beside it DispatchQueue, Timer and RunLoop would be"
    #expect(
      result.changes == [
        "1: dropped import Foundation: \(why) Foundation's, whose work never runs in the model",
        "2: dropped import Dispatch: \(why) Dispatch's, whose work never runs in the model",
        "4: dropped import Foundation: \(why) Foundation's, whose work never runs in the model",
        "5: dropped import Foundation: \(why) Foundation's, whose work never runs in the model",
        "6: dropped import Foundation: \(why) Foundation's, whose work never runs in the model",
        "7: import SwiftUI → import BridgeModel",
      ])
    #expect(adapt("import BridgeModel\nimport Foundation\n").text == "import BridgeModel\n")
    let alone = "import Foundation\nimport Dispatch\nimport CoreMotion\n"
    #expect(adapt(alone).text == alone)
  }

  @Test("The usage lists every framework the model stands in for, and each one's import becomes BridgeModel's")
  func modelledList() {
    let listed = AdaptCommand.usage.split(separator: "→")[0].split(whereSeparator: { ", \n".contains($0) })
    for module in AdaptedModules.modelled.sorted() {
      #expect(adapt("import \(module)\n").text == "import BridgeModel\n", "\(module)")
      #expect(listed.contains(Substring(module)), "\(module)")
    }
    #expect(adapt("import CoreImage.CIFilterBuiltins\n").text == "import BridgeModel\n")
  }

  @Test("An access level on an import stays: internal import UIKit becomes internal import BridgeModel")
  func accessLevelImports() {
    #expect(adapt("internal import UIKit\n").text == "internal import BridgeModel\n")
    #expect(adapt("@preconcurrency public import AVFoundation\n").text == "@preconcurrency public import BridgeModel\n")
    #expect(adapt("private import struct SwiftUI.Color\n").text == "private import BridgeModel\n")
    let unknown = adapt("internal import Alamofire\n")
    #expect(unknown.text == "internal import Alamofire\n")
    #expect(unknown.problems.count == 1 && unknown.problems[0].hasPrefix("1:"))
  }

  @Test("A name qualified by a modelled framework is qualified by BridgeModel; a member path or a comment is not")
  func qualifiedNames() {
    let source = """
      import PDFKit
      let view: PDFKit.PDFView = PDFKit.PDFView() // PDFKit.PDFView
      let other = settings.UIKit.value
      let picker = ContactsUI.CNContactPickerViewController()

      """
    let result = adapt(source)
    #expect(
      result.text == """
        import BridgeModel
        let view: BridgeModel.PDFView = BridgeModel.PDFView() // PDFKit.PDFView
        let other = settings.UIKit.value
        let picker = BridgeModel.CNContactPickerViewController()

        """)
    #expect(
      result.changes == [
        "1: import PDFKit → import BridgeModel", "2: PDFKit.PDFView → BridgeModel.PDFView",
        "2: PDFKit.PDFView → BridgeModel.PDFView",
        "4: ContactsUI.CNContactPickerViewController → BridgeModel.CNContactPickerViewController",
      ])
  }

  @Test("An import adapt cannot map is left as it is and reported with its column: an Apple framework, or a package")
  func unknownImports() {
    let result = adapt("import CoreMotion\n  @testable import Kingfisher\n")
    #expect(result.text == "import CoreMotion\n  @testable import Kingfisher\n")
    #expect(
      result.problems == [
        "1:8: `import CoreMotion`: an Apple framework BridgeModel has no stand-in for; check the code that uses it apart from this file, or replace what it uses with a stub of your own",
        "2:20: `import Kingfisher`: not an Apple framework: the file needs that package (build the package for Linux beside BridgeCheck, or replace what the file uses with a stub of your own)",
      ])
  }

  @Test("An import in a branch iOS does not compile is left alone, unreported; one adapt cannot place is reported")
  func importsInInactiveBranches() {
    let source = """
      #if canImport(UIKit)
      import UIKit
      #else
      import AppKit
      #endif
      #if os(macOS)
      import Cocoa
      #elseif os(iOS)
      import SwiftUI
      #else
      import WatchKit
      #endif
      #if !canImport(UIKit)
      import AppKit
      #endif
      #if targetEnvironment(macCatalyst)
      import Cocoa
      #endif
      #if canImport(Kingfisher)
      import Kingfisher
      #else
      import CoreMotion
      #endif

      """
    let result = adapt(source)
    #expect(result.text.contains("#else\nimport AppKit\n#endif"))
    #expect(
      result.problems == [
        "20:8: `import Kingfisher`: not an Apple framework: the file needs that package (build the package for Linux beside BridgeCheck, or replace what the file uses with a stub of your own)",
        "22:8: `import CoreMotion`: an Apple framework BridgeModel has no stand-in for; check the code that uses it apart from this file, or replace what it uses with a stub of your own",
      ])
    // Cocoa is Apple's, where a build needs it.
    #expect(adapt("import Cocoa\n").problems.first?.contains("an Apple framework") == true)
  }

  @Test("#selector becomes a method reference; a bare or self. method gets the type it is declared in")
  func selectors() {
    let source = """
      struct Field {
        final class Coordinator: NSObject {
          func wire(_ field: UITextField, _ button: UIButton) {
            field.addTarget(self, action: #selector(Coordinator.edited(_:)), for: .editingChanged)
            button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
            button.addTarget(self, action: #selector(self.tapped(_:)), for: .touchUpInside)
          }
        }
        func other() {}
      }
      extension Field.Coordinator {
        func more(_ b: UIButton) { b.addTarget(self, action: #selector( tapped ), for: .touchUpInside) }
      }

      """
    let result = adapt(source)
    #expect(
      result.text == """
        struct Field {
          final class Coordinator: NSObject {
            func wire(_ field: UITextField, _ button: UIButton) {
              field.addTarget(self, action: Coordinator.edited(_:), for: .editingChanged)
              button.addTarget(self, action: Coordinator.tapped, for: .touchUpInside)
              button.addTarget(self, action: Coordinator.tapped(_:), for: .touchUpInside)
            }
          }
          func other() {}
        }
        extension Field.Coordinator {
          func more(_ b: UIButton) { b.addTarget(self, action: Field.Coordinator.tapped, for: .touchUpInside) }
        }

        """)
    #expect(
      result.changes == [
        "4: #selector(Coordinator.edited(_:)) → Coordinator.edited(_:)", "5: #selector(tapped) → Coordinator.tapped",
        "6: #selector(self.tapped(_:)) → Coordinator.tapped(_:)", "12: #selector(tapped) → Field.Coordinator.tapped",
      ])
  }

  @Test(
    "A selector of an instance's method, or a shared instance's, goes through its type; a nested type's name stays as written"
  )
  func instanceSelectors() {
    let source = """
      slider.addTarget(context.coordinator, action: #selector(context.coordinator.changed(_:)), for: .valueChanged)
      button.addTarget(self.coordinator, action: #selector(self.coordinator.tapped), for: .touchUpInside)
      button.addTarget(target, action: #selector(Outer.Inner.tapped(_:)), for: .touchUpInside)
      button.addTarget(Player.shared, action: #selector(Player.shared.toggle), for: .touchUpInside)

      """
    #expect(
      adapt(source).text == """
        slider.addTarget(context.coordinator, action: type(of: context.coordinator).changed(_:), for: .valueChanged)
        button.addTarget(self.coordinator, action: type(of: self.coordinator).tapped, for: .touchUpInside)
        button.addTarget(target, action: Outer.Inner.tapped(_:), for: .touchUpInside)
        button.addTarget(Player.shared, action: type(of: Player.shared).toggle, for: .touchUpInside)

        """)
    #expect(adapt(source).problems.isEmpty)
  }

  @Test("A type's body is the next brace to open: a nested type, a closing brace and `class func` are followed")
  func enclosingTypes() {
    let source = """
      class Outer<T>: NSObject where T: Equatable
      {
        class func make() { let s = #selector(a) }
        struct Inner { func f() { _ = #selector(b) } }
        func g() { _ = #selector(c) }
      }

      """
    #expect(
      adapt(source).changes == [
        "3: #selector(a) → Outer.a", "4: #selector(b) → Inner.b", "5: #selector(c) → Outer.c",
      ])
  }

  @Test("A selector adapt cannot rewrite is reported: an accessor, one outside any type, one over two lines")
  func selectorProblems() {
    let source = """
      let top = #selector(nowhere)
      class A {
        let s = #selector(getter: UIView.frame)
        let t = #selector(
          A.f)
      }

      """
    let result = adapt(source)
    #expect(result.text == source)
    #expect(
      result.problems == [
        "1:11: `#selector(nowhere)` is outside any type, so its method's type is unknown: write it as `#selector(Type.method(_:))`, then run adapt again",
        "3:11: `#selector(getter: UIView.frame)` names a property's accessor, which has no method reference: add a method that reads or writes the property and pass `Type.method`",
        "4:11: a `#selector` that goes on past its line: write it on one line, then run adapt again",
      ])
  }

  @Test("Interface Builder's attributes and @main, @UIApplicationMain are dropped, each saying why")
  func interfaceBuilderAndEntryPoints() {
    let source = """
      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {}
      @main struct Demo: App { var body: some Scene { WindowGroup { Text("a") } } }
      final class Cell: UITableViewCell {
        @IBOutlet weak var title: UILabel!
        @IBAction func tapped(_ sender: Any) {}
        @IBInspectable var radius: CGFloat = 0
      }

      """
    let result = adapt(source)
    #expect(
      result.text == """
        class AppDelegate: UIResponder, UIApplicationDelegate {}
        struct Demo: App { var body: some Scene { WindowGroup { Text("a") } } }
        final class Cell: UITableViewCell {
          weak var title: UILabel!
          func tapped(_ sender: Any) {}
          var radius: CGFloat = 0
        }

        """)
    #expect(
      result.changes == [
        "1: dropped @UIApplicationMain (a checked file is not the app's entry point; the scenario is)",
        "3: dropped @main (a checked file is not the app's entry point; the scenario is)",
        "5: dropped @IBOutlet (Interface Builder's: nothing loads a storyboard in the model)",
        "6: dropped @IBAction (Interface Builder's: nothing loads a storyboard in the model)",
        "7: dropped @IBInspectable (Interface Builder's: nothing loads a storyboard in the model)",
      ])
  }

  @Test("@objc, @objc(name), @objcMembers and the dynamic modifier are dropped; a line left empty goes")
  func objcAttributes() {
    let source = """
      @objcMembers class Old: NSObject {
        @objc(oldValue)
        @objc dynamic var value = 0
        @objc\tprivate func tapped() {}
        dynamic func replaceable() {}
        let mode: Mode = .dynamic
        let dynamic = 1
        @objcx func keep() {}
      }

      """
    let result = adapt(source)
    #expect(
      result.text == """
        class Old: NSObject {
          var value = 0
          private func tapped() {}
          func replaceable() {}
          let mode: Mode = .dynamic
          let dynamic = 1
          @objcx func keep() {}
        }

        """)
    #expect(
      result.changes == [
        "1: dropped @objcMembers (no Objective-C runtime on Linux)",
        "2: dropped @objc(oldValue) (no Objective-C runtime on Linux)",
        "3: dropped @objc (no Objective-C runtime on Linux)", "3: dropped dynamic (no Objective-C runtime on Linux)",
        "4: dropped @objc (no Objective-C runtime on Linux)", "5: dropped dynamic (no Objective-C runtime on Linux)",
      ])
  }

  @Test("An optional protocol requirement is reported: it needs the Objective-C runtime")
  func optionalRequirement() {
    let result = adapt("@objc protocol P {\n  @objc optional func f()\n  func g() -> Int?\n}\n")
    #expect(result.text == "protocol P {\n  optional func f()\n  func g() -> Int?\n}\n")
    #expect(
      result.problems == [
        "2:9: an `optional` protocol requirement needs the Objective-C runtime: make it a requirement and give it a default in a protocol extension"
      ])
  }

  @Test("#if keeps iOS's blocks: os(iOS) and canImport of a modelled framework become true, nothing else")
  func conditions() {
    let source = """
      #if canImport(UIKit) && !os(macOS)
      #elseif os(iOS) || canImport(AppKit)
      #elseif os(macOS)
      #endif
      let os = os(iOS)

      """
    let result = adapt(source)
    #expect(
      result.text == """
        #if true && !os(macOS)
        #elseif true || canImport(AppKit)
        #elseif os(macOS)
        #endif
        let os = os(iOS)

        """)
    #expect(
      result.changes == ["1: canImport(UIKit) → true (the model is iOS)", "2: os(iOS) → true (the model is iOS)"])
  }

  @Test("#Preview blocks go, braces and all, one line or many; a preview type and code after the block stay")
  func previews() {
    let source = """
      struct Card: View {
        var body: some View { Text("card") }
      }

      #Preview("Card") {
        VStack {
          Card()  // }
        }
      }
      #Preview { Card() }
      #Preview(traits: .sizeThatFitsLayout)
      {
        Card()
      }
      let after = "#Preview { }"

      """
    let result = adapt(source)
    #expect(
      result.text == """
        struct Card: View {
          var body: some View { Text("card") }
        }

        let after = "#Preview { }"

        """)
    #expect(
      result.changes == [
        "5: dropped #Preview (lines 5–9): previews are Xcode's, and a check never runs one",
        "10: dropped #Preview (line 10): previews are Xcode's, and a check never runs one",
        "11: dropped #Preview (lines 11–14): previews are Xcode's, and a check never runs one",
      ])
  }

  @Test(
    "@Entry in extension EnvironmentValues becomes its key and accessors on the same line; nil without a value; elsewhere, or over two lines, it is reported"
  )
  func entries() {
    let source = """
      extension EnvironmentValues {
        @Entry var accent: [String: Int] = ["a": 1]  // default
        @Entry public var tint: Color?
        @Entry var onDone: () -> Void = {
        }
      }
      extension Transaction {
        @Entry var fast: Bool = false
      }

      """
    let result = adapt(source)
    let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[1]
        == "  var accent: [String: Int] { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }; private struct __Key_accent: EnvironmentKey { static var defaultValue: [String: Int] { [\"a\": 1] } }  // default"
    )
    #expect(
      lines[2]
        == "  public var tint: Color? { get { self[__Key_tint.self] } set { self[__Key_tint.self] = newValue } }; private struct __Key_tint: EnvironmentKey { static var defaultValue: Color? { nil } }"
    )
    #expect(lines[3] == "  @Entry var onDone: () -> Void = {")
    #expect(lines[7] == "  @Entry var fast: Bool = false")
    #expect(
      result.changes == [
        "2: @Entry var accent → its EnvironmentKey and accessors (the macro's plugin is Xcode's)",
        "3: @Entry var tint → its EnvironmentKey and accessors (the macro's plugin is Xcode's)",
      ])
    #expect(
      result.problems == [
        "4:3: an `@Entry` whose value goes on past its line: write it on one line, then run adapt again",
        "8:3: `@Entry` outside `extension EnvironmentValues`: write the key type and the property the macro would make by hand",
      ])
  }

  @Test("A cell's init(style:reuseIdentifier:), and init(frame:) in a collection cell, become required; a view's stays")
  func requiredCellInitializers() {
    let source = """
      final class Row<Content: View>: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {}
      }
      class Tile: UIKit.UICollectionViewCell {
        public override init(frame: CGRect) { super.init(frame: frame) }
      }
      final class Badge: Tile {
        override init(frame: CGRect) { super.init(frame: frame) }
      }
      final class Chart: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        override func layoutSubviews() {}
      }
      final class Done: UITableViewCell {
        required override init(style: CellStyle, reuseIdentifier: String?) {}
      }

      """
    let result = adapt(source)
    #expect(
      result.text == """
        final class Row<Content: View>: UITableViewCell {
          required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {}
        }
        class Tile: BridgeModel.UICollectionViewCell {
          public required init(frame: CGRect) { super.init(frame: frame) }
        }
        final class Badge: Tile {
          required init(frame: CGRect) { super.init(frame: frame) }
        }
        final class Chart: UIView {
          override init(frame: CGRect) { super.init(frame: frame) }
          override func layoutSubviews() {}
        }
        final class Done: UITableViewCell {
          required override init(style: CellStyle, reuseIdentifier: String?) {}
        }

        """)
    let why = "(the model makes a registered cell from its class, which needs a required initializer)"
    #expect(
      result.changes == [
        "2: override init(style:…) → required init(style:…) \(why)",
        "4: UIKit.UICollectionViewCell → BridgeModel.UICollectionViewCell",
        "5: override init(frame:…) → required init(frame:…) \(why)",
        "8: override init(frame:…) → required init(frame:…) \(why)",
      ])
  }

  @Test("Comments and string literals are left alone, whatever they hold")
  func commentsAndStrings() {
    let source = #"""
      // import UIKit @objc #selector(a)
      /* @objc /* nested */ import UIKit */ let a = 1
      let b = "@objc dynamic var #selector(x) \("inner \"quoted\" @objc") import UIKit"
      let c = #"raw "@objc" \#("x") #selector(y)"#
      let d = """
        import UIKit
        @objc dynamic var
        """

      """#
    let result = adapt(source)
    #expect(result.text == source)
    #expect(result.changes.isEmpty && result.problems.isEmpty)
  }

  @Test("Adapting an adapted file changes nothing")
  func idempotent() throws {
    let fixture = try String(contentsOfFile: fixturePath("VolumeSlider.swift"), encoding: .utf8)
    let once = SourceAdapter(fixture)
    #expect(once.changed)
    let twice = SourceAdapter(once.text)
    #expect(!twice.changed && twice.text == once.text)
  }

  @Test("A file with no line break at its end keeps it so; an empty file stays empty")
  func lineEnds() {
    #expect(adapt("import UIKit").text == "import BridgeModel")
    #expect(adapt("").text == "")
    #expect(adapt("import UIKit\r\nlet a = 1\r\n").text == "import BridgeModel\r\nlet a = 1\r\n")
  }
}

@MainActor
@Suite("bridgecheck adapt: its diff, texts and exit codes")
struct AdaptCommandTests {
  @Test("The diff: a hunk per change with three lines of context, near changes merged, a dropped line counted")
  func diffHunks() {
    let original = (1...20).map { "line \($0)" }
    var adapted: [String?] = original
    adapted[1] = "two"
    adapted[6] = nil
    adapted[17] = "eighteen"
    #expect(
      UnifiedDiff.render(path: "F.swift", original: original, adapted: adapted, endsWithNewline: true) == """
        --- a/F.swift
        +++ b/F.swift
        @@ -1,10 +1,9 @@
         line 1
        -line 2
        +two
         line 3
         line 4
         line 5
         line 6
        -line 7
         line 8
         line 9
         line 10
        @@ -15,6 +14,6 @@
         line 15
         line 16
         line 17
        -line 18
        +eighteen
         line 19
         line 20

        """)
  }

  @Test("Two changes share a hunk when at most six unchanged lines lie between them, as in diff -u")
  func diffMergeBoundary() {
    let original = (1...12).map { "\($0)" }
    for (gap, hunks) in [(6, 1), (7, 2)] {
      var adapted: [String?] = original
      adapted[0] = "changed"
      adapted[gap + 1] = "changed"
      let diff = UnifiedDiff.render(path: "F.swift", original: original, adapted: adapted, endsWithNewline: true)
      #expect(diff.components(separatedBy: "\n@@ ").count - 1 == hunks, "\(gap) lines between")
    }
  }

  @Test("The diff of a one-line file with no line break at its end marks it, as diff does; an absolute path has no a/")
  func diffNoNewline() {
    #expect(
      UnifiedDiff.render(
        path: "/tmp/F.swift", original: ["import UIKit"], adapted: ["import BridgeModel"], endsWithNewline: false)
          == """
          --- /tmp/F.swift
          +++ /tmp/F.swift
          @@ -1 +1 @@
          -import UIKit
          \\ No newline at end of file
          +import BridgeModel
          \\ No newline at end of file

          """)
    #expect(UnifiedDiff.render(path: "F.swift", original: ["a"], adapted: ["a"], endsWithNewline: true) == "")
  }

  @Test("A line adapt cannot change: the diff of the rest, the problem at file:line:column, exit 1")
  func problemExitsOne() {
    let path = temporaryFile(named: "Map.swift", Array("import UIKit\nimport CoreMotion\n".utf8))
    let (code, out, err) = runCommand(["adapt", path])
    #expect(code == 1)
    #expect(
      out == "--- \(path)\n+++ \(path)\n@@ -1,2 +1,2 @@\n-import UIKit\n+import BridgeModel\n import CoreMotion\n")
    #expect(
      err == """
        \(path): 1 change
          1  import UIKit → import BridgeModel
        \(path):2:8: cannot adapt: `import CoreMotion`: an Apple framework BridgeModel has no stand-in for; check the code that uses it apart from this file, or replace what it uses with a stub of your own

        """)
  }

  @Test("Nothing to adapt: no diff, exit 0; --in-place leaves such a file as it was")
  func nothingToAdapt() throws {
    let path = temporaryFile(named: "Plain.swift", Array("import Foundation\n".utf8))
    let (code, out, err) = runCommand(["adapt", path, "--in-place"])
    #expect(code == 0 && out.isEmpty)
    #expect(err == "\(path): nothing to adapt\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "import Foundation\n")
  }

  @Test("A missing file exits 2 with what, where and how, after adapting the others; no file at all is a usage error")
  func badInput() {
    let good = temporaryFile(named: "Good.swift", Array("import UIKit\n".utf8))
    let (code, out, err) = runCommand(["adapt", "/nonexistent/Field.swift", good])
    #expect(code == 2)
    #expect(out.hasPrefix("--- \(good)"))
    #expect(
      err.hasPrefix(
        """
        /nonexistent/Field.swift: error: no such file
          hint: pass the paths of the Swift files to adapt (`bridgecheck adapt Sources/App/*.swift`)

        """))
    let none = runCommand(["adapt"])
    #expect(none.code == 2)
    #expect(
      none.err.hasPrefix("error: `adapt` takes the Swift files to adapt\n\nusage: bridgecheck adapt FILE… [--in-place]")
    )
    let flag = runCommand(["adapt", good, "--inplace"])
    #expect(flag.code == 2)
    #expect(flag.err.hasPrefix("error: unknown option `--inplace`; known options: --in-place\n"))
  }

  @Test("A file that is not UTF-8 exits 2 and says so")
  func notText() {
    let path = temporaryFile(named: "Binary.swift", [0xFF, 0xFE, 0x00])
    let (code, _, err) = runCommand(["adapt", path])
    #expect(code == 2)
    #expect(err.hasPrefix("\(path): error: is not UTF-8 text\n"))
  }
}

/// A file under Tests/Fixtures/adapt.
func fixturePath(_ name: String) -> String {
  var root = #filePath
  for _ in 0..<3 { root = String(root[..<(root.lastIndex(of: "/") ?? root.endIndex)]) }
  return root + "/Tests/Fixtures/adapt/" + name
}
