import Foundation
import Testing
@testable import ScrollCore

/// The three presets issue 20 added, against tables computed apart from the engine from each
/// platform's source: `Tests/Tools/firefox-fling-table.py` (Gecko APZ), `qscroller-fling-table.py`
/// (Qt Widgets' QScroller at 96 dpi) and `compose-fling-table.py` (Jetpack Compose's
/// splineBasedDecay at density 1). Each number below is the tool's output, copied; the scroller is
/// driven frame by frame at 30, 60 and 144 Hz as an app would, from a release at time 0.

/// Offsets (less the start) at frames k / rate after a fling at `velocity` from 1000 pt.
private func frames(_ physics: ScrollPhysics, velocity: Double, rate: Double, upTo seconds: Double) -> [Int: Double] {
    var s = Scroller(offset: 1000, bounds: ScrollBounds(min: 0, max: 1e7), viewportHeight: 756)
    s.physics = physics
    _ = s.advance(to: 0)
    _ = s.fling(velocity: velocity, at: 0)
    var shown: [Int: Double] = [:]
    for k in 1...Int(seconds * rate) {
        _ = s.advance(to: Double(k) / rate)
        shown[k] = s.offset - 1000
    }
    return shown
}

struct FirefoxFlingTableTests {
    /// Gecko's "exact" column (double precision): (velocity, rate, t, position, velocity there).
    static let table: [(Double, Double, Double, Double, Double)] = [
        (2000, 30, 0.03333333333333333, 62.3629691135057, 1870.8890734051708),
        (2000, 30, 0.2, 318.74236463489694, 1340.1032274756449),
        (2000, 30, 1.0, 835.5597143393604, 270.1290448933666),
        (2000, 30, 2.0, 948.4141881322931, 36.48485044750123),
        (2000, 60, 0.016666666666666666, 32.239460581070965, 1934.3676348642575),
        (2000, 60, 0.25, 386.85264429456646, 1212.454130855528),
        (2000, 60, 1.0, 849.7348275070509, 270.1290448933665),
        (2000, 60, 2.0, 964.5038561906053, 36.48485044750121),
        (2000, 144, 0.006944444444444444, 13.697130572606818, 1972.3868024553822),
        (2000, 144, 0.10416666666666667, 186.74057480962776, 1623.5339690689416),
        (2000, 144, 0.8333333333333334, 805.0056987309692, 377.12130538806696),
        (6000, 30, 0.1, 525.8135645275456, 4911.400828130566),
        (6000, 30, 2.0, 2845.24256439688, 109.45455134250368),
        (6000, 60, 0.5, 1864.119562794696, 2205.067529142951),
        (6000, 60, 2.0, 2893.5115685718174, 109.45455134250363),
        (6000, 144, 0.020833333333333332, 121.58001100837376, 5754.896630089428),
        (6000, 144, 0.8333333333333334, 2415.017096192908, 1131.3639161642016),
    ]

    /// Every frame at its sample: the sum of Gecko's steps at the frames' times.
    @Test func eachFrameShowsGeckosSampleAtItsTime() {
        for (v, rate, t, x, _) in Self.table {
            let shown = frames(.firefox, velocity: v, rate: rate, upTo: t + 0.01)
            let k = Int((t * rate).rounded())
            #expect(abs(shown[k]! - x) < 1e-6, "\(v) pt/s at \(rate) Hz, t \(t): \(shown[k]!) against \(x)")
        }
    }

