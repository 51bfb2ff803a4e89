import BridgeModel
import BridgeProperties
import Foundation

/// `--html DIR`: one self-contained page per finding and an index. No external asset and no
/// script: the styles are inline, the timeline is SVG, and a mark's text is its `<title>`
/// and a row of the events table under the picture. The markup is also well-formed XML
/// (every element closed), so tests read it with an XML parser.
enum HTMLReport {
  /// The pages by file name, index first.
  static func pages(_ document: CampaignDocument) -> [(name: String, html: String)] {
    [("index.html", index(document))]
      + document.items.indices.map { (fileName(document.items[$0], index: $0), page(document.items[$0], index: $0)) }
  }

  /// `finding-01-nav-detail-unguarded.html`: stable for a campaign's order, safe on any file system.
  static func fileName(_ item: CampaignDocument.Item, index: Int) -> String {
    var slug = ""
    for character in item.finding.scenario.lowercased() {
      slug.append(character.isASCII && (character.isLetter || character.isNumber) ? character : "-")
    }
    let number = index + 1 < 10 ? "0\(index + 1)" : "\(index + 1)"
    return "finding-\(number)-\(slug).html"
  }

  /// Writes every page under `directory` (created if missing), each atomically.
  static func write(_ document: CampaignDocument, to directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, html) in pages(document) {
      try Data(html.utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name), options: .atomic)
    }
  }

  // MARK: Pages

  static func index(_ document: CampaignDocument) -> String {
    let verdict =
      document.items.isEmpty
      ? "every property held"
      : "\(document.items.count) \(document.items.count == 1 ? "finding" : "findings") (\(document.newCount) new)"
    var body = "<h1>BridgeCheck campaign: \(escape(verdict))</h1>\n"
    let shard =
      document.options.shard.count > 1 ? ", shard \(document.options.shard.index)/\(document.options.shard.count)" : ""
    body +=
      "<p class=\"meta\">\(document.summaries.count) scenarios, \(CampaignDocument.grouped(document.sequences)) sequences in \(document.rounds) round\(document.rounds == 1 ? "" : "s"), seed \(document.options.seed)\(shard), \(document.options.jobs) job\(document.options.jobs == 1 ? "" : "s"), \(String(format: "%.1f", BenchCommand.seconds(document.elapsed))) s\(document.interrupted ? ", interrupted" : "")</p>\n"
    body +=
      "<table class=\"summary\">\n<thead><tr><th></th><th>scenario</th><th>sequences</th><th>steps</th><th>findings</th></tr></thead>\n<tbody>\n"
    for summary in document.summaries {
      let links = document.items.indices.filter { document.items[$0].finding.scenario == summary.name }.map { index in
        let item = document.items[index]
        return "<a href=\"\(fileName(item, index: index))\">\(escape(item.finding.key.property.rawValue))</a> "
          + "<span class=\"status\">\(item.finding.known ? "known" : "new")</span>"
      }
      body +=
        "<tr class=\"\(links.isEmpty ? "held" : "broke")\"><td>\(links.isEmpty ? "✓" : "✗")</td><td><code>\(escape(summary.name))</code></td>"
        + "<td class=\"number\">\(CampaignDocument.grouped(summary.sequences))</td><td class=\"number\">\(CampaignDocument.grouped(summary.steps))</td>"
        + "<td>\(links.isEmpty ? "–" : links.joined(separator: "<br/>"))</td></tr>\n"
    }
    body += "</tbody>\n</table>\n"
    return html(title: "BridgeCheck campaign", body: body)
  }

  /// A finding's page; `standalone`: no link back to an index.
  static func page(_ item: CampaignDocument.Item, index: Int, standalone: Bool = false) -> String {
    var body = standalone ? "" : "<p class=\"back\"><a href=\"index.html\">← all findings</a></p>\n"
    body += "<h1>✗ \(escape(item.finding.key.property.rawValue))</h1>\n"
    body += "<p class=\"claim\">\(escape(item.info.claim))</p>\n"
    body +=
      "<p class=\"meta\">in <code>\(escape(item.finding.scenario))</code> · \(item.finding.known ? "known" : "new") · first found by sequence \(item.finding.sequence)"
      + " · signature <code>\(escape(item.finding.key.signature.traceText))</code></p>\n"
    body += "<div class=\"columns\">\n<div class=\"main\">\n"
    body += "<p class=\"message\">\(escape(item.message))</p>\n"
    body += "<h2>Minimal steps (\(item.steps.count))</h2>\n<ol class=\"steps\">\n"
    if item.steps.isEmpty { body += "<li class=\"none\">none: it breaks during the first render</li>\n" }
    for (offset, step) in item.steps.enumerated() {
      let violating = offset + 1 == item.violatingStep
      body +=
        "<li\(violating ? " class=\"violating\"" : "")><code>\(escape(step))</code>"
        + (violating
          ? " <strong>← \(item.isProcess ? (item.finding.key.property == ProcessProperties.hang.id ? "never returned" : "trapped here") : "violated here")</strong>"
          : "") + "</li>\n"
    }
    body += "</ol>\n"
    body += "<h2>Timeline</h2>\n" + svg(item.timeline) + "\n"
    body += events(item.timeline)
    body += "</div>\n<aside>\n"
    body += "<h2>Claim</h2>\n<p>\(escape(item.info.claim))</p>\n"
    body += "<h2>What a user sees</h2>\n<p>\(escape(item.info.symptom))</p>\n"
    body += "<h2>What to change</h2>\n<p>\(escape(item.info.fix))</p>\n"
    body += "<h2>Reproduce</h2>\n<pre>\(escape(item.reproduce.joined(separator: "\n")))</pre>\n"
    body += "</aside>\n</div>\n"
    body += "<h2>Report</h2>\n<pre class=\"report\">\(escape(item.text))</pre>\n"
    body += "<h2>Trace file</h2>\n<pre class=\"trace\">\(escape(item.finding.trace.text))</pre>\n"
    return html(title: "\(item.finding.key.property) in \(item.finding.scenario)", body: body)
  }

  // MARK: The timeline

  static let labelWidth = 250
  static let column = 22
  static let laneHeight = 30
  static let header = 40

  /// The columns of the marks: the marks in order, a step's marks side by side, a gap between steps.
  static func columns(_ timeline: Timeline) -> [Int] {
    var columns: [Int] = []
    var next = 0
    var previousStep: Int?
    for mark in timeline.marks {
      if let previousStep, previousStep != mark.step { next += 1 }
      columns.append(next)
      next += 1
      previousStep = mark.step
    }
    return columns
  }

  /// The trace as SVG: a lane per actor (rows), a band per step (columns), a numbered mark per
  /// event; the violating one red. It is as wide as its marks up to the page's width, and
  /// scales down beyond that.
  static func svg(_ timeline: Timeline) -> String {
    let columns = columns(timeline)
    let count = (columns.last ?? 0) + 1
    let settleColumn = timeline.brokeAtSettle ? 1 : 0
    let width = labelWidth + (count + settleColumn) * column + 16
    let height = header + timeline.lanes.count * laneHeight + 8
    func x(_ column: Int) -> Int { labelWidth + column * Self.column + Self.column / 2 }
    func y(_ lane: Int) -> Int { header + lane * laneHeight + laneHeight / 2 }
    var svg =
      "<svg class=\"timeline\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"timeline of the minimal steps\">\n"
    // Step bands.
    var step = 0
    while step <= timeline.steps.count {
      let indices = timeline.marks.indices.filter { timeline.marks[$0].step == step }
      if let first = indices.first, let last = indices.last {
        let left = labelWidth + columns[first] * column
        var right = labelWidth + (columns[last] + 1) * column
        if step == timeline.violatingStep && timeline.brokeAtSettle { right += column }
        let violating = step == timeline.violatingStep
        let label = step == 0 ? "render" : "step \(step)"
        svg +=
          "<g class=\"band\(violating ? " violating-step" : "")\" data-step=\"\(step)\"><rect x=\"\(left)\" y=\"4\" width=\"\(right - left)\" height=\"\(height - 8)\" rx=\"4\"/>"
          + "<text x=\"\(left + 4)\" y=\"20\">\(escape(label))</text></g>\n"
      }
      step += 1
    }
    // Lanes.
    for (index, lane) in timeline.lanes.enumerated() {
      svg +=
        "<g class=\"lane lane-\(kindName(lane.kind))\"><line x1=\"\(labelWidth)\" y1=\"\(y(index))\" x2=\"\(width - 8)\" y2=\"\(y(index))\"/>"
        + "<text x=\"8\" y=\"\(y(index) + 4)\">\(escape(truncated(lane.name, 36)))</text></g>\n"
    }
    // Marks.
    for (index, mark) in timeline.marks.enumerated() {
      let cx = x(columns[index])
      let cy = y(mark.lane)
      let title = "\(index + 1). [\(mark.phase)] \(mark.text)"
      let shape =
        mark.isAction
        ? "<rect x=\"\(cx - 6)\" y=\"\(cy - 6)\" width=\"12\" height=\"12\" transform=\"rotate(45 \(cx) \(cy))\"/>"
        : "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(mark.violating ? 8 : 5)\"/>"
      svg +=
        "<g class=\"mark\(mark.isAction ? " action" : "")\(mark.violating ? " violating" : "")\" data-event=\"\(index + 1)\"><title>\(escape(title))</title>\(shape)"
        + "<text x=\"\(cx)\" y=\"\(cy - 10)\">\(index + 1)</text></g>\n"
    }
    if timeline.brokeAtSettle,
      let last = timeline.marks.indices.last(where: { timeline.marks[$0].step == timeline.violatingStep })
    {
      let cx = x(columns[last] + 1)
      svg +=
        "<g class=\"mark violating settle\" data-event=\"settle\"><title>the property's look at the settled world, after the step's events</title>"
        + "<line x1=\"\(cx)\" y1=\"\(header)\" x2=\"\(cx)\" y2=\"\(height - 8)\"/><text x=\"\(cx)\" y=\"\(header - 4)\">settled</text></g>\n"
    }
    svg += "</svg>"
    return svg
  }

  /// Every event of the timeline as a table row, numbered as its mark.
  static func events(_ timeline: Timeline) -> String {
    var html =
      "<table class=\"events\">\n<thead><tr><th>#</th><th>step</th><th>actor</th><th>phase</th><th>event</th></tr></thead>\n<tbody>\n"
    for (index, mark) in timeline.marks.enumerated() {
      html +=
        "<tr\(mark.violating ? " class=\"violating\"" : "") data-event=\"\(index + 1)\"><td class=\"number\">\(index + 1)</td>"
        + "<td>\(mark.step == 0 ? "render" : String(mark.step))</td><td>\(breakable(timeline.lanes[mark.lane].name))</td>"
        + "<td>\(escape(mark.phase))</td><td>\(breakable(mark.text))\(mark.violating ? " <strong>← violating</strong>" : "")</td></tr>\n"
    }
    if timeline.brokeAtSettle {
      html +=
        "<tr class=\"violating\" data-event=\"settle\"><td></td><td>\(timeline.violatingStep == 0 ? "render" : String(timeline.violatingStep))</td>"
        + "<td>the property</td><td>settled</td><td>found when the world settled after the step <strong>← violating</strong></td></tr>\n"
    }
    html += "</tbody>\n</table>\n"
    return html
  }

  /// A type name that may wrap after each `<` (`UIHostingController<Screen<Field>>`), not inside a word.
  static func breakable(_ name: String) -> String { escape(name).replacingOccurrences(of: "&lt;", with: "&lt;<wbr/>") }

  static func kindName(_ kind: Timeline.LaneKind) -> String {
    switch kind {
    case .user: "user"
    case .swiftUI: "swiftui"
    case .bridge: "bridge"
    case .uikit: "uikit"
    case .runtime: "runtime"
    }
  }

  static func truncated(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  // MARK: Markup

  static func html(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>\(escape(title))</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }

  static let style = """
    body { font: 14px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #1d1d1f; margin: 24px auto; max-width: 1200px; padding: 0 16px; }
    h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 15px; margin: 18px 0 6px; }
    code, pre { font: 12.5px/1.4 "SF Mono", "DejaVu Sans Mono", monospace; }
    pre { background: #f5f5f7; padding: 10px; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
    .claim { font-size: 16px; margin: 0 0 4px; } .meta { color: #6e6e73; margin: 0 0 12px; } .message { font-weight: 600; }
    .columns { display: flex; gap: 24px; align-items: flex-start; } .main { flex: 1 1 auto; min-width: 0; }
    aside { flex: 0 0 300px; background: #fbfbfd; border: 1px solid #e5e5ea; border-radius: 8px; padding: 4px 14px; }
    ol.steps li.violating { color: #c4001a; } table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid #e5e5ea; vertical-align: top; overflow-wrap: break-word; }
    table.events { table-layout: fixed; } table.events td { overflow-wrap: anywhere; }
    table.events th:nth-child(1) { width: 32px; } table.events th:nth-child(2) { width: 52px; }
    table.events th:nth-child(3) { width: 190px; } table.events th:nth-child(4) { width: 110px; }
    td.number { text-align: right; font-variant-numeric: tabular-nums; } tr.violating td { background: #ffecee; color: #c4001a; }
    tr.broke td:first-child { color: #c4001a; } tr.held td:first-child { color: #1a7f37; } .status { color: #6e6e73; }
    svg.timeline { max-width: 100%; height: auto; display: block; margin: 4px 0 12px; font-family: "DejaVu Sans", sans-serif; }
    .band rect { fill: #f5f5f7; } .band.violating-step rect { fill: #fff1f2; } .band text { font-size: 11px; fill: #6e6e73; }
    .lane line { stroke: #d2d2d7; } .lane text { font-size: 12px; fill: #1d1d1f; }
    .mark circle, .mark rect { fill: #0071e3; } .mark text { font-size: 9px; fill: #6e6e73; text-anchor: middle; }
    .mark.action rect { fill: #1d1d1f; } .mark.violating circle, .mark.violating rect { fill: #e30022; stroke: #ffb3bd; stroke-width: 4; }
    .mark.violating text { fill: #c4001a; font-weight: bold; } .mark.settle line { stroke: #e30022; stroke-width: 2; stroke-dasharray: 4 3; }
    @media (max-width: 900px) { .columns { flex-direction: column; } aside { flex: none; width: auto; } }
    """

  /// Text as HTML (and SVG) character data or an attribute value.
  static func escape(_ text: String) -> String { CampaignDocument.xml(text) }
}

/// The HTML page of one finding, outside a campaign (BridgeCheckTesting attaches it to a
/// failing test).
public enum FindingPage {
  /// The page of the violation `trace` records (its property and signature), or nil when the
  /// trace names none or no longer shows it.
  @MainActor
  public static func html(scenario: Scenario, trace: Trace, sequence: Int, reproduce: [String]) -> String? {
    guard let key = trace.finding else { return nil }
    let finding = CampaignFinding(scenario: scenario.name, key: key, trace: trace, sequence: sequence, count: 1)
    guard
      let item = CampaignDocument.item(finding, scenario: scenario, options: CampaignOptions(), program: "bridgecheck")
    else { return nil }
    return HTMLReport.page(item, index: 0, standalone: true)
  }
}
