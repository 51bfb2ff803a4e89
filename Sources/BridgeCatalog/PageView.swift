import BridgeCheck
import BridgeModel

// A UIPageViewController representable whose delegate writes the page binding (issue 9
// acceptance; FIDELITY.md F-PG1-F-PG3).

/// A page's view: which page it is.
final class PageCard: UIView {
  var index = 0
}

/// One page of the pager.
final class PageController: UIViewController {
  let index: Int

  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    let card = PageCard(frame: .zero)
    card.index = index
    view = card
  }
}

/// Three pages the user swipes through, bound to `page`, as onboarding and gallery screens
/// write it: update turns to `page` when it is not the page last shown; the delegate records a
/// swiped-to page and writes it back.
struct OnboardingPager: UIViewControllerRepresentable {
  @Binding var page: Int
  /// Whether the delegate looks at `transitionCompleted` before writing the page back.
  let checksCompleted: Bool

  func makeCoordinator() -> Coordinator { Coordinator(page: $page, checksCompleted: checksCompleted) }

  func makeUIViewController(context: Context) -> UIPageViewController {
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = context.coordinator
    pager.delegate = context.coordinator
    return pager
  }

  func updateUIViewController(_ pager: UIPageViewController, context: Context) {
    let coordinator = context.coordinator
    coordinator.page = $page
    // A swipe records the page it showed, so its own write-back does not turn the page again.
    guard coordinator.shown != page else { return }
    let direction: UIPageViewController.NavigationDirection = page >= (coordinator.shown ?? 0) ? .forward : .reverse
    coordinator.shown = page
    pager.setViewControllers([coordinator.pages[page]], direction: direction, animated: false)
  }

  final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = (0..<3).map { PageController(index: $0) }
    var page: Binding<Int>
    let checksCompleted: Bool
    /// The page update or a swipe last showed.
    var shown: Int?
    /// The page a swipe is bringing in.
    private var pending: Int?

    init(page: Binding<Int>, checksCompleted: Bool) {
      self.page = page
      self.checksCompleted = checksCompleted
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      guard let index = (viewController as? PageController)?.index, index > 0 else { return nil }
      return pages[index - 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      guard let index = (viewController as? PageController)?.index, index + 1 < pages.count else { return nil }
      return pages[index + 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
      pending = (pendingViewControllers.first as? PageController)?.index
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      // ✅ A swipe the user let spring back shows the page it started from (F-PG3).
      // ❌ Without this check, the page that never came in is recorded and written back.
      if checksCompleted, !completed { return }
      guard let pending else { return }
      shown = pending
      page.wrappedValue = pending
    }
  }
}

/// An onboarding screen: the pager and where the user is.
struct OnboardingScreen: View {
  @State var page = 0
  let checksCompleted: Bool

  var body: some View {
    VStack {
      OnboardingPager(page: $page, checksCompleted: checksCompleted)
      Text("page \(page + 1) of 3")
    }
  }
}

nonisolated enum PageViewScenarios {
  static func pager(_ name: String, expect: Expectation, summary: String, checksCompleted: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-PG1, F-PG3") {
      OnboardingScreen(checksCompleted: checksCompleted)
    }
    .domain("page", ["0", "1", "2"])
    .mirror("page", of: { (screen: OnboardingScreen) in screen.page }, PageCard.self, "index", of: { $0.index })
  }

  static let all: [Scenario] = [
    pager(
      "page-view/cancelled-swipe-written", expect: .violation("representable.view-matches-state"),
      summary:
        "UIPageViewController whose delegate writes the page it was swiped towards without looking at transitionCompleted: a swipe the user lets spring back leaves the binding on a page that is not shown",
      checksCompleted: false),
    pager(
      "page-view/completed-swipe-written", expect: .holds,
      summary: "the same pager writes the page back only when transitionCompleted is true",
      checksCompleted: true),
  ]
}
