import Testing

@testable import BridgeModel

/// Records a text field's delegate and target callbacks.
final class FieldSpy: NSObject, UITextFieldDelegate {
  var calls: [String] = []
  func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("selection") }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    calls.append("shouldChange")
    return true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("begin") }
  func edited(_ field: UITextField) { calls.append("editingChanged") }
}

@MainActor
@Suite("UIKit controls: programmatic versus user changes (fidelity §3)")
struct ControlTests {
  /// A world whose window holds `view` (as a represented view would be).
  func inWindow<V: UIView>(_ make: () -> V, profile: BehaviourProfile = .default) -> (World, V, Recorder) {
    let recorder = Recorder()
    let world = World(profile: profile, observer: recorder)
    let view = RunContext.with(world) { make() }
    world.window.addSubview(view)
    return (world, view, recorder)
  }

  @Test("C1: programmatic text sends no .editingChanged and no notification")
  func textFieldProgrammatic() {
    let (world, field, _) = inWindow { UITextField() }
    let spy = FieldSpy()
    field.delegate = spy
    field.addTarget(spy, action: FieldSpy.edited, for: .editingChanged)
    var notified = 0
    RunContext.with(world) {
      _ = NotificationCenter.default.addObserver(
        forName: UITextField.textDidChangeNotification, object: nil, queue: nil
      ) { _ in notified += 1 }
      field.text = "abc"
    }
    #expect(!spy.calls.contains("editingChanged"))
    #expect(notified == 0)
  }

  @Test("Target-action takes a method with or without the sender, as #selector does; the target is held weakly")
  func targetActionForms() {
    final class Target {
      var calls: [String] = []
      func tapped() { calls.append("tapped") }
      func tapped(_ sender: UIButton) { calls.append("tapped(_:) \(sender.title(for: .normal) ?? "")") }
    }
    let (world, button, _) = inWindow { UIButton(title: "save") }
    var target: Target? = Target()
    button.addTarget(target!, action: Target.tapped as (Target) -> () -> Void, for: .touchUpInside)
    button.addTarget(target!, action: Target.tapped(_:), for: .touchUpInside)
    RunContext.with(world) { button.userTap() }
    #expect(target?.calls == ["tapped", "tapped(_:) save"])
    weak let gone = target
    target = nil
    #expect(gone == nil)
    RunContext.with(world) { button.userTap() }
  }

  @Test("C2: textFieldDidChangeSelection after text = follows tfSelectionOnProgrammaticText")
  func selectionKnob() {
    for knob in BehaviourProfile.TextFieldSelectionOnProgrammaticText.allCases {
      var profile = BehaviourProfile.default
      profile.tfSelectionOnProgrammaticText = knob
      for focused in [false, true] {
        let (world, field, _) = inWindow({ UITextField() }, profile: profile)
        let spy = FieldSpy()
        field.delegate = spy
        RunContext.with(world) {
          if focused { field.becomeFirstResponder() }
          spy.calls.removeAll()
          field.text = "ab"
        }
        let fired = spy.calls.contains("selection")
        let expected = knob == .always || (knob == .ifFirstResponder && focused)
        #expect(fired == expected, "knob \(knob), focused \(focused)")
      }
    }
  }

  @Test("C3: typing sends shouldChangeCharactersIn, then .editingChanged, then the selection change")
  func typingOrder() {
    let (world, field, _) = inWindow { UITextField() }
    let spy = FieldSpy()
    field.delegate = spy
    field.addTarget(spy, action: FieldSpy.edited, for: .editingChanged)
    RunContext.with(world) { field.becomeFirstResponder() }
    spy.calls.removeAll()
    RunContext.with(world) { field.userType("a") }
    #expect(spy.calls == ["shouldChange", "editingChanged", "selection"])
    #expect(field.text == "a")
  }

  @Test("F-C1b: assigning the text a field already has moves the caret to the end (equalTextSetter)")
  func equalTextMovesCaret() {
    for knob in BehaviourProfile.EqualTextSetter.allCases {
      var profile = BehaviourProfile.default
      profile.equalTextSetter = knob
      let (world, field, _) = inWindow({ UITextField() }, profile: profile)
      RunContext.with(world) {
        field.text = "abc"
        field.userMoveCaret(to: 1)
        field.text = "abc"
      }
      #expect(field.caretOffset == (knob == .resetsCaret ? 3 : 1))
    }
  }

  @Test("F-T1: carets and delegate ranges count UTF-16 code units, as NSString does")
  func textPositionsInUTF16() {
    final class RangeSpy: NSObject, UITextFieldDelegate, UITextViewDelegate {
      var ranges: [NSRange] = []
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
      )
        -> Bool
      {
        ranges.append(range)
        return true
      }
    }
    // "👍🏿" is one Character but four UTF-16 code units; "é" written as e + U+0301 is one
    // Character but two.
    let (world, field, _) = inWindow { UITextField() }
    let spy = RangeSpy()
    field.delegate = spy
    RunContext.with(world) {
      field.text = "👍🏿e\u{301}"
      field.becomeFirstResponder()
      field.userType("x")
    }
    #expect(spy.ranges == [NSRange(location: 6, length: 0)])
    #expect(field.caretOffset == 7)
    #expect(field.text == "👍🏿e\u{301}x")
    RunContext.with(world) {
      field.userMoveCaret(to: 4)
      field.userType("y")
    }
    #expect(spy.ranges.last == NSRange(location: 4, length: 0))
    #expect(field.text == "👍🏿ye\u{301}x")
    #expect(field.caretOffset == 5)

