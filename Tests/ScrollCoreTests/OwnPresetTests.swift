import Testing
// Only what a user of the package sees: the edge and wheel below are written as an app would write its own.
import ScrollCore

/// A preset a user writes, with an edge model and a wheel model of its own, none of them ScrollCore's:
/// Qt Quick's constant deceleration (1500 pt/s²) for its flings, UIKit's release, and its own snap time.
private let shelf = ScrollPhysics(
    name: "shelf",
    summary: "a test's own: constant deceleration, a shelf at the edges, tenth-of-a-second wheel steps",
    release: ScrollPhysics.uikit.release,
    fling: ConstantDeceleration.Model(deceleration: 1500),
    edge: ShelfEdge(),
    wheel: TenthWheel(),
    timings: ScrollPhysics.Timings(scrollTo: 0.3, keyStep: 0.25, cellSnap: 0.4, sectionSnap: 0.3,
                                   sectionSnapThreshold: 75, preciseWheelUnit: 120))

/// The shelf's way back to an edge: from `from` at `speed` to `edge` in 0.2 s,
/// x(t) = from + (edge − from) · t / 0.2 + speed · t · (1 − t / 0.2): it leaves at `speed`, overshoots
/// by speed · 0.05 pt at most, and is back at the edge at 0.2 s.
private struct ShelfBounce: Motion {
    static let time = 0.2
    let from: Double, speed: Double, edge: Double

    var duration: Double { Self.time }
    var finalPosition: Double { edge }
    var curveName: String { "shelf bounce" }
    var initialVelocity: Double { speed }

    func position(at t: Double) -> Double {
        let s = min(max(t, 0), Self.time)
        return from + (edge - from) * s / Self.time + speed * s * (1 - s / Self.time)
    }

    func velocity(at t: Double) -> Double {
        guard t < Self.time else { return 0 }
        return (edge - from) / Self.time + speed * (1 - 2 * max(t, 0) / Self.time)
    }
}

/// The shelf: a drag past an edge shows a quarter of the travel; released past it, or reached by a
/// fling, the content goes back along a `ShelfBounce`.
private struct ShelfEdge: EdgeModel {
    static let share = 0.25

    func press(offset: Double, pull: Double, bounds: ScrollBounds, dimension: Double) -> (raw: Double, catchesPull: Bool) {
        let edge = bounds.clamp(offset)
        return (edge + (offset - edge) / Self.share, false)
    }

    func drag(toRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
              dimension: Double) -> EdgeDrag {
        let edge = bounds.clamp(raw)
        return EdgeDrag(offset: edge + (raw - edge) * Self.share, pull: nil, raw: raw)
    }

    func release(offset: Double, velocity: Double, pull: Double, bounds: ScrollBounds, dimension: Double) -> EdgeResponse? {
        guard !bounds.contains(offset) else { return nil }
        return .bounce(ShelfBounce(from: offset, speed: velocity, edge: bounds.clamp(offset)))
    }

    func crossing(of fling: any Motion, shift: Double, edge: Double, at crossing: Double, dimension: Double) -> EdgeResponse {
        .bounce(ShelfBounce(from: edge, speed: fling.velocity(at: crossing), edge: edge))
    }

    func position(_ t: Double, after fling: any Motion, shift: Double, reaching edge: Double, at crossing: Double) -> Double {
        ShelfBounce(from: edge, speed: fling.velocity(at: crossing), edge: edge).position(at: t)
    }
}

/// A wheel whose notches go 100 pt in a straight line over 0.1 s, from wherever the content is, the
/// velocity it had dropped.
private struct TenthWheel: WheelModel {
    var pointsPerNotch: Double { 100 }
    var animates: Bool { true }

    func step(from position: Double, velocity: Double, to destination: Double, distance: Double) -> StepAnimation? {
        StepAnimation(motion: TimedAnimation(from: position, to: destination, duration: 0.1, curve: .linear), curve: .linear)
    }
}

/// 100 rows of 44 pt in a 440 pt viewport: offsets 0 ... 3960.
private func shelfList() -> ListView {
    let list = ListView(dataSource: TestDataSource(rows: 100, height: 44), physics: shelf)
    list.setViewportHeight(440, at: 0)
    return list
}

