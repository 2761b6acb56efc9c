import Testing
@testable import ScrollCore

/// A scroller over 10,000 pt of content in an 800 pt viewport (bounds 0 ... 9200) moving by `physics`.
private func makeScroller(offset: Double, physics: ScrollPhysics) -> Scroller {
    var s = Scroller(offset: offset, bounds: ScrollBounds(min: 0, max: 9200), viewportHeight: 800)
    s.physics = physics
    return s
}

/// Drags the pointer up by 300 pt in 10 moves at 60 Hz from `start` (content toward the end,
/// 1,800 pt/s) and releases; returns the release time.
private func flickUp(_ s: inout Scroller, start: Double = 0) -> Double {
    s.beginDrag(pointer: 600, at: start)
    for i in 1...10 { s.drag(to: 600 - 30 * Double(i), at: start + Double(i) / 60) }
    let release = start + 10.0 / 60
    _ = s.endDrag(at: release)
    return release
}

/// UIKit's physics with another edge: the mechanism's other edge models, on a curve the tests know.
private func uikit(edge: any EdgeModel, name: String) -> ScrollPhysics {
    var physics = ScrollPhysics.uikit
    physics.name = name
    physics.edge = edge
    return physics
}

struct PhysicsPresetTests {
    @Test func presetsAreFoundByTheirNamesAndUIKitComesFirst() {
        #expect(ScrollPhysics.presets.first == .uikit)
        #expect(Set(ScrollPhysics.presets.map(\.name)).count == ScrollPhysics.presets.count, "names are unique")
        for preset in ScrollPhysics.presets { #expect(ScrollPhysics.named(preset.name) == preset) }
        #expect(ScrollPhysics.named("UIKit") == nil, "names are exact")
        #expect(ScrollPhysics.named("") == nil)
    }

    @Test func presetsDifferInTheirModelsNotOnlyInTheirNames() {
        let stopping = uikit(edge: .stop, name: "uikit")
        #expect(stopping != .uikit)
        var slower = ScrollPhysics.uikit
        var fast = uikitFlingModel
        fast.rate = ScrollPhysics.uikitDecelerationRate.fast
        slower.fling = fast
        #expect(slower != .uikit)
    }

    @Test func aListMovesByUIKitUnlessToldOtherwise() {
        let list = ListView(dataSource: TestDataSource(rows: 100, height: 44))
        #expect(list.physics == .uikit)
        let other = uikit(edge: .stop, name: "stop")
        #expect(ListView(dataSource: TestDataSource(rows: 100, height: 44), physics: other).physics == other)
    }
}

struct EdgeModelTests {
    /// `.stop`: a fling that reaches the end stops there at the moment it crosses, no bounce.
    @Test func aStoppingEdgeEndsTheFlingWhereItCrosses() throws {
        var s = makeScroller(offset: 8900, physics: uikit(edge: .stop, name: "stop"))
        let release = flickUp(&s)
        let fling = try #require(s.motion)
        let crossing = try #require(fling.motion.time(toReach: 9200))
        var rest: Scroller.Rest?
        var t = release
        while rest == nil, t < release + 5 {
            t += 1 / 60
            rest = s.advance(to: t)
            #expect(s.offset <= 9200)
        }
        #expect(rest == .decelerationEnded)
        #expect(s.offset == 9200)
        #expect(s.restTime == release + crossing, "it rests when it crossed, not at the frame that noticed")
        #expect(s.phase == .idle)
    }

    @Test func aStoppingEdgeHoldsADragAtTheEdge() {
        var s = makeScroller(offset: 100, physics: uikit(edge: .stop, name: "stop"))
        s.beginDrag(pointer: 100, at: 0)
        s.drag(to: 400, at: 0.1)
        #expect(s.offset == 0)
        s.drag(to: 350, at: 0.2)
        #expect(s.offset == 50, "nothing of the pull past the edge is kept: turning back scrolls at once")
        s.drag(to: 450, at: 0.3)
        #expect(s.offset == 0)
    }

    /// Physics changed while a fling runs take effect from the next input: the running fling still
    /// bounces at the edge as UIKit's does.
    @Test func aRunningFlingFinishesUnderThePhysicsItStartedWith() throws {
        var s = makeScroller(offset: 8900, physics: .uikit)
        let release = flickUp(&s)
        s.physics = uikit(edge: .stop, name: "stop")
        let crossing = try #require(s.motion?.motion.time(toReach: 9200))
        _ = s.advance(to: release + crossing + 0.05)
        #expect(s.phase == .bouncing)
        #expect(s.offset > 9200)
        #expect(s.motion?.physics == .uikit)
        // The next gesture follows the new physics.
        var rest: Scroller.Rest?
        var t = release + crossing + 0.05
        while rest == nil, t < release + 10 { t += 1 / 60; rest = s.advance(to: t) }
        s.beginDrag(pointer: 100, at: t + 1)
        s.drag(to: 0, at: t + 1.1)
        #expect(s.offset == 9200)
    }
}

struct WheelModelTests {
    @Test func aDirectWheelJumpsAtOnce() {
        var physics = ScrollPhysics.uikit
        physics.wheel = .direct(pointsPerNotch: 64)
        let list = ListView(dataSource: TestDataSource(rows: 100, height: 44), physics: physics)
        list.setViewportHeight(440, at: 0)
        list.wheel(notches: 2, at: 0.1)
        #expect(list.offset == 128)
        #expect(list.phase == .idle)
        list.wheel(notches: -3, at: 0.2)
        #expect(list.offset == 0, "clamped at the top")
    }

