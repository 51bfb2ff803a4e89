import Testing

@testable import BridgeModel

@MainActor
@Suite("Representable lifecycle (fidelity §1a)")
struct RepresentableLifecycleTests {
  @Test("L1, L3: makeCoordinator, then makeUIView, then updateUIView in the same pass")
  func initialisationOrder() {
    let log = CallLog()
    _ = makeWorld(ProbeScreen(log: log))
    #expect(Array(log.calls.prefix(3)) == ["makeCoordinator", "makeUIView", "updateUIView(0)"])
  }

  @Test("L2, L4: make once per identity; later changes go to update, the coordinator stays")
  func makeOnce() {
    let log = CallLog()
    let (world, _) = makeWorld(ProbeScreen(log: log))
    #expect(world.apply(.set(state: "value", value: "1")))
    #expect(world.apply(.set(state: "value", value: "2")))
    #expect(log.calls.filter { $0 == "makeUIView" }.count == 1)
    #expect(log.calls.filter { $0 == "makeCoordinator" }.count == 1)
    #expect(log.calls.contains("updateUIView(2)"))
  }

  @Test("L5: a re-render with an equal representable gets no update")
  func equalValueNoUpdate() {
    let log = CallLog()
    let (world, recorder) = makeWorld(ProbeScreen(log: log))
    let mark = recorder.events.count
    #expect(world.apply(.set(state: "other", value: "1")))
    #expect(world.apply(.rerender))
    #expect(!recorder.since(mark).contains { $0.isUpdate })
  }

  @Test("L7: a class reference compares by identity, not contents")
  func classIdentity() {
    final class Model { var count = 0 }
    let model = Model()
    let log = CallLog()
    let (world, recorder) = makeWorld(ProbeScreen(log: log, object: model))
    model.count += 1
    let mark = recorder.events.count
    #expect(world.apply(.rerender))
    #expect(!recorder.since(mark).contains { $0.isUpdate })
  }

  @Test("L8: a stored closure compares unequal, so every parent render updates (closureEquality)")
  func closureUnequal() {
    let log = CallLog()
    let (world, recorder) = makeWorld(ProbeScreen(log: log, withClosure: true))
    var mark = recorder.events.count
    #expect(world.apply(.rerender))
    #expect(recorder.since(mark).contains { $0.updateReason == .valueChanged })
    var profile = BehaviourProfile.default
    profile.closureEquality = .contextIdentity
    let (other, otherRecorder) = makeWorld(ProbeScreen(log: CallLog(), withClosure: true), profile: profile)
    mark = otherRecorder.events.count
    #expect(other.apply(.rerender))
    #expect(!otherRecorder.since(mark).contains { $0.isUpdate })
  }

  @Test("L9: Binding.constant makes a new location each time, so the value compares unequal")
  func constantBindingUnequal() {
    struct Screen: View {
      @State var tick = 0
      var body: some View { BindingRep(text: .constant("x")) }
    }
    let (world, recorder) = makeWorld(Screen())
    let mark = recorder.events.count
    #expect(world.apply(.rerender))
    #expect(recorder.since(mark).contains { $0.updateReason == .valueChanged })
  }

  @Test("L10: a branch flip dismantles the old identity and makes a new one with a new coordinator")
  func branchFlip() {
    let log = CallLog()
    let (world, recorder) = makeWorld(ProbeScreen(log: log))
    let mark = recorder.events.count
    #expect(world.apply(.set(state: "show", value: "false")))
    #expect(recorder.since(mark).filter(\.isDismantle).count == 1)
    #expect(world.apply(.set(state: "show", value: "true")))
    #expect(log.calls.filter { $0 == "makeCoordinator" }.count == 2)
  }

  @Test("L10, L11: a new .id makes the new identity before dismantling the old (default), or after")
  func identitySwapOrder() {
    for order in BehaviourProfile.IdentitySwapOrder.allCases {
      var profile = BehaviourProfile.default
      profile.identitySwapOrder = order
      let (world, recorder) = makeWorld(ProbeScreen(log: CallLog()), profile: profile)
      let mark = recorder.events.count
      #expect(world.apply(.set(state: "noteID", value: "1")))
      let kinds = recorder.since(mark).compactMap { event -> String? in
        event.isMake ? "make" : event.isDismantle ? "dismantle" : nil
      }
      #expect(kinds == (order == .makeNewThenDismantleOld ? ["make", "dismantle"] : ["dismantle", "make"]))
    }
  }

  @Test("L13, L14: dismantle is static, gets view and coordinator, runs once; nothing after it")
  func dismantleOnce() {
    let (world, recorder) = makeWorld(ProbeScreen(log: CallLog()))
    #expect(world.apply(.set(state: "show", value: "false")))
    #expect(world.apply(.set(state: "value", value: "3")))
    #expect(world.apply(.rerender))
    #expect(recorder.events.filter(\.isDismantle).count == 1)
    let dismantleIndex = recorder.events.firstIndex(where: \.isDismantle) ?? 0
    #expect(!recorder.events[dismantleIndex...].contains { $0.isUpdate })
  }

