// The part of Combine bridging code uses, as a model (Combine is not on Linux).
@_exported import BridgeCombine
// Code that imports BridgeModel gets Foundation too (NSObject, CGRect, NSRange,
// Notification), as code that imports UIKit does. BridgeModel's own Timer,
// RunLoop, NotificationCenter and DispatchQueue shadow Foundation's for such
// code, so pasted bridging code runs on the world's clock and queues. Import
// BridgeModel alone: importing Foundation as well makes those names ambiguous.
@_exported import Foundation
// SwiftUI re-exports Observation: `@Observable` and `@ObservationIgnored` need no import of their
// own in a file that imports SwiftUI.
@_exported import Observation

// URLRequest and URLResponse live in FoundationNetworking on Linux; UIKit code gets them
// from Foundation, so BridgeModel exports them too (nothing here opens a connection).
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