struct OwnPresetTests {
    /// A fling at 600 pt/s from 0 slows by 1500 pt/s²: x(t) = 600 t − 750 t², at rest after 0.4 s at 120 (90 at
    /// 0.2 s). Row 2 (88 ... 132) is cut there, hidden by 32 pt ≥ half its 44: the snap goes on to 132, in the
    /// preset's own 0.4 s (UIKit's would be 0.5).
    @Test func itFlingsAndSnapsByItsOwnNumbers() throws {
        let list = shelfList()
        list.snapPolicy = .completeCells
        try list.fling(velocity: 600, at: 0)
        _ = list.advance(to: 0.2)
        #expect(abs(list.offset - 90) < 1e-9)
        _ = list.advance(to: 0.4)
        #expect(abs(list.offset - 120) < 1e-9)
        let snap = events(of: list).filter { if case .animation(_, .snap, _, _, _, _) = $0 { true } else { false } }
        #expect(snap == [.animation(time: 0.4, kind: .snap, from: 120, to: 132, duration: 0.4, curve: .easeOut)])
        _ = list.advance(to: 0.8)
        #expect(list.offset == 132)
        #expect(list.isIdle)
    }

    /// From 3900 at 600 pt/s the fling reaches the end (3960) when 600 t − 750 t² = 60: t = (600 − √180000) / 1500,
    /// at √180000 ≈ 424.26 pt/s (v² = 600² − 2 · 1500 · 60). The shelf then overshoots: 0.1 s later it is
    /// 424.26 · 0.1 · (1 − 0.5) ≈ 21.21 pt past the end, and back on it 0.2 s after the crossing.
    @Test func aFlingBouncesOffTheEdgeAsTheShelfSays() throws {
        let list = shelfList()
        try list.setContentOffset(3900, animated: false, at: 0)
        _ = events(of: list)
        try list.fling(velocity: 600, at: 0)
        let speed = 180_000.0.squareRoot()
        let crossing = (600 - speed) / 1500
        _ = list.advance(to: crossing + 0.1)
        #expect(abs(list.offset - (3960 + speed * 0.05)) < 1e-6, "\(list.offset)")
        let bounces = events(of: list).compactMap { event -> (Double, String, Double, Double)? in
            guard case .motion(let time, .bounce, let curve, "shelf", let from, let velocity, _, _) = event else { return nil }
            return (time, curve, from, velocity)
        }
        #expect(bounces.count == 1)
        #expect(bounces.first.map { abs($0.0 - crossing) < 1e-9 && $0.1 == "shelf bounce" && $0.2 == 3960 } == true)
        #expect(bounces.first.map { abs($0.3 - speed) < 1e-6 } == true)
        _ = list.advance(to: crossing + 0.2)
        #expect(list.offset == 3960)
    }

    /// A drag 100 pt down from the top shows a quarter of it: −25. Held still, then let go (UIKit's release
    /// measures nothing after 40 ms at rest), it goes back in a straight line: −25 + 25 · t / 0.2, −12.5 after 0.1 s.
    @Test func aDragPastTheTopShowsAQuarterAndGoesBack() {
        let list = shelfList()
        list.pointerDown(y: 100, at: 0)
        list.pointerMoved(y: 150, at: 0.05)
        list.pointerMoved(y: 200, at: 0.1)
        #expect(list.offset == -25)
        list.pointerUp(at: 0.3)
        _ = list.advance(to: 0.4)
        #expect(abs(list.offset + 12.5) < 1e-9)
        _ = list.advance(to: 0.5)
        #expect(list.offset == 0)
    }

    /// A notch goes 100 pt in 0.1 s: 50 at 0.05 s. A second notch then heads for 200 from 50, again over 0.1 s
    /// (the model drops the velocity): 125 at 0.1 s, 200 at 0.15 s. The first is recorded along its curve, the
    /// second as a retarget leaving at (200 − 50) / 0.1 = 1500 pt/s.
    @Test func itsWheelStepsAsItsModelSays() {
        let list = shelfList()
        list.wheel(notches: 1, at: 0)
        _ = list.advance(to: 0.05)
        #expect(abs(list.offset - 50) < 1e-9)
        list.wheel(notches: 1, at: 0.05)
        _ = list.advance(to: 0.1)
        #expect(abs(list.offset - 125) < 1e-9)
        _ = list.advance(to: 0.15)
        #expect(list.offset == 200)
        let steps = events(of: list).filter {
            switch $0 {
            case .animation, .retarget: true
            default: false
            }
        }
        #expect(steps.count == 2)
        #expect(steps.first == .animation(time: 0, kind: .wheel, from: 0, to: 100, duration: 0.1, curve: .linear))
        if case .retarget(let time, .wheel, let from, let velocity, 200, 0.1, _) = steps.last {
            #expect(time == 0.05 && abs(from - 50) < 1e-9 && abs(velocity - 1500) < 1e-6)
        } else {
            Issue.record("the second notch is a retarget: \(steps)")
        }
    }
}
