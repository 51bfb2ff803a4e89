import BridgeModel

extension World {
  /// Where an event happened, for a violation message: "inside updateUIView of SearchField".
  func whereabouts(of event: Event) -> String {
    var parts: [String] = []
    if event.phase.kind == .callback {
      parts.append("in \(event.phase.name)")
    } else if event.phase.kind == .notification {
      parts.append("in a \(notificationName(event.phase.detail)) observer")
    }
    if let frame = event.updateFrame {
      let what =
        frame.kind == .body
        ? "the body of \(name(of: frame.node))" : "\(callName(frame.kind, of: frame.node)) of \(name(of: frame.node))"
      parts.append(parts.isEmpty ? "inside \(what)" : "fired synchronously inside \(what)")
    }
    return parts.joined(separator: ", ")
  }
}

/// A name without instance ordinals (`LikeRow#2.liked` → `LikeRow.liked`): signatures name
/// types and states, never which instance.
nonisolated func withoutOrdinals(_ name: String) -> String {
  var result = ""
  var skipping = false
  for character in name {
    if character == "#" {
      skipping = true
      continue
    }
    if skipping, character.isNumber { continue }
    skipping = false
    result.append(character)
  }
  return result
}
