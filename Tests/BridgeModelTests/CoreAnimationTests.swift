import Testing

@testable import BridgeModel

/// A delegate that writes down what its animations tell it.
private final class AnimationLog: CAAnimationDelegate {
  var lines: [String] = []
  func animationDidStart(_ anim: CAAnimation) { lines.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(flag)") }
}

@MainActor
@Suite("Core Animation's explicit animations on the clock (F-CA2)")
struct CoreAnimationTests {
  @Test("F-CA2: the layer keeps a copy; the delegate hears start, then stop(finished: true) when the time has passed")
  func runsToItsEnd() {
    let world = World()
    let log = AnimationLog()
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.duration = 0.5
    fade.repeatCount = 2
    fade.delegate = log
    RunContext.with(world) { layer.add(fade, forKey: "fade") }
    #expect(layer.animation(forKey: "fade") !== fade)
    #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.keyPath == "opacity")
    #expect(layer.animationKeys() == ["fade"])
    world.advanceClock(by: 999)
    #expect(log.lines == ["start"])
    world.advanceClock(by: 1)
    #expect(log.lines == ["start", "stop true"])
    #expect(layer.animationKeys() == nil)
  }

  @Test("F-CA2: a removed animation stops unfinished in a later turn; a replaced one too; one kept on completion stays")
  func removedAndReplaced() {
    let world = World()
    let log = AnimationLog()
    let layer = CALayer()
    let spin = CABasicAnimation(keyPath: "transform.rotation")
    spin.delegate = log
    let kept = CAKeyframeAnimation(keyPath: "position")
    kept.isRemovedOnCompletion = false
    kept.duration = 0.1
    kept.delegate = log
    RunContext.with(world) {
      layer.add(spin, forKey: "spin")
      layer.add(spin, forKey: "spin")
      layer.add(kept, forKey: "path")
      layer.removeAnimation(forKey: "spin")
    }
    #expect(log.lines.isEmpty)
    world.drainMainQueue()
    #expect(log.lines == ["stop false", "stop false"])
    world.advanceClock(by: 300)
    #expect(log.lines.filter { $0 == "stop true" }.count == 1)
    #expect(layer.animationKeys() == ["path"])
  }

  @Test("F-CA2: an animation retains its delegate; one that repeats forever never stops and keeps it alive")
  func retainsItsDelegate() {
    let world = World()
    let layer = CALayer()
    weak var gone: AnimationLog?
    do {
      let log = AnimationLog()
      gone = log
      let pulse = CABasicAnimation(keyPath: "opacity")
      pulse.repeatCount = .infinity
      pulse.delegate = log
      RunContext.with(world) { layer.add(pulse, forKey: "pulse") }
    }
    world.advanceClock(by: 60_000)
    #expect(gone != nil)
    #expect(gone?.lines == ["start"])
    RunContext.with(world) { layer.removeAllAnimations() }
    world.drainMainQueue()
    #expect(gone == nil)
  }

  @Test("F-CA1: a transaction's completion waits for a layer animation added in its group")
  func transactionWaits() {
    let world = World()
    var done = false
    let layer = CALayer()
    RunContext.with(world) {
      CATransaction.begin()
      CATransaction.setCompletionBlock { done = true }
      let move = CABasicAnimation(keyPath: "position")
      move.duration = 0.4
      layer.add(move, forKey: nil)
      CATransaction.commit()
    }
    world.advanceClock(by: 399)
    #expect(!done)
    world.advanceClock(by: 1)
    #expect(done)
  }
}