    let (viewWorld, textView, _) = inWindow { UITextView() }
    RunContext.with(viewWorld) { textView.text = "👍🏿" }
    #expect(textView.selectedRange == NSRange(location: 4, length: 0))
  }

  @Test("C4: programmatic UITextView text never calls textViewDidChange; the selection change fires")
  func textViewProgrammatic() {
    final class Spy: NSObject, UITextViewDelegate {
      var calls: [String] = []
      func textViewDidChange(_ textView: UITextView) { calls.append("change") }
      func textViewDidChangeSelection(_ textView: UITextView) { calls.append("selection") }
    }
    let (world, textView, _) = inWindow { UITextView() }
    let spy = Spy()
    textView.delegate = spy
    RunContext.with(world) { textView.text = "hello" }
    #expect(spy.calls == ["selection"])
  }

  @Test("C6: a programmatic UISearchBar text change follows searchBarProgrammaticTextDidChange")
  func searchBarKnob() {
    final class Spy: NSObject, UISearchBarDelegate {
      var changes = 0
      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { changes += 1 }
    }
    for knob in [false, true] {
      var profile = BehaviourProfile.default
      profile.searchBarProgrammaticTextDidChange = knob
      let (world, bar, _) = inWindow({ UISearchBar() }, profile: profile)
      let spy = Spy()
      bar.delegate = spy
      RunContext.with(world) { bar.text = "q" }
      #expect(spy.changes == (knob ? 1 : 0))
    }
  }

  @Test("C7: contentOffset = calls scrollViewDidScroll synchronously, iff the offset changed")
  func scrollOffsetSync() {
    final class Spy: NSObject, UIScrollViewDelegate {
      var scrolls = 0
      func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }
    let (world, scroll, _) = inWindow { UIScrollView() }
    let spy = Spy()
    scroll.delegate = spy
    RunContext.with(world) {
      scroll.contentOffset = CGPoint(x: 0, y: 10)
      #expect(spy.scrolls == 1)
      scroll.contentOffset = CGPoint(x: 0, y: 10)
      #expect(spy.scrolls == 1)
    }
  }

  @Test("C8: an animated offset scrolls on later frames, then ends with didEndScrollingAnimation")
  func scrollAnimated() {
    final class Spy: NSObject, UIScrollViewDelegate {
      var calls: [String] = []
      func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll") }
      func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("end") }
    }
    let (world, scroll, _) = inWindow { UIScrollView() }
    let spy = Spy()
    scroll.delegate = spy
    RunContext.with(world) { scroll.setContentOffset(CGPoint(x: 0, y: 90), animated: true) }
    #expect(spy.calls.isEmpty)
    #expect(!world.isQuiescent)
    world.advanceClock(by: 1000)
    #expect(spy.calls == ["scroll", "scroll", "scroll", "end"])
    #expect(scroll.contentOffset.y == 90)
  }

  @Test("C9: setRegion(animated: false) calls back synchronously by default, next turn on the knob")
  func mapRegionTiming() {
    final class Spy: NSObject, MKMapViewDelegate {
      var did = 0
      func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { did += 1 }
    }
    let region = MKCoordinateRegion(traceText: "48.85,2.35 span 0.1,0.1") ?? MKCoordinateRegion()
    for knob in BehaviourProfile.MapRegionCallbacks.allCases {
      var profile = BehaviourProfile.default
      profile.mapRegionCallbacks = knob
      let (world, map, _) = inWindow({ MKMapView() }, profile: profile)
      let spy = Spy()
      map.delegate = spy
      RunContext.with(world) { map.setRegion(region, animated: false) }
      #expect(spy.did == (knob == .sync ? 1 : 0))
      world.drainMainQueue()
      #expect(spy.did == 1)
    }
  }

  @Test("C9: the region read back is normalised to the view's aspect ratio")
  func mapNormalisation() {
    let (world, map, _) = inWindow { MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 200)) }
    let square = MKCoordinateRegion(traceText: "10,10 span 1,1") ?? MKCoordinateRegion()
    RunContext.with(world) { map.setRegion(square, animated: false) }
    #expect(map.region.span.latitudeDelta == 1)
    #expect(map.region.span.longitudeDelta == 2)
  }

  @Test("C10: a new map size calls regionDidChangeAnimated")
  func mapFrameChange() {
    final class Spy: NSObject, MKMapViewDelegate {
      var did = 0
      func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { did += 1 }
    }
    let (world, map, _) = inWindow { MKMapView() }
    let spy = Spy()
    map.delegate = spy
    RunContext.with(world) { map.frame = CGRect(x: 0, y: 0, width: 300, height: 300) }
    #expect(spy.did == 1)
  }

  @Test("C11, C12: programmatic slider and switch values send no .valueChanged")
  func sliderAndSwitch() {
    final class Spy: NSObject {
      var calls = 0
      func changed(_ control: UIControl) { calls += 1 }
    }
    let (world, slider, _) = inWindow { UISlider() }
    let toggle = RunContext.with(world) { UISwitch() }
    let spy = Spy()
    RunContext.with(world) {
      slider.addAction(UIAction { _ in spy.calls += 1 }, for: .valueChanged)
      toggle.addAction(UIAction { _ in spy.calls += 1 }, for: .valueChanged)
      slider.value = 0.5
      toggle.setOn(true, animated: true)
    }
    #expect(spy.calls == 0)
  }
}
