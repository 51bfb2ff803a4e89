import BridgeProperties
import Foundation

/// What a trap looks like from outside, read from the worker's standard error, and its detail
/// (the runtime's message, as a report quotes it).
///
/// A trace keeps a signature that every build of the same code gives: `trap | File.swift:82`,
/// the innermost frame of the crashed thread that has a source line, read from the runtime's
/// backtrace (a worker started with `backtrace: true`). The runtime's message cannot be it: a
/// debug build says `Fatal error: Index out of range` at a line of the standard library, an
/// optimised one stops at a bare `ud2` and says nothing, while the backtrace names the app's
/// line in both. Taking a backtrace costs the runtime half a second or more (it reads the
/// executable's debug information), so only the run that recreates a trap takes one; the other
/// runs (the fuzzing workers, the shrinker's candidates) tell traps apart by the runtime's
/// message (`File.swift:12: Fatal error: …`) or, without one, by where the trap stopped in this
/// executable (`TrapReporter`): the same in every process of one build, not across builds.
/// With neither, the signal names it.
func crashSignature(termination: ChildProcess.Termination, errorText: String) -> (Signature, String) {
  let lines = errorText.split(separator: "\n").map(String.init)
  let message = runtimeMessage(lines)
  if let line = backtraceLine(lines) {
    return (Signature(kind: "trap", subject: line), message?.text ?? backtraceHeadline(lines) ?? killed(termination))
  }
  if let message {
    return (Signature(kind: message.kind, subject: message.place), message.text)
  }
  let offset = lines.last { $0.hasPrefix(TrapReporter.marker) }.map { String($0.dropFirst(TrapReporter.marker.count)) }
  switch termination {
  case .signalled(let signal):
    // An address outside this executable differs from process to process.
    let place = offset.flatMap { $0.hasPrefix("+") ? $0 : nil } ?? ""
    return (Signature(kind: "signal " + signalName(signal), subject: place), killed(termination))
  case .exited(let code):
    return (Signature(kind: "exit \(code)", subject: ""), killed(termination))
  }
}

/// Whether a trace's signature names the trap a replay found. Traces written before signatures
/// came from backtraces (`Fatal error: … | Crash.swift:82`) match the same line.
func sameCrash(stored: Signature, found: Signature) -> Bool {
  if stored == found { return true }
  return found.kind == "trap" && stored.kind != "trap" && !stored.subject.isEmpty && stored.subject == found.subject
    && runtimeMarkers.contains { stored.kind.hasPrefix($0) }
}

/// Whether the runtime has caught a signal and begun a backtrace (`*** Signal 4: Backtracing
/// from 0x…`): the process has trapped and ends when the backtrace is written.
func backtraceBegun(_ errorText: String) -> Bool {
  errorText.split(separator: "\n").contains { $0.hasPrefix("*** Signal ") && $0.contains(": Backtracing from ") }
}

/// The value of `SWIFT_BACKTRACE` for a worker whose trap is read from its backtrace: the
/// crashed thread only, symbolicated in full (inlined frames carry the app's lines), no
/// registers, images or colour, and no prompt.
let backtraceEnvironment = "enable=yes,interactive=no,threads=crashed,registers=none,images=none,color=no"

private let runtimeMarkers = ["Fatal error", "Precondition failed", "Assertion failed"]

/// `File.swift:12: Fatal error: …` (the last such line): its words, its file and line.
private func runtimeMessage(_ lines: [String]) -> (kind: String, place: String, text: String)? {
  for line in lines.reversed() {
    guard let marker = runtimeMarkers.first(where: { line.contains($0) }), let range = line.range(of: marker) else {
      continue
    }
    let place = line[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
    let file = place.split(separator: "/").last.map(String.init) ?? place
    // A signature's text form splits at " | ": a message keeps none.
    let kind = line[range.lowerBound...].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "|", with: "/")
    return (kind, file, line)
  }
  return nil
}

/// The innermost frame of the crashed thread with a source line: `Crash.swift:82`.
private func backtraceLine(_ lines: [String]) -> String? {
  guard let start = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) else {
    return nil
  }
  for line in lines[(start + 1)...] {
    let frame = line.trimmingCharacters(in: .whitespaces)
    guard let first = frame.first, first.isNumber || frame == "..." else { break }
    guard let at = frame.range(of: " at ", options: .backwards) else { continue }
    let place = frame[at.upperBound...].split(separator: "/").last.map(String.init) ?? ""
    let parts = place.split(separator: ":")
    guard parts.count >= 2, parts[0].hasSuffix(".swift"), Int(parts[1]) != nil else { continue }
    return "\(parts[0]):\(parts[1])"
  }
  return nil
}

/// The backtrace's headline without its address: `Swift runtime failure: Index out of range`,
/// `Program crashed: Illegal instruction`.
private func backtraceHeadline(_ lines: [String]) -> String? {
  guard let line = lines.first(where: { $0.hasPrefix("*** ") && !$0.hasPrefix("*** Signal") && $0.hasSuffix(" ***") })
  else { return nil }
  var text = String(line.dropFirst(4).dropLast(4))
  if let at = text.range(of: " at 0x") { text = String(text[..<at.lowerBound]) }
  return text
}

private func killed(_ termination: ChildProcess.Termination) -> String {
  switch termination {
  case .signalled(let signal): "the worker was killed by \(signalName(signal))"
  case .exited(let code): "the worker exited with status \(code)"
  }
}

func signalName(_ signal: Int32) -> String {
  switch signal {
  case 4: "SIGILL"
  case 5: "SIGTRAP"
  case 6: "SIGABRT"
  case 7: "SIGBUS"
  case 8: "SIGFPE"
  case 9: "SIGKILL"
  case 11: "SIGSEGV"
  default: "signal \(signal)"
  }
}
