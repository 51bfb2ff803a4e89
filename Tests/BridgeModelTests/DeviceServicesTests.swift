import BridgeModel
import Testing

/// Everything a photo capture tells its delegate, in order.
private final class CaptureLog: AVCapturePhotoCaptureDelegate {
  var calls: [String] = []
  func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  {
    calls.append("willBegin")
  }
  func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  {
    calls.append("willCapture")
  }
  func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  {
    calls.append("didCapture")
  }
  func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
  {
    calls.append("photo \(photo.fileDataRepresentation()?.count ?? 0) bytes")
  }
  func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
    error: (any Error)?
  ) { calls.append("didFinish") }
}

/// A location manager's delegate that writes down what it hears.
private final class LocationLog: CLLocationManagerDelegate {
  var calls: [String] = []
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    calls.append("authorization \(manager.authorizationStatus)")
  }
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
    calls.append("authorization (old) \(status)")
  }
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    calls.append("location \(locations.map { "\($0.coordinate.latitude)" }.joined(separator: ","))")
  }
}

/// A counter kept in app storage, shown twice, the second copy only while `shown`.
private struct StoredCounter: View {
  @AppStorage("count") var left = 0
  @State var shown = true
  var body: some View {
    VStack {
      Button("plus") { left += 1 }
      Button("toggle") { shown.toggle() }
      if shown { StoredCopy() }
    }
  }
}

private struct StoredCopy: View {
  @AppStorage("count") var right = 0
  var body: some View { Text("copy \(right)") }
}

/// A notes editor.
private struct NotesScreen: View {
  @State var notes = "a"
  var body: some View { TextEditor(text: $notes) }
}

/// What the watchers heard, kept apart from them so it outlives them.
private final class Heard {
  var lines: [String] = []
}

/// An observer in the target-selector form `bridgecheck adapt` writes.
private final class KeyboardWatcher {
  let heard: Heard
  init(_ heard: Heard) { self.heard = heard }
  func keyboardWillShow(_ notification: Notification) { heard.lines.append("show \(notification.name.rawValue)") }
  func refresh() { heard.lines.append("refresh") }
}

/// What a photo picker handed over.
private final class PickLog: PHPickerViewControllerDelegate {
  var identifiers: [String?] = []
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
    identifiers += results.map(\.assetIdentifier)
  }
}

/// A search text field in a representable.
private struct SearchField: UIViewRepresentable {
  func makeUIView(context: Context) -> UISearchTextField { UISearchTextField() }
  func updateUIView(_ field: UISearchTextField, context: Context) {}
}

@MainActor
@Suite("Device services: camera, location, app storage (issue 9 §1)")
struct DeviceServicesTests {
  @Test("F-CAM1: a capture's callbacks run later in one background block, in Apple's order")
  func photoCaptureLater() {
    let (world, recorder) = makeAppWorld()
    let output = AVCapturePhotoOutput()
    let log = CaptureLog()
    world.act { output.capturePhoto(with: AVCapturePhotoSettings(), delegate: log) }
    #expect(log.calls.isEmpty)
    world.drainMainQueue()
    #expect(log.calls == ["willBegin", "willCapture", "didCapture", "photo 5 bytes", "didFinish"])
    #expect(recorder.events.contains { if case .turnBegan(.backgroundBlock) = $0.kind { true } else { false } })
  }

