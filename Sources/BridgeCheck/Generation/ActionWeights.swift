import BridgeModel

/// How often each family of actions is drawn, relative to the others.
nonisolated public struct ActionWeights: Sendable, Hashable {
  public var weights: [ActionKind: Int] = [
    .setState: 3, .environment: 1, .type: 4, .clear: 1, .focus: 1, .blur: 1, .moveCaret: 1,
    .scroll: 3, .pan: 3, .slide: 2, .flip: 2, .tap: 4, .rerender: 1, .clock: 2, .drain: 3,
  ]
  public init() {}
  public static let `default` = ActionWeights()

  public subscript(kind: ActionKind) -> Int {
    get { weights[kind, default: 1] }
    set { weights[kind] = newValue }
  }
}
