// swift-tools-version: 6.2
import PackageDescription

// Like UIKit and SwiftUI, the model is main-actor code: pasted bridging code
// (delegates, `DispatchQueue.main.async { self… }`) compiles as it does in an app.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .defaultIsolation(MainActor.self),
]

let package = Package(
  name: "BridgeCheck",
  products: [
    .library(name: "BridgeModel", targets: ["BridgeModel"]),
    .library(name: "BridgeProperties", targets: ["BridgeProperties"]),
    .library(name: "BridgeCheck", targets: ["BridgeCheck"]),
    .library(name: "BridgeCheckTesting", targets: ["BridgeCheckTesting"]),
    .library(name: "BridgeCatalog", targets: ["BridgeCatalog"]),
    .executable(name: "bridgecheck", targets: ["bridgecheck"]),
  ],
  targets: [
    // Combine's types are nonisolated: no main-actor default (Sources/BridgeCombine/Publisher.swift).
    .target(name: "BridgeCombine", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
    .target(name: "BridgeModel", dependencies: ["BridgeCombine"], swiftSettings: strict),
    .target(name: "BridgeProperties", dependencies: ["BridgeModel"], path: "Properties", swiftSettings: strict),
    .target(name: "BridgeCheck", dependencies: ["BridgeModel", "BridgeProperties"], swiftSettings: strict),
    .target(name: "BridgeCheckTesting", dependencies: ["BridgeCheck"], swiftSettings: strict),
    .target(name: "BridgeCatalog", dependencies: ["BridgeCheck"], swiftSettings: strict),
    .executableTarget(name: "bridgecheck", dependencies: ["BridgeCheck", "BridgeCatalog"], swiftSettings: strict),
    .testTarget(name: "BridgeModelTests", dependencies: ["BridgeModel"], swiftSettings: strict),
    .testTarget(
      name: "BridgePropertiesTests", dependencies: ["BridgeProperties", "BridgeCheck", "BridgeCatalog"],
      swiftSettings: strict),
    .testTarget(
      // The executable too: the campaign tests start it as their workers.
      name: "BridgeCheckTests", dependencies: ["BridgeCheck", "BridgeCatalog", "BridgeCheckTesting", "bridgecheck"],
      swiftSettings: strict),
    .testTarget(
      name: "BridgeCatalogTests", dependencies: ["BridgeCatalog", "BridgeCheck", "BridgeCheckTesting"],
      swiftSettings: strict),
    .testTarget(
      name: "BridgeCheckTestingTests", dependencies: ["BridgeCheckTesting", "BridgeCatalog", "BridgeProperties"],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
