import Foundation

/// Reading a file a command was given, with the error a user can act on.
enum InputFile {
  /// The bytes of `path`; a missing, unreadable or directory path is an error at the file,
  /// naming what was expected (`a trace file`) and how to pass one.
  static func bytes(of path: String, expected: String, hint: String) throws(TraceError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      throw TraceError(
        file: path, line: 0,
        message: exists
          ? (isDirectory.boolValue ? "is a directory, not \(expected)" : "cannot be read") : "no such file",
        hint: hint)
    }
    return Array(data)
  }
}
