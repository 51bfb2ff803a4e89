import BridgeModel

/// What only a campaign sees, from outside the process that runs the app's code: a step that
/// kills the process, and a step that never returns. No monitor checks them; `bridgecheck
/// campaign` runs sequences in worker processes, and `bridgecheck replay` replays their
/// traces in a child process.
nonisolated public enum ProcessProperties {
  /// A trap: a force unwrap of nil, an index out of range, a failed precondition or
  /// `fatalError`, an overflow, a stack overflow from real recursion.
  public static let crash = PropertyInfo(
    id: "process.crash",
    claim: "No step traps: the app's code never force-unwraps nil, indexes out of range or fails a precondition.",
    rationale:
      "Swift stops the process at a runtime error (\"Fatal error: Unexpectedly found nil while unwrapping an Optional value\", \"Index out of range\"); on a device that is a crash report and a lost session. Bridging code meets states a test rarely builds: a coordinator called after its parent was dismissed, a weak reference already gone, a delegate callback after dismantle.",
    symptom: "The app quits at once; a crash report names the line.",
    fix:
      "Replace the force unwrap or the unchecked index at the line the report names with a guard that handles the missing value (`guard let parent else { return }`); a callback that can outlive its screen must expect it gone.",
    sources: ["The Swift Programming Language: Optionals (forced unwrapping)", "issue 10 §1"],
    severity: .crash)

  /// A step that does not return within the campaign's hang timeout.
  public static let hang = PropertyInfo(
    id: "process.hang",
    claim: "Every step returns: no code the step runs spins forever.",
    rationale:
      "The model bounds the loops it drives (flushes per turn, chains of main-queue blocks) and reports them as representable.no-infinite-update-loop; a loop inside the app's own code (`while` waiting for a state that cannot change on the main thread) never gives control back, so only a watchdog outside the process sees it. On a device the main thread stops and the watchdog kills the app.",
    symptom: "The app freezes; iOS's watchdog ends it after some seconds.",
    fix:
      "Never wait on the main thread for something the main thread must do: replace the loop with a callback, `DispatchQueue.main.async`, or `await`.",
    sources: ["issue 10 §1"],
    severity: .hang)

  public static let all = [crash, hang]
}
