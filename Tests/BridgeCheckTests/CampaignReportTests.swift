import BridgeCatalog
import BridgeModel
import BridgeProperties
import Foundation
import Testing

@testable import BridgeCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One campaign with every report, run once for the suite: a finding in the process
/// (a write during update), a trap with what its steps broke before it, and a scenario that
/// holds. Paths under the temporary directory are written `DIR` in what the tests compare.
@MainActor
enum ReportRun {
  struct Output {
    let code: Int32
    let out: String
    let directory: String
    func read(_ name: String) -> String {
      ((try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? "")
        .replacingOccurrences(of: directory, with: "DIR")
    }
  }

  static let scenarios = [
    "text-field/selection-writer", "static-label/no-coordinator", "crash/force-unwrap-in-coordinator",
  ]
  private static var cached: Output?

  static var output: Output {
    if let cached { return cached }
    let directory = temporaryDirectory()
    let result = runWithWorkers(
      ["campaign", "--seed", "7", "--sequences", "64", "--jobs", "1", "--hang-timeout", "2", "--github"]
        + scenarios.flatMap { ["--scenario", $0] }
        + [
          "--corpus", directory + "/corpus", "--junit", directory + "/junit.xml", "--markdown",
          directory + "/summary.md",
          "--html", directory + "/html",
        ])
    let output = Output(code: result.code, out: result.out, directory: directory)
    cached = output
    return output
  }
}

/// An XML document read into elements, to check reports with a real parser.
final class XMLTree: NSObject, XMLParserDelegate {
  final class Element {
    let name: String
    let attributes: [String: String]
    var children: [Element] = []
    var text = ""
    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    /// Every element below this one (itself included) named `name`, in document order.
    func all(_ name: String) -> [Element] {
      (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }

    func classes() -> [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    /// All the text inside it.
    var allText: String { text + children.map(\.allText).joined() }
  }

  private var stack: [Element] = []
  private(set) var root: Element?
  private(set) var error: String?

  /// Parses `text`; nil with `error` set when it is not well-formed.
  static func parse(_ text: String) -> (root: Element?, error: String?) {
    let tree = XMLTree()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = tree
    let ok = parser.parse()
    return (ok ? tree.root : nil, ok ? nil : "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")")
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let element = Element(name: elementName, attributes: attributes)
    stack.last?.children.append(element)
    if stack.isEmpty { root = element }
    stack.append(element)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
}

@MainActor
@Suite("Campaign reports: JUnit, Markdown, HTML, GitHub annotations, the status line (issue 10 §2)", .serialized)
struct CampaignReportTests {
  @Test("The campaign of the reports finds what its scenarios break, and exits 1")
  func campaignFinds() {
    let output = ReportRun.output
    #expect(output.code == 1)
    for expected in [
      "text-field/selection-writer representable.no-state-write-during-update",
      "crash/force-unwrap-in-coordinator coordinators.no-leaked-children",
      "crash/force-unwrap-in-coordinator process.crash",
    ] {
      #expect(output.out.contains("✗ \(expected.replacingOccurrences(of: " ", with: ": "))"), "\(expected)")
    }
  }

  /// The xunit2 schema CI systems read (Jenkins' JUnit schema, which pytest's `xunit2` family
  /// follows): per element, the attributes it may have and the children it may have, in order
  /// (`?` at most one, `*` any number). A `<testcase>` has no `<properties>` (pytest moved its
  /// properties to the suite for that reason: `record_testsuite_property`, pytest 4.5).
  static let schema: [String: (attributes: Set<String>, children: [(String, Character)])] = [
    "testsuites": (["name", "time", "tests", "failures", "disabled", "errors"], [("testsuite", "*")]),
    "testsuite": (
      ["name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package"],
      [("properties", "?"), ("testcase", "*"), ("system-out", "?"), ("system-err", "?")]
    ),
    "properties": ([], [("property", "*")]),
    "property": (["name", "value"], []),
    "testcase": (
      ["name", "assertions", "time", "classname", "status"],
      [("skipped", "?"), ("error", "*"), ("failure", "*"), ("system-out", "*"), ("system-err", "*")]
    ),
    "failure": (["message", "type"], []), "system-out": ([], []),
  ]

  /// Whether `element` and everything under it follows `schema`; the first breach if not.
  static func breach(_ element: XMLTree.Element) -> String? {
    guard let rule = schema[element.name] else { return "unknown element <\(element.name)>" }
    if let extra = element.attributes.keys.sorted().first(where: { !rule.attributes.contains($0) }) {
      return "<\(element.name)> has attribute \(extra)"
    }
    var position = 0
    var count = 0
    for child in element.children {
      while position < rule.children.count, rule.children[position].0 != child.name {
        position += 1
        count = 0
      }
      guard position < rule.children.count else { return "<\(child.name)> is not allowed there in <\(element.name)>" }
      count += 1
      if rule.children[position].1 == "?" && count > 1 { return "more than one <\(child.name)> in <\(element.name)>" }
      if let inner = breach(child) { return inner }
    }
    return nil
  }

  @Test("JUnit: well-formed, valid against the xunit2 schema, counts that add up, the report in each finding's failure")
  func junit() throws {
    let text = ReportRun.output.read("junit.xml")
    let parsed = XMLTree.parse(text)
    let root = try #require(parsed.root, "\(parsed.error ?? "")")
    #expect(Self.breach(root) == nil, "\(Self.breach(root) ?? "")")
    #expect(root.name == "testsuites")
    let suites = root.all("testsuite")
    let cases = root.all("testcase")
    let failures = root.all("failure")
    #expect(root.attributes["tests"] == String(cases.count))
    #expect(root.attributes["failures"] == String(failures.count))
    #expect(root.attributes["errors"] == "0")
    #expect(Double(root.attributes["time"] ?? "") != nil)
    // A suite per scenario; three scenarios and three findings.
    #expect(suites.compactMap { $0.attributes["name"] } == ReportRun.scenarios)
    for suite in suites {
      #expect(suite.attributes["tests"] == String(suite.all("testcase").count))
      #expect(suite.attributes["failures"] == String(suite.all("failure").count))
    }
    #expect(cases.count == 6)
    let held = try #require(cases.first { $0.attributes["name"] == "static-label/no-coordinator" })
    #expect(held.all("failure").isEmpty)
    #expect(held.all("system-out").first?.text.hasPrefix("every property held over 64 sequences") == true)
    #expect(held.attributes["classname"] == "bridgecheck.static-label")
    // Each finding's test case: the report in its failure, its trace file in its suite's
    // properties (in the order of the findings) and as a Jenkins attachment.
    for suite in suites {
      let findingCases = suite.all("testcase").filter { ($0.attributes["name"] ?? "").contains(": ") }
      let traces = suite.all("property").filter { $0.attributes["name"] == "trace" }.compactMap {
        $0.attributes["value"]
      }
      #expect(traces.count == findingCases.count)
      for (testCase, trace) in zip(findingCases, traces) {
        let failure = try #require(testCase.all("failure").first)
        let property = try #require(failure.attributes["type"])
        #expect(failure.text.hasPrefix("✗ \(property)\n"), "\(failure.text.prefix(80))")
        #expect(failure.text.contains("Minimal steps ("))
        #expect(failure.attributes["message"] == Properties.info(PropertyID(property))?.claim)
        #expect(trace.contains("/" + property + "."), "\(trace)")
        #expect(
          FileManager.default.fileExists(
            atPath: trace.replacingOccurrences(of: "DIR", with: ReportRun.output.directory))
        )
        #expect(testCase.all("system-out").first?.text.hasSuffix("[[ATTACHMENT|\(trace)]]") == true)
      }
    }
    #expect(cases.filter { ($0.attributes["name"] ?? "").contains(": ") }.count == 3)
    // The scenario with findings fails too, naming them.
    let crash = try #require(cases.first { $0.attributes["name"] == "crash/force-unwrap-in-coordinator" })
    #expect(
      crash.all("failure").first?.attributes["message"]
        == "2 findings over 2 sequences, 50 steps: coordinators.no-leaked-children (new), process.crash (new)")
  }

