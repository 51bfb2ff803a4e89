import BridgeCatalog
import BridgeCheck
import BridgeCheckTesting
import BridgeModel
import Foundation
import Testing

@MainActor
@Suite("Corpus: every saved trace replays to its expect, is 1-minimal, and round-trips")
struct CorpusTests {
  /// Every file but those of scenarios that trap or hang, which replay in a child process
  /// (`CampaignTests.processCorpus`).
  nonisolated static let files: [CorpusCase] = CorpusCase.all(
    in: repositoryRoot + "/Corpus", excludingScenarios: Catalog.processScenarioNames)

  @Test("The corpus holds the minimal trace of every ❌ scenario")
  func complete() throws {
    let names = try Self.files.map { try $0.load().scenario }
    #expect(Set(names) == Set(violatingScenarios.map(\.name)))
  }

  @Test("Each file replays to its expect", arguments: files)
  func replays(_ file: CorpusCase) throws {
    let trace = try file.load()
    BridgeCheckTesting.expectReplays(trace, in: Catalog.scenarios, file: file.path)
  }

  @Test("Deleting any one step makes the finding go away (1-minimal)", arguments: files)
  func oneMinimal(_ file: CorpusCase) throws {
    let trace = try file.load()
    let finding = try #require(trace.finding, "every corpus trace names its finding")
    let scenario = try #require(Catalog.scenario(named: trace.scenario))
    let execution = Execution(scenario, profile: trace.profile)
    #expect(execution.replay(trace.steps, until: finding).violation != nil)
    for index in trace.steps.indices {
      var candidate = trace.steps
      candidate.remove(at: index)
      #expect(execution.replay(candidate, until: finding).violation == nil, "without step \(index + 1)")
    }
  }

  @Test("Printing a trace and parsing it back gives the same trace, in text and in JSON", arguments: files)
  func roundTrip(_ file: CorpusCase) throws {
    let trace = try file.load()
    #expect(try TraceParser.parse(trace.text, file: file.path) == trace)
    #expect(try TraceJSON.parse(TraceJSON.encode(trace).text, file: file.path) == trace)
    let onDisk = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(trace.text == onDisk)
  }
}
