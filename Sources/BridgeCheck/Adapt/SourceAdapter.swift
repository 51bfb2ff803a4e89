/// What `bridgecheck adapt` does to one Swift file from an app so that it compiles against
/// BridgeModel, and nothing else: imports of the frameworks the model stands in for become
/// `import BridgeModel`, `#selector(…)` becomes a method reference, `@objc`, `@objc(name)`,
/// `@objcMembers` and `dynamic` are dropped (Linux has no Objective-C runtime), and `#if` keeps
/// the blocks for iOS (`os(iOS)`, `canImport(UIKit)`). Comments and string literals are left
/// alone. What it cannot adapt it reports, with the line and what to do.
struct SourceAdapter {
  /// One thing done to a line.
  struct Change: Equatable {
    let line: Int
    let text: String
  }

  /// One thing left as it was because no rewrite makes it compile.
  struct Problem: Equatable {
    let line: Int
    let column: Int
    let message: String
  }

  /// The file's lines, without their line breaks.
  let original: [String]
  /// What each line became; nil when it was dropped (an attribute alone on its line).
  let adapted: [String?]
  let changes: [Change]
  let problems: [Problem]
  /// Whether the file ends with a line break.
  let endsWithNewline: Bool

  /// The adapted file.
  var text: String {
    let kept = adapted.compactMap { $0 }
    return kept.joined(separator: "\n") + (endsWithNewline && !kept.isEmpty ? "\n" : "")
  }

  var changed: Bool { adapted.indices.contains { adapted[$0] != original[$0] } }

  init(_ source: String) {
    let bytes = Array(source.utf8)
    let kinds = SwiftLexer(bytes).kinds
    var pass = Pass(bytes: bytes, kinds: kinds, dropsFoundation: Pass.importsModel(bytes, kinds))
    var original: [String] = []
    var adapted: [String?] = []
    var start = 0
    var number = 1
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      original.append(String(decoding: bytes[start..<end], as: UTF8.self))
      adapted.append(pass.line(number, start..<end))
      number += 1
      start = end + 1
    }
    self.original = original
    self.adapted = adapted
    changes = pass.changes
    problems = pass.problems
    endsWithNewline = bytes.last == UInt8(ascii: "\n")
  }
}

/// The modules an app's file imports, as `bridgecheck adapt` sees them.
enum AdaptedModules {
  /// Apple frameworks BridgeModel stands in for: their imports become `import BridgeModel`.
  static let modelled: Set<String> = [
    "UIKit", "SwiftUI", "MapKit", "PhotosUI", "WebKit", "Combine", "MessageUI", "SafariServices",
    "AVFoundation", "AVKit", "CoreGraphics", "CoreLocation", "LinkPresentation", "PencilKit", "QuartzCore",
    "QuickLook", "UniformTypeIdentifiers", "VisionKit", "PDFKit", "Contacts", "ContactsUI", "EventKit", "EventKitUI",
    "AuthenticationServices", "SpriteKit", "OSLog", "os", "CoreMedia", "CoreVideo", "AudioToolbox", "SceneKit",
    "ARKit", "Photos", "CoreImage", "AVFAudio", "ReplayKit",
  ]
  /// Modules BridgeModel re-exports: a whole import of one goes from a file that imports the model.
  static let broughtByModel: Set<String> = ["Foundation", "Dispatch"]
  /// Modules that stay: the toolchain has them on Linux too.
  static let kept: Set<String> = [
    "Foundation", "Dispatch", "Observation", "Swift", "_Concurrency", "BridgeModel", "BridgeCombine",
    "BridgeCheck", "BridgeCheckTesting", "Testing", "XCTest",
  ]
  /// Apple frameworks the model has no stand-in for.
  static let appleOnly: Set<String> = [
    "AppIntents", "AppKit", "CallKit", "Charts", "RealityKit", "MultipeerConnectivity",
    "HomeKit", "CarPlay", "CoreNFC", "NearbyInteraction", "ShazamKit", "MusicKit", "WeatherKit", "FamilyControls",
    "DeviceActivity", "ActivityKit", "BackgroundTasks", "CloudKit", "Accelerate", "GameplayKit", "ModelIO",
    "CoreSpotlight", "AdSupport", "AppTrackingTransparency", "VideoToolbox", "CoreAudio", "Messages",
    "UserNotificationsUI", "SystemConfiguration", "Security", "ImageIO", "GLKit", "SafariServicesUI",
    "CoreBluetooth", "CoreData", "CoreHaptics", "RoomPlan", "CoreServices", "ObjectiveC", "MobileCoreServices",
    "CoreML", "CoreMotion", "CoreText", "CryptoKit", "GameController",
    "GameKit", "HealthKit", "Intents", "IntentsUI", "LocalAuthentication",
    "MediaPlayer", "Metal", "MetalKit", "NaturalLanguage", "Network", "PassKit",
    "QuickLookThumbnailing", "Speech",
    "StoreKit", "SwiftData", "TipKit", "UserNotifications", "Vision",
    "WatchKit", "WidgetKit", "Cocoa",
  ]
  /// Frameworks no iOS build has: `canImport` of one is false in the model.
  static let notOnIOS: Set<String> = ["AppKit", "Cocoa", "WatchKit"]
}
