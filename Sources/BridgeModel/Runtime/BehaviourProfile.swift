/// How the model behaves where UIKit or SwiftUI is undocumented or sources disagree.
///
/// Every knob names the fidelity fact it stands for (fidelity.md §8, and the
/// additions in this project's FIDELITY.md). The documented default comes first
/// in each enum and is what `BehaviourProfile.default` holds.
nonisolated public struct BehaviourProfile: Sendable, Hashable {
  /// S3: what SwiftUI does with a state write made while it updates the graph.
  public enum StateWriteDuringUpdate: String, Sendable, CaseIterable { case reject, applyDeferred }
  /// L11: order of dismantle and make when an identity is replaced.
  public enum IdentitySwapOrder: String, Sendable, CaseIterable {
    case makeNewThenDismantleOld, dismantleOldThenMakeNew
  }
  /// L8: how a stored closure compares.
  public enum ClosureEquality: String, Sendable, CaseIterable { case alwaysUnequal, contextIdentity }
  /// L5d: which environment changes update a representable.
  public enum EnvReadTracking: String, Sendable, CaseIterable { case trackedKeysOnly, anyEnvChange }
  /// C2: `textFieldDidChangeSelection` after a programmatic `text =`.
  public enum TextFieldSelectionOnProgrammaticText: String, Sendable, CaseIterable {
    case ifFirstResponder, never, always
  }
  /// C9: timing of region callbacks for a non-animated `setRegion`.
  public enum MapRegionCallbacks: String, Sendable, CaseIterable { case sync, nextTurn }
  /// F-C1b (FIDELITY.md): whether assigning an equal text still moves the caret to the end.
  public enum EqualTextSetter: String, Sendable, CaseIterable { case resetsCaret, keepsCaret }
  /// F-C9b (FIDELITY.md): whether `setRegion` with the displayed region fires callbacks.
  public enum EqualRegionCallbacks: String, Sendable, CaseIterable { case silent, fire }

  /// V16: appearance callbacks for a controller whose view was added without containment.
  public enum DetachedAppearance: String, Sendable, CaseIterable { case none, onWindowEntry }
  /// N3–N5: a push or pop while a navigation transition runs.
  public enum NavOverlapPolicy: String, Sendable, CaseIterable { case `defer`, legacyCorrupt }
  /// V15: presenting from a detached view controller.
  public enum DetachedPresentation: String, Sendable, CaseIterable { case warn, `throw` }
  /// N9: whether the completion of an ignored `present` runs.
  public enum IgnoredPresentCompletion: String, Sendable, CaseIterable { case notCalled, called }

  /// F-T2 (FIDELITY.md): which content takes touches while a transition runs (`none`: UIKit
  /// disables the transitioning views of a push or pop and ignores the scene's events during a
  /// modal transition).
  public enum TouchesDuringTransition: String, Sendable, CaseIterable { case none, outgoingOnly, all }

  /// F-S1 (FIDELITY.md): whether `presentationControllerWillDismiss` comes after or before the
  /// sheet's `viewWillDisappear` when the user starts dragging it down.
  public enum SheetWillDismissOrder: String, Sendable, CaseIterable { case afterWillDisappear, beforeWillDisappear }

  /// G3: how long a gesture representable's recognizer lives.
  public enum GestureRecognizerLifetime: String, Sendable, CaseIterable { case perIdentity, perEventSequence }

  /// O9: whether UIKit tracks the `@Observable` properties read in `layoutSubviews` and the
  /// controllers' layout callbacks, and lays the view out again when one changes (on by
  /// default on iOS 26; iOS 18 needs an Info.plist key).
  public enum UIKitObservationTracking: String, Sendable, CaseIterable { case on, off }

  /// C18: whether `reloadData()` asks for cells at once or in the table's next layout.
  public enum ReloadDataCellRequest: String, Sendable, CaseIterable { case nextLayout, sync }
  /// F-PK1 (FIDELITY.md): whether setting a canvas's `drawing` tells its delegate
  /// `canvasViewDrawingDidChange` (at once, every time), or says nothing.
  public enum CanvasDrawingSetter: String, Sendable, CaseIterable { case notifies, silent }
  /// F-SC1 (FIDELITY.md): whether code that changes the text of a search controller's bar
  /// (`searchBar.text = …`) makes the controller tell its updater, as Apple's "or the search
  /// bar's text changes" reads, or only the user's edits do.
  public enum SearchTextSetter: String, Sendable, CaseIterable { case updates, silent }
  /// F-SV3 (FIDELITY.md): the column a collapsing column-style split view controller proposes
  /// to its delegate as the top one (and shows, without a delegate).
  public enum SplitCollapseTopColumn: String, Sendable, CaseIterable { case secondary, primary }
  /// F-RP1 (FIDELITY.md): which delegate methods a ReplayKit preview calls when the user is
  /// finished with it: `previewController(_:didFinishWithActivityTypes:)` then
  /// `previewControllerDidFinish(_:)`, or only the latter. Apple documents both and not which.
  public enum ReplayPreviewCallbacks: String, Sendable, CaseIterable { case both, didFinishOnly }
  /// F-SW19 (FIDELITY.md): what SwiftUI does when UIKit dismisses one of its sheets without it
  /// (a Safari view's Done, a picker the coordinator dismisses): the binding stays true (seed 001,
  /// N15: UIKit tells the presentation delegate nothing), or SwiftUI sets it false once the
  /// dismissal ends.
  public enum UIKitSheetDismissal: String, Sendable, CaseIterable { case keepsBinding, resetsBinding }
  /// F-RK2 (FIDELITY.md): the order in which nested `onSubmit` actions run when the user taps
  /// Return (undocumented; re-implementations run the outermost first).
  public enum SubmitOrder: String, Sendable, CaseIterable { case outerFirst, innerFirst }
  /// F-SP1 (FIDELITY.md): whether the font picker dismisses itself after a pick or Cancel, or
  /// leaves it to its delegate (undocumented).
  public enum FontPickerDismissal: String, Sendable, CaseIterable { case byDelegate, automatic }
  /// F-RL1 (FIDELITY.md): when main-thread work that is ready (`DispatchQueue.main.async`
  /// blocks, main-actor task jobs) runs: `promptly`, at the end of the step that queued it, as a
  /// run loop that is not busy does before the next touch, keystroke or app event arrives; or
  /// `whenDrained`, only when the fuzzer drains the main queue, so the user may act first (a
  /// main thread busy for longer than a human takes to act).
  public enum MainQueueTiming: String, Sendable, CaseIterable { case promptly, whenDrained }

  public var stateWriteDuringUpdate: StateWriteDuringUpdate = .reject
  public var identitySwapOrder: IdentitySwapOrder = .makeNewThenDismantleOld
  public var closureEquality: ClosureEquality = .alwaysUnequal
  public var envReadTracking: EnvReadTracking = .trackedKeysOnly
  public var tfSelectionOnProgrammaticText: TextFieldSelectionOnProgrammaticText = .ifFirstResponder
  /// C6: whether `searchBar(_:textDidChange:)` fires for a programmatic `text =`.
  public var searchBarProgrammaticTextDidChange: Bool = false
  public var mapRegionCallbacks: MapRegionCallbacks = .sync
  public var equalTextSetter: EqualTextSetter = .resetsCaret
  public var equalRegionCallbacks: EqualRegionCallbacks = .silent
  public var detachedAppearance: DetachedAppearance = .none
  public var navOverlapPolicy: NavOverlapPolicy = .defer
  public var detachedPresentation: DetachedPresentation = .warn
  public var ignoredPresentCompletion: IgnoredPresentCompletion = .notCalled
  public var touchesDuringTransition: TouchesDuringTransition = .none
  public var gestureRecognizerLifetime: GestureRecognizerLifetime = .perIdentity
  public var sheetWillDismissOrder: SheetWillDismissOrder = .afterWillDisappear
  public var uikitObservationTracking: UIKitObservationTracking = .on
  public var reloadDataCellRequest: ReloadDataCellRequest = .nextLayout
  public var canvasDrawingSetter: CanvasDrawingSetter = .notifies
  public var searchTextSetter: SearchTextSetter = .updates
  public var splitCollapseTopColumn: SplitCollapseTopColumn = .secondary
  public var replayPreviewCallbacks: ReplayPreviewCallbacks = .both
  public var uikitSheetDismissal: UIKitSheetDismissal = .keepsBinding
  public var submitOrder: SubmitOrder = .outerFirst
  public var fontPickerDismissal: FontPickerDismissal = .byDelegate
  public var mainQueueTiming: MainQueueTiming = .promptly

  public init() {}

  /// The documented defaults.
  public static let `default` = BehaviourProfile()
}

