import Foundation
import Testing
@testable import ScrollCore

/// The numbers come from `Tests/Tools/android-spline-table.py`, which computes AOSP's formulas
/// (OverScroller.java, SplineOverScroller) on its own: `exact` is the formula in doubles (what the
/// engine claims, to 1e-6), `aosp` what a device at density 1 draws (float table, int ms, int px,
/// rounded positions), which the engine must stay within 1.5 pt of.
struct AndroidSplineTests {
    typealias Row = (velocity: Double, t: Double, exact: Double, velocityThen: Double, aosp: Double)

    static let table: [Row] = [
        (2000, 0.05, 98.69362096825115, 1922.140134270321, 99),
        (2000, 0.1, 190.5189960757343, 1747.5673959551314, 191),
        (2000, 0.25, 398.57782089934364, 1044.9392414853698, 399),
        (2000, 0.5, 572.7908297248372, 415.4227195070037, 573),
        (2000, 0.75, 637.1250364268325, 121.75943326292239, 637),
        (2000, 0.9, 647.2056651907411, 14.117266769428928, 647),
        (6000, 0.05, 299.12509910831943, 5949.344653958035, 299),
        (6000, 0.1, 593.7801198734769, 5840.964109474703, 594),
        (6000, 0.25, 1414.0516516571142, 4988.942427617021, 1414),
        (6000, 0.5, 2479.658559662395, 3461.463744526219, 2480),
        (6000, 1.0, 3685.5023109685803, 1541.367913525579, 3685),
        (6000, 1.5, 4202.104571413345, 598.8774219158412, 4201),
        (6000, 2.0, 4358.525549283347, 59.81865993574532, 4358),
    ]

    private static func fling(_ velocity: Double, from origin: Double = 0) -> any FlingMotion {
        ScrollPhysics.android.fling.fling(from: origin, velocity: velocity)
    }

    @Test(arguments: table)
    func positionAndVelocityFollowTheSpline(row: Row) {
        let fling = Self.fling(row.velocity, from: 300)
        #expect(abs(fling.position(at: row.t) - 300 - row.exact) < 1e-6)
        #expect(abs(fling.velocity(at: row.t) - row.velocityThen) < 1e-6)
        #expect(abs(fling.position(at: row.t) - 300 - row.aosp) <= 1.5, "within a pixel of a device")
        // A fling toward the start is the mirror image.
        #expect(abs(Self.fling(-row.velocity, from: 300).position(at: row.t) - 300 + row.exact) < 1e-6)
    }

    /// getSplineFlingDistance / getSplineFlingDuration: 2,000 pt/s travels 647.40 pt in 0.925 s,
    /// 6,000 pt/s 4,360.96 pt in 2.077 s (AOSP at density 1: 647 px in 924 ms, 4,360 px in 2,076 ms).
    @Test(arguments: [(2000.0, 647.3987783959533, 0.9248553977085047), (6000, 4360.9595117832905, 2.0766473865634714)])
    func restDistanceAndDuration(velocity: Double, distance: Double, duration: Double) {
        let fling = Self.fling(velocity)
        #expect(abs(fling.finalPosition - distance) < 1e-9)
        #expect(abs(fling.duration - duration) < 1e-12)
        #expect(!fling.isDone(at: duration - 1e-6))
        #expect(fling.isDone(at: duration))
        #expect(fling.position(at: duration) == distance, "the spline ends exactly on its rest")
        #expect(fling.velocity(at: duration) == 0)
    }

    @Test func theTableIsAOSPsSplineSolvedExactly() {
        let table = SplineFling.splinePosition
        #expect(table.count == 101)
        #expect(table[0] == 0)
        #expect(table[100] == 1)
        #expect(abs(table[1] - 0.02855860703500842) < 1e-12)
        #expect(abs(table[50] - 0.8584065921574786) < 1e-12)
        #expect(abs(table[99] - 0.9999603225197391) < 1e-12)
        #expect(zip(table, table.dropFirst()).allSatisfy { $0 < $1 }, "the spline only moves forward")
        // INFLEXION is chosen so that the spline starts at the release velocity: slope 1 / 0.35.
        #expect(abs(table[1] * 100 * SplineFling.inflexion - 1) < 0.001)
    }

    @Test(arguments: [0.0, 0.003, 0.1, 0.4567, 0.9, 2.0])
    func theCrossingTimeInvertsThePosition(t: Double) throws {
        let fling = Self.fling(6000, from: -50)
        let reached = try #require(fling.time(toReach: fling.position(at: t)))
        #expect(abs(reached - t) < 1e-9)
        #expect(fling.time(toReach: -51) == nil, "behind the fling")
        #expect(fling.time(toReach: fling.finalPosition + 1) == nil, "beyond its rest")
    }

