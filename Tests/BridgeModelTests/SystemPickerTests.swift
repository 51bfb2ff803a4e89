import BridgeModel
import Testing

/// Logs what the system pickers and composers tell, and dismisses when told to.
private final class PickerLog: MFMessageComposeViewControllerDelegate, EKEventEditViewDelegate,
  UIColorPickerViewControllerDelegate, UIFontPickerViewControllerDelegate
{
  var calls: [String] = []
  var dismisses = false
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult
  ) {
    calls.append("message \(result), presented \(controller.presentingViewController != nil)")
    if dismisses { controller.dismiss(animated: true) }
  }
  func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
    calls.append("event \(action), saved \(controller.eventStore?.savedEvents.count ?? -1)")
  }
  func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
  ) {
    calls.append("color \(color.name) continuously \(continuously)")
  }
  func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
    calls.append("color (iOS 14)")
  }
  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
    calls.append("color finish, presented \(viewController.presentingViewController != nil)")
  }
  func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
    calls.append(
      "font \(viewController.selectedFontDescriptor?.fontFamily ?? "?"), presented \(viewController.presentingViewController != nil)"
    )
  }
}

/// A world whose root presents the controller `make` returns, once it is on screen.
@MainActor
private func presenting(
  profile: BehaviourProfile = .default, _ make: @escaping () -> UIViewController
) -> (World, UIViewController) {
  let (world, _) = makeAppWorld(profile: profile)
  let root = UIViewController()
  world.launch { world in world.window.rootViewController = root }
  world.act { root.present(make(), animated: true) }
  world.advanceClock(by: 350)
  return (world, root)
}

@MainActor
@Suite("System pickers and composers (issue 9, F-SP1, F-SP2)")
struct SystemPickerTests {
  @Test("F-SP1: the message composer tells its delegate and stays presented until the delegate dismisses it")
  func messageComposer() {
    let log = PickerLog()
    let (world, root) = presenting {
      let composer = MFMessageComposeViewController()
      composer.messageComposeDelegate = log
      composer.recipients = ["555"]
      return composer
    }
    #expect(world.apply(.tap("Cancel")))
    world.advanceClock(by: 350)
    #expect(log.calls == ["message cancelled, presented true"])
    #expect(root.presentedViewController is MFMessageComposeViewController)
    log.dismisses = true
    #expect(world.apply(.tap("Send")))
    world.advanceClock(by: 350)
    #expect(root.presentedViewController == nil)
  }

  @Test("F-SP1: the event editor's Add saves the event and tells the delegate; it stays until dismissed")
  func eventEditor() {
    let log = PickerLog()
    let store = EKEventStore()
    let (world, root) = presenting {
      let editor = EKEventEditViewController()
      editor.eventStore = store
      editor.event = EKEvent(eventStore: store)
      editor.editViewDelegate = log
      return editor
    }
    #expect(world.elements.map(\.name).contains("Add"))
    #expect(world.apply(.tap("Add")))
    #expect(log.calls == ["event saved, saved 1"])
    #expect(root.presentedViewController is EKEventEditViewController)
    #expect(world.apply(.tap("Cancel")))
    #expect(log.calls.last == "event canceled, saved 1")
  }

  @Test("F-SP1: the colour picker reports a pick at once; Close dismisses it, then DidFinish")
  func colorPicker() {
    let log = PickerLog()
    let (world, root) = presenting {
      let picker = UIColorPickerViewController()
      picker.delegate = log
      return picker
    }
    #expect(world.apply(.tap("Choose Color")))
    #expect(log.calls == ["color systemBlue continuously false", "color (iOS 14)"])
    #expect(world.apply(.tap("Close")))
    #expect(log.calls.count == 2)
    world.advanceClock(by: 350)
    #expect(log.calls.last == "color finish, presented false")
    #expect(root.presentedViewController == nil)
  }

  @Test(
    "F-SP1: fontPickerDismissal decides who dismisses the font picker",
    arguments: BehaviourProfile.FontPickerDismissal.allCases)
  func fontPicker(dismissal: BehaviourProfile.FontPickerDismissal) {
    var profile = BehaviourProfile.default
    profile.fontPickerDismissal = dismissal
    let log = PickerLog()
    let (world, root) = presenting(profile: profile) {
      let picker = UIFontPickerViewController()
      picker.delegate = log
      return picker
    }
    #expect(world.apply(.tap("Choose Font")))
    world.advanceClock(by: 350)
    #expect(log.calls == ["font Helvetica, presented \(dismissal == .byDelegate)"])
    #expect((root.presentedViewController == nil) == (dismissal == .automatic))
  }
}

/// A profile screen with a photos picker and the item it loads.
private struct AvatarPicker: View {
  @State var item: PhotosPickerItem?
  @State var loaded = 0
  var body: some View {
    VStack {
      PhotosPicker(selection: $item, matching: .images) { Text("Choose avatar") }
      Button("loaded \(loaded)") {}
    }
    .task(id: item) {
      guard let item, let data = try? await item.loadTransferable(type: Data.self), UIImage(data: data) != nil else {
        return
      }
      loaded += 1
    }
  }
}

/// A sign-in screen with Apple's button.
private struct AppleButton: UIViewRepresentable {
  let tapped: () -> Void
  func makeUIView(context: Context) -> ASAuthorizationAppleIDButton {
    let button = ASAuthorizationAppleIDButton(authorizationButtonType: .signIn, authorizationButtonStyle: .black)
    button.addTarget(context.coordinator, action: Coordinator.tap, for: .touchUpInside)
    return button
  }
  func updateUIView(_ button: ASAuthorizationAppleIDButton, context: Context) { context.coordinator.tapped = tapped }
  func makeCoordinator() -> Coordinator { Coordinator(tapped: tapped) }
  final class Coordinator {
    var tapped: () -> Void
    init(tapped: @escaping () -> Void) { self.tapped = tapped }
    func tap() { tapped() }
  }
}

private struct SignInScreen: View {
  @State var taps = 0
  var body: some View {
    VStack {
      AppleButton { taps += 1 }
      Button("taps \(taps)") {}
    }
  }
}

@MainActor
@Suite("PhotosPicker and Sign in with Apple (issue 9, F-SP2)")
struct PhotosAndAppleTests {
  @Test("F-SP2: tapping the photos picker writes the selection; its item loads data an image decodes")
  func photosPicker() {
    let (world, _) = makeWorld(AvatarPicker())
    #expect(world.apply(.tap("Choose avatar")))
    // The load runs off the main actor: it waits for the drain; its main-actor result then
    // runs in the same drain.
    world.drainMainQueue()
    #expect(world.elements.map(\.name).contains("loaded 1"))
  }

  @Test("Sign in with Apple's button is tapped by its title and sends touchUpInside")
  func appleButton() {
    let (world, _) = makeWorld(SignInScreen())
    #expect(world.apply(.tap("Sign in with Apple")))
    #expect(world.elements.map(\.name).contains("taps 1"))
  }
}
