import BridgeProperties

/// `bridgecheck explain PROPERTY`.
enum ExplainCommand {
  static let usage = """
    usage: bridgecheck explain PROPERTY
      What the property claims, why UIKit or SwiftUI demands it (with its fidelity facts),
      what a user of the app sees when it breaks, and what to change.

    """

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    let options = try Arguments(arguments, valued: [], switches: [], usage: usage)
    guard options.positional.count == 1, let name = options.positional.first else {
      throw UsageError(message: "`explain` takes one property id", usage: usage + known)
    }
    guard let info = Properties.info(PropertyID(name)) else {
      throw UsageError(message: "no property named `\(name)`", usage: usage + known)
    }
    context.console.out(render(info))
    return 0
  }

  static var known: String {
    "properties:\n" + Properties.ids.map { "  \($0)\n" }.joined()
  }

  static func render(_ info: PropertyInfo) -> String {
    var lines = [info.id.rawValue, ""]
    lines += wrap(info.claim, indent: "  ")
    lines.append("")
    lines.append("Why:")
    lines += wrap(info.rationale, indent: "  ")
    lines.append("")
    lines.append("On a device:")
    lines += wrap(info.symptom, indent: "  ")
    lines.append("")
    lines.append("What to change:")
    lines += wrap(info.fix, indent: "  ")
    lines.append("")
    lines.append("Severity: \(info.severity.label) (reports rank findings by it; a UIKit exception is a crash)")
    lines.append("")
    lines.append("Sources: " + info.sources.joined(separator: "; "))
    return lines.joined(separator: "\n") + "\n"
  }
}
