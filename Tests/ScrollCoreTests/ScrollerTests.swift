import Foundation
import Testing
@testable import ScrollCore

/// A scroller over 10,000 pt of content in an 800 pt viewport: bounds 0 ... 9200.
private func makeScroller(offset: Double = 0) -> Scroller {
    Scroller(offset: offset, bounds: ScrollBounds(min: 0, max: 9200), viewportHeight: 800)
}

/// Drags from `from` to `to` (pointer y) in `steps` moves at 60 Hz starting at `start`; returns the release time.
@discardableResult
private func drag(_ s: inout Scroller, from: Double, to: Double, steps: Int = 10, start: Double = 0,
                  pause: Double = 0) -> Double {
    s.beginDrag(pointer: from, at: start)
    for i in 1...steps {
        s.drag(to: from + (to - from) * Double(i) / Double(steps), at: start + Double(i) / 60)
    }
    return start + Double(steps) / 60 + pause
}

/// UIKit's rubber band (c = 0.55, as publicly reverse-engineered).
private let uikitBand = RubberBandDrag(coefficient: 0.55)

struct DragTests {
    @Test func contentFollowsThePointerOneToOneInsideTheBounds() {
        var s = makeScroller(offset: 500)
        s.beginDrag(pointer: 600, at: 0)
        s.drag(to: 450, at: 0.1)
        #expect(s.offset == 650)
        #expect(s.phase == .dragging)
        s.drag(to: 700, at: 0.2)
        #expect(s.offset == 400)
    }

    /// b(x) = (1 − 1/(x·c/d + 1))·d with c = 0.55, d = 800: x = 100 → 51.4620…
    @Test func pastTheTopTheContentFollowsTheRubberBand() {
        var s = makeScroller(offset: 0)
        s.beginDrag(pointer: 100, at: 0)
        s.drag(to: 200, at: 0.1)
        let expected = -(1 - 1 / (100 * 0.55 / 800 + 1)) * 800
        #expect(abs(s.offset - expected) < 1e-9)
        #expect(abs(s.offset - -51.462) < 0.001)
    }

    @Test func pastTheBottomTheRubberBandIsTheSame() {
        var s = makeScroller(offset: 9200)
        s.beginDrag(pointer: 500, at: 0)
        s.drag(to: 300, at: 0.1)
        #expect(abs(s.offset - (9200 + uikitBand.overscroll(forRaw: 200, dimension: 800))) < 1e-9)
    }

    @Test(arguments: [0.0, 1, 37.5, 200, 600])
    func rubberBandInverseRecoversTheRawOverscroll(raw: Double) {
        let shown = uikitBand.overscroll(forRaw: raw, dimension: 800)
        #expect(abs(uikitBand.rawOverscroll(for: shown, dimension: 800) - raw) < 1e-6)
    }

    @Test func grabbingWhileOverscrolledPicksUpWhereTheContentIs() {
        var s = makeScroller(offset: 0)
        s.beginDrag(pointer: 100, at: 0)
        s.drag(to: 300, at: 0.1)
        let stretched = s.offset
        _ = s.endDrag(at: 0.2)
        #expect(s.phase == .bouncing)
        _ = s.advance(to: 0.25)
        let beforeGrab = s.offset
        s.beginDrag(pointer: 400, at: 0.25)
        #expect(s.offset == beforeGrab, "no jump when a drag interrupts the bounce")
        s.drag(to: 400, at: 0.3)
        #expect(abs(s.offset - beforeGrab) < 1e-9)
        #expect(beforeGrab > stretched)
    }

    @Test func aQuickReleaseFlingsWithTheDragsVelocity() throws {
        var s = makeScroller(offset: 1000)
        // 20 pt per frame at 60 Hz toward the start of the content: content moves +1200 pt/s.
        let release = drag(&s, from: 600, to: 400)
        #expect(s.endDrag(at: release) == nil)
        #expect(s.phase == .decelerating)
        var fling: (from: Double, velocity: Double)?
        s.takeEvents {
            if case .motion(_, .fling, "uikit deceleration", "uikit", let from, let v, _, _) = $0 { fling = (from, v) }
        }
        let started = try #require(fling)
        #expect(started.from == 1200)
        #expect(abs(started.velocity - 1200) < 1e-6)
    }

