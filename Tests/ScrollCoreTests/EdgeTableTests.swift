import Foundation
import Testing
@testable import ScrollCore

/// The presets' edges against tables computed apart from the engine from each platform's source:
/// `Tests/Tools/flutter-ios-edge-table.py` (Flutter's BouncingScrollPhysics and
/// ScrollDragController) and `Tests/Tools/gtk-kinetic-table.py` (GTK's kinetic scrolling as
/// GtkScrolledWindow drives it). Each number below is the tool's output, copied.

/// The default window's list height, which both tools assume.
private let viewport = 756.0

/// A scroller under `physics` at `offset` in a list whose end is at `end`.
private func scroller(_ physics: ScrollPhysics, at offset: Double, end: Double = 9200) -> Scroller {
    var s = Scroller(offset: offset, bounds: ScrollBounds(min: 0, max: end), viewportHeight: viewport)
    s.physics = physics
    return s
}

struct FlutterIOSEdgeTableTests {
    /// Five 30 pt events pulling down from 10 pt into the list: the first crosses the top and moves
    /// 1:1 (Flutter applies friction only to an event that starts out of range), each next one by
    /// `frictionFactor` of the overscroll before it.
    @Test func eachPointerEventMovesAsFlutterMovesIt() {
        var s = scroller(.flutterIOS, at: 10)
        s.beginDrag(pointer: 0, at: 0)
        var shown: [Double] = []
        for i in 1...5 {
            s.drag(to: 30 * Double(i), at: Double(i) / 120)
            shown.append(s.offset)
        }
        let table = [-20.0, -34.78552112202906, -48.9829558643275, -62.62692644692275, -75.74937720838604]
        for (engine, source) in zip(shown, table) { #expect(abs(engine - source) < 1e-9) }
    }

    /// Two 30 pt events back toward the top from 60 pt out (one event from the top put it there,
    /// 1:1): easing, the friction is taken at the overscroll after the move.
    @Test func eventsBackTowardTheEdgeEaseByTheOverscrollAfterThem() {
        var s = scroller(.flutterIOS, at: 0)
        s.beginDrag(pointer: 0, at: 0)
        s.drag(to: 60, at: 1.0 / 120)
        #expect(s.offset == -60)
        s.drag(to: 30, at: 2.0 / 120)
        #expect(abs(s.offset - -45.613529856387) < 1e-9)
        s.drag(to: 0, at: 3.0 / 120)
        #expect(abs(s.offset - -30.651243748987255) < 1e-9)
    }

    /// Released 100 pt past the top with the pointer moving down at 1,000 pt/s: the spring starts
    /// at the pointer's −1,000 pt/s (`ScrollDragController.end`), not the content's.
    @Test func aReleasePastTheEdgeSpringsBackAtThePointersVelocity() throws {
        guard case .bounce(let spring) = ScrollPhysics.flutterIOS.edge.release(
            offset: -100, velocity: -1000, pull: 0, bounds: ScrollBounds(min: 0, max: 9200), dimension: viewport)
        else { Issue.record("no bounce"); return }
        let table: [(Double, Double, Double)] = [
            (0.0, -100.0, -1000.0),
            (0.016666666666666666, -110.54177037710201, -317.9663521497141),
            (0.03333333333333333, -112.04833591864977, 101.82728014839768),
            (0.067, -100.94112898211043, 480.3404208275948),
            (0.1, -83.48879769688233, 547.1303679363077),
            (0.2, -38.4504736154714, 325.71475634664154),
            (0.5, -2.6415483379391076, 23.942384393937438),
        ]
        for (t, x, v) in table {
            #expect(abs(spring.position(at: t) - x) < 1e-9, "x(\(t))")
            #expect(abs(spring.velocity(at: t) - v) < 1e-9, "dx(\(t))")
        }
        // Done at the first millisecond within 1 pt and 20 pt/s: 0.608 s on the tool's grid.
        #expect(spring.duration > 0.607 && spring.duration <= 0.608)
    }

    /// Through the scroller: a pull past the top at a steady 1,000 pt/s of pointer releases at the
    /// pointer's velocity, though the content, held back by the friction, moved far slower.
    @Test func theScrollerHandsTheSpringThePointersVelocity() throws {
        var s = scroller(.flutterIOS, at: 0)
        s.beginDrag(pointer: 0, at: 0)
        for i in 1...24 { s.drag(to: 1000 * Double(i) / 120, at: Double(i) / 120) }
        let contentVelocity = s.velocity
        _ = s.endDrag(at: 0.2)
        var released: Double?
        s.takeEvents { if case .release(_, _, let velocity) = $0 { released = velocity } }
        #expect(abs(try #require(released) + 1000) < 1e-6)
        #expect(contentVelocity > -600, "the content lagged the pointer (\(contentVelocity))")
        let bounce = try #require(s.motion)
        #expect(bounce.purpose == .bounce)
        #expect(abs(bounce.motion.velocity(at: 0) + 1000) < 1e-6)
    }
}

struct GTKEdgeTableTests {
    /// Frames at `rate` Hz after a release at `release`: the offsets of the first `count`.
    private static func frames(_ s: inout Scroller, from release: Double, rate: Double, count: Int) -> [Double] {
        (1...count).map { k in
            _ = s.advance(to: release + Double(k) / rate)
            return s.offset
        }
    }

