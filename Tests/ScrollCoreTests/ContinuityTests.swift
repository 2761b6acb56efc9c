import Testing
@testable import ScrollCore

/// Continuity: a motion that replaces another starts with the velocity the content
/// had. Figures from the closed forms (ease-out solved exactly, UIKit's deceleration).
private func makeScroller(offset: Double = 0) -> Scroller {
    Scroller(offset: offset, bounds: ScrollBounds(min: 0, max: 9200), viewportHeight: 800)
}

struct ContinuityTests {
    /// A second notch 50 ms into the first: the first one's ease-out is at 45.377 pt moving at
    /// 820.97 pt/s. The new animation to 240 starts at that velocity (an ease-out restarted from
    /// there would start at 1,677.8 pt/s, a step of 857 pt/s) along the Hermite cubic of
    /// `RetargetedAnimation` and lands at 0.25 s.
    @Test func aRetargetedWheelAnimationKeepsItsVelocity() throws {
        var s = makeScroller()
        s.animate(to: s.pendingTarget(for: .wheel) + 120, kind: .wheel, duration: ScrollPhysics.uikitWheelStepDuration, at: 0)
        _ = s.advance(to: 0.05)
        #expect(abs(s.offset - 45.376576) < 1e-5)
        #expect(abs(s.velocity - 820.973378) < 1e-5)
        s.animate(to: s.pendingTarget(for: .wheel) + 120, kind: .wheel, duration: ScrollPhysics.uikitWheelStepDuration, at: 0.05)
        let running = try #require(s.motion)
        #expect(abs(running.motion.velocity(at: 0) - 820.973378) < 1e-5)
        #expect(abs(running.motion.position(at: 0) - 45.376576) < 1e-5)
        #expect(running.motion.isEqual(to: RetargetedAnimation(from: s.offset, velocity: s.velocity, to: 240,
                                                               duration: 0.2)))
        // Positions and velocities along x(t) = (2s³ − 3s² + 1)·p0 + (s³ − 2s² + s)·T·v0 + (3s² − 2s³)·p1.
        let table: [(t: Double, offset: Double, velocity: Double)] = [
            (0.10, 98.876362, 1248.689270), (0.15, 163.212622, 1254.432338), (0.20, 217.286715, 838.202581),
        ]
        for row in table {
            _ = s.advance(to: row.t)
            #expect(abs(s.offset - row.offset) < 1e-4, "offset at \(row.t)")
            #expect(abs(s.velocity - row.velocity) < 1e-3, "velocity at \(row.t)")
        }
        var rest: Scroller.Rest?
        for frame in 13...60 where rest == nil { rest = s.advance(to: Double(frame) / 60) }
        #expect(rest == .animationEnded(.wheel))
        #expect(s.offset == 240)
    }

    /// An animation from rest is still UIKit's ease-out with its published figures.
    @Test func anAnimationFromRestIsThePlainEaseOut() throws {
        var s = makeScroller()
        s.animate(to: 120, kind: .key, duration: 0.5, at: 0)
        #expect(s.motion?.motion.isEqual(to: TimedAnimation(from: 0, to: 120, duration: 0.5, curve: .easeOut)) == true)
        _ = s.advance(to: 0.25)
        #expect(abs(s.offset - 120 * 0.6846) < 0.01)
    }

    /// Moving at 3,000 pt/s toward a target 100 pt away: keeping 0.25 s would overshoot, so the
    /// curve takes 0.1 s (3 · distance / velocity) and starts at exactly 3,000 pt/s, never passing 100.
    @Test func aFastRetargetToANearTargetShortensInsteadOfOvershooting() {
        let animation = Scroller.continuing(from: 0, velocity: 3000, to: 100, duration: 0.25)
        #expect(abs(animation.duration - 0.1) < 1e-12)
        #expect(abs(animation.velocity(at: 0) - 3000) < 1e-6)
        let positions = stride(from: 0.0, through: 0.1, by: 0.005).map { animation.position(at: $0) }
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        #expect(positions.allSatisfy { $0 <= 100 + 1e-9 })
    }

    /// Moving away from the new target: the content turns around smoothly (no step), ending there.
    @Test func aRetargetAgainstTheMotionTurnsAroundWithoutAStep() {
        let animation = Scroller.continuing(from: 500, velocity: -400, to: 620, duration: 0.25)
        #expect(animation.duration == 0.25)
        #expect(abs(animation.velocity(at: 0) - -400) < 1e-6)
        #expect(animation.position(at: 0.02) < 500)
        #expect(animation.position(at: 0.25) == 620)
    }

    /// A touchpad pan of 30 pt per frame at 60 Hz: the velocity is tracked while it moves
    /// (1,800 pt/s, not 0), and the first frame without a delta coasts from the last delta at
    /// that velocity: no frozen frames, no step.
    @Test func aPanReportsItsVelocityAndCoastsAtTheFirstFrameWithoutADelta() throws {
        var s = makeScroller(offset: 1000)
        for i in 0...5 {
            s.scroll(by: 30, at: Double(i) / 60)
            _ = s.advance(to: Double(i) / 60)
            if i >= 1 { #expect(abs(s.velocity - 1800) < 1e-6, "frame \(i)") }
        }
        #expect(s.offset == 1180)
        _ = s.advance(to: 6.0 / 60)
        #expect(s.phase == .decelerating)
        let coast = uikitDeceleration(origin: 1180, velocity: 1800)
        #expect(abs(s.offset - coast.position(at: 1.0 / 60)) < 1e-9)
        #expect(abs(s.velocity - coast.velocity(at: 1.0 / 60)) < 1e-9)
        // 1,800 · 0.998^16.67 = 1,740.9 pt/s: what the pan had, decaying, not a jump.
        #expect(abs(s.velocity - 1740.9) < 0.1)
    }

    /// A delta that arrives after a frame without one carries the pan on from where the
    /// deltas put it, never stepping back over ground the coast showed.
    @Test func aDeltaDuringThePansCoastCarriesThePanOn() throws {
        var s = makeScroller(offset: 1000)
        for i in 0...5 {
            s.scroll(by: 30, at: Double(i) / 60)
            _ = s.advance(to: Double(i) / 60)
        }
        _ = s.advance(to: 6.0 / 60)
        #expect(s.phase == .decelerating)
        // At 6.5/60 s the coast is 1.5 frames past the last delta: 1,223.89 pt, beyond the
        // deltas' 1,180 + 30. The content stays where the coast put it, and goes on from there.
        let coasted = uikitDeceleration(origin: 1180, velocity: 1800)
            .position(at: 1.5 / 60)
        #expect(abs(coasted - 1223.892428) < 1e-6)
        s.scroll(by: 30, at: 6.5 / 60)
        #expect(s.phase == .wheel)
        #expect(abs(s.offset - coasted) < 1e-9)
        s.scroll(by: 1, at: 7.0 / 60)
        #expect(abs(s.offset - (coasted + 1)) < 1e-9)
        // A delta larger than what the coast showed puts the content where the deltas say.
        var t = makeScroller(offset: 1000)
        for i in 0...5 {
            t.scroll(by: 30, at: Double(i) / 60)
            _ = t.advance(to: Double(i) / 60)
        }
        _ = t.advance(to: 6.0 / 60)
        t.scroll(by: 60, at: 6.5 / 60)
        #expect(t.offset == 1240)
    }

    /// While the pointer rests during a drag the velocity follows the tracker at the frame's
    /// time: the drag's speed while samples are recent, 0 once the pointer rested 40 ms.
    @Test func aHeldDragsVelocityDecaysToZero() {
        var s = makeScroller(offset: 1000)
        s.beginDrag(pointer: 600, at: 0)
        for i in 1...12 { s.drag(to: 600 - 40 * Double(i) / 12, at: Double(i) / 120) }
        #expect(abs(s.velocity - 400) < 1e-6)
        _ = s.advance(to: 0.1 + 1.0 / 60)
        #expect(s.velocity > 0 && s.velocity <= 400)
        _ = s.advance(to: 0.1 + 0.05)
        #expect(s.velocity == 0)
        #expect(s.phase == .dragging)
    }
}