    /// The trace's `release` event: what the tracker measured, fast or not, where the pointer went up.
    @Test(arguments: [(0.0, 1200.0), (0.041, 0.0)])
    func aReleaseReportsTheVelocityItMeasured(pause: Double, expected: Double) {
        var s = makeScroller(offset: 1000)
        let release = drag(&s, from: 600, to: 400, pause: pause)
        _ = s.endDrag(at: release)
        var releases: [(Double, Double, Double)] = []
        s.takeEvents { if case .release(let t, let offset, let v) = $0 { releases.append((t, offset, v)) } }
        #expect(releases.count == 1)
        #expect(releases.first?.0 == release)
        #expect(releases.first?.1 == 1200)
        #expect(abs((releases.first?.2 ?? .nan) - expected) < 1e-6)
    }

    @Test func aPointerThatRestedBeforeReleaseDoesNotFling() {
        var s = makeScroller(offset: 1000)
        let release = drag(&s, from: 600, to: 400, pause: 0.041)
        #expect(s.endDrag(at: release) == .dragEnded)
        #expect(s.phase == .idle)
        #expect(s.offset == 1200)
    }

    @Test func aReleaseWhileOverscrolledSpringsBackToTheEdgeExactly() {
        var s = makeScroller(offset: 0)
        let release = drag(&s, from: 100, to: 300, pause: 0.1)
        #expect(s.endDrag(at: release) == nil)
        #expect(s.phase == .bouncing)
        var rest: Scroller.Rest?
        var t = release
        while rest == nil, t < release + 5 { t += 1 / 60; rest = s.advance(to: t) }
        #expect(rest == .bounceEnded)
        #expect(s.offset == 0)
    }

    @Test func aNewDragStopsAFlingWhereItIs() {
        var s = makeScroller(offset: 1000)
        let release = drag(&s, from: 600, to: 300)
        _ = s.endDrag(at: release)
        _ = s.advance(to: release + 0.3)
        let shown = s.offset
        // Grab between frames: the fling is evaluated at the grab's time, not the last frame's.
        let fling = s.motion!
        s.beginDrag(pointer: 500, at: release + 0.31)
        #expect(s.offset == fling.position(at: release + 0.31))
        #expect(s.offset > shown)
        #expect(s.phase == .dragging)
        #expect(s.velocity == 0)
    }
}

struct FlingTests {
    @Test func aFlingComesToRestAtTheClosedFormsRestPoint() {
        var s = makeScroller(offset: 1000)
        let release = drag(&s, from: 600, to: 400)
        _ = s.endDrag(at: release)
        let fling = s.motion!
        guard let d = fling.motion as? FrictionFling else { Issue.record("not a fling"); return }
        var rest: Scroller.Rest?
        var t = release
        while rest == nil { t += 1 / 60; rest = s.advance(to: t) }
        #expect(rest == .decelerationEnded)
        #expect(s.offset == d.finalPosition)
        #expect(t >= release + d.duration && t < release + d.duration + 1 / 60)
    }

    @Test func aFlingPastTheEndBouncesFromTheMomentItCrossed() {
        var s = makeScroller(offset: 8900)
        let release = drag(&s, from: 600, to: 300)
        _ = s.endDrag(at: release)
        guard let d = s.motion!.motion as? FrictionFling else { Issue.record("not a fling"); return }
        let crossing = d.time(toReach: 9200)!
        _ = s.advance(to: release + crossing + 0.05)
        #expect(s.phase == .bouncing)
        let spring = uikitSpring(from: 9200, velocity: d.velocity(at: crossing), target: 9200)
        #expect(abs(s.offset - spring.position(at: 0.05)) < 1e-9)
        var events: [ScrollEvent] = []
        s.takeEvents { events.append($0) }
        #expect(events.contains {
            if case .motion(let t, .bounce, "rubber-band spring", "uikit", 9200, _, 9200, spring.duration) = $0 {
                abs(t - (release + crossing)) < 1e-12
            } else { false }
        })
    }

    /// The same fling (and, from 8,900, its bounce) sampled at 30, 60 and 144 Hz shows the same
    /// offsets at the times the rates share (multiples of 1/6 s).
    @Test(arguments: [2000.0, 8900.0])
    func positionsDoNotDependOnTheFrameRate(start: Double) {
        let (samples, disagreements) = compareAcrossFrameRates(tolerance: 1e-9) { rate in
            var s = makeScroller(offset: start)
            let release = drag(&s, from: 600, to: 200)
            _ = s.endDrag(at: release)
            return samplesAtSharedFrames(rate: rate, frames: 1...(rate * 6), from: release,
                                         advance: { _ = s.advance(to: $0) }, sample: { [s.offset] })
        }
        #expect(samples.count == 36)
        #expect(Set(samples.values).count > 5, "the content moved")
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }
}

