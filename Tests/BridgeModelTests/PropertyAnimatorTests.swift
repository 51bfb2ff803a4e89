import Testing

@testable import BridgeModel

@MainActor
@Suite("UIViewPropertyAnimator on the virtual clock (F-PA1)")
struct PropertyAnimatorTests {
  @Test("F-PA1: animations run when it starts; the fraction follows the clock; completions run with .end")
  func runsToEnd() {
    let world = World()
    var log: [String] = []
    let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) { log.append("animations") }
    animator.addCompletion { log.append("done \($0)") }
    #expect(animator.state == .inactive && log.isEmpty)
    RunContext.with(world) {
      animator.startAnimation()
      #expect(animator.state == .active && animator.isRunning)
      #expect(log == ["animations"])
    }
    world.advanceClock(by: 100)
    RunContext.with(world) { #expect(animator.fractionComplete == 0.25) }
    world.advanceClock(by: 299)
    #expect(log == ["animations"])
    world.advanceClock(by: 1)
    #expect(log == ["animations", "done end"])
    #expect(animator.state == .inactive && !animator.isRunning)
  }

  @Test("F-PA1: a pause keeps the fraction and holds the completion; starting again runs the rest")
  func pauseAndResume() {
    let world = World()
    var done: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addCompletion { done.append($0) }
    RunContext.with(world) { animator.startAnimation() }
    world.advanceClock(by: 500)
    RunContext.with(world) { animator.pauseAnimation() }
    #expect(animator.fractionComplete == 0.5 && animator.state == .active && !animator.isRunning)
    world.advanceClock(by: 2000)
    #expect(done.isEmpty)
    RunContext.with(world) { animator.startAnimation() }
    world.advanceClock(by: 499)
    #expect(done.isEmpty)
    world.advanceClock(by: 1)
    #expect(done == [.end])
  }

  @Test("F-PA1: stopping without finishing runs no completion; stopping then finishing runs it with the position")
  func stopAndFinish() {
    let world = World()
    var done: [UIViewAnimatingPosition] = []
    let first = UIViewPropertyAnimator(duration: 1, curve: .linear)
    first.addCompletion { done.append($0) }
    let second = UIViewPropertyAnimator(duration: 1, curve: .linear)
    second.addCompletion { done.append($0) }
    RunContext.with(world) {
      first.startAnimation()
      second.startAnimation()
      first.stopAnimation(true)
      second.stopAnimation(false)
    }
    #expect(first.state == .inactive && second.state == .stopped)
    world.advanceClock(by: 2000)
    #expect(done.isEmpty)
    RunContext.with(world) { second.startAnimation() }
    #expect(second.state == .stopped)
    second.finishAnimation(at: .current)
    #expect(done == [.current] && second.state == .inactive)
  }

  @Test("F-PA1: a running animator starts after its delay; one that pauses on completion stays active")
  func delayAndPausesOnCompletion() {
    let world = World()
    var done: [UIViewAnimatingPosition] = []
    var kept: UIViewPropertyAnimator?
    RunContext.with(world) {
      _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.3, animations: {}) {
        done.append($0)
      }
      let held = UIViewPropertyAnimator(duration: 0.2, curve: .linear)
      held.pausesOnCompletion = true
      held.isReversed = true
      held.addCompletion { done.append($0) }
      held.startAnimation()
      kept = held
    }
    world.advanceClock(by: 499)
    #expect(done.isEmpty)
    world.advanceClock(by: 1)
    #expect(done == [.end])
    #expect(kept?.state == .active && kept?.fractionComplete == 1)
  }
}
