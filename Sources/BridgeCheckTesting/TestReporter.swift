import Testing
import XCTest

/// Records a failure with whichever test framework is running the current test.
///
/// On Linux with Swift 6.3 neither framework sees the other's failures, so the
/// one that is running is asked (`Test.current != nil` means Swift Testing).
enum TestReporter {
  static func fail(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if Test.current != nil {
      let location = SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }

  /// Where attachments go instead of Swift Testing, for this package's own tests of them.
  static var attachmentSink: ((_ text: String, _ name: String) -> Void)?

  /// Attaches `text` to the running Swift Testing test (`swift test --attachments-path DIR`
  /// writes it there); XCTest on Linux has no attachments, so nothing happens under it.
  static func attach(_ text: String, named name: String) {
    if let attachmentSink {
      attachmentSink(text, name)
      return
    }
    guard Test.current != nil else { return }
    Attachment.record(text, named: name)
  }
}
