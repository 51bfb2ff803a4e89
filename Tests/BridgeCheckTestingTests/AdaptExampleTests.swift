import BridgeCheck
import BridgeCheckTesting
import BridgeModel
import Foundation
import Testing

/// The screen the adapted slider (AdaptedVolumeSlider.swift) lives on.
struct VolumeScreen: View {
  @State var volume = 0.5

  var body: some View {
    VolumeSlider(volume: $volume)
    ResetButton { volume = 0.5 }
  }
}

let volumeScenario = Scenario("adapt/volume-slider") { VolumeScreen() }
  .mirror("volume", of: { (screen: VolumeScreen) in Float(screen.volume) }, UISlider.self, "value", of: { $0.value })
  .domain("volume", [0, 0.25, 1])

@MainActor
@Suite("bridgecheck adapt on an app's file: the output compiles against BridgeModel and checks")
struct AdaptExampleTests {
  static let fixture = "Tests/Fixtures/adapt/VolumeSlider.swift"

  /// Runs `bridgecheck adapt` with `arguments`.
  static func adapt(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let console = CapturedConsole()
    let code = BridgeCheckCommand.run(["adapt"] + arguments, scenarios: [], console: console)
    return (code, console.output, console.errors)
  }

  @Test("AdaptedVolumeSlider.swift, compiled in this target, is what adapt --in-place writes for the app's file")
  func adaptedFileIsTheOutput() throws {
    let original = try ReadmeTests.text(of: Self.fixture)
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bridgecheck-adapt-\(UInt64.random(in: 0...UInt64.max)).swift"
    ).path
    #expect(FileManager.default.createFile(atPath: copy, contents: Data(original.utf8)))
    let (code, out, _) = Self.adapt([copy, "--in-place"])
    #expect(code == 0)
    #expect(out.isEmpty)
    let written = try String(contentsOfFile: copy, encoding: .utf8)
    #expect(written == (try ReadmeTests.text(of: "Tests/BridgeCheckTestingTests/AdaptedVolumeSlider.swift")))
  }

  @Test("README.md shows adapt's diff and summary for the app's file, verbatim")
  func readmeShowsTheDiff() throws {
    let (code, out, err) = Self.adapt([ReadmeTests.root + "/" + Self.fixture])
    #expect(code == 0)
    // The README names the file as a user in the app's folder would.
    let path = ReadmeTests.root + "/" + Self.fixture
    let diff = out.replacingOccurrences(
      of: "--- \(path)\n+++ \(path)\n", with: "--- a/VolumeSlider.swift\n+++ b/VolumeSlider.swift\n")
    let shown =
      "$ bridgecheck adapt VolumeSlider.swift\n" + diff + err.replacingOccurrences(of: path, with: "VolumeSlider.swift")
    let readme = try ReadmeTests.text(of: "README.md")
    #expect(readme.contains("```text\n" + shown + "```"), "expected in README.md:\n\(shown)")
  }

  @Test("The adapted representables hold every property under the fuzzer")
  func adaptedSliderHolds() {
    BridgeCheckTesting.expectHolds(volumeScenario, sequences: 200)
  }
}