  @Test("The xunit2 check itself rejects a property inside a test case and an unknown attribute")
  func junitSchemaCheck() throws {
    let inside = try #require(
      XMLTree.parse(
        "<testsuites><testsuite name=\"a\" tests=\"1\"><testcase name=\"x\"><properties/></testcase></testsuite></testsuites>"
      ).root)
    #expect(Self.breach(inside) == "<properties> is not allowed there in <testcase>")
    let order = try #require(
      XMLTree.parse("<testsuites><testsuite><testcase/><properties/></testsuite></testsuites>").root)
    #expect(Self.breach(order) == "<properties> is not allowed there in <testsuite>")
    let attribute = try #require(XMLTree.parse("<testsuites><testsuite color=\"red\"/></testsuites>").root)
    #expect(Self.breach(attribute) == "<testsuite> has attribute color")
  }

  @Test("XML text: markup escaped, characters XML cannot carry dropped")
  func xmlEscaping() throws {
    #expect(CampaignDocument.xml("a<b>&\"c'\u{1}\u{7}\td\ne") == "a&lt;b&gt;&amp;&quot;c&apos;\td\ne")
    let parsed = XMLTree.parse(
      "<r a=\"\(CampaignDocument.xml("x\"<&\u{0}"))\">\(CampaignDocument.xml("<&>\u{1B}[K"))</r>")
    let root = try #require(parsed.root, "\(parsed.error ?? "")")
    #expect(root.attributes["a"] == "x\"<&")
    #expect(root.text == "<&>[K")
  }

  @Test("Markdown: the summary a pull request or GITHUB_STEP_SUMMARY shows, to the character (times aside)")
  func markdown() throws {
    let text = ReportRun.output.read("summary.md").replacingOccurrences(
      of: #"· [0-9]+\.[0-9] s"#, with: "· … s", options: .regularExpression)
    try expectGolden(text, "campaign.md")
  }

  @Test("GitHub annotations: an error at each finding's scenario declaration, escaped as workflow commands")
  func github() throws {
    let lines = ReportRun.output.out.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(lines.count == 3)
    let writer = try #require(lines.first)
    #expect(
      writer.hasPrefix(
        "::error file=Sources/BridgeCatalog/TextField.swift,line=\(try declarationLine("text-field/selection-writer")),"
          + "title=representable.no-state-write-during-update in text-field/selection-writer::"
          + "A representable never writes SwiftUI state while SwiftUI is updating it.%0Atext was written in"))
    #expect(!writer.contains("\n"))
    #expect(CampaignDocument.escapeData("50% done\r\nnext") == "50%25 done%0D%0Anext")
    #expect(CampaignDocument.escapeProperty("a: b, c%") == "a%3A b%2C c%25")
  }

  /// The line of `Scenario(…)` that declares `name` in its catalog file (or its helper's).
  func declarationLine(_ name: String) throws -> Int {
    try #require(Catalog.scenario(named: name)).declaration.line
  }

  @Test("A scenario records where it is declared: the file under the checkout, and its line")
  func declarationSite() throws {
    let scenario = try #require(Catalog.scenario(named: "text-field/selection-writer"))
    #expect(scenario.declaration.fileID == "BridgeCatalog/TextField.swift")
    #expect(scenario.declaration.path(under: repositoryRoot) == "Sources/BridgeCatalog/TextField.swift")
    #expect(scenario.declaration.path(under: repositoryRoot + "/") == "Sources/BridgeCatalog/TextField.swift")
    #expect(scenario.declaration.path(under: "/elsewhere") == scenario.declaration.filePath)
    let lines = try String(contentsOfFile: scenario.declaration.filePath, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[scenario.declaration.line - 1].contains("Scenario("))
  }

  // MARK: HTML

  func htmlPages() throws -> [(name: String, text: String)] {
    let directory = ReportRun.output.directory + "/html"
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    return names.map { ($0, (try? String(contentsOfFile: directory + "/" + $0, encoding: .utf8)) ?? "") }
  }

  @Test(
    "HTML: an index and a page per finding, each well-formed, with every step and event and the violating one marked")
  func htmlPagesHoldTheTrace() throws {
    let pages = try htmlPages()
    #expect(
      pages.map(\.name) == [
        "finding-01-text-field-selection-writer.html", "finding-02-crash-force-unwrap-in-coordinator.html",
        "finding-03-crash-force-unwrap-in-coordinator.html", "index.html",
      ])
    for page in pages {
      #expect(!page.text.contains("<script"), "\(page.name)")
      #expect(!page.text.contains("http://") || page.text.contains("http://www.w3.org/2000/svg"), "\(page.name)")
      let parsed = XMLTree.parse(page.text)
      let root = try #require(parsed.root, "\(page.name): \(parsed.error ?? "")")
      if page.name == "index.html" {
        let links = root.all("a").compactMap { $0.attributes["href"] }
        #expect(links == pages.map(\.name).filter { $0 != "index.html" })
        continue
      }
      let steps = root.all("ol").first { $0.classes().contains("steps") }?.all("li") ?? []
      let trace = try #require(
        root.all("pre").first { $0.classes().contains("trace") }.map { try TraceParser.parse($0.text, file: page.name) }
      )
      #expect(steps.map { $0.all("code").first?.text ?? "" } == trace.steps.map(\.text), "\(page.name)")
      #expect(steps.filter { $0.classes().contains("violating") }.count == 1, "\(page.name)")
      let svg = try #require(root.all("svg").first)
      let marks = svg.all("g").filter { $0.classes().contains("mark") }
      let rows = root.all("table").first { $0.classes().contains("events") }?.all("tbody").first?.all("tr") ?? []
      #expect(marks.count == rows.count, "\(page.name)")
      #expect(marks.filter { $0.classes().contains("violating") }.count == 1, "\(page.name)")
      #expect(rows.filter { $0.classes().contains("violating") }.count == 1, "\(page.name)")
      // A band per step (and the first render's).
      let bands = svg.all("g").filter { $0.classes().contains("band") }.compactMap { $0.attributes["data-step"] }
      #expect(bands == (0...trace.steps.count).map(String.init), "\(page.name)")
      // Every step is a mark in the user's lane, with its text.
      let actions = marks.filter { $0.classes().contains("action") }.map { $0.all("title").first?.text ?? "" }
      #expect(actions.count == trace.steps.count, "\(page.name)")
      for (action, step) in zip(actions, trace.steps) {
        #expect(action.hasSuffix("[action] \(step.text)"), "\(action)")
      }
    }
  }

  @Test("HTML: the page of a write during update, to the character")
  func htmlGolden() throws {
    let page = try #require(try htmlPages().first { $0.name.hasPrefix("finding-01") })
    try expectGolden(
      page.text.replacingOccurrences(of: ReportRun.output.directory, with: "DIR"), "finding-write-during-update.html")
  }

  @Test("HTML: the violating event of the timeline is the event the property saw")
  func violatingEvent() throws {
    let page = try #require(try htmlPages().first { $0.name.hasPrefix("finding-01") })
    let root = try #require(XMLTree.parse(page.text).root)
    let row = try #require(
      root.all("tr").first { $0.classes().contains("violating") && $0.attributes["data-event"] != nil })
    #expect(row.allText.contains("write text = \"a\" — DROPPED: SwiftUI is updating the view graph"))
  }

  @Test(
    "HTML in a real browser: every page renders headless to PNG, and nothing overflows 1280 px",
    .enabled(if: Chromium.path != nil || ProcessInfo.processInfo.environment["BRIDGECHECK_REQUIRE_CHROMIUM"] != nil))
  func htmlInChromium() throws {
    let chromium = try #require(Chromium.path, "BRIDGECHECK_REQUIRE_CHROMIUM is set, and no Chromium is on PATH")
    let directory = ReportRun.output.directory + "/html"
    let screenshots = ReportRun.output.directory + "/png"
    try FileManager.default.createDirectory(atPath: screenshots, withIntermediateDirectories: true)
    for page in try htmlPages() {
      // The page has no script; a copy gets one that writes the page's width into its DOM.
      let probe = directory + "/probe-" + page.name
      try Data(
        page.text.replacingOccurrences(
          of: "</body>",
          with:
            "<script>document.body.setAttribute('data-scroll-width', document.documentElement.scrollWidth);</script></body>"
        ).utf8
      ).write(to: URL(fileURLWithPath: probe))
      defer { try? FileManager.default.removeItem(atPath: probe) }
      let dom = try Chromium.run(chromium, ["--window-size=1280,900", "--dump-dom", probe])
      let width = try #require(
        dom.range(of: #"data-scroll-width="[0-9]+""#, options: .regularExpression).map {
          Int(dom[$0].dropFirst(19).dropLast()) ?? 0
        }, "\(page.name): \(dom.prefix(300))")
      #expect(width > 0 && width <= 1280, "\(page.name) is \(width) px wide at 1280 px")
      let png = screenshots + "/" + page.name + ".png"
      _ = try Chromium.run(
        chromium, ["--window-size=1280,1000", "--hide-scrollbars", "--screenshot=\(png)", directory + "/" + page.name])
      let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
      #expect(
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 10_000, "\(page.name): \(bytes.count) bytes")
    }
  }

  // MARK: The status line

  func progress(_ seconds: Int, _ sequences: Int, activity: String? = nil) -> CampaignProgress {
    CampaignProgress(
      elapsed: .seconds(seconds), sequences: sequences, findings: 1, round: 2, jobs: [.fuzzing, .shrinking, .idle],
      replaced: 1, activity: activity)
  }

  @Test("The status line: time, sequences and their rate, findings, round, what each job does")
  func statusText() {
    #expect(
      ProgressLine.text(progress(4, 12_345))
        == "4.0 s · 12,345 sequences, 3,086/s · 1 finding · round 2 · jobs: 1 fuzzing, 1 shrinking, 1 idle · 1 replaced"
    )
    var quiet = progress(0, 0, activity: "recreating and shrinking a trap of x")
    quiet.replaced = 0
    quiet.findings = 0
    quiet.jobs = [.idle]
    #expect(
      ProgressLine.text(quiet)
        == "0.0 s · 0 sequences, 0/s · 0 findings · round 2 · jobs: 1 idle · recreating and shrinking a trap of x")
  }

  @Test("The status line: only on a terminal, not with --json, TERM=dumb or NO_COLOR")
  func statusEnabled() {
    #expect(ProgressLine.enabled(interactive: true, json: false, environment: ["TERM": "xterm"]))
    #expect(!ProgressLine.enabled(interactive: false, json: false, environment: ["TERM": "xterm"]))
    #expect(!ProgressLine.enabled(interactive: true, json: true, environment: ["TERM": "xterm"]))
    #expect(!ProgressLine.enabled(interactive: true, json: false, environment: ["TERM": "dumb"]))
    #expect(!ProgressLine.enabled(interactive: true, json: false, environment: ["TERM": "xterm", "NO_COLOR": "1"]))
    #expect(!ProgressLine.enabled(interactive: true, json: false, environment: ["TERM": "xterm", "NO_COLOR": ""]))
  }

  @Test("The status line: at most four draws a second, a new activity at once, cleared before a finding")
  func statusThrottle() {
    let console = CapturedConsole()
    let line = ProgressLine(console: console, enabled: true)
    let start = ContinuousClock.now
    line.show(progress(1, 10), at: start)
    line.show(progress(1, 20), at: start + .milliseconds(249))
    #expect(console.errors == "\r\u{1B}[K" + ProgressLine.text(progress(1, 10)))
    line.show(progress(1, 30), at: start + .milliseconds(250))
    #expect(console.errors.hasSuffix(ProgressLine.text(progress(1, 30))))
    line.show(progress(1, 40, activity: "shrinking"), at: start + .milliseconds(260))
    #expect(console.errors.hasSuffix(ProgressLine.text(progress(1, 40, activity: "shrinking"))))
    line.clear()
    #expect(console.errors.hasSuffix("\r\u{1B}[K"))
    let drawn = console.errors
    line.clear()
    #expect(console.errors == drawn)
    let off = CapturedConsole()
    ProgressLine(console: off, enabled: false).show(progress(1, 10))
    #expect(off.errors.isEmpty)
  }

  @Test("Report paths are checked before the campaign runs: exit 2, what and how to fix")
  func badReportPaths() {
    let directory = temporaryDirectory()
    _ = FileManager.default.createFile(atPath: directory + "/file", contents: Data())
    for (arguments, message) in [
      (
        ["--junit", directory + "/missing/junit.xml"],
        "`--junit \(directory)/missing/junit.xml`: the directory `\(directory)/missing` does not exist; create it first"
      ),
      (["--markdown", directory], "`--markdown` needs a file, and `\(directory)` is a directory"),
      (["--html", directory + "/file"], "`--html` needs a directory, and `\(directory)/file` is a file"),
      (["--junit", ""], "`--junit` needs a file path, not an empty string"),
    ] {
      let result = runWithWorkers(["campaign", "--scenario", "static-label/no-coordinator"] + arguments)
      #expect(result.code == 2, "\(arguments)")
      #expect(result.err.hasPrefix("error: \(message)"), "\(result.err)")
    }
  }
}

