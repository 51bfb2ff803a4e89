import Testing

@testable import BridgeModel

// Members a tenth corpus of app files asked for (73 files of 49 repositories, kept outside the
// repository): screens and scenes, text settings read from the environment, a window's tool
// picker, map clusters, SceneKit shapes and transactions, an animation's completion.

/// A label representable that styles its label from the environment, as apps' text views do.
private struct StyledLabel: UIViewRepresentable {
  let log: StyleLog
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) {
    let environment = context.environment
    label.numberOfLines = environment.lineLimit ?? 0
    log.seen.append(
      "\(environment.lineLimit.map(String.init) ?? "nil") \(environment.truncationMode)"
        + " \(environment.multilineTextAlignment) \(environment.font == nil ? "no font" : "font")")
  }
}

private final class StyleLog {
  var seen: [String] = []
}

private struct StyledScreen: View {
  @State var limit = 2
  let log: StyleLog
  var body: some View {
    StyledLabel(log: log)
      .lineLimit(limit)
      .truncationMode(.middle)
      .multilineTextAlignment(.center)
      .font(.body)
  }
}

/// A representable of a button that follows `isEnabled`, as wrapped UIKit controls do.
private struct EnabledButton: UIViewRepresentable {
  let log: StyleLog
  func makeUIView(context: Context) -> UIButton { UIButton() }
  func updateUIView(_ button: UIButton, context: Context) {
    button.isEnabled = context.environment.isEnabled
    log.seen.append("enabled \(button.isEnabled)")
  }
}

/// Three representables under modifiers whose values come from state.
private struct ModifiedScreen: View {
  @State var limit = 2
  @State var busy = false
  let log: StyleLog
  let probe: CallLog
  var body: some View {
    VStack {
      StyledLabel(log: log).lineLimit(limit)
      ProbeRep(log: probe).lineLimit(limit)
      EnabledButton(log: log).disabled(busy)
    }
  }
}

/// A content controller subclassed as apps do for script messages: Apple's is `NSSecureCoding`.
private final class MessageController: WKUserContentController {
  let onMessage: () -> Void
  init(_ onMessage: @escaping () -> Void) {
    self.onMessage = onMessage
    super.init()
  }
  required init?(coder: NSCoder) {
    onMessage = {}
    super.init(coder: coder)
  }
}

/// A delegate that logs what the preview told it, and whether the preview was still shown.
private final class PreviewLog: RPPreviewViewControllerDelegate {
  var calls: [String] = []
  func previewControllerDidFinish(_ previewController: RPPreviewViewController) {
    calls.append("didFinish presented=\(previewController.presentingViewController != nil)")
  }
  func previewController(
    _ previewController: RPPreviewViewController, didFinishWithActivityTypes activityTypes: Set<String>
  ) {
    calls.append("activities \(activityTypes.sorted())")
  }
}

/// A Safari view shown in a SwiftUI sheet, as most apps show one: its Done dismisses it (F-SF1),
/// and with it the sheet, without SwiftUI.
private struct SafariSheet: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> SFSafariViewController {
    SFSafariViewController(url: URL(fileURLWithPath: "/"))
  }
  func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

private struct SafariScreen: View {
  @State var showing = false
  let log: StyleLog
  var body: some View {
    Button("Open") { showing = true }
      .sheet(isPresented: $showing, onDismiss: { log.seen.append("onDismiss") }, content: { SafariSheet() })
  }
}

@MainActor
@Suite("Corpus ten: screens, text environment, tool pickers, clusters, SceneKit, animation completion")
struct CorpusTenTests {
  @Test("F-SD2: one screen, equal only to itself; no display connects; a window's scene is the world's until set")
  func screensAndScenes() {
    #expect(UIScreen.screens == [UIScreen.main])
    #expect(Set([UIScreen.main, UIScreen.main]).count == 1)
    #expect(UIScreen.didConnectNotification.rawValue == "UIScreenDidConnectNotification")
    #expect(UIScreen.didDisconnectNotification.rawValue == "UIScreenDidDisconnectNotification")

    let world = World()
    let scene = world.windowScene
    RunContext.with(world) {
      let window = UIWindow(frame: UIScreen.main.bounds)
      #expect(window.windowScene === scene)
      #expect(window.screen == scene.screen)
      window.windowScene = nil
      #expect(window.windowScene == nil)
      window.windowScene = scene
      #expect(window.windowScene === scene)
      // The app's window for another screen is not the world's: its root stays its own.
      let controller = UIViewController()
      window.rootViewController = controller
      #expect(world.window.rootViewController !== controller)
    }
  }

