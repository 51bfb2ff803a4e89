import BridgeModel

/// A value per graph node, in an array indexed by the node's id (ids are dense, from 0).
///
/// Properties look nodes up on every lifecycle event; an array is much cheaper
/// than a dictionary for that.
public struct NodeTable<Value> {
  private var values: [Value?] = []

  public init() {}

  public subscript(node: NodeID) -> Value? {
    get {
      let index = Int(node.raw)
      return index >= 0 && index < values.count ? values[index] : nil
    }
    set {
      let index = Int(node.raw)
      guard index >= 0 else { return }
      if index >= values.count { values.append(contentsOf: repeatElement(nil, count: index - values.count + 1)) }
      values[index] = newValue
    }
  }
}
