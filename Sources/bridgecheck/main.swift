import BridgeCatalog
import BridgeCheck

BridgeCheckCommand.main(scenarios: Catalog.scenarios)