    @Test func anAnimatedWheelFollowsItsCurveAndDuration() {
        var physics = ScrollPhysics.uikit
        physics.wheel = .animated(pointsPerNotch: 50, curve: .linear, duration: .fixed(0.5))
        let list = ListView(dataSource: TestDataSource(rows: 100, height: 44), physics: physics)
        list.setViewportHeight(440, at: 0)
        list.wheel(notches: 2, at: 0)
        list.advance(to: 0.25)
        #expect(abs(list.offset - 50) < 1e-9)
        list.advance(to: 0.5)
        #expect(list.offset == 100)
    }
}

struct FlingMotionTests {
    /// The bracketed solve a fling without a closed-form inverse relies on agrees with UIKit's closed form.
    @Test(arguments: [10.0, 500, 998, -300])
    func theBracketedSolveFindsTheClosedFormsCrossing(position: Double) {
        let fling = uikitDeceleration(origin: 0, velocity: position < 0 ? -2000 : 2000)
        let closed = fling.time(toReach: position)
        let solved = fling.solvedTime(toReach: position)
        #expect(closed != nil)
        #expect(abs((solved ?? .nan) - closed!) < 1e-9)
        #expect(fling.solvedTime(toReach: position < 0 ? 300 : -300) == nil, "behind the motion")
        #expect(fling.solvedTime(toReach: position < 0 ? -1200 : 1200) == nil, "beyond its rest")
    }
}

/// UIKit's fling, `v(t) = v0 · r^(1000 t)` with r = 0.998 (UIScrollView.DecelerationRate.normal):
/// the numbers below come from that formula (computed apart, in Python, with `r ** (1000 t)`).
struct UIKitFlingTableTests {
    typealias Row = (velocity: Double, t: Double, position: Double, velocityThen: Double)

    static let table: [Row] = [
        (2000, 0.1, 181.25170157797436, 1637.1336093768555),
        (2000, 0.5, 631.8560453570192, 735.0225097143172),
        (2000, 1.0, 864.070253475259, 270.12904489336677),
        (2000, 2.0, 980.7754896212796, 36.48485044750127),
        (2000, 3.0, 996.5382266083692, 4.927808902230421),
        (6000, 0.1, 543.755104733923, 4911.400828130566),
        (6000, 0.5, 1895.5681360710576, 2205.0675291429516),
        (6000, 1.0, 2592.2107604257776, 810.3871346801003),
        (6000, 2.0, 2942.3264688638387, 109.45455134250382),
        (6000, 3.0, 2989.614679825108, 14.783426706691264),
    ]

    @Test(arguments: table)
    func positionAndVelocityFollowTheExponential(row: Row) {
        let fling = ScrollPhysics.uikit.fling.fling(from: 0, velocity: row.velocity)
        #expect(abs(fling.position(at: row.t) - row.position) < 1e-6)
        #expect(abs(fling.velocity(at: row.t) - row.velocityThen) < 1e-6)
    }

    /// Rest x0 − v0 / (1000 ln r); it ends when 0.5 pt of travel is left.
    @Test(arguments: [(2000.0, 998.9996663329096, 3.7961495938725407), (6000, 2996.9989989987284, 4.344906248776878)])
    func restDistanceAndDuration(velocity: Double, rest: Double, duration: Double) {
        let fling = ScrollPhysics.uikit.fling.fling(from: 0, velocity: velocity)
        #expect(abs(fling.finalPosition - rest) < 1e-9)
        #expect(abs(fling.duration - duration) < 1e-9)
        #expect(fling.curveName == "uikit deceleration")
    }
}

struct PhysicsObservabilityTests {
    /// A motion's physics and curve are named where the trace and the overlay read them: the
    /// segments carry the preset, and a curve other than UIKit's is an event of its own.
    @Test func motionsNameTheirPresetAndCurve() throws {
        var s = Scroller(offset: 1000, bounds: ScrollBounds(min: 0, max: 9200), viewportHeight: 800)
        s.physics = .android
        let release = flickUp(&s)
        let running = try #require(s.motion)
        #expect(running.physics.name == "android")
        #expect(running.motion.curveName == "android spline")
        #expect(s.segments.map(\.physics.name) == ["android"])
        var events: [ScrollEvent] = []
        s.takeEvents { events.append($0) }
        let named = events.contains {
            if case .motion(let t, .fling, "android spline", "android", 1300, _, let to, let duration) = $0 {
                t == release && to == running.motion.finalPosition && duration == running.motion.duration
            } else { false }
        }
        #expect(named)
    }
}