/// Compares `text` with Tests/Fixtures/reports/NAME; with BRIDGECHECK_UPDATE_GOLDEN=1 it writes
/// the file instead (then read the diff before committing it).
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let path = repositoryRoot + "/Tests/Fixtures/reports/" + name
  if ProcessInfo.processInfo.environment["BRIDGECHECK_UPDATE_GOLDEN"] == "1" {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return
  }
  let golden = try String(contentsOfFile: path, encoding: .utf8)
  guard text != golden else { return }
  let new = text.split(separator: "\n", omittingEmptySubsequences: false)
  let old = golden.split(separator: "\n", omittingEmptySubsequences: false)
  let line = zip(new, old).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(new.count, old.count)
  Issue.record(
    """
    \(name) differs from the golden file at line \(line + 1):
      golden: \(line < old.count ? String(old[line]) : "(end)")
      now:    \(line < new.count ? String(new[line]) : "(end)")
    (BRIDGECHECK_UPDATE_GOLDEN=1 swift test --filter CampaignReportTests rewrites it)
    """, sourceLocation: sourceLocation)
}

/// Headless Chromium, for the HTML report's check in a real browser.
enum Chromium {
  nonisolated static let path: String? = {
    if let path = ProcessInfo.processInfo.environment["BRIDGECHECK_CHROMIUM"], !path.isEmpty { return path }
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
        return "\(directory)/\(name)"
      }
    }
    return nil
  }()

  /// Runs Chromium headless with `arguments`; its standard output.
  static func run(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
