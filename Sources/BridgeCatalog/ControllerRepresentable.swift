import BridgeCheck
import BridgeModel

// Seed 001 Part 2 and seed 003 §3: UIViewControllerRepresentable.

/// Seed 001 Part 2's PhotoPicker. `dismissesDirectly` is the mistake the seed warns about:
/// "Don't call controller.dismiss(animated:) directly — let SwiftUI's @Environment(\.dismiss)
/// or the binding that controls presentation handle it."
struct PhotoPicker: UIViewControllerRepresentable {
  @Binding var selectedImages: [UIImage]
  @Environment(\.dismiss) private var dismiss
  var dismissesDirectly = false

  func makeUIViewController(context: Context) -> PHPickerViewController {
    var config = PHPickerConfiguration()
    config.selectionLimit = 5
    config.filter = .images
    let picker = PHPickerViewController(configuration: config)
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ picker: PHPickerViewController, context: Context) {
    // PHPicker doesn't support updates after creation
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  final class Coordinator: NSObject, PHPickerViewControllerDelegate {
    var parent: PhotoPicker

    init(_ parent: PhotoPicker) { self.parent = parent }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      parent.selectedImages = []
      for result in results {
        result.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
          if let image {
            DispatchQueue.main.async {
              self.parent.selectedImages.append(image)
            }
          }
        }
      }
      if parent.dismissesDirectly {
        picker.dismiss(animated: true)
      } else {
        parent.dismiss()
      }
    }
  }
}

/// Seed 001 Part 2's usage: `.sheet(isPresented: $showPicker) { PhotoPicker(selectedImages: $images) }`.
struct PhotoScreen: View {
  @State var showPicker = false
  @State var images: [UIImage] = []
  let dismissesDirectly: Bool

  var body: some View {
    VStack {
      Button("choose photos") { showPicker = true }
    }
    .sheet(isPresented: $showPicker) {
      PhotoPicker(selectedImages: $images, dismissesDirectly: dismissesDirectly)
    }
  }
}

/// A controller that shows details (seed 003 §3's `DetailViewController`).
final class DetailViewController: UIViewController {
  var data = 0
}

/// Seed 003 §3's ❌: `updateUIViewController` pushes a detail on every state change; its ✅:
/// update only configures the controller ("Navigation actions must be … triggered only by
/// explicit user intent via the coordinator").
struct PushingNavigation: UIViewControllerRepresentable {
  let data: Int
  let pushesInUpdate: Bool

  func makeUIViewController(context: Context) -> UINavigationController {
    UINavigationController(rootViewController: UIViewController())
  }

  func updateUIViewController(_ nav: UINavigationController, context: Context) {
    guard pushesInUpdate else {
      nav.topViewController?.title = "item \(data)"
      return
    }
    let detail = DetailViewController()
    detail.data = self.data
    nav.pushViewController(detail, animated: true)  // Pushes on EVERY state change!
  }
}

struct PushingScreen: View {
  @State var show = false
  @State var data = 0
  let pushesInUpdate: Bool

  var body: some View {
    if show {
      PushingNavigation(data: data, pushesInUpdate: pushesInUpdate)
    }
  }
}

nonisolated enum ControllerRepresentableScenarios {
  static func photos(_ name: String, expect: Expectation, summary: String, dismissesDirectly: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 001 Part 2 PHPickerViewController") { world in
      world.window.rootViewController = UIHostingController(rootView: PhotoScreen(dismissesDirectly: dismissesDirectly))
      return nil
    }
  }

  static func pushing(_ name: String, expect: Expectation, summary: String, pushesInUpdate: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 003 §3 Key nuance") { world in
      world.window.rootViewController = UIHostingController(rootView: PushingScreen(pushesInUpdate: pushesInUpdate))
      return nil
    }
  }

  static let all: [Scenario] = [
    photos(
      "vc-representable/photo-picker", expect: .holds,
      summary: "seed 001's PhotoPicker in a sheet: the coordinator dismisses through @Environment(\\.dismiss)",
      dismissesDirectly: false),
    photos(
      "vc-representable/dismiss-directly", expect: .violation("presentation.state-matches-binding"),
      summary: "the coordinator calls picker.dismiss(animated:) itself: the sheet's binding stays true",
      dismissesDirectly: true),
    pushing(
      "vc-representable/push-in-update", expect: .violation("navigation.no-navigation-in-update"),
      summary: "updateUIViewController pushes a detail controller on every state change", pushesInUpdate: true),
    pushing(
      "vc-representable/configure-in-update", expect: .holds,
      summary: "updateUIViewController only configures the navigation controller", pushesInUpdate: false),
  ]
}