    /// Where it rests and when depends on the frame rate, as Gecko's does.
    @Test(arguments: [(2000.0, 30.0, 961.397909543724, 2.7), (2000, 60, 977.5477694812063, 2.6666666666666665),
                      (2000, 144, 987.172824002699, 2.6597222222222223), (6000, 60, 2942.4112628988782, 3.216666666666667)])
    func itRestsWhereGeckosSamplesStop(velocity: Double, rate: Double, rest: Double, stopped: Double) {
        var s = Scroller(offset: 1000, bounds: ScrollBounds(min: 0, max: 1e7), viewportHeight: 756)
        s.physics = .firefox
        _ = s.advance(to: 0)
        _ = s.fling(velocity: velocity, at: 0)
        var k = 0
        while s.phase != .idle, k < Int(10 * rate) {
            k += 1
            _ = s.advance(to: Double(k) / rate)
        }
        #expect(abs(Double(k) / rate - stopped) < 1e-9)
        #expect(abs(s.offset - 1000 - rest) < 1e-6)
    }

    /// Where between two frames the hand lets go does not move the rest: APZ's first sample counts from the composite
    /// before the release (`StartAnimation` keeps that frame's time as the last sample's), so every sample is one frame
    /// apart. Released at 0, ¼, ½, ¾ and 0.99 of a frame after frame 24, the fling rests where one released at a frame
    /// does (the rests above), and its first frame shows one whole frame's step (v0 · q · h, q = 0.998^(1000 h)).
    @Test(arguments: [(2000.0, 30.0, 961.397909543724), (2000, 60, 977.5477694812063), (2000, 144, 987.172824002699)])
    func theRestDoesNotDependOnWhereBetweenTwoFramesTheReleaseCame(velocity: Double, rate: Double, rest: Double) {
        let h = 1 / rate
        for phase in [0, 0.25, 0.5, 0.75, 0.99] {
            var s = Scroller(offset: 1000, bounds: ScrollBounds(min: 0, max: 1e7), viewportHeight: 756)
            s.physics = .firefox
            // As an app does: the inputs that came since the frame before, then the frame. A release at frame 24's own
            // time is handled before that frame's advance.
            for k in 0...23 { _ = s.advance(to: Double(k) * h) }
            if phase > 0 { _ = s.advance(to: 24 * h) }
            _ = s.fling(velocity: velocity, at: (24 + phase) * h)
            if phase == 0 { _ = s.advance(to: 24 * h) }
            _ = s.advance(to: 25 * h)
            let step = velocity * pow(0.998, 1000 * h) * h
            #expect(abs(s.offset - 1000 - step) < 1e-9, "phase \(phase) at \(rate) Hz: first frame \(s.offset - 1000)")
            var k = 25
            while s.phase != .idle, k < 25 + Int(10 * rate) {
                k += 1
                _ = s.advance(to: Double(k) * h)
            }
            #expect(abs(s.offset - 1000 - rest) < 1e-6, "phase \(phase) at \(rate) Hz rests \(s.offset - 1000)")
        }
    }

    /// The sample's velocity is Gecko's, exact: v0 · 0.998^ms.
    @Test func theVelocityIsTheSamplesAtItsTime() throws {
        for (v, rate, t, _, u) in Self.table {
            var s = Scroller(offset: 1000, bounds: ScrollBounds(min: 0, max: 1e7), viewportHeight: 756)
            s.physics = .firefox
            _ = s.advance(to: 0)
            _ = s.fling(velocity: v, at: 0)
            for k in 1...Int((t * rate).rounded()) { _ = s.advance(to: Double(k) / rate) }
            #expect(abs(s.velocity - u) < 1e-6)
        }
    }

    /// One notch from rest: 57 pt along the Bézier (0.25, 0) (0.6, 1) in 200 ms (0.6 as Gecko has it:
    /// 1 − the float 0.4, 0.6000000238).
    @Test func aNotchFromRestFollowsGeckosBezier() {
        let list = ListView(dataSource: TestDataSource(rows: 1000, height: 44), physics: .firefox)
        list.setViewportHeight(756, at: 0)
        _ = list.advance(to: 0)
        list.wheel(notches: 1, at: 0)
        for (t, x) in [(0.025, 3.7764392276021015), (0.05, 12.261087880811019), (0.1, 33.17458637507458),
                       (0.15, 50.25759079295814), (0.2, 57.0)] {
            #expect(abs(list.advance(to: t).offset - x) < 1e-6, "t \(t)")
        }
    }
}

