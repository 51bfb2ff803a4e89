import BridgeModel
import Testing

/// Counts the frames its display link delivers.
private final class FrameCounter {
  var frames = 0
  var lastTimestamp: CFTimeInterval = 0
  func step(_ link: CADisplayLink) {
    frames += 1
    lastTimestamp = link.timestamp
  }
}

/// Keeps its display link, whose target it is: a cycle, as an app that never invalidates it has.
private final class LinkOwner {
  var link: CADisplayLink?
  func step(_ link: CADisplayLink) {}
}

@MainActor
@Suite("CADisplayLink (issue 9 §1.12)")
struct DisplayLinkTests {
  @Test("F-DL1: once added, the link calls its target every 16 ms of the virtual clock, with the frame's timestamp")
  func frames() {
    let (world, _) = makeWorld(EmptyView())
    let counter = FrameCounter()
    var link: CADisplayLink?
    world.act {
      link = CADisplayLink(target: counter, selector: FrameCounter.step)
      link?.add(to: .main, forMode: .common)
    }
    world.advanceClock(by: 15)
    #expect(counter.frames == 0)
    world.advanceClock(by: 1)
    #expect(counter.frames == 1)
    #expect(counter.lastTimestamp == 0.016)
    world.advanceClock(by: 32)
    #expect(counter.frames == 3)
    // Paused: no frames, still on the run loop.
    link?.isPaused = true
    world.advanceClock(by: 64)
    #expect(counter.frames == 3)
    link?.isPaused = false
    world.advanceClock(by: 16)
    #expect(counter.frames == 4)
  }

  @Test("Teardown: the target of a link never invalidated, which keeps the link, is released with the world")
  func teardownReleasesCycle() {
    weak var weakCounter: LinkOwner?
    weak var weakWorld: World?
    do {
      let (world, _) = makeWorld(EmptyView())
      weakWorld = world
      world.act {
        let owner = LinkOwner()
        let link = CADisplayLink(target: owner, selector: LinkOwner.step)
        link.add(to: .main, forMode: .common)
        owner.link = link
        weakCounter = owner
      }
      world.advanceClock(by: 32)
      #expect(weakCounter != nil)
      world.tearDown()
    }
    #expect(weakWorld == nil)
    #expect(weakCounter == nil)
  }

  @Test("F-DL1: the link retains its target until invalidated; invalidate stops the frames and lets it go")
  func retainsTarget() {
    let (world, _) = makeWorld(EmptyView())
    weak var weakCounter: FrameCounter?
    var link: CADisplayLink?
    world.act {
      let counter = FrameCounter()
      weakCounter = counter
      link = CADisplayLink(target: counter, selector: FrameCounter.step)
      link?.add(to: .main, forMode: .common)
    }
    #expect(weakCounter != nil)
    world.advanceClock(by: 16)
    #expect(weakCounter?.frames == 1)
    weak let weakLink = link
    link?.invalidate()
    #expect(weakCounter == nil)
    world.advanceClock(by: 100)
    // The frames' timer holds the link until the world's teardown; invalidated, the link lets
    // go of the timer, and nothing is left holding the link but its owner.
    link = nil
    #expect(weakLink == nil)
  }

  @Test("F-DL1: a link never added to a run loop delivers no frame; remove(from:forMode:) stops them")
  func addAndRemove() {
    let (world, _) = makeWorld(EmptyView())
    let counter = FrameCounter()
    var link: CADisplayLink?
    world.act { link = CADisplayLink(target: counter, selector: FrameCounter.step) }
    world.advanceClock(by: 100)
    #expect(counter.frames == 0)
    world.act { link?.add(to: .main, forMode: .default) }
    world.advanceClock(by: 16)
    #expect(counter.frames == 1)
    link?.remove(from: .main, forMode: .default)
    world.advanceClock(by: 100)
    #expect(counter.frames == 1)
  }
}