  @Test(
    "F-SW17: lineLimit, truncationMode, multilineTextAlignment and font are environment values a representable reads")
  func textEnvironment() {
    let log = StyleLog()
    let (world, recorder) = makeWorld(StyledScreen(log: log))
    #expect(log.seen == ["2 middle center font"])
    #expect(world.view(UILabel.self)?.numberOfLines == 2)
    let mark = recorder.events.count
    #expect(world.apply(.set(state: "limit", value: "3")))
    #expect(log.seen == ["2 middle center font", "3 middle center font"])
    #expect(recorder.since(mark).contains { $0.updateReason == .environmentChanged })

    // A modifier's new value updates what read its key, and nothing else (L5d).
    let modified = StyleLog()
    let probe = CallLog()
    let (screen, _) = makeWorld(ModifiedScreen(log: modified, probe: probe))
    #expect(modified.seen == ["2 tail leading no font", "enabled true"])
    let probeCalls = probe.calls
    #expect(screen.apply(.set(state: "limit", value: "3")))
    #expect(modified.seen == ["2 tail leading no font", "enabled true", "3 tail leading no font"])
    #expect(probe.calls == probeCalls)
    #expect(screen.apply(.set(state: "busy", value: "true")))
    #expect(modified.seen.last == "enabled false")
    #expect(screen.apply(.set(state: "busy", value: "false")))
    #expect(modified.seen.suffix(2) == ["enabled false", "enabled true"])
    #expect(modified.seen.count == 5)

    let plain = StyleLog()
    _ = makeWorld(StyledLabel(log: plain))
    #expect(plain.seen == ["nil tail leading no font"])
  }

  @Test("F-PK4: shared(for:) gives each window one picker, kept by the window")
  func sharedToolPicker() {
    let first = UIWindow(frame: .zero)
    let second = UIWindow(frame: .zero)
    weak let kept = PKToolPicker.shared(for: first)
    #expect(kept != nil)
    #expect(PKToolPicker.shared(for: first) === kept)
    #expect(PKToolPicker.shared(for: second) !== kept)
  }

