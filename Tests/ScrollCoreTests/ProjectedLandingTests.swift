import Testing
@testable import ScrollCore

/// Projected snapping keeps the release's velocity: the fling aimed at the snap position on release
/// is the curve of the preset's family that starts as the release did and rests on that position
/// (`FlingModel.landing`), not a fling whose speed was changed to reach it (1,500 pt/s became
/// 1,561.6 under uikit). Seed 001's list: 62 pt rows, 8 of them on screen.
struct ProjectedLandingTests {
    /// The snap list under `physics`, snapping with projected timing.
    private static func snapList(physics: ScrollPhysics) -> ListView {
        let list = ListView(style: .plain, dataSource: TestDataSource(rows: 100, height: 62))
        list.physics = physics
        list.snapPolicy = .completeCells
        list.snapTiming = .projected
        list.setViewportHeight(496, at: 0)
        return list
    }

    /// Where the seed's rule snaps a list resting at `offset`: the row cut by the top scrolls out
    /// when at least half of it is hidden, otherwise fully in.
    private static func completeCells(_ offset: Double) -> Double {
        let row = (offset / 62).rounded(.down) * 62
        return offset - row >= 31 ? row + 62 : row
    }

    /// A drag of 150 pt in 0.1 s (1,500 pt/s), the pointer sampled at 240 Hz and frames drawn at `fps`,
    /// released at 0.5 s (a frame's time at 30, 60 and 144 Hz). Then the frames at `fps` until the list
    /// rests. Returns every frame after the release (the first at the release's own time) and the events.
    private static func fling(_ list: ListView, fps: Double) -> (frames: [ListView.Frame], events: [ScrollEvent]) {
        list.pointerDown(y: 400, at: 0.4)
        var frame = Int((0.4 * fps).rounded(.up))
        for sample in 1...24 {
            let t = 0.4 + Double(sample) / 240
            list.pointerMoved(y: 400 - 150 * Double(sample) / 24, at: t)
            while Double(frame) / fps < t - 1e-12 {
                list.advance(to: Double(frame) / fps)
                frame += 1
            }
        }
        list.pointerUp(at: 0.5)
        var frames: [ListView.Frame] = []
        var taken = events(of: list)
        repeat {
            frames.append(list.advance(to: Double(frame) / fps))
            frame += 1
        } while list.phase != .idle && frames.count < Int(10 * fps)
        taken += events(of: list)
        return (frames, taken)
    }