  @Test("F-CAM1: the output holds its delegate weakly, so a delegate nothing keeps hears nothing")
  func photoDelegateWeak() {
    let (world, _) = makeAppWorld()
    let output = AVCapturePhotoOutput()
    var heard: [String] = []
    final class Forwarder: AVCapturePhotoCaptureDelegate {
      let onPhoto: () -> Void
      init(_ onPhoto: @escaping () -> Void) { self.onPhoto = onPhoto }
      func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?
      ) {
        onPhoto()
      }
    }
    world.act { output.capturePhoto(with: AVCapturePhotoSettings(), delegate: Forwarder { heard.append("kept") }) }
    world.drainMainQueue()
    #expect(heard.isEmpty)
    let kept = Forwarder { heard.append("kept") }
    world.act { output.capturePhoto(with: AVCapturePhotoSettings(), delegate: kept) }
    world.drainMainQueue()
    #expect(heard == ["kept"])
  }

  @Test("F-CL2: the delegate hears the authorization in the turn after it is set, not during the assignment")
  func locationAuthorization() {
    let (world, _) = makeAppWorld()
    let manager = CLLocationManager()
    let log = LocationLog()
    world.act {
      manager.delegate = log
      #expect(log.calls.isEmpty)
    }
    world.drainMainQueue()
    #expect(log.calls == ["authorization authorizedWhenInUse", "authorization (old) authorizedWhenInUse"])
    world.act { manager.requestWhenInUseAuthorization() }
    world.drainMainQueue()
    #expect(log.calls.count == 2)
  }

  @Test("F-CL2: requestLocation delivers one location a second later; updates come every second until stopped")
  func locationUpdates() {
    let (world, _) = makeAppWorld()
    let manager = CLLocationManager()
    let log = LocationLog()
    world.act { manager.delegate = log }
    world.drainMainQueue()
    log.calls.removeAll()
    world.act { manager.requestLocation() }
    world.advanceClock(by: 999)
    #expect(log.calls.isEmpty)
    world.advanceClock(by: 1)
    #expect(log.calls == ["location 37.3349"])
    world.advanceClock(by: 3000)
    #expect(log.calls.count == 1)
    log.calls.removeAll()
    world.act {
      manager.startUpdatingLocation()
      manager.startUpdatingLocation()
    }
    world.advanceClock(by: 3000)
    #expect(log.calls.count == 3)
    world.act { manager.stopUpdatingLocation() }
    world.advanceClock(by: 3000)
    #expect(log.calls.count == 3 && !manager.isUpdating)
    world.act {
      manager.startUpdatingLocation()
      manager.stopUpdatingLocation()
      manager.startUpdatingLocation()
    }
    world.advanceClock(by: 1000)
    #expect(log.calls.count == 4)
  }

  @Test("F-SW14: a write reaches the other live view with the key; a view that appears later starts from it")
  func appStorageShared() {
    let (world, _) = makeWorld(StoredCounter())
    #expect(world.apply(.tap("plus")))
    #expect(world.currentValueText(ofState: "left") == "1")
    #expect(world.currentValueText(ofState: "StoredCopy.right") == "1")
    #expect(world.apply(.tap("toggle")))
    #expect(world.apply(.tap("plus")))
    #expect(world.apply(.tap("toggle")))
    #expect(world.currentValueText(ofState: "StoredCopy#2.right") == "2")
    #expect(world.appStorage["count"] as? Int == 2)
    let (fresh, _) = makeWorld(StoredCounter())
    #expect(fresh.currentValueText(ofState: "left") == "0")
  }

  @Test("F-SW4: a TextEditor is a text field named text-editor whose typing writes its binding")
  func textEditor() {
    let (world, _) = makeWorld(NotesScreen())
    #expect(world.apply(.type("bc", into: "text-editor")))
    #expect(world.currentValueText(ofState: "notes") == "\"abc\"")
  }

  @Test("The target-selector observer form: called while alive, removed by removeObserver(observer)")
  func selectorObservers() {
    let (world, _) = makeAppWorld()
    let heard = Heard()
    let watcher = KeyboardWatcher(heard)
    let name = Notification.Name("keyboard")
    world.act {
      NotificationCenter.default.addObserver(
        watcher, selector: KeyboardWatcher.keyboardWillShow, name: name, object: nil)
      NotificationCenter.default.addObserver(watcher, selector: KeyboardWatcher.refresh, name: name, object: nil)
      NotificationCenter.default.post(name: name, object: nil)
    }
    #expect(heard.lines == ["show keyboard", "refresh"])
    world.act {
      NotificationCenter.default.removeObserver(watcher)
      NotificationCenter.default.post(name: name, object: nil)
    }
    #expect(heard.lines.count == 2)
    world.act {
      // Both forms hold the observer weakly: once nothing else keeps it, it is gone and hears nothing.
      var temporary: KeyboardWatcher? = KeyboardWatcher(heard)
      NotificationCenter.default.addObserver(temporary!, selector: KeyboardWatcher.refresh, name: name, object: nil)
      NotificationCenter.default.addObserver(
        temporary!, selector: KeyboardWatcher.keyboardWillShow, name: name, object: nil)
      NotificationCenter.default.post(name: name, object: nil)
      weak let gone = temporary
      temporary = nil
      #expect(gone == nil)
      NotificationCenter.default.post(name: name, object: nil)
    }
    #expect(heard.lines == ["show keyboard", "refresh", "refresh", "show keyboard"])
  }

  @Test("UIColor compares by colour, as UIKit's isEqual does")
  func colorEquality() {
    #expect(UIColor.red == UIColor.red)
    #expect(UIColor.red != UIColor.blue)
    #expect(Set([UIColor.red, .red, .blue]).count == 2)
  }

  @Test("F-PH1: performChanges runs its change block, then its completion, later in a background block")
  func photoLibraryChanges() {
    let (world, recorder) = makeAppWorld()
    nonisolated final class Steps: @unchecked Sendable { var lines: [String] = [] }
    let steps = Steps()
    world.act {
      PHPhotoLibrary.shared().performChanges {
        steps.lines.append("change")
        _ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
      } completionHandler: { success, error in
        steps.lines.append("done \(success) \(error == nil)")
      }
      PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in steps.lines.append("status \(status)") }
      steps.lines.append("returned")
    }
    #expect(steps.lines == ["returned"])
    world.drainMainQueue()
    #expect(steps.lines == ["returned", "change", "done true true", "status authorized"])
    let background = recorder.events.filter { if case .turnBegan(.backgroundBlock) = $0.kind { true } else { false } }
    #expect(background.count == 2)
    #expect(PHAsset.fetchAssets(with: nil).count == 0)
  }

  @Test("F-PH1: an opportunistic request answers twice, degraded first, in later main turns; others once")
  func imageRequests() {
    let (world, _) = makeAppWorld()
    var answers: [String] = []
    let asset = PHAsset()
    func request(_ name: String, _ configure: (PHImageRequestOptions) -> Void) {
      let options = PHImageRequestOptions()
      configure(options)
      PHImageManager.default().requestImage(
        for: asset, targetSize: CGSize(width: 10, height: 10), contentMode: .aspectFit, options: options
      ) { image, info in
        let degraded = info?[PHImageResultIsDegradedKey] as? Bool
        answers.append("\(name) \(image != nil) degraded \(degraded.map(String.init) ?? "nil")")
      }
    }
    world.act {
      PHImageManager.default().requestImage(
        for: asset, targetSize: PHImageManagerMaximumSize, contentMode: .aspectFill, options: nil
      ) { image, info in answers.append("default \((info?[PHImageResultIsDegradedKey] as? Bool) == true)") }
      request("high") { $0.deliveryMode = .highQualityFormat }
      request("sync") { $0.isSynchronous = true }
    }
    #expect(answers == ["sync true degraded false"])
    world.drainMainQueue()
    #expect(
      answers == [
        "sync true degraded false", "default true", "default false", "high true degraded false",
      ])
  }

  @Test("A picker made with the photo library names its picked assets; one made without names none")
  func pickedAssetIdentifiers() {
    for (configuration, expected) in [
      (PHPickerConfiguration(photoLibrary: .shared()), ["picked/L0/1"]), (PHPickerConfiguration(), [nil]),
    ] {
      let (world, _) = makeAppWorld()
      let root = UIViewController()
      world.launch { world in world.window.rootViewController = root }
      let log = PickLog()
      let picker = PHPickerViewController(configuration: configuration)
      picker.delegate = log
      world.act { root.present(picker, animated: false) }
      world.advanceClock(by: 500)
      #expect(world.apply(.tap("Add")))
      #expect(log.identifiers == expected)
    }
  }

  @Test("Core Image: a QR code's output is 23 points square; a context renders a rectangle's size")
  func coreImage() {
    let filter = CIFilter.qrCodeGenerator()
    filter.message = Data("hello".utf8)
    let output = filter.outputImage
    #expect(output?.extent.size == CGSize(width: 23, height: 23))
    let scaled = output?.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
    let image = scaled.flatMap { CIContext().createCGImage($0, from: $0.extent) }
    #expect(image?.width == 230 && image?.height == 230)
    let blur = CIFilter(name: "CIGaussianBlur")
    blur?.setValue(UIImage().cgImage.map { CIImage(cgImage: $0) }, forKey: kCIInputImageKey)
    #expect(blur?.outputImage?.extent.size == CGSize(width: 300, height: 300))
  }

  @Test("A UISearchTextField is a text field the user types into; its tokens are stored")
  func searchTextField() {
    let (world, _) = makeWorld(SearchField())
    let field = world.elements.first { $0.kind == .textField }?.view as? UISearchTextField
    #expect(field != nil)
    #expect(world.apply(.type("ab", into: world.elements.first { $0.kind == .textField }?.name ?? "?")))
    #expect(field?.text == "ab")
    field?.insertToken(UISearchToken(icon: nil, text: "tag"), at: 0)
    #expect(field?.tokens.map(\.text) == ["tag"])
  }
}