    /// The landing variant keeps the release velocity: the friction changes (closed form), the
    /// spline's start does not, and it rests exactly where asked.
    @Test(arguments: [100.0, 500, 3000])
    func aLandingKeepsTheVelocityAndRestsOnTheTarget(rest: Double) throws {
        let model = ScrollPhysics.android.fling
        let landing = try #require(model.landing(from: 0, velocity: 2000, rest: rest))
        #expect(landing.finalPosition == rest)
        #expect(abs(landing.position(at: landing.duration) - rest) < 1e-9)
        #expect(abs(landing.duration - rest / (0.35 * 2000)) < 1e-12)
        #expect(abs(landing.velocity(at: 0) - Self.fling(2000).velocity(at: 0)) < 1e-9)
        #expect(model.landing(from: 0, velocity: 2000, rest: -10) == nil, "behind the motion")
        #expect(model.landing(from: 0, velocity: -2000, rest: 10) == nil)
    }

    @Test func aFlingAimedAtARestTakesTheVelocityThatGetsThere() {
        let aimed = ScrollPhysics.android.fling.fling(from: 0, toRest: 647.3987783959533)
        #expect(abs(aimed.finalPosition - 647.3987783959533) < 1e-12)
        #expect(abs(aimed.duration - 0.9248553977085047) < 1e-9, "the 2,000 pt/s fling's duration")
        let back = ScrollPhysics.android.fling.fling(from: 1000, toRest: 0)
        #expect(back.finalPosition == 0)
        #expect(back.velocity(at: 0) < 0)
    }

    @Test func theTraceNamesTheCurve() {
        #expect(Self.fling(2000).curveName == "android spline")
        #expect(ScrollPhysics.android.fling.curveName == "android spline")
    }
}

/// A scroller over 10,000 pt of content in an 800 pt viewport (bounds 0 ... 9200), Android's physics.
private func androidScroller(offset: Double) -> Scroller {
    var s = Scroller(offset: offset, bounds: ScrollBounds(min: 0, max: 9200), viewportHeight: 800)
    s.physics = .android
    return s
}

/// Moves the pointer from `from` by `step` every 1/120 s, `moves` times from `start`; returns the last sample's time.
@discardableResult
private func drag(_ s: inout Scroller, from: Double, step: Double, moves: Int, start: Double = 0) -> Double {
    s.beginDrag(pointer: from, at: start)
    for i in 1...moves { s.drag(to: from + step * Double(i), at: start + Double(i) / 120) }
    return start + Double(moves) / 120
}

struct AndroidReleaseTests {
    /// ViewConfiguration's limits: 60 pt/s flings (UIKit's 20 would too), 40 pt/s does not, and a
    /// 12,000 pt/s release flings at 8,000.
    @Test(arguments: [(-0.5, 60.0), (-1.0 / 3, 40.0), (-100.0, 12000.0)] as [(Double, Double)])
    func releasesFlingWithinViewConfigurationsLimits(step: Double, measured: Double) {
        var s = androidScroller(offset: 4000)
        let release = drag(&s, from: 600, step: step, moves: 10)
        let rest = s.endDrag(at: release)
        var releaseVelocity: Double?
        var flingVelocity: Double?
        s.takeEvents {
            if case .release(_, _, let v) = $0 { releaseVelocity = v }
            if case .motion(_, .fling, "android spline", "android", _, let v, _, _) = $0 { flingVelocity = v }
        }
        #expect(abs((releaseVelocity ?? .nan) - measured) < 1e-6, "the trace keeps what was measured")
        if measured < 50 {
            #expect(rest == .dragEnded)
            #expect(flingVelocity == nil)
        } else {
            #expect(rest == nil)
            #expect(abs((flingVelocity ?? .nan) - min(measured, 8000)) < 1e-6, "the spline is made from the limited velocity")
            guard let spline = s.motion?.motion as? SplineFling else { Issue.record("not a spline"); return }
            #expect(abs(spline.initialVelocity - min(measured, 8000)) < 1e-6)
        }
    }
}

