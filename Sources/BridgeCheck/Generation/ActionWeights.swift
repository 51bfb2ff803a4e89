import BridgeModel

/// How often each family of actions is drawn, relative to the others.
nonisolated public struct ActionWeights: Sendable, Hashable {
  /// The weight of each family, by `ActionKind.index`.
  private var table: [Int] = ActionKind.allCases.map { kind in
    switch kind {
    case .setState: 3
    case .environment: 1
    case .type: 4
    case .clear, .focus, .blur, .moveCaret: 1
    case .scroll, .pan: 3
    case .slide, .flip: 2
    case .tap: 4
    case .rerender: 1
    case .clock: 2
    case .drain: 3
    case .press: 2
    case .swipe: 2
    case .deepLink: 1
    case .gesture: 2
    case .tab: 2
    case .lifecycle: 1
    }
  }
  public init() {}
  public static let `default` = ActionWeights()

  public subscript(kind: ActionKind) -> Int {
    get { table[kind.index] }
    set { table[kind.index] = max(0, newValue) }
  }
}
