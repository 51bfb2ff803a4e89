import BridgeModel
import BridgeProperties
import Foundation

/// A campaign as its CI reports show it (JUnit, Markdown, HTML, GitHub annotations): the
/// summary of each scenario, and each finding with its full report and its timeline.
struct CampaignDocument {
  /// One finding, with what every report format needs of it.
  struct Item {
    let finding: CampaignFinding
    let scenario: Scenario
    let info: PropertyInfo
    /// The report a terminal shows (`✗ property`, claim, steps, why, what to change…).
    let text: String
    /// What happened, in a sentence or two, with names.
    let message: String
    /// The step that broke it, from 1 (0: the first render, or while the app was set up).
    let violatingStep: Int
    /// The "Why" lines: the events of the violating turn (none for a trap or a hang).
    let why: [String]
    /// The commands that reproduce it, most direct first.
    let reproduce: [String]
    let timeline: Timeline

    var steps: [String] { finding.trace.steps.map(\.text) }
    /// `nav/detail-unguarded: navigation.no-double-push`: a finding's name in a list.
    var title: String { "\(finding.scenario): \(finding.key.property)" }
    var isProcess: Bool { ProcessProperties.all.contains { $0.id == finding.key.property } }
  }

  let items: [Item]
  let summaries: [CampaignScenarioSummary]
  let scenarios: [Scenario]
  let options: CampaignOptions
  let rounds: Int
  let interrupted: Bool
  let elapsed: Duration

  var sequences: Int { summaries.reduce(0) { $0 + $1.sequences } }
  var newCount: Int { items.filter { !$0.finding.known }.count }

  /// The findings of one scenario, in the campaign's order.
  func items(of scenario: String) -> [Item] { items.filter { $0.finding.scenario == scenario } }

  /// Builds the reports of a campaign's findings: each in-process finding replayed with a
  /// recording world (the run stops at its violation, as every worker's run of it did); a trap
  /// or a hang replayed up to the step before it, which ran to its end in the worker that
  /// recorded it, so the parent never runs the step that kills.
  @MainActor
  init(campaign: Campaign, options: CampaignOptions, elapsed: Duration, program: String) {
    let scenarios = campaign.scenarios
    items = campaign.findings.compactMap { finding in
      guard let scenario = scenarios.first(where: { $0.name == finding.scenario }) else { return nil }
      return Self.item(finding, scenario: scenario, options: options, program: program)
    }
    summaries = campaign.summaries
    self.scenarios = scenarios
    self.options = options
    rounds = campaign.rounds
    interrupted = campaign.interrupted
    self.elapsed = elapsed
  }

  /// The commands that reproduce a finding: its trace if saved, then the campaign that finds it again.
  static func reproduce(_ finding: CampaignFinding, options: CampaignOptions, program: String) -> [String] {
    var lines: [String] = []
    if let path = finding.path, !path.isEmpty { lines.append("\(program) replay \(path)") }
    var campaign =
      "\(program) campaign --scenario \(finding.scenario) --seed \(options.seed) --sequences \(finding.sequence + 1)"
    if options.shard.count > 1 { campaign += " --shard \(options.shard.index)/\(options.shard.count)" }
    if options.maxSteps != CampaignOptions().maxSteps { campaign += " --max-steps \(options.maxSteps)" }
    lines.append(campaign)
    return lines
  }

  @MainActor
  static func item(_ finding: CampaignFinding, scenario: Scenario, options: CampaignOptions, program: String)
    -> Item?
  {
    guard let info = Properties.info(finding.key.property) else { return nil }
    let trace = finding.trace
    let reproduce = reproduce(finding, options: options, program: program)
    let execution = Execution(scenario, profile: trace.profile)
    if ProcessProperties.all.contains(where: { $0.id == finding.key.property }) {
      let failed = trace.steps.count
      let prefix = execution.replay(Array(trace.steps.dropLast()), recording: true)
      let report = ProcessReport(
        info: info, scenario: scenario.name, steps: trace.steps, failedStep: failed, signature: finding.key.signature,
        detail: finding.detail, reproduce: reproduce, seed: trace.seed)
      let hang = finding.key.property == ProcessProperties.hang.id
      let message =
        hang
        ? "Step \(failed) did not return: the process was stopped from outside."
        : "Step \(failed) trapped: \(finding.detail.isEmpty ? finding.key.signature.kind : finding.detail)"
      let timeline = Timeline(
        steps: trace.steps, world: prefix.world, violation: nil,
        ending: (
          hang ? "the step never returns: the process is stopped" : "the process traps: \(finding.detail)", failed
        ))
      return Item(
        finding: finding, scenario: scenario, info: info, text: report.render(), message: message,
        violatingStep: failed, why: [], reproduce: reproduce, timeline: timeline)
    }
    let result = execution.replay(trace.steps, until: finding.key, recording: true)
    let violation = result.violations.first { $0.key == finding.key } ?? result.violation
    guard let violation, result.world.log != nil else { return nil }
    // The report replays the steps itself and keeps the violating turn's lines (its "Why").
    let report = Report.make(
      scenario: scenario, steps: result.actions, finding: finding.key, profile: trace.profile, isCertified: true,
      seed: trace.seed, reproduce: reproduce)
    let why = report?.why ?? []
    return Item(
      finding: finding, scenario: scenario, info: info, text: report?.render() ?? "✗ \(info.id)\n",
      message: violation.message,
      violatingStep: Int(violation.step), why: why, reproduce: reproduce,
      timeline: Timeline(steps: result.actions, world: result.world, violation: violation))
  }
}