struct AndroidEdgeTests {
    /// Past the top the content stays at the edge and the pull is drawn: the stretch grows with
    /// the pull, is at most 3.2 % of the viewport, and a turn back gives the pull back first.
    @Test func aDragPastTheEdgeStretchesWithoutLeavingTheBounds() {
        var s = androidScroller(offset: 100)
        s.beginDrag(pointer: 100, at: 0)
        var last = 0.0
        for i in 1...60 {
            s.drag(to: 100 + 20 * Double(i), at: Double(i) / 120)
            #expect(s.offset >= 0)
            #expect(s.stretch <= 0, "past the start the stretch is negative")
            if i > 5, s.pull > -800 { #expect(s.stretch < last, "a longer pull stretches more") }
            last = s.stretch
        }
        #expect(s.offset == 0)
        // 1,100 pt past the edge is more than the 800 pt viewport: the pull is kept to one viewport.
        #expect(s.pull == -800)
        #expect(abs(s.stretch - -800 * (0.016 + 0.016 * (1 - exp(-exp(1) / 0.33)))) < 1e-9)
        s.drag(to: 1200, at: 0.6)
        #expect(s.pull == -700, "turning back releases the pull at once, nothing past the viewport was kept")
        #expect(s.offset == 0)
        s.drag(to: 400, at: 0.7)
        #expect(s.pull == 0)
        #expect(s.stretch == 0)
        #expect(s.offset == 100, "then the content scrolls")
    }

    /// `EdgeEffect.dampStretchVector`: d = 0.25 → 0.016·0.25 + 0.016·(1 − e^(−0.25·e/0.33)).
    @Test func theStretchIsAOSPsDampedVector() {
        let model = StretchSpring.Model()
        let expected = 800 * (0.016 * 0.25 + 0.016 * (1 - exp(-0.25 * exp(1) / 0.33)))
        #expect(abs(model.stretch(forPull: 200, dimension: 800) - expected) < 1e-12)
        #expect(abs(expected - 14.3675) < 0.001)
        #expect(model.stretch(forPull: 0, dimension: 800) == 0)
    }

    /// On release the pull springs back (EdgeEffect.updateSpring): the list is bouncing, the
    /// stretch shrinks along the spring until it is within 8 pt, then at 200 pt/s (12L's linear
    /// take-over) to 0, and the list rests then: within 0.25 s, where the spring alone takes 0.6 s.
    @Test func aReleasedStretchRelaxesToNothing() throws {
        var s = androidScroller(offset: 9200)
        let release = drag(&s, from: 500, step: -10, moves: 24)
        let pulled = s.stretch
        #expect(pulled > 10)
        #expect(s.endDrag(at: release + 0.1) == .dragEnded)
        #expect(s.phase == .bouncing)
        let spring = StretchSpring(pull: 240, velocity: 0)
        var rest: Scroller.Rest?
        var t = release + 0.1
        var previous = pulled
        while rest == nil, t < release + 3 {
            t += 1 / 60
            rest = s.advance(to: t)
            #expect(s.offset == 9200)
            #expect(s.stretch <= previous + 1e-9, "it only relaxes")
            previous = s.stretch
            let expectedPull = spring.position(at: t - release - 0.1)
            if rest == nil, expectedPull >= StretchSpring.takeOverDistance + 200.0 / 60 {
                #expect(abs(s.pull - expectedPull) < 1e-9)
            }
        }
        #expect(rest == .bounceEnded)
        #expect(s.restTime - (release + 0.1) < 0.25)
        #expect(spring.duration > 0.5, "the spring alone")
        var events: [ScrollEvent] = []
        s.takeEvents { events.append($0) }
        #expect(events.contains(.stretch(time: release + 0.1, curve: "android stretch", physics: "android", side: 1,
                                         pull: 240, velocity: 0, duration: spring.duration)), "the trace sees it relax")
        #expect(s.stretch == 0)
        #expect(s.phase == .idle)
    }

    /// A fling that reaches the end stops there at the moment it crosses (no rubber band, never
    /// past the bounds) and its speed becomes a stretch that swells and relaxes (onAbsorb).
    @Test func aFlingIntoTheEdgeIsAbsorbedIntoTheStretch() throws {
        var s = androidScroller(offset: 8000)
        let release = drag(&s, from: 600, step: -25, moves: 12)  // 3,000 pt/s toward the end
        _ = s.endDrag(at: release)
        let fling = try #require(s.motion)
        let crossing = try #require(fling.motion.time(toReach: 9200))
        let impact = fling.motion.velocity(at: crossing)
        var rest: Scroller.Rest?
        var t = release
        var largest = 0.0
        var rests: [Scroller.Rest] = []
        while t < release + crossing + 2 {
            t += 1 / 60
            rest = s.advance(to: t)
            if let rest { rests.append(rest) }
            #expect(s.offset <= 9200)
            largest = max(largest, s.stretch)
        }
        #expect(rests == [.decelerationEnded, .bounceEnded])
        #expect(s.offset == 9200)
        #expect(s.stretch == 0)
        #expect(s.phase == .idle)
        let absorbed = StretchSpring(pull: 0, velocity: 13 * impact)
        #expect(largest > 5, "the stretch swelled")
        #expect(s.restTime < release + crossing + absorbed.duration, "taken over near the edge")
        #expect(s.restTime - (release + crossing) < 0.35)
        var events: [ScrollEvent] = []
        s.takeEvents { events.append($0) }
        #expect(events.contains(.stretch(time: release + crossing, curve: "android stretch", physics: "android", side: 1,
                                         pull: 0, velocity: 13 * impact, duration: absorbed.duration)))
        #expect(!events.contains { if case .motion(_, .bounce, _, _, _, _, _, _) = $0 { true } else { false } },
                "no rubber-band bounce")
    }

    /// A press during the relaxation catches the stretch where it is (EdgeEffect.onPull restores
    /// mPullDistance from mDistance): the drawn stretch does not jump.
    @Test func aPressCatchesTheRelaxingStretch() {
        var s = androidScroller(offset: 0)
        let release = drag(&s, from: 100, step: 10, moves: 30)
        _ = s.endDrag(at: release)
        _ = s.advance(to: release + 0.05)
        let caught = s.stretch
        #expect(caught < 0)
        s.beginDrag(pointer: 300, at: release + 0.05)
        #expect(s.stretch == caught)
        s.drag(to: 300, at: release + 0.06)
        #expect(abs(s.stretch - caught) < 1e-9, "still where it was caught")
        #expect(s.phase == .dragging)
    }

    @Test func theFrameCarriesTheStretch() {
        let list = ListView(dataSource: TestDataSource(rows: 100, height: 44), physics: .android)
        list.setViewportHeight(440, at: 0)
        list.pointerDown(y: 100, at: 0)
        list.pointerMoved(y: 300, at: 0.1)
        let frame = list.advance(to: 0.1)
        #expect(frame.offset == 0)
        #expect(frame.stretch < 0)
        #expect(frame.stretch == list.scroller.stretch)
    }

    @Test func aWheelNotchScrolls64PointsAtOnce() {
        let list = ListView(dataSource: TestDataSource(rows: 100, height: 44), physics: .android)
        list.setViewportHeight(440, at: 0)
        list.wheel(notches: 3, at: 0.1)
        #expect(list.offset == 192)
        #expect(list.phase == .idle)
    }
}

