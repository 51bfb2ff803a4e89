// README-NAMES-BEGIN
import BridgeModel

// The model's run loop and queues, under their Apple names, for files that also import
// Foundation or Dispatch (a name declared in your own module wins over every import).
typealias DispatchQoS = BridgeModel.DispatchQoS
typealias DispatchQueue = BridgeModel.DispatchQueue
typealias DispatchTime = BridgeModel.DispatchTime
typealias DispatchTimeInterval = BridgeModel.DispatchTimeInterval
typealias IndexPath = BridgeModel.IndexPath
typealias NotificationCenter = BridgeModel.NotificationCenter
typealias RunLoop = BridgeModel.RunLoop
typealias Timer = BridgeModel.Timer
// README-NAMES-END
