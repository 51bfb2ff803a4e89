extension World {
  // MARK: Elements

  /// The interactive elements on screen now, in tree order, with their trace names.
  public var elements: [Element] {
    if let cache = affordanceCache, cache.version == hierarchyVersion {
      if verifiesCaches {
        verify("elements", served: cache.elements.map(\.fingerprint), fresh: findElements().map(\.fingerprint))
      }
      return cache.elements
    }
    // As large as the last walk's (eight at least): a screen changes little from one version
    // to the next, and growing an array from empty copies it six times on a list screen.
    var found: [Element] = []
    found.reserveCapacity(max(lastElementCount, 8))
    findElements(into: &found)
    lastElementCount = found.count
    affordanceCache = (hierarchyVersion, found)
    return found
  }

  private func findElements() -> [Element] {
    var found: [Element] = []
    findElements(into: &found)
    return found
  }

  private func findElements(into found: inout [Element]) {
    let top = interactiveController
    var reachable: UIView = window
    // The stored presentation controller: asking `presentationController` would make one.
    if let top { reachable = top.storedPresentationController?.containerView ?? top.view }
    var blocked: [UIView] = []
    if let top { collectBlockedViews(top, into: &blocked) }
    reachable.collectElements(into: &found, blocked: blocked)
    if let top { collectControllerElements(top, isTop: true, into: &found) }
    // A finger on a dragged sheet does nothing else until it lifts.
    if let top, top.isSheetBeingDragged {
      found = [Element(kind: .draggedSheet, baseName: "sheet", target: .sheet(top))]
    }
    World.number(&found, names: &World.numberedNames)
  }

  /// Names each element: the n-th with a base name is `base#n` (the first is `base`). Earlier
  /// ones are counted by scanning: on a screen of a handful, comparing the names; on a list of a
  /// few dozen, only the earlier names in the same one of 64 buckets of a cheap key (the name's
  /// length and last byte), and a name only where its key is the same, since comparing two
  /// different names costs a call into the string library (`item 3`, `item 4`); on a screen of
  /// N rows past 64, a running count per base name (only looked up, never iterated).
  static func number(_ found: inout [Element], names: inout NumberedNames) {
    if found.count <= 8 {
      for index in found.indices {
        let base = found[index].baseName
        var count = 1
        for earlier in 0..<index where found[earlier].baseName == base { count += 1 }
        found[index].name = count > 1 ? names.name(base, count) : base
      }
      return
    }
    guard found.count <= 64 else {
      var seen: [String: Int] = [:]
      seen.reserveCapacity(found.count)
      for index in found.indices {
        let base = found[index].baseName
        let count = (seen[base] ?? 0) + 1
        seen[base] = count
        found[index].name = count > 1 ? "\(base)#\(count)" : base
      }
      return
    }
    let elements = found.count
    // keys[i]: element i's key; chain[i]: the element before i in its bucket (-1: none);
    // heads[b]: bucket b's latest element.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * elements + 64) { table in
      let keys = table.baseAddress!
      let chain = keys + elements
      let heads = chain + elements
      heads.initialize(repeating: -1, count: 64)
      for index in found.indices {
        let base = found[index].baseName
        let last = Int(lastUTF8Byte(base))
        let length = base.utf8.count
        let key = length &* 256 &+ last
        let bucket = (last &+ length &* 7) & 63
        var count = 1
        var earlier = heads[bucket]
        while earlier >= 0 {
          if keys[earlier] == key && found[earlier].baseName == base { count += 1 }
          earlier = chain[earlier]
        }
        keys[index] = key
        chain[index] = heads[bucket]
        heads[bucket] = index
        found[index].name = count > 1 ? names.name(base, count) : base
      }
    }
  }

  /// `#2` to `#64`: the suffixes a screen of up to 64 elements numbers its names with.
  fileprivate static let numberSuffixes = (2...64).map { "#\($0)" }
  /// The numbered names the walks of screens made, to be given again: kept across worlds (they
  /// are strings, the same for every world), so that a world walked a few times does not pay
  /// for making its own table.
  @exclusivity(unchecked) static var numberedNames = NumberedNames()

  /// Notes a cache whose answer is not what a fresh computation gives (`verifiesCaches`).
  func verify(_ cache: String, served: [String], fresh: [String]) {
    guard served != fresh else { return }
    staleCaches.append(
      "step \(step), turn \(turn): the \(cache) cache served [\(served.joined(separator: "; "))]"
        + " but they are now [\(fresh.joined(separator: "; "))]")
  }

  /// The element with this trace name, if it is on screen.
  public func element(named name: String) -> Element? {
    let all = elements
    guard all.count > 8 else {
      for element in all where element.name == name { return element }
      return nil
    }
    if elementPositions?.version != hierarchyVersion {
      // A step looks up one element (its action's target): a table of every name costs two
      // hashed look-ups per element to build, and pays for itself only once one hierarchy serves
      // several steps (typing into one of N fields changes no element). The first lookups of a
      // version scan.
      if elementScans < World.scansBeforePositions {
        elementScans += 1
        for element in all where element.name == name { return element }
        return nil
      }
      var positions: [String: Int] = [:]
      positions.reserveCapacity(all.count)
      for position in all.indices where positions[all[position].name] == nil {
        positions[all[position].name] = position
      }
      elementPositions = (hierarchyVersion, positions)
    }
    guard let position = elementPositions?.positions[name] else { return nil }
    return all[position]
  }

  /// The current value, in trace text, of the fuzzable state with this name.
  public func currentValueText(ofState name: String) -> String? { fuzzableState(named: name)?.valueText }

  /// The fuzzable state with this name.
  func fuzzableState(named name: String) -> (any AnyStateLocation)? {
    registry.firstState(named: name) { $0.isFuzzable }
  }

  // MARK: Choices

  /// Every action possible now, by family, payloads simplest first (from `actionDomains`).
  public func choices() -> [ActionChoice] { choicesAndGeneration().choices }

  /// The choices, and a number that changes whenever they do, unique across worlds (so a
  /// caller can keep what it derived from them until then).
  public func choicesAndGeneration() -> (choices: [ActionChoice], generation: Int) {
    let key = ChoicesKey(
      hierarchy: hierarchyVersion, states: registry.states.count, knobs: environmentKnobs.count, hosts: hosts.count,
      queueIsEmpty: scheduler.mainQueue.isEmpty)
    if let cache = choicesCache, cache.key == key {
      if verifiesCaches {
        verify(
          "choices", served: cache.choices.map(\.fingerprint), fresh: computeChoices(actionDomains).map(\.fingerprint))
      }
      return (cache.choices, choicesGeneration)
    }
    let result = computeChoices(actionDomains)
    choicesCache = (key, result)
    World.lastChoicesGeneration += 1
    choicesGeneration = World.lastChoicesGeneration
    return (result, choicesGeneration)
  }

  private func computeChoices(_ domains: ActionDomains) -> [ActionChoice] {
    var result: [ActionChoice] = []
    // As many as last time: a screen's choices change little from one version to the next.
    result.reserveCapacity(max(16, choicesCache?.choices.count ?? 0))
    for location in registry.states {
      guard let (name, stateDomain) = location.fuzzable else { continue }
      var domain = stateDomain
      if !sliderStates.isEmpty { domain = withinSliderRange(domain, of: name) }
      if !domain.isEmpty { result.append(ActionChoice(kind: .setState, template: .state(name, domain))) }
    }
    for knob in environmentKnobs where !knob.domain.isEmpty {
      result.append(ActionChoice(kind: .environment, template: .environment(knob.name, knob.domain)))
    }
    for element in elements {
      for interaction in element.interactions {
        if interaction == .dragToDetent {
          // One choice per detent the sheet does not rest at (none for a one-detent sheet).
          guard case .sheet(let controller) = element.target, let sheet = controller.sheetPresentationController
          else { continue }
          for detent in sheet.detents where detent.identifier != sheet.restingDetent {
            result.append(
              ActionChoice(kind: .swipe, template: .single(.dragSheetToDetent(element.name, detent: detent.traceName))))
          }
        } else if let choice = choice(interaction, element.name, domains) {
          result.append(choice)
        }
      }
    }
    if !hosts.isEmpty { result.append(ActionChoice(kind: .rerender, template: .single(.rerender))) }
    if !domains.clockSteps.isEmpty { result.append(ActionChoice(kind: .clock, template: .clock(domains.clockSteps))) }
    if !scheduler.mainQueue.isEmpty { result.append(ActionChoice(kind: .drain, template: .single(.drainMainQueue))) }
    if !deepLinks.isEmpty { result.append(ActionChoice(kind: .deepLink, template: .deepLink(deepLinks))) }
    if observesAppLifecycle {
      result.append(ActionChoice(kind: .lifecycle, template: .single(.moveToBackground(!isInBackground))))
    }
    return result
  }

  /// The domain of a state mirrored to a slider, each value clamped to the range of the first
  /// such slider on screen, as the slider would clamp it (C11); duplicates dropped, order kept.
  /// The range is read when the choices are made, after each change of the hierarchy.
  private func withinSliderRange(_ domain: [String], of name: String) -> [String] {
    guard sliderStates.contains(where: { name == $0 || name.hasSuffix("." + $0) }),
      let slider = representedViews(of: UISlider.self).first
    else { return domain }
    let low = Double(slider.minimumValue)
    let high = Double(slider.maximumValue)
    var result: [String] = []
    for text in domain {
      // An Int state's values are left alone: a slider mirrors a floating-point state.
      let clamped = Int(text) == nil ? Double(text).map { String(min(max($0, low), high)) } ?? text : text
      if !result.contains(clamped) { result.append(clamped) }
    }
    return result
  }

  private func choice(_ interaction: Interaction, _ name: String, _ domains: ActionDomains) -> ActionChoice? {
    let kind: ActionKind
    let template: ActionChoice.Template
    switch interaction {
    case .type: (kind, template) = (.type, .type(name, domains.typedTexts))
    case .clear: (kind, template) = (.clear, .single(.clear(name)))
    case .focus: (kind, template) = (.focus, .single(.focus(name)))
    case .blur: (kind, template) = (.blur, .single(.blur(name)))
    case .moveCaret: (kind, template) = (.moveCaret, .moveCaret(name, domains.caretOffsets))
    case .scroll: (kind, template) = (.scroll, .scroll(name, domains.scrollOffsets))
    case .pan: (kind, template) = (.pan, .pan(name, domains.panFractions))
    case .slide: (kind, template) = (.slide, .slide(name, domains.sliderFractions))
    case .flip: (kind, template) = (.flip, .single(.flip(name)))
    case .tap: (kind, template) = (.tap, .single(.tap(name)))
    case .press: (kind, template) = (.press, .single(.press(name)))
    case .swipeDown: (kind, template) = (.swipe, .single(.swipeDown(name, commit: true)))
    case .swipeDownCancel: (kind, template) = (.swipe, .single(.swipeDown(name, commit: false)))
    case .swipeBack: (kind, template) = (.swipe, .single(.swipeBack(name, commit: true)))
    case .swipeBackCancel: (kind, template) = (.swipe, .single(.swipeBack(name, commit: false)))
    case .drag: (kind, template) = (.swipe, .single(.dragSheet(name)))
    case .release: (kind, template) = (.swipe, .single(.releaseSheet(name, commit: true)))
    case .releaseCancel: (kind, template) = (.swipe, .single(.releaseSheet(name, commit: false)))
    case .longPress: (kind, template) = (.gesture, .single(.longPress(name)))
    case .draw: (kind, template) = (.gesture, .single(.draw(name)))
    case .swipeAcross: (kind, template) = (.gesture, .single(.swipeAcross(name)))
    case .submit: (kind, template) = (.type, .single(.pressReturn(name)))
    case .selectTab: (kind, template) = (.tab, .single(.selectTab(name)))
    case .dragToDetent: return nil  // made per detent by `computeChoices`
    case .pageForward: (kind, template) = (.swipe, .single(.swipePages(name, forward: true, commit: true)))
    case .pageBack: (kind, template) = (.swipe, .single(.swipePages(name, forward: false, commit: true)))
    case .pageForwardCancel: (kind, template) = (.swipe, .single(.swipePages(name, forward: true, commit: false)))
    case .pageBackCancel: (kind, template) = (.swipe, .single(.swipePages(name, forward: false, commit: false)))
    }
    let choice = ActionChoice(kind: kind, template: template)
    return choice.count > 0 ? choice : nil
  }

  /// Applies one action as one step. Returns `false` (and does nothing) if it is not possible now.
  /// The step ends with the main-thread work it made ready (F-RL1, `mainQueueTiming`).
  @discardableResult
  public func apply(_ action: Action) -> Bool {
    guard applyStep(action) else { return false }
    runReadyMainThreadWork()
    return true
  }

  private func applyStep(_ action: Action) -> Bool {
    guard !isHalted else { return false }
    switch action {
    case .set(let name, let value):
      guard let location = fuzzableState(named: name), location.accepts(text: value) else { return false }
      step += 1
      userTurn { _ = location.write(text: value) }
    case .setEnvironment(let key, let value):
      guard let knob = environmentKnob(named: key), knob.domain.contains(value) else { return false }
      step += 1
      userTurn { changeEnvironment("\(key) = \(value)") { knob.apply(&$0, value) } }
    case .rerender:
      guard !hosts.isEmpty else { return false }
      step += 1
      userTurn { for host in hosts { host.forceRootRender() } }
    case .advanceClock(let ms):
      guard ms > 0 else { return false }
      step += 1
      advanceClock(by: Int64(ms))
    case .drainMainQueue:
      guard !scheduler.mainQueue.isEmpty else { return false }
      step += 1
      drainMainQueue()
    case .moveToBackground(let background):
      guard observesAppLifecycle, background != isInBackground else { return false }
      step += 1
      userTurn { moveApp(toBackground: background) }
    case .openDeepLink(let link):
      guard let handler = deepLinkHandler, deepLinks.contains(link) else { return false }
      step += 1
      userTurn { handler(link) }
    case .longPress:
      guard let element = target(of: action), case .gesture(let gesture) = element.target else { return false }
      step += 1
      // The finger goes down and stays: the recognizer is recognized once the hold is over,
      // then ends when the finger lifts (two turns of one step).
      userTurn { emit(.userInput(gesture.inputSubject, describeInput(action))) }
      advanceClock(by: gesture.holdMilliseconds)
      userTurn { gesture.perform(.began, endsSequence: false) }
      userTurn { gesture.perform(.ended, endsSequence: true) }
    case .pan(_, let fraction):
      guard let element = target(of: action) else { return false }
      step += 1
      guard case .gesture(let pan as UIPanGestureRecognizer) = element.target else {
        userTurn { interact(element, action) }
        return true
      }
      // A continuous gesture: it begins, the finger moves by the fraction of the view's width,
      // and lifts, each touch event in a turn of its own (F-GR1).
      userTurn {
        emit(.userInput(pan.inputSubject, describeInput(action)))
        pan.perform(.began, endsSequence: false)
      }
      userTurn {
        let width = pan.view?.bounds.width ?? 0
        pan.translationSoFar = CGPoint(x: pan.translationSoFar.x + width * CGFloat(fraction), y: pan.translationSoFar.y)
        pan.perform(.changed, endsSequence: false)
      }
      userTurn { pan.perform(.ended, endsSequence: true) }
    case .draw:
      guard let element = target(of: action), case .view(let canvas as PKCanvasView) = element.target else {
        return false
      }
      step += 1
      // The finger goes down, draws and lifts: two turns of one step (F-PK2). On a canvas
      // that takes no finger strokes now, it draws nothing.
      var draws = false
      userTurn {
        emit(.userInput(canvas.objectID, describeInput(action)))
        draws = canvas.userBeginStroke()
      }
      if draws { userTurn { canvas.userEndStroke() } }
    case .dragSheetToDetent(_, let detent):
      guard let element = target(of: action), case .sheet(let controller) = element.target,
        controller.sheetPresentationController?.canSelectDetent(named: detent) == true
      else { return false }
      step += 1
      userTurn { interact(element, action) }
    default:
      guard let element = target(of: action) else { return false }
      step += 1
      userTurn { interact(element, action) }
      // The released sheet finishes its slide before the user does anything else; so does a
      // swiped page.
      if case .swipeDown(_, commit: true) = action { advanceClock(by: UIKitTiming.swipeFinishMilliseconds) }
      if case .swipePages = action { advanceClock(by: UIPageViewController.slideMilliseconds) }
      if case .swipeBack = action { advanceClock(by: UIKitTiming.transitionMilliseconds) }
    }
    return true
  }

  /// The element an interaction is aimed at, if it is on screen and takes that interaction.
  private func target(of action: Action) -> Element? {
    let name: String
    let interaction: Interaction
    switch action {
    case .type(let text, let target):
      guard !text.isEmpty else { return nil }
      (name, interaction) = (target, .type)
    case .clear(let target): (name, interaction) = (target, .clear)
    case .focus(let target): (name, interaction) = (target, .focus)
    case .blur(let target): (name, interaction) = (target, .blur)
    case .moveCaret(let target, _): (name, interaction) = (target, .moveCaret)
    case .scroll(let target, _): (name, interaction) = (target, .scroll)
    case .pan(let target, _): (name, interaction) = (target, .pan)
    case .slide(let target, _): (name, interaction) = (target, .slide)
    case .flip(let target): (name, interaction) = (target, .flip)
    case .tap(let target): (name, interaction) = (target, .tap)
    case .press(let target): (name, interaction) = (target, .press)
    case .swipeDown(let target, let commit): (name, interaction) = (target, commit ? .swipeDown : .swipeDownCancel)
    case .swipeBack(let target, let commit): (name, interaction) = (target, commit ? .swipeBack : .swipeBackCancel)
    case .dragSheet(let target): (name, interaction) = (target, .drag)
    case .releaseSheet(let target, let commit): (name, interaction) = (target, commit ? .release : .releaseCancel)
    case .dragSheetToDetent(let target, _): (name, interaction) = (target, .dragToDetent)
    case .swipePages(let target, let forward, let commit):
      (name, interaction) =
        (target, forward ? (commit ? .pageForward : .pageForwardCancel) : (commit ? .pageBack : .pageBackCancel))
    case .longPress(let target): (name, interaction) = (target, .longPress)
    case .draw(let target): (name, interaction) = (target, .draw)
    case .swipeAcross(let target): (name, interaction) = (target, .swipeAcross)
    case .pressReturn(let target): (name, interaction) = (target, .submit)
    case .selectTab(let target): (name, interaction) = (target, .selectTab)
    default: return nil
    }
    guard let element = element(named: name), element.interactions.contains(interaction) else {
      return nil
    }
    return element
  }

  private func environmentKnob(named name: String) -> EnvironmentKnob? {
    for knob in environmentKnobs where knob.name == name { return knob }
    return nil
  }

  private func userTurn(_ body: () -> Void) { runTurn(.action, Phase(.action), body) }

  private func interact(_ element: Element, _ action: Action) {
    switch element.target {
    case .control(let control):
      emit(.userInput(.none, wantsDetail ? control.inputText(action) : ""))
      control.userPerform(action)
    case .view(let view):
      emit(.userInput(view.objectID, describeInput(action)))
      perform(action, on: view)
    case .backButton(let navigation):
      emit(.userInput(navigation.objectID, describeInput(action)))
      if case .swipeBack(_, let commit) = action {
        navigation.userSwipeBack(commit: commit)
      } else {
        navigation.userPressBack()
      }
    case .sheet(let controller):
      emit(.userInput(controller.objectID, describeInput(action)))
      switch action {
      case .swipeDown(_, let commit):
        // A swipe in one gesture: the drag begins and the finger lifts in the same turn.
        if controller.userBeginSwipeDown() { controller.userEndSwipeDown(commit: commit) }
      case .dragSheet: controller.userBeginSwipeDown()
      case .releaseSheet(_, let commit): controller.userEndSwipeDown(commit: commit)
      case .dragSheetToDetent(_, let detent): controller.sheetPresentationController?.userSelectDetent(named: detent)
      default: break
      }
    case .gesture(let gesture):
      // A discrete gesture (a tap, a swipe) is recognized once, when the touches end (F-GR1);
      // a long press or a pan is a touch sequence of its own, which `apply(_:)` runs.
      emit(.userInput(gesture.inputSubject, describeInput(action)))
      gesture.perform(.ended, endsSequence: true)
    case .tab(let tabs, let index):
      emit(.userInput(tabs.objectID, describeInput(action)))
      tabs.userSelect(index)
    case .pages(let pages):
      emit(.userInput(pages.objectID, describeInput(action)))
      if case .swipePages(_, let forward, let commit) = action { pages.userSwipe(forward: forward, commit: commit) }
    case .barItem(let item, let bar):
      emit(.userInput(bar.objectID, describeInput(action)))
      bar.callback("bar button item action") { item.userTap() }
    case .segment(let control, let index):
      emit(.userInput(control.objectID, describeInput(action)))
      control.userSelect(index)
    }
  }

  /// The world's one window scene: the scene of its window (`UIApplication.connectedScenes`).
  public var windowScene: UIWindowScene {
    if let storedScene { return storedScene }
    let scene = UIWindowScene(window: window)
    storedScene = scene
    return scene
  }

  /// Connects a scene delegate at launch, as UIKit does: the scene keeps it, and it hears
  /// `scene(_:willConnectTo:options:)` now (make its window with `UIWindow(windowScene:)`: that
  /// window stands for the world's), then the activation calls when the app moves to the
  /// background and back (F-SD1), which the fuzzer then does.
  public func connectScene(_ delegate: any UISceneDelegate) {
    let scene = windowScene
    scene.delegate = delegate
    observesAppLifecycle = true
    window.callback("scene(_:willConnectTo:options:)") {
      delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    }
  }

  /// Declares the deep links the app handles; `handler` runs in a turn of its own for each.
  public func handleDeepLinks(_ links: [String], _ handler: @escaping (String) -> Void) {
    deepLinks = links
    deepLinkHandler = handler
    choicesCache = nil
  }

  // MARK: App lifecycle

  /// The scene moves to the background or back: UIKit posts its notifications; views stay in
  /// the window and get no appearance callbacks (the scene's phase changes, not the hierarchy).
  private func moveApp(toBackground background: Bool) {
    isInBackground = background
    choicesCache = nil
    let names: [Notification.Name] =
      background
      ? [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification]
      : [UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification]
    // F-SD1: a connected scene delegate hears each step just before the app's notification.
    let scene = storedScene
    for (index, name) in names.enumerated() {
      if let scene, let delegate = scene.delegate {
        switch (background, index) {
        case (true, 0): window.callback("sceneWillResignActive(_:)") { delegate.sceneWillResignActive(scene) }
        case (true, _): window.callback("sceneDidEnterBackground(_:)") { delegate.sceneDidEnterBackground(scene) }
        case (false, 0): window.callback("sceneWillEnterForeground(_:)") { delegate.sceneWillEnterForeground(scene) }
        case (false, _): window.callback("sceneDidBecomeActive(_:)") { delegate.sceneDidBecomeActive(scene) }
        }
      }
      notificationCenter.post(name: name, object: nil)
    }
    changeEnvironment(background ? "scenePhase = background" : "scenePhase = active") {
      $0.scenePhase = background ? .background : .active
    }
  }

  // MARK: Controllers

  /// The controller whose content takes touches: the window's root, or the topmost presented
  /// controller (under `touchesDuringTransition = all`, only once its presentation has finished).
  var interactiveController: UIViewController? {
    guard var top = window.rootViewController else { return nil }
    let all = profile.touchesDuringTransition == .all
    while let presented = top.ownPresentedViewController, !all || presented.presentationTransition == .none {
      top = presented
    }
    return top
  }

  /// Views whose content takes no touches now, by `touchesDuringTransition` (F-T2).
  private func collectBlockedViews(_ controller: UIViewController, into blocked: inout [UIView]) {
    let policy = profile.touchesDuringTransition
    if controller.presentationTransition != .none, policy != .all, let view = controller.viewIfLoaded {
      // A sheet sliding in or out, over a presenter under the dimming view.
      blocked.append(view)
      return
    }
    if let navigation = controller.asNavigationController, let views = navigation.transitionViews {
      switch policy {
      case .all: break
      case .outgoingOnly:
        if views.isPush {
          blocked.append(views.incoming)
        } else {
          blocked.append(contentsOf: [views.incoming, views.outgoing])
        }
      case .none: blocked.append(contentsOf: [views.incoming, views.outgoing])
      }
    }
    for child in controller.children where child.viewIfLoaded?.window != nil {
      collectBlockedViews(child, into: &blocked)
    }
  }

  /// Back buttons of on-screen navigation controllers, and the swipe of the top sheet.
  private func collectControllerElements(_ controller: UIViewController, isTop: Bool, into found: inout [Element]) {
    if let navigation = controller.asNavigationController, !navigation.backInteractions.isEmpty {
      found.append(Element(kind: .backButton, baseName: "back", target: .backButton(navigation)))
    }
    if let tabs = controller.asTabBarController, !tabs.isTabBarHidden, let children = tabs.viewControllers {
      for (index, child) in children.enumerated() where index != tabs.selectedIndex {
        let title = child.tabBarItem?.title ?? child.title ?? "tab \(index + 1)"
        found.append(Element(kind: .tab, baseName: title, target: .tab(tabs, index)))
      }
    }
    for child in controller.children where child.viewIfLoaded?.window != nil {
      collectControllerElements(child, isTop: false, into: &found)
    }
    if let pages = controller.asPageViewController, pages.offersSwipe {
      found.append(Element(kind: .pages, baseName: "pages", target: .pages(pages)))
    }
    if isTop, controller.offersSwipeToDismiss {
      found.append(Element(kind: .sheet, baseName: "sheet", target: .sheet(controller)))
    }
  }

  private func perform(_ action: Action, on view: UIView) {
    switch (action, view) {
    case (.type(let text, _), let field as UITextField): field.userType(text)
    case (.type(let text, _), let textView as UITextView): textView.userType(text)
    case (.type(let text, _), let bar as UISearchBar): bar.userType(text)
    case (.clear, let field as UITextField): field.userClear()
    case (.clear, let textView as UITextView): textView.userClear()
    case (.clear, let bar as UISearchBar): bar.userClear()
    case (.pressReturn, let field as UITextField): field.userReturn()
    case (.pressReturn, let bar as UISearchBar): bar.userReturn()
    case (.focus, let responder): _ = responder.becomeFirstResponder()
    case (.blur, let responder): _ = responder.resignFirstResponder()
    case (.moveCaret(_, let offset), let field as UITextField): field.userMoveCaret(to: offset)
    case (.moveCaret(_, let offset), let textView as UITextView): textView.userMoveCaret(to: offset)
    case (.moveCaret(_, let offset), let bar as UISearchBar): bar.userMoveCaret(to: offset)
    case (.scroll(_, let y), let scroll as UIScrollView): scroll.userScroll(toY: CGFloat(y))
    case (.pan(_, let fraction), let map as MKMapView): map.userPan(byFraction: fraction)
    case (.slide(_, let fraction), let slider as UISlider): slider.userSlide(toFraction: Float(fraction))
    case (.flip, let toggle as UISwitch): toggle.userFlip()
    case (.tap, let button as UIButton): button.userTap()
    case (.tap, let button as ASAuthorizationAppleIDButton): button.userTap()
    case (.tap, let cell as UITableViewCell): (cell.superview as? UITableView)?.userSelect(cell)
    case (.tap, let cell as UICollectionViewCell): (cell.superview as? UICollectionView)?.userSelect(cell)
    default: break
    }
  }

  private func describeInput(_ action: Action) -> String {
    wantsDetail ? action.text : ""
  }

  // MARK: Environment

  func changeEnvironment(_ description: @autoclosure () -> String, _ change: (inout EnvironmentValues) -> Void) {
    let appearance = environment.colorScheme
    change(&environment)
    if wants(.other) { emit(.environmentChanged(description())) }
    // The user switched dark mode: UIKit's traits change first, SwiftUI's environment follows.
    if environment.colorScheme != appearance { appearanceDidChange(from: appearance == .dark ? .dark : .light) }
    for host in hosts { host.environmentDidChange(environment) }
  }
}

