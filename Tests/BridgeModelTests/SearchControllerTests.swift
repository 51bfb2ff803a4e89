import BridgeModel
import Foundation
import Testing

/// Logs what a search controller and its bar tell: the updater with `isActive` and the text.
private final class SearchLog: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
  var calls: [String] = []
  func updateSearchResults(for searchController: UISearchController) {
    calls.append("update \(searchController.isActive) \"\(searchController.searchBar.text ?? "")\"")
  }
  func willPresentSearchController(_ searchController: UISearchController) { calls.append("will present") }
  func didPresentSearchController(_ searchController: UISearchController) { calls.append("did present") }
  func willDismissSearchController(_ searchController: UISearchController) { calls.append("will dismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { calls.append("did dismiss") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel clicked") }
}

/// A navigation controller whose root shows a search controller in its navigation item.
@MainActor
private func searchWorld(
  profile: BehaviourProfile = .default
) -> (World, UINavigationController, UISearchController, SearchLog) {
  let (world, _) = makeAppWorld(profile: profile)
  let log = SearchLog()
  var made: (UINavigationController, UISearchController)?
  world.launch { world in
    let root = UIViewController()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = log
    search.delegate = log
    search.searchBar.delegate = log
    root.navigationItem.searchController = search
    let navigation = UINavigationController(rootViewController: root)
    world.window.rootViewController = navigation
    made = (navigation, search)
  }
  return (world, made!.0, made!.1, log)
}

@MainActor
@Suite("UISearchController: activation, the updater, Cancel (issue 9 §1.7, F-SC1–F-SC4)")
struct SearchControllerTests {
  @Test(
    "F-SC4, F-SC1, F-SC2: the navigation bar shows the bar; the user's focus presents and updates, did-present comes after the animation"
  )
  func userActivates() {
    let (world, _, search, log) = searchWorld()
    #expect(world.elements.map(\.name) == ["search-bar"])
    #expect(world.apply(.focus("search-bar")))
    #expect(log.calls == ["will present", "update true \"\""])
    #expect(search.isActive)
    #expect(search.searchBar.isFirstResponder)
    world.advanceClock(by: 350)
    #expect(log.calls.last == "did present")
    #expect(world.elements.map(\.name) == ["search-bar", "Cancel"])
    log.calls.removeAll()
    #expect(world.apply(.type("ab", into: "search-bar")))
    #expect(world.apply(.clear("search-bar")))
    #expect(log.calls == ["update true \"ab\"", "update true \"\""])
  }

  @Test("F-SC3: Cancel tells the bar's delegate, clears the text, resigns, dismisses and updates with isActive false")
  func cancel() {
    let (world, _, search, log) = searchWorld()
    #expect(world.apply(.type("ab", into: "search-bar")))
    world.advanceClock(by: 350)
    log.calls.removeAll()
    #expect(world.apply(.tap("Cancel")))
    #expect(log.calls == ["cancel clicked", "will dismiss", "update false \"\""])
    #expect(!search.isActive)
    #expect(!search.searchBar.isFirstResponder)
    #expect(search.searchBar.text == "")
    #expect(world.elements.map(\.name) == ["search-bar"])
    world.advanceClock(by: 350)
    #expect(log.calls.last == "did dismiss")
  }

  @Test(
    "F-SC2: isActive set by code presents and dismisses with the delegate told; the bar is not focused, the updater not told"
  )
  func activeByCode() {
    let (world, _, search, log) = searchWorld()
    world.act { search.isActive = true }
    #expect(log.calls == ["will present"])
    #expect(!search.searchBar.isFirstResponder)
    world.advanceClock(by: 350)
    world.act { search.isActive = false }
    world.advanceClock(by: 350)
    #expect(log.calls == ["will present", "did present", "will dismiss", "did dismiss"])
  }

  @Test("F-SC2: a dismissal that begins before the presentation ends: did-present is never told")
  func cutShort() {
    let (world, _, search, log) = searchWorld()
    world.act { search.isActive = true }
    world.advanceClock(by: 100)
    world.act { search.isActive = false }
    world.advanceClock(by: 350)
    #expect(log.calls == ["will present", "will dismiss", "did dismiss"])
  }

  @Test(
    "F-SC1: code that changes the bar's text updates the results under searchTextSetter=updates (only a change), never under silent",
    arguments: BehaviourProfile.SearchTextSetter.allCases)
  func textByCode(setter: BehaviourProfile.SearchTextSetter) {
    var profile = BehaviourProfile.default
    profile.searchTextSetter = setter
    let (world, _, search, log) = searchWorld(profile: profile)
    world.act { search.searchBar.text = "swift" }
    world.act { search.searchBar.text = "swift" }
    #expect(log.calls == (setter == .updates ? ["update false \"swift\""] : []))
  }

  @Test("F-SC4: a pushed screen without a search controller hides the bar; popping back shows it again")
  func followsTop() {
    let (world, navigation, _, _) = searchWorld()
    world.act { navigation.pushViewController(UIViewController(), animated: false) }
    world.advanceClock(by: 350)
    #expect(!world.elements.map(\.name).contains("search-bar"))
    world.act { _ = navigation.popViewController(animated: false) }
    world.advanceClock(by: 350)
    #expect(world.elements.map(\.name).contains("search-bar"))
    world.act { navigation.isNavigationBarHidden = true }
    #expect(!world.elements.map(\.name).contains("search-bar"))
    world.act { navigation.setNavigationBarHidden(false, animated: true) }
    #expect(world.elements.map(\.name).contains("search-bar"))
  }

  @Test("A plain search bar's Cancel only tells its delegate; the updater and delegate are weak")
  func plainBarAndWeakness() {
    let (world, _) = makeAppWorld()
    let log = SearchLog()
    var bar: UISearchBar?
    world.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      let made = UISearchBar(frame: .zero)
      made.delegate = log
      made.showsCancelButton = true
      root.view.addSubview(made)
      bar = made
    }
    #expect(world.apply(.tap("Cancel")))
    #expect(log.calls == ["cancel clicked"])
    world.act { bar?.showsCancelButton = false }
    #expect(world.elements.map(\.name) == ["search-bar"])

    let search = UISearchController(searchResultsController: nil)
    var updater: SearchLog? = SearchLog()
    search.searchResultsUpdater = updater
    search.delegate = updater
    updater = nil
    #expect(search.searchResultsUpdater == nil)
    #expect(search.delegate == nil)
  }
}
