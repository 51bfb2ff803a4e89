import Foundation

/// `bridgecheck adapt FILE… [--in-place]`: the documented adaptations of pasted app code.
enum AdaptCommand {
  static let usage = """
    usage: bridgecheck adapt FILE… [--in-place]
      Rewrites Swift files from an app so that they compile against BridgeModel, and changes
      nothing else (comments and string literals are left alone):
        import UIKit, SwiftUI, MapKit, PhotosUI, Photos, WebKit, Combine,
               MessageUI, SafariServices, AVFoundation, AVFAudio, AVKit,
               CoreGraphics, CoreImage, CoreLocation, CoreMedia, CoreVideo,
               LinkPresentation, PencilKit, QuartzCore, QuickLook,
               UniformTypeIdentifiers, VisionKit, PDFKit, Contacts,
               ContactsUI, EventKit, EventKitUI, AuthenticationServices,
               AudioToolbox, SpriteKit, SceneKit, ARKit, ReplayKit, OSLog, os
                                       → import BridgeModel (an access level,
                                         as in `internal import UIKit`, stays)
        UIKit.UIView, SwiftUI.App, PDFKit.PDFView (any framework above)
                                       → BridgeModel.UIView…
        import Foundation, Dispatch in a file that imports the model
                                       → dropped (BridgeModel brings them; beside them
                                         DispatchQueue and RunLoop would be Dispatch's own)
        #selector(Type.method(_:))     → Type.method(_:)   (a bare or self. method gets its type;
                                         instance.method and Type.shared.method go through
                                         type(of: instance), type(of: Type.shared))
        @objc, @objc(name), @objcMembers, dynamic   → dropped (Linux has no Objective-C runtime)
        @IBOutlet, @IBAction, @IBInspectable…, @main, @UIApplicationMain
                                                     → dropped (no storyboards; the scenario is
                                                       the entry point)
        os(iOS), canImport(UIKit) in #if             → true (the model is iOS)
        #Preview { … }                               → dropped (a preview never runs in a check)
        override init(style:reuseIdentifier:) in a table cell, init(frame:) in a
          collection cell                            → required init(…) (a registered cell
                                                       is made from its class)
      Prints a unified diff on standard output (`git apply` takes it) and, on standard error,
      what changed in each file and what could not be adapted, with its line.
      --in-place   write the adapted files instead of printing the diff
      Exit 0: every file adapted, or nothing to do; 1: a line could not be adapted (listed);
      2: a file could not be read.

    """

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    let options = try Arguments(arguments, valued: [], switches: ["--in-place"], usage: usage)
    guard !options.positional.isEmpty else {
      throw UsageError(message: "`adapt` takes the Swift files to adapt", usage: usage)
    }
    let inPlace = options.has("--in-place")
    var unreadable = false
    var blocked = false
    for path in options.positional {
      let source: String
      do { source = try read(path) } catch {
        context.console.err("\(error)\n")
        unreadable = true
        continue
      }
      let adapter = SourceAdapter(source)
      if adapter.changed {
        if inPlace {
          guard FileManager.default.createFile(atPath: path, contents: Data(adapter.text.utf8)) else {
            context.console.err(
              "\(path): error: cannot be written\n  hint: check that the file and its folder are writable\n")
            unreadable = true
            continue
          }
        } else {
          context.console.out(
            UnifiedDiff.render(
              path: path, original: adapter.original, adapted: adapter.adapted,
              endsWithNewline: adapter.endsWithNewline))
        }
      }
      context.console.err(summary(of: adapter, path: path, written: inPlace))
      blocked = blocked || !adapter.problems.isEmpty
    }
    return unreadable ? 2 : blocked ? 1 : 0
  }

  /// What changed in a file, by line, then what could not be adapted, as `file:line:column:`.
  static func summary(of adapter: SourceAdapter, path: String, written: Bool) -> String {
    var text: String
    if adapter.changes.isEmpty {
      text = "\(path): nothing to adapt\n"
    } else {
      let count = adapter.changes.count
      text = "\(path): \(count) change\(count == 1 ? "" : "s")\(written ? ", written" : "")\n"
      let width = String(adapter.changes.map(\.line).max() ?? 0).count
      for change in adapter.changes {
        let number = String(change.line)
        text += "  " + String(repeating: " ", count: width - number.count) + number + "  " + change.text + "\n"
      }
    }
    for problem in adapter.problems {
      text += "\(path):\(problem.line):\(problem.column): cannot adapt: \(problem.message)\n"
    }
    return text
  }

  private static func read(_ path: String) throws(TraceError) -> String {
    let bytes = try InputFile.bytes(
      of: path, expected: "a Swift file",
      hint: "pass the paths of the Swift files to adapt (`bridgecheck adapt Sources/App/*.swift`)")
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw TraceError(
        file: path, line: 0, message: "is not UTF-8 text",
        hint: "adapt reads Swift source files, which are UTF-8; convert the file (`iconv -t UTF-8`)")
    }
    return text
  }
}