/// What the list of possible actions depends on.
struct ChoicesKey: Equatable {
  let hierarchy: Int
  let states: Int
  let knobs: Int
  let hosts: Int
  let queueIsEmpty: Bool
}

/// An environment key the fuzzer can change, with its values in trace-text form.
nonisolated public struct EnvironmentKnob: Sendable {
  public let name: String
  public let domain: [String]
  let apply: @MainActor @Sendable (inout EnvironmentValues, String) -> Void

  /// A knob for an environment key whose value is a `TraceValue`.
  public static func key<Key: EnvironmentKey & SendableMetatype>(
    _ key: Key.Type, named name: String
  ) -> EnvironmentKnob where Key.Value: TraceValue & SendableMetatype {
    EnvironmentKnob(name: name, domain: Key.Value.traceDomainTexts) { environment, text in
      if let value = Key.Value(traceText: text) { environment[key] = value }
    }
  }

  /// The colour scheme (light, dark).
  public static let colorScheme = EnvironmentKnob.key(ColorSchemeKey.self, named: "colorScheme")
}

/// The last byte of a string's UTF-8 (0 when empty), read through its contiguous bytes:
/// `utf8.last` walks the view's indices (76 instructions a call). Nonisolated, so that the
/// closure does not check at every call that it runs on the main actor.
nonisolated func lastUTF8Byte(_ text: String) -> UInt8 {
  text.utf8.withContiguousStorageIfAvailable { $0.last ?? 0 } ?? text.utf8.last ?? 0
}

/// The names `base#n` (n from 2 to 64) made by the last walks of screens, two for each n: a
/// screen numbers the same names at every walk (`like#2` to `like#19` on a list of rows with a
/// button each), and joining two strings costs about 180 instructions where comparing a name
/// with the one kept costs a few.
struct NumberedNames {
  private struct Kept {
    var base: String
    var name: String
    var other = ""
    var otherName = ""
  }
  private var kept: [Kept] = []

  /// `base#count`, for a count from 2 to 64.
  mutating func name(_ base: String, _ count: Int) -> String {
    let slot = count - 2
    guard slot < kept.count else {
      let name = base + World.numberSuffixes[slot]
      if slot == kept.count { kept.append(Kept(base: base, name: name)) }
      return name
    }
    if kept[slot].base == base { return kept[slot].name }
    if kept[slot].other == base { return kept[slot].otherName }
    // The older of the two goes.
    let name = base + World.numberSuffixes[slot]
    kept[slot] = Kept(base: base, name: name, other: kept[slot].base, otherName: kept[slot].name)
    return name
  }
}