    /// Held 100 pt past the top and let go (the pointer at rest: 0 pt/s): the first tick finds the
    /// overshoot beyond 50 pt, clamps it there and restarts it from rest.
    @Test(arguments: [
        (30.0, [-50.0, -47.768754038252624, -42.78475991938267]),
        (60.0, [-50.0, -49.37810061861916, -47.768754038252624]),
        (144.0, [-50.0, -49.88487565959052, -49.560157998845845]),
    ])
    func aReleaseFarPastTheTopIsClampedAt50AtTheFirstTick(rate: Double, table: [Double]) {
        for physics in [ScrollPhysics.gtk, .gtk3] {
            var s = scroller(physics, at: 0, end: 5000)
            s.beginDrag(pointer: 0, at: 0)
            s.drag(to: 100, at: 0.01)
            #expect(s.offset == -100)
            _ = s.endDrag(at: 0.5)
            _ = s.advance(to: 0.5)
            #expect(s.offset == -100, "the release's own frame")
            let shown = Self.frames(&s, from: 0.5, rate: rate, count: 3)
            for (engine, source) in zip(shown, table) { #expect(abs(engine - source) < 1e-9, "\(physics.name) \(rate) Hz") }
        }
    }

    /// The same past the end: GTK compares the overshoot (relative to the edge) with `upper + 50`,
    /// so nothing clamps it and it returns from 100 pt.
    @Test func aReleaseFarPastTheEndIsNotClamped() {
        var s = scroller(.gtk, at: 5000, end: 5000)
        s.beginDrag(pointer: 100, at: 0)
        s.drag(to: 0, at: 0.01)
        #expect(s.offset == 5100)
        _ = s.endDrag(at: 0.5)
        let shown = Self.frames(&s, from: 0.5, rate: 60, count: 3)
        let table = [5098.756201237238, 5095.537508076505, 5090.979598956895]
        for (engine, source) in zip(shown, table) { #expect(abs(engine - source) < 1e-9) }
    }

    /// 60 pt past the top with the pointer moving out at 1,000 pt/s: the overshoot starts at the
    /// pointer's velocity, is past 50 pt at the first tick, and restarts from rest there.
    @Test func aReleaseMovingOutIsClampedWithThePointersVelocity() {
        var s = scroller(.gtk, at: 0, end: 5000)
        s.beginDrag(pointer: 0, at: 0)
        for i in 1...6 { s.drag(to: 10 * Double(i), at: Double(i) / 100) }
        #expect(s.offset == -60)
        _ = s.endDrag(at: 0.06)
        let shown = Self.frames(&s, from: 0.06, rate: 60, count: 7)
        let table = [-50.0, -49.37810061861916, -47.768754038252624, -45.48979947844751, -42.78475991938267,
                     -39.83816911314883, -36.787944117144235]
        for (engine, source) in zip(shown, table) { #expect(abs(engine - source) < 1e-9) }
    }

    /// GTK 4.8's fling stops below 0.1 pt/s: a 2,000 pt/s fling rests 500 pt on (GTK rounds the
    /// stop to a whole pixel; the engine's 499.975 is the exact curve's) at the first tick after
    /// 2.476 s. GTK 3's stops at the tick that moves less than 1 px, which at 60 Hz is 486 px
    /// (rounded; the engine's 485.49) at 0.9 s.
    @Test(arguments: [("gtk", 30.0, 500.0, 2.5), ("gtk", 60.0, 500.0, 2.4833333333333334),
                      ("gtk", 144.0, 500.0, 2.4791666666666665), ("gtk3", 60.0, 486.0, 0.9)])
    func aFlingRestsWhereGTKStopsIt(name: String, rate: Double, rest: Double, stopped: Double) throws {
        var s = scroller(try #require(ScrollPhysics.named(name)), at: 1000)
        _ = s.fling(velocity: 2000, at: 0)
        var k = 0
        while s.phase != .idle, k < Int(10 * rate) {
            k += 1
            _ = s.advance(to: Double(k) / rate)
        }
        #expect(abs(Double(k) / rate - stopped) < 1e-9)
        #expect(abs(s.offset - 1000 - rest) <= 0.51, "within GTK's rounding")
    }
}

/// QScroller's edges against `Tests/Tools/qscroller-edge-table.txt`, which
/// `Tests/Tools/qscroller-fling-table.py edges` computes from `qscroller.cpp`'s segments (qint64
/// milliseconds, the Float speed, `progressForValue`'s bisection, 489 ms back): every frame at 30,
/// 60 and 144 Hz of a flick carried past the end, one held at half the viewport, one up through the
/// top, one whose crossing comes 4 pt before its own end, and content let go past the end.
struct QScrollerEdgeTableTests {
    struct Scenario {
        var name: String
        var offset, velocity, lower, upper, travel: Double
        /// The table's positions by rate, frame k at index k − 1.
        var frames: [Double: [Double]] = [:]
    }

    static func scenarios() throws -> [Scenario] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tools/qscroller-edge-table.txt")
        var scenarios: [Scenario] = []
        for line in try String(contentsOf: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            if fields[0] == "release" {
                let n = try fields[2...].map { try #require(Double($0)) }
                scenarios.append(Scenario(name: String(fields[1]), offset: n[0], velocity: n[1], lower: n[2], upper: n[3],
                                          travel: n[4]))
            } else {
                let n = try fields.map { try #require(Double($0)) }
                scenarios[scenarios.count - 1].frames[n[0], default: []].append(n[2])
                #expect(scenarios[scenarios.count - 1].frames[n[0]]!.count == Int(n[1]))
            }
        }
        return scenarios
    }

    @Test func everyFrameIsQScrollersToTheThousandthOfAPoint() throws {
        let scenarios = try Self.scenarios()
        #expect(scenarios.map(\.name) == ["end", "endFar", "top", "endLate", "released"])
        var largest = 0.0
        for scenario in scenarios {
            #expect(scenario.frames.keys.sorted() == [30, 60, 144])
            for (rate, table) in scenario.frames {
                var s = Scroller(offset: scenario.offset, bounds: ScrollBounds(min: scenario.lower, max: scenario.upper),
                                 viewportHeight: viewport)
                s.physics = .qscroller
                let release: Double
                if scenario.travel > 0 {
                    // Dragged past the bound, held still (0 pt/s), let go.
                    s.beginDrag(pointer: scenario.travel, at: 0)
                    s.drag(to: 0, at: 0.01)
                    release = 0.5
                    _ = s.endDrag(at: release)
                } else {
                    release = 0
                    _ = s.advance(to: 0)
                    _ = s.fling(velocity: scenario.velocity, at: 0)
                }
                for (i, source) in table.enumerated() {
                    _ = s.advance(to: release + Double(i + 1) / rate)
                    largest = max(largest, abs(s.offset - source))
                    #expect(abs(s.offset - source) < 1e-3, "\(scenario.name) at \(rate) Hz, frame \(i + 1): \(s.offset) against \(source)")
                }
                // The table ends at the first frame QScroller has no segment left: at rest on the bound.
                #expect(s.phase == .idle, "\(scenario.name) at \(rate) Hz")
                #expect(s.offset == (scenario.velocity < 0 ? scenario.lower : scenario.upper))
            }
        }
        #expect(largest < 1e-9, "the largest difference, \(largest) pt")
    }
}