struct AndroidFrameRateTests {
    /// The same gesture (pointer samples every 1/120 s, release, a fling into the end and its
    /// absorbed stretch) drawn at 30, 60 and 144 Hz shows the same offset and stretch at the times
    /// the rates share (multiples of 1/6 s): the spline and the stretch are functions of time.
    @Test(arguments: [5000.0, 7500])
    func theSameGestureGivesTheSamePositionsAtAnyFrameRate(start: Double) {
        let (samples, disagreements) = compareAcrossFrameRates(tolerance: 1e-9) { rate in
            var s = androidScroller(offset: start)
            s.beginDrag(pointer: 600, at: 0)
            let moves = 15
            var nextFrame = 1
            for i in 1...moves {
                let t = Double(i) / 120
                // Frames drawn during the drag come between pointer samples, as in the app.
                while Double(nextFrame) / Double(rate) < t {
                    _ = s.advance(to: Double(nextFrame) / Double(rate))
                    nextFrame += 1
                }
                s.drag(to: 600 - 30 * Double(i), at: t)
            }
            _ = s.endDrag(at: Double(moves) / 120)
            return samplesAtSharedFrames(rate: rate, frames: nextFrame...(rate * 4), advance: { _ = s.advance(to: $0) },
                                         sample: { [s.offset, s.stretch] })
        }
        #expect(samples.count == 24)
        #expect(Set(samples.values.map { $0[0] }).count > 3, "the content moved")
        if start > 7000 { #expect(samples.values.contains { $0[1] != 0 }, "the fling reached the edge") }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }
}

struct AndroidSnappingTests {
    /// Projected snapping (seed 001's rows, 62 pt): the release's spline is aimed at a row's top and
    /// lands there in one motion; a row measured on the way retargets it along a landing spline
    /// that keeps the velocity, never a second animation.
    @Test func aProjectedSnapLandsTheSplineOnARow() throws {
        let list = ListView(style: .plain, dataSource: TestDataSource(rows: 100, height: 62), physics: .android)
        list.snapPolicy = .completeCells
        list.snapTiming = .projected
        list.setViewportHeight(496, at: 0)
        let release = drag(list, by: 300, duration: 0.1, start: 0)
        #expect(list.phase == .decelerating)
        guard let spline = list.scroller.motion?.motion as? SplineFling else { Issue.record("not a spline"); return }
        #expect(spline.finalPosition.truncatingRemainder(dividingBy: 62) == 0)
        settle(list, from: release)
        #expect(list.offset == spline.finalPosition)
        let all = events(of: list)
        #expect(!all.contains { if case .animation(_, .snap, _, _, _, _) = $0 { true } else { false } })
    }
}