  @Test("L14: after dismantle SwiftUI drops the view and the coordinator")
  func dismantleReleases() {
    let (world, recorder) = makeWorld(ProbeScreen(log: CallLog()))
    #expect(world.apply(.set(state: "show", value: "false")))
    guard case .dismantleView(let node)? = recorder.events.first(where: \.isDismantle)?.kind else {
      Issue.record("no dismantle")
      return
    }
    #expect(!world.isCoordinatorAlive(node))
    #expect(!world.isViewAlive(node))
  }

  @Test("L16, L17: context carries the flushing transaction; a transaction alone triggers nothing")
  func transactionPassesThrough() {
    struct Screen: View {
      @State var value = 0
      let log: CallLog
      var body: some View {
        ProbeRep(log: log, value: value)
        Button("Animate") { withAnimation(.easeInOut) { value += 1 } }
        Button("Plain") { value += 1 }
      }
    }
    let log = CallLog()
    let (world, _) = makeWorld(Screen(log: log))
    #expect(world.apply(.tap("Animate")))
    #expect(log.transactions.last?.animation == .easeInOut)
    #expect(world.apply(.tap("Plain")))
    #expect(log.transactions.last?.animation == nil)
  }

  @Test("L16: context.animate without an animation runs changes, then completion, at once")
  func animateWithoutAnimation() {
    var order: [String] = []
    let context = UIViewRepresentableContext<ProbeRep>(
      coordinator: ProbeRep.ProbeCoordinator(), transaction: Transaction(), environment: EnvironmentValues())
    context.animate(changes: { order.append("changes") }, completion: { order.append("completion") })
    #expect(order == ["changes", "completion"])
  }

  @Test("L18, L19: sizeThatFits runs after make and update of the pass, once per change")
  func sizeThatFitsAfterUpdate() {
    let log = CallLog()
    let (world, _) = makeWorld(ProbeScreen(log: log))
    #expect(Array(log.calls.prefix(4)) == ["makeCoordinator", "makeUIView", "updateUIView(0)", "sizeThatFits"])
    let before = log.calls.filter { $0 == "sizeThatFits" }.count
    #expect(world.apply(.set(state: "other", value: "5")))
    #expect(log.calls.filter { $0 == "sizeThatFits" }.count == before)
    #expect(world.apply(.set(state: "value", value: "5")))
    #expect(log.calls.filter { $0 == "sizeThatFits" }.count == before + 1)
  }

  @Test("L21: the represented view lives in a SwiftUI container, not directly in the hosting view")
  func platformViewHostWrapper() {
    let (world, _) = makeWorld(ProbeScreen(log: CallLog()))
    let view = world.hosts[0].hostingView.subviews.first?.subviews.first
    #expect(view?.superview is PlatformViewHost)
    #expect(view?.superview?.superview === world.hosts[0].hostingView)
  }

  @Test("L22: the first make and update see no window; the view is in the window after the turn")
  func noWindowDuringFirstUpdate() {
    let log = CallLog()
    let (world, _) = makeWorld(ProbeScreen(log: log))
    #expect(log.windowsSeen == [false, false])
    #expect(world.hosts[0].hostingView.subviews.first?.subviews.first?.window === world.window)
    #expect(world.apply(.set(state: "value", value: "1")))
    #expect(log.windowsSeen.last == true)
  }

  @Test("L5d: an environment change updates only a representable that read the key (envReadTracking)")
  func environmentTracking() {
    let reader = CallLog()
    let (world, recorder) = makeWorld(ProbeScreen(log: reader, readsColorScheme: true))
    var mark = recorder.events.count
    #expect(world.apply(.setEnvironment(key: "colorScheme", value: "dark")))
    #expect(recorder.since(mark).contains { $0.updateReason == .environmentChanged })
    #expect(reader.colorSchemes.last == .dark)

    let (quiet, quietRecorder) = makeWorld(ProbeScreen(log: CallLog()))
    mark = quietRecorder.events.count
    #expect(quiet.apply(.setEnvironment(key: "colorScheme", value: "dark")))
    #expect(!quietRecorder.since(mark).contains { $0.isUpdate })

    var profile = BehaviourProfile.default
    profile.envReadTracking = .anyEnvChange
    let (eager, eagerRecorder) = makeWorld(ProbeScreen(log: CallLog()), profile: profile)
    mark = eagerRecorder.events.count
    #expect(eager.apply(.setEnvironment(key: "colorScheme", value: "dark")))
    #expect(eagerRecorder.since(mark).contains { $0.updateReason == .environmentChanged })
  }
}

/// A representable that only holds a binding.
struct BindingRep: UIViewRepresentable {
  @Binding var text: String
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}