// MARK: GitHub annotations

extension CampaignDocument {
  /// `::error file=…,line=…,title=…::message` per finding, at the scenario's declaration: GitHub
  /// Actions shows each on the file in a pull request and in the run's summary. Paths are
  /// made relative to `root` (the checkout: GITHUB_WORKSPACE, else the working directory).
  func githubAnnotations(root: String) -> String {
    items.map { item in
      let site = item.scenario.declaration
      let steps = item.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
      let message =
        "\(item.info.claim)\n\(item.message)\n\nMinimal steps:\n\(steps.isEmpty ? "(none: the first render)" : steps)"
        + "\n\nReproduce: \(item.reproduce[0])"
      let title = "\(item.finding.key.property) in \(item.finding.scenario)"
      return "::error file=\(Self.escapeProperty(site.path(under: root))),line=\(site.line),"
        + "title=\(Self.escapeProperty(title))::\(Self.escapeData(message))\n"
    }.joined()
  }

  /// A workflow command's message: `%`, CR and LF escaped (GitHub's toolkit `escapeData`).
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: as a message, and `:` and `,` too (`escapeProperty`).
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}

// MARK: JUnit

extension CampaignDocument {
  /// JUnit XML as CI systems read it (Jenkins, GitLab, GitHub's test-report actions), valid
  /// against the xunit2 schema they share: a `<testsuite>` per scenario, with a `<testcase>`
  /// for the scenario (failing when it has a finding) and one per finding, whose `<failure>`
  /// holds the full report. That schema allows no `<properties>` inside a `<testcase>` (pytest's
  /// `record_property` breaks it for that reason), so a finding's trace file is a `trace`
  /// property of its scenario's suite, one per finding in the order of their test cases, and
  /// `[[ATTACHMENT|path]]` in the finding's `<system-out>` (Jenkins' attachments convention).
  func junit() -> String {
    let failures = summaries.filter { !items(of: $0.name).isEmpty }.count + items.count
    let tests = summaries.count + items.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"bridgecheck campaign\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"\(Self.seconds(elapsed))\">\n"
    let shard = "\(options.shard.index)/\(options.shard.count)"
    let campaign = [
      ("seed", "\(options.seed)"), ("shard", shard), ("jobs", "\(options.jobs)"), ("rounds", "\(rounds)"),
      ("interrupted", "\(interrupted)"),
    ]
    for summary in summaries {
      let found = items(of: summary.name)
      let className = Self.xml(Self.className(summary.name))
      xml +=
        "  <testsuite name=\"\(Self.xml(summary.name))\" tests=\"\(1 + found.count)\" failures=\"\(found.isEmpty ? 0 : 1 + found.count)\" errors=\"0\" skipped=\"0\" time=\"\(Self.seconds(summary.time))\">\n"
      xml += "    <properties>\n"
      let traces = found.compactMap { item in item.finding.path.flatMap { $0.isEmpty ? nil : ("trace", $0) } }
      for (name, value) in campaign + [("sequences", "\(summary.sequences)"), ("steps", "\(summary.steps)")] + traces {
        xml += "      <property name=\"\(name)\" value=\"\(Self.xml(value))\"/>\n"
      }
      xml += "    </properties>\n"
      let open =
        "    <testcase classname=\"\(className)\" name=\"\(Self.xml(summary.name))\" time=\"\(Self.seconds(summary.time))\">\n"
      let held = "\(summary.sequences) sequences, \(summary.steps) steps"
      if found.isEmpty {
        xml +=
          open + "      <system-out>\(Self.xml("every property held over \(held)"))</system-out>\n    </testcase>\n"
      } else {
        let list = found.map { "\($0.finding.key.property) (\($0.finding.known ? "known" : "new"))" }
        let count = found.count == 1 ? "1 finding" : "\(found.count) findings"
        xml += open
        xml +=
          "      <failure message=\"\(Self.xml("\(count) over \(held): " + list.joined(separator: ", ")))\" type=\"bridgecheck.findings\"/>\n"
        xml += "    </testcase>\n"
      }
      for item in found {
        let name = "\(summary.name): \(item.finding.key.property) (\(item.finding.key.signature.traceText))"
        xml += "    <testcase classname=\"\(className)\" name=\"\(Self.xml(name))\" time=\"0\">\n"
        xml +=
          "      <failure message=\"\(Self.xml(item.info.claim))\" type=\"\(Self.xml(item.finding.key.property.rawValue))\">"
          + Self.xml(item.text) + "</failure>\n"
        var out = "\(item.finding.known ? "known" : "new"), first found by sequence \(item.finding.sequence)"
        if let path = item.finding.path, !path.isEmpty { out += "\n[[ATTACHMENT|\(path)]]" }
        xml += "      <system-out>\(Self.xml(out))</system-out>\n"
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  /// `nav/detail-unguarded` → `bridgecheck.nav`: CI systems group test cases by class.
  static func className(_ scenario: String) -> String {
    let group = scenario.split(separator: "/").dropLast().joined(separator: ".")
    return group.isEmpty ? "bridgecheck" : "bridgecheck." + group
  }

  static func seconds(_ duration: Duration) -> String { String(format: "%.3f", BenchCommand.seconds(duration)) }

  /// Text as XML character data or an attribute value: markup escaped, and characters XML 1.0
  /// cannot carry (control characters other than tab and newline) dropped.
  static func xml(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case "\r": out += "&#13;"
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

// MARK: Markdown

extension CampaignDocument {
  /// A summary for a pull-request comment or a CI step summary (`GITHUB_STEP_SUMMARY`): a
  /// table of scenarios, then each finding with its steps, the commands that reproduce it,
  /// and its events and trace folded away.
  func markdown() -> String {
    var lines: [String] = []
    let verdict =
      items.isEmpty
      ? "every property held"
      : "\(items.count) \(items.count == 1 ? "finding" : "findings") (\(newCount) new)"
    lines.append("## BridgeCheck campaign: \(verdict)")
    lines.append("")
    let shard = options.shard.count > 1 ? " · shard \(options.shard.index)/\(options.shard.count)" : ""
    let stopped = interrupted ? " · interrupted" : ""
    lines.append(
      "\(summaries.count) scenarios · \(Self.grouped(sequences)) sequences in \(rounds) round\(rounds == 1 ? "" : "s") · seed \(options.seed)"
        + "\(shard) · \(options.jobs) job\(options.jobs == 1 ? "" : "s") · \(String(format: "%.1f", BenchCommand.seconds(elapsed))) s\(stopped)"
    )
    lines.append("")
    lines.append("| | scenario | sequences | steps | findings |")
    lines.append("|---|---|--:|--:|---|")
    for summary in summaries {
      let list = items.indices.filter { items[$0].finding.scenario == summary.name }.map { index -> String in
        let item = items[index]
        return "[`\(item.finding.key.property)`](#finding-\(index + 1))" + (item.finding.known ? " (known)" : " (new)")
      }
      lines.append(
        "| \(list.isEmpty ? "✅" : "❌") | `\(summary.name)` | \(Self.grouped(summary.sequences)) | "
          + "\(Self.grouped(summary.steps)) | \(list.isEmpty ? "–" : list.joined(separator: "<br>")) |")
    }
    for (index, item) in items.enumerated() {
      lines.append("")
      lines.append("<a id=\"finding-\(index + 1)\"></a>")
      lines.append("")
      lines.append("### ❌ \(index + 1). `\(item.finding.key.property)` in `\(item.finding.scenario)`")
      lines.append("")
      lines.append(
        "\(item.finding.known ? "Known (the corpus had it)" : "New"); the first of \(item.finding.count) "
          + "\(item.finding.count == 1 ? "sequence" : "sequences") that broke it was sequence \(item.finding.sequence)."
      )
      lines.append("")
      lines.append("> \(item.info.claim)")
      lines.append("")
      lines.append(Self.markdownText(item.message))
      lines.append("")
      lines.append("Minimal steps:")
      lines.append("")
      if item.steps.isEmpty { lines.append("*(none: it breaks during the first render)*") }
      for (index, step) in item.steps.enumerated() {
        let hang = item.finding.key.property == ProcessProperties.hang.id
        let mark = item.isProcess ? (hang ? "← never returned" : "← trapped here") : "← violated here"
        lines.append("\(index + 1). `\(step)`" + (index + 1 == item.violatingStep ? " **\(mark)**" : ""))
      }
      lines.append("")
      lines.append("**What to change:** \(Self.markdownText(item.info.fix))")
      lines.append("")
      lines.append("Reproduce:")
      lines.append("")
      lines.append("```sh")
      lines += item.reproduce
      lines.append("```")
      if !item.why.isEmpty {
        lines.append("")
        lines.append("<details><summary>Why: the events of step \(item.violatingStep)</summary>")
        lines.append("")
        lines.append("```text")
        lines += item.why
        lines.append("```")
        lines.append("")
        lines.append("</details>")
      }
      lines.append("")
      lines.append(
        "<details><summary>Trace file\(item.finding.path.map { $0.isEmpty ? "" : " `\($0)`" } ?? "")</summary>")
      lines.append("")
      lines.append("```text")
      lines.append(item.finding.trace.text.trimmingCharacters(in: .newlines))
      lines.append("```")
      lines.append("")
      lines.append("</details>")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Prose with Markdown's own characters that could start markup (`*`, `_`, `<`, `|`) escaped.
  static func markdownText(_ text: String) -> String {
    var out = ""
    for character in text {
      if "\\*_<>|[]".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }

  /// `12,345`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }
}
