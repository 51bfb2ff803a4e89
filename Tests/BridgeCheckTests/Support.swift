import BridgeCatalog
import BridgeCheck
import Foundation

/// The repository root, found from this file's path.
nonisolated let repositoryRoot: String = {
  var path = #filePath
  for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }
  return path
}()

/// Runs the command line with the catalog; returns (exit code, stdout, stderr).
@MainActor
func runCommand(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  let console = CapturedConsole()
  let code = BridgeCheckCommand.run(arguments, scenarios: Catalog.scenarios, console: console)
  return (code, console.output, console.errors)
}

/// The catalog scenarios expected to break.
@MainActor
var violatingScenarios: [Scenario] { Catalog.scenarios.filter { !$0.expectation.properties.isEmpty } }

/// Writes `text` to a fresh temporary file; returns its path.
func temporaryFile(named name: String, _ bytes: [UInt8]) -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bridgecheck-tests-\(UInt64.random(in: 0...UInt64.max))")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
  return url.path
}