    @Test(arguments: [ScrollPhysics.uikit, .android, .flutter], [30.0, 60, 144])
    func aProjectedFlingLeavesAtItsReleaseVelocityAndRestsOnTheRow(physics: ScrollPhysics, fps: Double) throws {
        let list = Self.snapList(physics: physics)
        let (frames, events) = Self.fling(list, fps: fps)
        let release = try #require(events.lazy.compactMap { event -> (offset: Double, velocity: Double)? in
            if case .release(_, let offset, let velocity) = event { (offset, velocity) } else { nil }
        }.first)
        #expect(abs(release.velocity - 1500) < 1e-6, "a linear 150 pt drag in 0.1 s")
        let motions = events.compactMap { event -> (velocity: Double, to: Double)? in
            if case .motion(_, .fling, _, _, _, let velocity, let to, _) = event { (velocity, to) } else { nil }
        }
        #expect(motions.count == 1, "one motion from the release to the row")
        #expect(!events.contains { if case .animation = $0 { true } else { false } }, "no snap animation")
        let fling = try #require(motions.first)
        #expect(fling.velocity == release.velocity, "the fling is made from the release's velocity")

        // The first frame (at the release's time) shows the velocity the family starts a fling at:
        // the release's (UIKit's exponential, Flutter's clamping curve), or for Android's spline its
        // first sample's slope, 0.99955 of it, as the same fling without snapping shows.
        let natural = physics.fling.fling(from: release.offset, velocity: release.velocity)
        let first = try #require(frames.first)
        #expect(first.time == 0.5)
        #expect(abs(first.velocity - natural.velocity(at: 0)) <= 1e-9 * release.velocity,
                "first frame \(first.velocity) pt/s, the family's start \(natural.velocity(at: 0))")
        if physics != .android { #expect(abs(first.velocity - release.velocity) <= 1e-9 * release.velocity) }

        // It rests exactly where the policy snaps the fling's own rest, which is not a row already.
        let target = Self.completeCells(natural.finalPosition)
        #expect(target != natural.finalPosition)
        #expect(abs(fling.to - target) < 1e-9)
        let last = try #require(frames.last)
        #expect(last.phase == .idle && last.offset == target, "rests on \(target): \(last.offset)")
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(b.offset >= a.offset, "turned back at \(b.time)") }
    }

    /// A fling too weak to reach the row it is aimed at on its own speed (its own travel less than half the
    /// way) is not kept at that speed, which would creep for seconds: it is the family's fling for that rest.
    @Test func aWeakFlingAimedAWholeRowOnIsTheFamilysFlingForThatRest() throws {
        let list = Self.snapList(physics: .uikit)
        // Dragged 20 pt in 0.5 s, released at 40 pt/s, which under UIKit travels 20 pt: it would rest at 40,
        // over half of row 0 hidden, so it is aimed at row 1's top, 62: 42 pt on, more than twice its own 20.
        let release = drag(list, by: 20, duration: 0.5, start: 0)
        let motions = events(of: list).compactMap { event -> (velocity: Double, to: Double, duration: Double)? in
            if case .motion(_, .fling, _, _, _, let velocity, let to, let duration) = event { (velocity, to, duration) } else { nil }
        }
        let fling = try #require(motions.first)
        #expect(abs(fling.to - 62) < 1e-9)
        #expect(abs(fling.velocity - ScrollPhysics.uikit.fling.fling(from: 20, toRest: 62).initialVelocity) < 1e-6,
                "UIKit's 0.998 per ms over 42 pt: 84.1 pt/s")
        #expect(fling.duration < 2.5, "kept at 40 pt/s it would take 4.7 s")
        settle(list, from: release)
        #expect(list.offset == 62)
    }
}

/// What each preset's landing keeps, the table docs/PHYSICS.md ("Aimed flings") states: a landing on a rest
/// 40 pt short of or beyond a 1,500 pt/s fling's own starts exactly as that fling does, but for three
/// families: QScroller's starts at the release's speed (its flick at 2/1.99 of it; both to QScroller's whole
/// milliseconds), Compose's within its
/// Float and whole-millisecond rounding, and Firefox's friction is one number, so only the sample
/// interval can move its rest: shorter, yes; 40 pt further, no (1 ms samples rest short of it).
struct LandingFamilyTests {
    @Test(arguments: ScrollPhysics.presets.map(\.name), [-40.0, 40])
    func aLandingStartsAsTheFlingItReplaces(name: String, change: Double) throws {
        let physics = try #require(ScrollPhysics.named(name))
        let fling = physics.fling.fling(from: 0, velocity: 1500, dimension: 756)
        let target = fling.finalPosition + change
        let found = physics.fling.landing(from: 0, velocity: 1500, rest: target)
        if name == "firefox", change > 0 {
            #expect(found == nil, "no sample interval of 1 ms or more rests that far")
            return
        }
        let landing = try #require(found)
        let (start, own) = (landing.velocity(at: 0), fling.velocity(at: 0))
        switch name {
        case "qscroller":
            #expect(abs(landing.finalPosition - target) < 1e-9 * abs(target))
            // Both to within QScroller's whole-millisecond duration (under 1 ms of its 3.2 s).
            #expect(abs(start - 1500) < 2e-3 * 1500 && abs(own - 1500 * 2 / 1.99) < 2e-3 * 1500, "\(start), its flick \(own)")
        case "compose":
            #expect(abs(landing.finalPosition - target) < 1e-3)
            #expect(abs(start - own) < 1e-3 * own, "\(start), its own \(own)")
        default:
            #expect(abs(landing.finalPosition - target) < 1e-9 * max(1, abs(target)))
            #expect(abs(start - own) <= 1e-9 * 1500, "\(name) starts at \(start), its own fling at \(own)")
        }
    }
}