nonisolated extension BehaviourProfile {
  /// The knobs by name, in declaration order: (name, current value, allowed values).
  public var knobs: [(name: String, value: String, allowed: [String])] {
    [
      ("stateWriteDuringUpdate", stateWriteDuringUpdate.rawValue, StateWriteDuringUpdate.allCases.map(\.rawValue)),
      ("identitySwapOrder", identitySwapOrder.rawValue, IdentitySwapOrder.allCases.map(\.rawValue)),
      ("closureEquality", closureEquality.rawValue, ClosureEquality.allCases.map(\.rawValue)),
      ("envReadTracking", envReadTracking.rawValue, EnvReadTracking.allCases.map(\.rawValue)),
      (
        "tfSelectionOnProgrammaticText", tfSelectionOnProgrammaticText.rawValue,
        TextFieldSelectionOnProgrammaticText.allCases.map(\.rawValue)
      ),
      ("searchBarProgrammaticTextDidChange", String(searchBarProgrammaticTextDidChange), ["false", "true"]),
      ("mapRegionCallbacks", mapRegionCallbacks.rawValue, MapRegionCallbacks.allCases.map(\.rawValue)),
      ("equalTextSetter", equalTextSetter.rawValue, EqualTextSetter.allCases.map(\.rawValue)),
      ("equalRegionCallbacks", equalRegionCallbacks.rawValue, EqualRegionCallbacks.allCases.map(\.rawValue)),
      ("detachedAppearance", detachedAppearance.rawValue, DetachedAppearance.allCases.map(\.rawValue)),
      ("navOverlapPolicy", navOverlapPolicy.rawValue, NavOverlapPolicy.allCases.map(\.rawValue)),
      ("detachedPresentation", detachedPresentation.rawValue, DetachedPresentation.allCases.map(\.rawValue)),
      (
        "ignoredPresentCompletion", ignoredPresentCompletion.rawValue,
        IgnoredPresentCompletion.allCases.map(\.rawValue)
      ),
      (
        "touchesDuringTransition", touchesDuringTransition.rawValue,
        TouchesDuringTransition.allCases.map(\.rawValue)
      ),
      (
        "gestureRecognizerLifetime", gestureRecognizerLifetime.rawValue,
        GestureRecognizerLifetime.allCases.map(\.rawValue)
      ),
      ("sheetWillDismissOrder", sheetWillDismissOrder.rawValue, SheetWillDismissOrder.allCases.map(\.rawValue)),
      (
        "uikitObservationTracking", uikitObservationTracking.rawValue,
        UIKitObservationTracking.allCases.map(\.rawValue)
      ),
      ("reloadDataCellRequest", reloadDataCellRequest.rawValue, ReloadDataCellRequest.allCases.map(\.rawValue)),
      ("canvasDrawingSetter", canvasDrawingSetter.rawValue, CanvasDrawingSetter.allCases.map(\.rawValue)),
      ("searchTextSetter", searchTextSetter.rawValue, SearchTextSetter.allCases.map(\.rawValue)),
      ("splitCollapseTopColumn", splitCollapseTopColumn.rawValue, SplitCollapseTopColumn.allCases.map(\.rawValue)),
      ("submitOrder", submitOrder.rawValue, SubmitOrder.allCases.map(\.rawValue)),
      ("fontPickerDismissal", fontPickerDismissal.rawValue, FontPickerDismissal.allCases.map(\.rawValue)),
      ("replayPreviewCallbacks", replayPreviewCallbacks.rawValue, ReplayPreviewCallbacks.allCases.map(\.rawValue)),
      ("uikitSheetDismissal", uikitSheetDismissal.rawValue, UIKitSheetDismissal.allCases.map(\.rawValue)),
      ("mainQueueTiming", mainQueueTiming.rawValue, MainQueueTiming.allCases.map(\.rawValue)),
    ]
  }

  /// The knobs that differ from the default, as `name=value`, in declaration order.
  public var overrides: [String] {
    let base = BehaviourProfile.default.knobs
    return zip(knobs, base).compactMap { mine, theirs in
      mine.value == theirs.value ? nil : "\(mine.name)=\(mine.value)"
    }
  }

  /// The trace-file form: `default`, or `default, name=value, …`.
  public var text: String { (["default"] + overrides).joined(separator: ", ") }

  /// Why a knob assignment could not be applied.
  public enum KnobError: Error, Equatable, Sendable {
    case unknownKnob(String, known: [String])
    case badValue(knob: String, value: String, allowed: [String])
  }

  /// Sets one knob from its text form.
  public mutating func set(_ name: String, to value: String) throws(KnobError) {
    guard let knob = knobs.first(where: { $0.name == name }) else {
      throw .unknownKnob(name, known: knobs.map(\.name))
    }
    guard knob.allowed.contains(value) else {
      throw .badValue(knob: name, value: value, allowed: knob.allowed)
    }
    switch name {
    case "stateWriteDuringUpdate": stateWriteDuringUpdate = .init(rawValue: value) ?? stateWriteDuringUpdate
    case "identitySwapOrder": identitySwapOrder = .init(rawValue: value) ?? identitySwapOrder
    case "closureEquality": closureEquality = .init(rawValue: value) ?? closureEquality
    case "envReadTracking": envReadTracking = .init(rawValue: value) ?? envReadTracking
    case "tfSelectionOnProgrammaticText":
      tfSelectionOnProgrammaticText = .init(rawValue: value) ?? tfSelectionOnProgrammaticText
    case "searchBarProgrammaticTextDidChange": searchBarProgrammaticTextDidChange = value == "true"
    case "mapRegionCallbacks": mapRegionCallbacks = .init(rawValue: value) ?? mapRegionCallbacks
    case "equalTextSetter": equalTextSetter = .init(rawValue: value) ?? equalTextSetter
    case "equalRegionCallbacks": equalRegionCallbacks = .init(rawValue: value) ?? equalRegionCallbacks
    case "detachedAppearance": detachedAppearance = .init(rawValue: value) ?? detachedAppearance
    case "navOverlapPolicy": navOverlapPolicy = .init(rawValue: value) ?? navOverlapPolicy
    case "detachedPresentation": detachedPresentation = .init(rawValue: value) ?? detachedPresentation
    case "ignoredPresentCompletion": ignoredPresentCompletion = .init(rawValue: value) ?? ignoredPresentCompletion
    case "touchesDuringTransition": touchesDuringTransition = .init(rawValue: value) ?? touchesDuringTransition
    case "gestureRecognizerLifetime":
      gestureRecognizerLifetime = .init(rawValue: value) ?? gestureRecognizerLifetime
    case "uikitObservationTracking":
      uikitObservationTracking = .init(rawValue: value) ?? uikitObservationTracking
    case "reloadDataCellRequest": reloadDataCellRequest = .init(rawValue: value) ?? reloadDataCellRequest
    case "canvasDrawingSetter": canvasDrawingSetter = .init(rawValue: value) ?? canvasDrawingSetter
    case "searchTextSetter": searchTextSetter = .init(rawValue: value) ?? searchTextSetter
    case "splitCollapseTopColumn": splitCollapseTopColumn = .init(rawValue: value) ?? splitCollapseTopColumn
    case "submitOrder": submitOrder = .init(rawValue: value) ?? submitOrder
    case "fontPickerDismissal": fontPickerDismissal = .init(rawValue: value) ?? fontPickerDismissal
    case "replayPreviewCallbacks": replayPreviewCallbacks = .init(rawValue: value) ?? replayPreviewCallbacks
    case "uikitSheetDismissal": uikitSheetDismissal = .init(rawValue: value) ?? uikitSheetDismissal
    case "mainQueueTiming": mainQueueTiming = .init(rawValue: value) ?? mainQueueTiming
    default: sheetWillDismissOrder = .init(rawValue: value) ?? sheetWillDismissOrder
    }
  }
}

/// The bounds of one run. Hitting one is a finding, never a hang.
nonisolated public struct RunBounds: Sendable, Hashable {
  /// Render flushes in one turn before the turn counts as an infinite update loop.
  public var maxFlushesPerTurn = 16
  /// Turns in one main-queue drain or clock advance before it counts as a livelock.
  public var maxTurnsPerDrain = 64
  /// Turns in one drain or clock advance in all (work that fans out), and jobs a world's
  /// teardown runs to end its tasks: `maxTurnsPerDrain`².
  public var maxTurnsInAll: Int { maxTurnsPerDrain * maxTurnsPerDrain }
  /// Consecutive turns of state change plus representable update (fidelity S9).
  public var maxFeedbackTurns = 8
  public init() {}
  public static let `default` = RunBounds()
}