struct QScrollerFlingTableTests {
    /// QScroller's column (its clock in whole milliseconds since the release): (velocity, rate, t, position).
    /// 2,000 pt/s is released at QScroller's maximum, 0.5 m/s (1,889.8 pt/s at 96 dpi).
    static let table: [(Double, Double, Double, Double)] = [
        (1000, 30, 0.03333333333333333, 32.9132359591045),
        (1000, 30, 0.1, 98.15395043119187),
        (1000, 30, 1.0, 768.8804879708675),
        (1000, 30, 2.0, 1065.1853840727322),
        (1000, 60, 0.016666666666666666, 16.02220286672667),
        (1000, 60, 0.16666666666666666, 160.34678862352013),
        (1000, 144, 0.006944444444444444, 6.022503342778571),
        (1000, 144, 0.4166666666666667, 377.2589852913924),
        (1000, 144, 0.8333333333333334, 673.3476780599769),
        (2000, 30, 0.3333333333333333, 606.2738612464989),
        (2000, 60, 0.016666666666666666, 30.32844576856752),
        (2000, 60, 1.0, 1663.0752913970227),
        (2000, 144, 0.020833333333333332, 37.89165862785262),
        (2000, 144, 0.8333333333333334, 1418.2042272310964),
    ]

    @Test func eachFrameShowsQScrollersPositionAtItsMillisecond() {
        for (v, rate, t, x) in Self.table {
            let shown = frames(.qscroller, velocity: v, rate: rate, upTo: t + 0.01)
            let k = Int((t * rate).rounded())
            #expect(abs(shown[k]! - x) < 1e-6, "\(v) pt/s at \(rate) Hz, t \(t): \(shown[k]!) against \(x)")
        }
    }

    /// 2v / (0.125 · 1.99) s and ppm · T² / 2 · 0.125, v and ppm as Floats (QVector2D): 1,000 pt/s
    /// goes 1,068.996 pt in 2.127 s, kept as 2,127 whole milliseconds (`qint64`, truncated).
    @Test func aFlingsDistanceAndDurationAreQScrollers() throws {
        let fling = ScrollPhysics.qscroller.fling.fling(from: 0, velocity: 1000)
        #expect(abs(fling.finalPosition - 1068.9964699333598) < 1e-9)
        #expect(fling.duration == 2.127)
        #expect(abs(try #require(ScrollPhysics.qscroller.release.flingVelocity(for: 2000)) - 1889.763779527559) < 1e-9)
    }
}

struct ComposeFlingTableTests {
    /// Compose's column (Float arithmetic, whole milliseconds of play time from the first frame
    /// after the release): (velocity, rate, t after the first frame, position).
    static let table: [(Double, Double, Double, Double)] = [
        (2000, 30, 0.03333333333333333, 65.6785888671875),
        (2000, 30, 0.1, 190.68263244628906),
        (2000, 30, 1.0, 647.3988037109375),
        (2000, 60, 0.016666666666666666, 31.98476219177246),
        (2000, 60, 0.5, 572.9844360351562),
        (2000, 144, 0.006944444444444444, 12.011921882629395),
        (2000, 144, 0.4166666666666667, 531.2216186523438),
        (6000, 30, 0.3333333333333333, 1811.67333984375),
        (6000, 60, 0.05, 299.2799987792969),
        (6000, 144, 0.20833333333333334, 1197.0115966796875),
        (10000, 60, 0.5, 3491.16552734375),
        (10000, 144, 0.4166666666666667, 3011.6376953125),
    ]

    /// Play time 0, the first frame after the release: the table's first entry is not quite 0
    /// (Compose bisects it only to within 1e-5 of the curve's start).
    static let atPlayTimeZero: [Double: Double] = [2000: 0.014817782677710056, 6000: 0.09981445223093033,
                                                   10000: 0.16448280215263367]