struct WheelTests {
    @Test func notchedStepsAnimateAndAccumulate() {
        var s = makeScroller(offset: 0)
        s.animate(to: s.pendingTarget(for: .wheel) + 120, kind: .wheel, duration: ScrollPhysics.uikitWheelStepDuration, at: 0)
        #expect(s.phase == .wheel)
        _ = s.advance(to: 0.05)
        s.animate(to: s.pendingTarget(for: .wheel) + 120, kind: .wheel, duration: ScrollPhysics.uikitWheelStepDuration, at: 0.05)
        #expect(s.motion?.motion.finalPosition == 240)
        var rest: Scroller.Rest?
        var t = 0.05
        while rest == nil { t += 1 / 60; rest = s.advance(to: t) }
        #expect(rest == .animationEnded(.wheel))
        #expect(s.offset == 240)
    }

    @Test func preciseDeltasMoveAtOnceThenCoastAndStopAtTheEdgeWithoutOverscroll() {
        var s = makeScroller(offset: 8800)
        // 30 pt a frame at 60 Hz, one delta just before each frame: 1,800 pt/s toward the end.
        for i in 0..<10 {
            s.scroll(by: 30, at: Double(i) / 60)
            #expect(s.advance(to: Double(i) / 60) == nil)
        }
        #expect(s.offset == 9100)
        #expect(s.phase == .wheel)
        var rest: Scroller.Rest?
        var highest = 0.0
        for frame in 10...300 where rest == nil {
            rest = s.advance(to: Double(frame) / 60)
            highest = max(highest, s.offset)
            if frame == 10 { #expect(s.phase == .decelerating, "the first frame without a delta coasts") }
        }
        #expect(rest == .wheelEnded)
        #expect(s.offset == 9200)
        #expect(highest <= 9200)
    }

    @Test func preciseDeltasNeverPassTheEdge() {
        var s = makeScroller(offset: 10)
        s.scroll(by: -50, at: 0)
        #expect(s.offset == 0)
    }
}

struct AnimationTests {
    @Test func anAnimationIsRecordedAndLandsExactly() {
        var s = makeScroller(offset: 410)
        s.animate(to: 434, kind: .snap, duration: 0.5, at: 1.25)
        #expect(s.phase == .snapping)
        var events: [ScrollEvent] = []
        s.takeEvents { events.append($0) }
        #expect(events == [.animation(time: 1.25, kind: .snap, from: 410, to: 434, duration: 0.5, curve: .easeOut)])
        _ = s.advance(to: 1.5)
        #expect(abs(s.offset - (410 + 24 * 0.6846)) < 0.01, "ease-out at half time (cubic-bezier(0, 0, 0.58, 1))")
        #expect(s.advance(to: 1.75) == .animationEnded(.snap))
        #expect(s.offset == 434)
    }

    @Test func anAnimationTargetIsClampedToTheBounds() {
        var s = makeScroller(offset: 9000)
        s.animate(to: 12000, kind: .scrollTo, duration: 0.3, at: 0)
        #expect(s.motion?.motion.finalPosition == 9200)
    }

    @Test func shiftingMovesARunningMotionWithTheContent() {
        var s = makeScroller(offset: 100)
        s.animate(to: 300, kind: .scrollTo, duration: 0.3, at: 0)
        _ = s.advance(to: 0.1)
        let before = s.offset
        s.shift(by: 50)
        #expect(s.offset == before + 50)
        _ = s.advance(to: 0.1)
        #expect(abs(s.offset - (before + 50)) < 1e-9)
        _ = s.advance(to: 1)
        #expect(s.offset == 350)
    }
}