  @Test("F-MK2: a cluster keeps its members and stands at the first one's coordinate")
  func clusterAnnotation() {
    let a = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2))
    let b = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 3, longitude: 4))
    let cluster = MKClusterAnnotation(memberAnnotations: [a, b])
    #expect(cluster.memberAnnotations.count == 2)
    #expect(cluster.memberAnnotations[1] === b)
    #expect(cluster.coordinate.latitude == 1 && cluster.coordinate.longitude == 2)
    #expect(MKClusterAnnotation(memberAnnotations: []).coordinate.latitude == 0)
  }

  @Test("F-SK1: a SceneKit block runs at its commit or when replaced; one set outside begin runs after the turn")
  func sceneTransactions() {
    let world = World()
    var ran: [String] = []
    RunContext.with(world) {
      SCNTransaction.begin()
      SCNTransaction.animationDuration = 0.05
      #expect(SCNTransaction.animationDuration == 0.05)
      SCNTransaction.completionBlock = { ran.append("outer") }
      SCNTransaction.begin()
      #expect(SCNTransaction.animationDuration == 0.25)
      SCNTransaction.completionBlock = { ran.append("replaced") }
      SCNTransaction.completionBlock = { ran.append("inner") }
      #expect(ran == ["replaced"])
      SCNTransaction.commit()
      #expect(ran == ["replaced", "inner"])
      #expect(SCNTransaction.animationDuration == 0.05)
      SCNTransaction.commit()
      #expect(ran == ["replaced", "inner", "outer"])
      #expect(SCNTransaction.animationDuration == 0)
      SCNTransaction.completionBlock = { ran.append("implicit") }
      #expect(ran == ["replaced", "inner", "outer"])
    }
    world.advanceClock(by: 0)
    #expect(ran == ["replaced", "inner", "outer", "implicit"])
    SCNTransaction.completionBlock = { ran.append("outside a run") }
    #expect(ran.last == "outside a run")
  }

  @Test("SceneKit shapes and transforms are kept as given")
  func sceneShapes() {
    let capsule = SCNCapsule(capRadius: 0.2, height: 1.7)
    let cylinder = SCNCylinder(radius: 1, height: 0.05)
    #expect(capsule.capRadius == 0.2 && capsule.height == 1.7)
    #expect(cylinder.radius == 1 && cylinder.height == 0.05)
    let node = SCNNode(geometry: SCNFloor())
    #expect(node.geometry is SCNFloor)
    let move = SCNMatrix4MakeTranslation(1, 2, 3)
    #expect(move.m41 == 1 && move.m42 == 2 && move.m43 == 3 && move.m44 == 1 && move.m11 == 1 && move.m14 == 0)
    node.pivot = move
    #expect(node.pivot == move)
    #expect(node.transform == SCNMatrix4Identity)
  }

  @Test("F-SW18: withAnimation's completion runs once the animation's time has passed, not in the call")
  func animationCompletion() {
    let world = World()
    var ran: [String] = []
    RunContext.with(world) {
      let value = withAnimation(.easeInOut(duration: 0.3), completionCriteria: .removed) {
        7
      } completion: {
        ran.append("done")
      }
      #expect(value == 7)
      withAnimation(nil) {
      } completion: {
        ran.append("unanimated")
      }
    }
    #expect(ran.isEmpty)
    world.advanceClock(by: 0)
    #expect(ran == ["unanimated"])
    world.advanceClock(by: 299)
    #expect(ran == ["unanimated"])
    world.advanceClock(by: 1)
    #expect(ran == ["unanimated", "done"])
  }

  @Test("F-RP1: the recorder is the world's; start and stop change it and call back in a later turn")
  func screenRecorder() {
    let world = World()
    var calls: [String] = []
    var preview: RPPreviewViewController?
    RunContext.with(world) {
      let recorder = RPScreenRecorder.shared()
      #expect(RPScreenRecorder.shared() === recorder)
      #expect(recorder.isAvailable)
      recorder.stopRecording { shown, error in calls.append("stop idle \(shown == nil) \(error != nil)") }
      recorder.startRecording { error in calls.append("started \(error == nil) \(recorder.isRecording)") }
      #expect(!recorder.isRecording)
    }
    #expect(calls.isEmpty)
    world.advanceClock(by: 0)
    #expect(calls == ["stop idle true true", "started true true"])
    RunContext.with(world) {
      RPScreenRecorder.shared().stopRecording { shown, error in
        preview = shown
        calls.append("stopped \(error == nil) \(RPScreenRecorder.shared().isRecording)")
      }
    }
    world.advanceClock(by: 0)
    #expect(calls.last == "stopped true false")
    #expect(preview != nil)
    let other = World()
    #expect(
      RunContext.with(other) { RPScreenRecorder.shared() } !== RunContext.with(world) { RPScreenRecorder.shared() })
  }

  @Test("F-RP1: Save tells the delegate (replayPreviewCallbacks), and the preview stays until the app dismisses it")
  func previewFinish() {
    for (knob, expected) in [
      (
        BehaviourProfile.ReplayPreviewCallbacks.both,
        ["activities [\"com.apple.UIKit.activity.SaveToCameraRoll\"]", "didFinish presented=true"]
      ),
      (.didFinishOnly, ["didFinish presented=true"]),
    ] {
      var profile = BehaviourProfile.default
      profile.replayPreviewCallbacks = knob
      let world = World(profile: profile, observer: Recorder())
      let root = UIViewController()
      world.launch { world in world.window.rootViewController = root }
      let log = PreviewLog()
      let preview = RunContext.with(world) { RPPreviewViewController() }
      preview.previewControllerDelegate = log
      world.act { root.present(preview, animated: false) }
      #expect(world.apply(.tap("Save")))
      world.advanceClock(by: 1000)
      #expect(log.calls == expected)
      #expect(root.presentedViewController === preview)
    }
  }

  @Test("F-SW19: a sheet UIKit dismisses without SwiftUI keeps its binding true, or has it reset (uikitSheetDismissal)")
  func sheetDismissedByUIKit() {
    for knob in BehaviourProfile.UIKitSheetDismissal.allCases {
      var profile = BehaviourProfile.default
      profile.uikitSheetDismissal = knob
      let log = StyleLog()
      let (world, _) = makeWorld(SafariScreen(log: log), profile: profile)
      #expect(world.apply(.tap("Open")))
      world.advanceClock(by: 1000)
      #expect(world.apply(.tap("Done")))
      world.advanceClock(by: 1000)
      let presenter = world.window.rootViewController
      #expect(presenter?.presentedViewController == nil)
      if knob == .keepsBinding {
        #expect(world.presentationMismatches.map(\.binding) == [true])
        #expect(log.seen.isEmpty)
      } else {
        #expect(world.presentationMismatches.isEmpty)
        #expect(log.seen == ["onDismiss"])
        #expect(world.apply(.tap("Open")))
        world.advanceClock(by: 1000)
        #expect(presenter?.presentedViewController != nil)
      }
    }
  }

  @Test("AnyView(erasing:) is AnyView(_:), and a subclassed content controller decodes nothing")
  func erasingAndCoding() {
    let erased = AnyView(erasing: Text("a"))
    let wrapped = AnyView(Text("a"))
    #expect(erased.typeKey == wrapped.typeKey)
    #expect(MessageController {}.userScripts.isEmpty)
  }
}
