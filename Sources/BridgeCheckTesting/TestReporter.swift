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
}
