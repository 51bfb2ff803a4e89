import BridgeCatalog
import BridgeCheck
import BridgeModel

for scenario in Catalog.scenarios {
  var options = FuzzOptions()
  options.seed = 1
  options.sequences = 2000
  let result = Fuzzer(scenario, options: options).run()
  let found = result.violation.map { "\($0.property)" } ?? "holds"
  print(scenario.name, "expected:", scenario.expectation, "found:", found, "seq:", result.sequencesRun, "steps:", result.steps.map(\.text), result.shrunk.map { "cert=\($0.isCertified) cand=\($0.candidatesRun)" } ?? "", result.violation?.message ?? "", result.findTime, result.shrinkTime)
}
