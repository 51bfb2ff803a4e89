import BridgeCatalog
import BridgeCheck

BridgeCheckCommand.main(scenarios: Catalog.allScenarios, benchmarks: RowsScaling.scenario(named:))
