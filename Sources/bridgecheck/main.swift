import BridgeCatalog
import BridgeCheck

BridgeCheckCommand.main(scenarios: Catalog.allScenarios)