    /// The frame after the release is play time 0; every frame after it shows Compose's position
    /// at its whole millisecond, 10,000 pt/s capped at 8,000.
    @Test func eachFrameShowsComposesPositionAtItsPlayTime() {
        for (v, rate, t, x) in Self.table {
            let shown = frames(.compose, velocity: v, rate: rate, upTo: t + 0.05)
            #expect(abs(shown[1]! - Self.atPlayTimeZero[v]!) < 1e-9, "the first frame starts the clock")
            let k = Int((t * rate).rounded()) + 1
            // Within one unit in the last place of Compose's Float (6e-5 pt at 2,000 pt).
            #expect(abs(shown[k]! - x) <= Double(Float(x).ulp), "\(v) pt/s at \(rate) Hz, t \(t): \(shown[k]!) against \(x)")
        }
    }

    /// 2,000 pt/s: 647.3988 pt (a Float) in 924 ms (whole), where the exact spline says 924.86 ms.
    @Test func aFlingsDistanceAndDurationAreComposes() throws {
        let fling = ScrollPhysics.compose.fling.fling(from: 0, velocity: 2000)
        #expect(fling.finalPosition == 647.3988037109375)
        #expect(fling.duration == 0.924)
        #expect(ScrollPhysics.compose.release.flingVelocity(for: 10000) == 8000)
    }
}

/// Gecko's smooth wheel over a burst of notches against `Tests/Tools/firefox-wheel-table.txt`
/// (`firefox-fling-table.py wheel`: ScrollAnimationBezierPhysics from its source, each notch a new
/// Bézier from the current position and velocity, timed by the last three intervals): every frame at
/// 30, 60 and 144 Hz within 1e-6 pt of the exact column, and within an app unit (1/60 pt) of Gecko's.
struct FirefoxWheelTableTests {
    @Test func everyNotchOfABurstIsGeckosToTheMillionthOfAPoint() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tools/firefox-wheel-table.txt")
        var bursts: [(name: String, notches: [Double], frames: [Double: [(Double, Double)]])] = []
        for line in try String(contentsOf: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            if fields[0] == "burst" {
                bursts.append((String(fields[1]), try fields[2...].map { try #require(Double($0)) / 1000 }, [:]))
            } else {
                let n = try fields.map { try #require(Double($0)) }
                bursts[bursts.count - 1].frames[n[0], default: []].append((n[2], n[3]))
                #expect(bursts[bursts.count - 1].frames[n[0]]!.count == Int(n[1]))
            }
        }
        #expect(bursts.map(\.name) == ["steady", "uneven", "pair"])
        var largest = 0.0
        for burst in bursts {
            #expect(burst.frames.keys.sorted() == [30, 60, 144])
            for (rate, table) in burst.frames {
                let list = ListView(dataSource: TestDataSource(rows: 1000, height: 44), physics: .firefox)
                list.setViewportHeight(756, at: 0)
                _ = list.advance(to: 0)
                var pending = burst.notches[...]
                for (i, (exact, gecko)) in table.enumerated() {
                    let now = Double(i + 1) / rate
                    while let t = pending.first, t <= now {
                        list.wheel(notches: 1, at: t)
                        pending = pending.dropFirst()
                    }
                    let offset = list.advance(to: now).offset
                    largest = max(largest, abs(offset - exact))
                    #expect(abs(offset - exact) < 1e-6, "\(burst.name) at \(rate) Hz, frame \(i + 1): \(offset) against \(exact)")
                    // Gecko rounds each position, and the position and velocity a notch starts from, to app
                    // units (1/60 px): its frames stay within one of the exact curve (0.0141 px at most here).
                    #expect(abs(offset - gecko) < 1.0 / 60, "Gecko's app units")
                }
                #expect(list.advance(to: Double(table.count + 1) / rate).phase == .idle, "\(burst.name) rests")
            }
        }
        #expect(largest < 1e-6, "the largest difference, \(largest) pt")
    }
}
