import BridgeModel
import BridgeProperties

/// The text of a fuzz run: the verdict, each finding's report (most severe first), and the
/// acknowledged properties with how often they broke.
enum FuzzText {
  static func render(
    _ result: FuzzResult, scenario: Scenario, paths: [String?], commands: ReproduceCommands
  ) -> String {
    var text = ""
    let counts = "\(result.sequencesRun) sequences, \(result.stepsRun) steps"
    let cut = result.timedOut ? " (stopped by --time)" : ""
    if result.findings.isEmpty {
      let broke = result.acknowledged.contains { $0.sequences > 0 }
      let acknowledgedOnly = broke ? ", apart from the acknowledged ones below" : ""
      text += "✓ \(scenario.name): every property held over \(counts)\(cut)\(acknowledgedOnly). Seed \(result.seed).\n"
    } else if result.findings.count > 1 || !result.acknowledged.isEmpty {
      let many = result.findings.count == 1 ? "1 finding" : "\(result.findings.count) distinct findings"
      text += "✗ \(scenario.name): \(many) over \(counts)\(cut), most severe first. Seed \(result.seed).\n\n"
    }
    let total = result.findings.count
    let sampled = (result.options.profiles ?? scenario.profileSampling) == .all
    for (index, (finding, path)) in zip(result.findings, paths).enumerated() {
      if total > 1 || !result.acknowledged.isEmpty || sampled {
        let times = finding.sequences == 1 ? "1 sequence" : "\(finding.sequences) sequences"
        var header = "\(finding.severity.label); in \(times)"
        if sampled {
          let needs = finding.profileConditions(scenario)
          header +=
            needs.isEmpty ? "; under the documented behaviour" : "; only when " + needs.joined(separator: " and ")
        }
        text += "── Finding \(index + 1) of \(total): \(finding.property) (\(header)) ──\n"
      }
      text += findingText(finding, result: result, scenario: scenario, path: path, commands: commands) + "\n"
    }
    text += acknowledgedText(result.acknowledged, sequences: result.sequencesRun)
    return text
  }

  /// One finding's report.
  static func findingText(
    _ finding: Finding, result: FuzzResult, scenario: Scenario, path: String?, commands: ReproduceCommands
  ) -> String {
    let report = Report.make(
      scenario: scenario, steps: finding.steps, finding: finding.key, profile: finding.profile,
      isCertified: finding.shrunk?.isCertified ?? false, isShortest: finding.shrunk?.isShortest ?? false,
      seed: result.seed, reproduce: commands.lines(for: finding, scenario: scenario.name, path: path),
      profileConditions: finding.profileConditions(scenario))
    return (report?.render() ?? "✗ \(finding.property): \(finding.violation.message)\n") + finding.consequencesText
  }

  /// The acknowledged properties that broke, each with its count and its reason.
  static func acknowledgedText(_ acknowledged: [AcknowledgedCount], sequences: Int) -> String {
    guard !acknowledged.isEmpty else { return "" }
    var lines = ["Acknowledged (checked, but they fail nothing):"]
    for entry in acknowledged {
      lines += wrap(
        "\(entry.property) broke in \(entry.sequences) of \(sequences) sequences — because: \(entry.because)",
        indent: "  ")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Finding {
  /// The findings that are consequences of this one, as a report lists them after it.
  public var consequencesText: String {
    guard !consequences.isEmpty else { return "" }
    var lines = ["", "The same bug also breaks (its consequences, each found on its own):"]
    for consequence in consequences {
      lines += wrap("\(consequence.property): \(consequence.violation.message)", indent: "  ")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
