import Foundation
import Testing
@testable import ScrollCore

/// Each platform preset's fling at 2,000 and 6,000 pt/s against its source's formula, written out
/// here independently of the motions; its rest distance and duration; and a drag and release
/// through the `Scroller` that shows the same offsets at 30, 60 and 144 Hz.

/// The list height the presets' tables use: the default 480 × 800 window's list (Chromium bounds a
/// fling by three of them).
private let viewport = 756.0

/// The preset's fling for a release at `velocity`, within the preset's release limits.
private func fling(_ preset: ScrollPhysics, _ velocity: Double) throws -> any FlingMotion {
    let v = try #require(preset.release.flingVelocity(for: velocity))
    return preset.fling.fling(from: 0, velocity: v, dimension: viewport)
}

/// A cubic Bézier from (0, 0) to (1, 1) solved for x by bisection: the test's own, not `TimingCurve`.
private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func point(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let s = (low + high) / 2
        if point(s, x1, x2) < x { low = s } else { high = s }
    }
    return point((low + high) / 2, y1, y2)
}

/// A preset's expected fling: position and velocity as functions of time, where it rests and when.
private struct Expected {
    var position: (Double) -> Double
    var velocity: ((Double) -> Double)?
    var rest: Double
    var duration: Double
}

/// The published formulas, one per preset.
private func expected(_ name: String, velocity v: Double) -> Expected {
    switch name {
    case "flutter":
        // scroll_simulation.dart ClampingScrollSimulation.
        let d = log(0.78) / log(0.9), reference = 0.015 * 9.80665 * 39.37 * 160 * 0.84 / 0.35
        let duration = d * 0.35 * pow(v / reference, 1 / (d - 1)), distance = v * duration / d
        return Expected(position: { distance * (1 - pow(1 - min($0 / duration, 1), d)) },
                        velocity: { $0 < duration ? v * pow(1 - $0 / duration, d - 1) : 0 },
                        rest: distance, duration: duration)
    case "flutter-ios":
        // FrictionSimulation(0.135, 0, v), done below 20 pt/s.
        let duration = log(20 / v) / log(0.135)
        let x = { (t: Double) in v * (pow(0.135, min(t, duration)) - 1) / log(0.135) }
        return Expected(position: x, velocity: { $0 < duration ? v * pow(0.135, $0) : 0 },
                        rest: x(duration), duration: duration)
    case "gtk", "gtk3":
        // gtkkineticscrolling.c: c1 + c2 e^(−4t) with c2 = −v/4, ending below 0.1 px/s (GTK 4.8 and
        // later) or when a 60 Hz frame moves < 1 px (GTK 3, GTK 4 up to 4.6).
        let stop = name == "gtk" ? 0.1 : 4 / (exp(4.0 / 60) - 1), duration = log(stop / v) / -4
        let x = { (t: Double) in v / 4 * (1 - exp(-4 * min(t, duration))) }
        return Expected(position: x, velocity: { $0 < duration ? v * exp(-4 * $0) : 0 },
                        rest: x(duration), duration: duration)
    case "qt":
        // QQuickFlickablePrivate::flick: 1500 pt/s², the stop rounded to a whole pixel, at most 2500 pt/s.
        let speed = min(v, 2500), stop = (speed * speed / 3000).rounded(), a = speed * speed / (2 * stop)
        let duration = speed / a
        return Expected(position: { speed * min($0, duration) - a * pow(min($0, duration), 2) / 2 },
                        velocity: { $0 < duration ? speed - a * $0 : 0 }, rest: stop, duration: duration)
    case "chromium":
        // physics_based_fling_curve.cc: v² / 2a at 2.7559e-5 in/ms² · 96 px/in, ≤ 3 viewports;
        // min(2 s, v / 2300); p1 = (0.2, 0.2 · slope) or (1 / slope, 1), p2 = (0.55, 1).
        let a = 2.7559e-5 * 96 * 1e6
        let distance = min(v * v / (2 * a), 3 * viewport), duration = min(2, v / 2300)
        let slope = v * duration / distance
        let p1 = 0.2 * slope < 1 ? (0.2, 0.2 * slope) : (1 / slope, 1.0)
        return Expected(position: { distance * bezier(p1.0, p1.1, 0.55, 1, at: min($0 / duration, 1)) },
                        velocity: nil, rest: distance, duration: duration)
    default:
        preconditionFailure("no formula for \(name)")
    }
}

private let platformPresets: [ScrollPhysics] = [.flutter, .flutterIOS, .gtk, .gtk3, .qt, .chromium]

struct PresetFlingTableTests {
    /// Positions and velocities at fixed times for a 2,000 and a 6,000 pt/s release.
    @Test(arguments: platformPresets, [2000.0, 6000.0])
    func flingFollowsTheSourceFormula(preset: ScrollPhysics, velocity: Double) throws {
        let motion = try fling(preset, velocity)
        let formula = expected(preset.name, velocity: velocity)
        for t in [0.0, 0.05, 0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0] {
            #expect(abs(motion.position(at: t) - formula.position(t)) < 1e-6, "\(preset.name) x(\(t))")
            if let velocityFormula = formula.velocity {
                #expect(abs(motion.velocity(at: t) - velocityFormula(t)) < 1e-6, "\(preset.name) dx(\(t))")
            }
        }
        #expect(abs(motion.finalPosition - formula.rest) < 1e-6)
        #expect(abs(motion.duration - formula.duration) < 1e-9)
        // The velocity is the slope of the position (Chromium's, whose formula is the curve's).
        let h = 1e-6
        for t in stride(from: 0.01, to: motion.duration - 0.01, by: motion.duration / 9) {
            let numeric = (motion.position(at: t + h) - motion.position(at: t - h)) / (2 * h)
            #expect(abs(numeric - motion.velocity(at: t)) < 1e-2 * max(1, abs(numeric)))
        }
    }

    /// Rest distance and duration of a 2,000 pt/s fling (docs/PHYSICS.md's table): computed from
    /// the formulas above, written here to the point and millisecond.
    @Test(arguments: [("flutter", 647.40, 0.7633), ("flutter-ios", 988.77, 2.2997), ("gtk", 499.975, 2.4759),
                      ("gtk3", 485.49, 0.8850),
                      ("qt", 1333.0, 1.3330), ("chromium", 755.95, 0.8696)])
    func restDistanceAndDurationOf2000(name: String, rest: Double, duration: Double) throws {
        let motion = try fling(try #require(ScrollPhysics.named(name)), 2000)
        #expect(abs(motion.finalPosition - rest) < 0.01)
        #expect(abs(motion.duration - duration) < 0.0001)
    }

    @Test func qtLimitsTheReleaseTo2500AndChromiumBoundsTheDistance() throws {
        #expect(ScrollPhysics.qt.release.flingVelocity(for: 6000) == 2500)
        #expect(try fling(.chromium, 6000).finalPosition == 3 * viewport)
        #expect(ScrollPhysics.flutterIOS.release.flingVelocity(for: 90) == nil, "Flutter's iOS minimum is 100")
    }

    @Test(arguments: platformPresets)
    func aFlingAimedAtARestLandsOnItAndALandingKeepsTheVelocity(preset: ScrollPhysics) throws {
        let aimed = preset.fling.fling(from: 100, toRest: 700)
        #expect(abs(aimed.finalPosition - 700) < 1e-6)
        let landing = try #require(preset.fling.landing(from: 100, velocity: 1800, rest: 650))
        #expect(abs(landing.finalPosition - 650) < 1e-6)
        #expect(abs(landing.velocity(at: 0) - 1800) < 1e-6)
        #expect(preset.fling.landing(from: 100, velocity: 1800, rest: 50) == nil, "behind the motion")
    }
}

struct PresetScrollerTests {
    /// Drags from `start` 400 pt toward the end in 1/120 s samples (whatever the frame rate, as a
    /// script's drag), releases, and records the offset at the times 30, 60 and 144 Hz share.
    private static func offsets(_ preset: ScrollPhysics, start: Double, rate: Int) -> [Int: [Double]] {
        var s = Scroller(offset: start, bounds: ScrollBounds(min: 0, max: 9200), viewportHeight: viewport)
        s.physics = preset
        s.beginDrag(pointer: 600, at: 0)
        for i in 1...24 { s.drag(to: 600 - 400 * Double(i) / 24, at: Double(i) / 120) }
        let release = 24.0 / 120
        _ = s.endDrag(at: release)
        return samplesAtSharedFrames(rate: rate, frames: 1...(rate * 6), from: release,
                                     advance: { _ = s.advance(to: $0) }, sample: { [s.offset] })
    }

    /// Mid-list (a plain fling) and near the end (the fling reaches the edge: the preset's bounce,
    /// or a stop), the same offsets at 30, 60 and 144 Hz.
    @Test(arguments: platformPresets, [2000.0, 8400.0])
    func aDragAndReleaseDoesNotDependOnTheFrameRate(preset: ScrollPhysics, start: Double) {
        let (samples, disagreements) = compareAcrossFrameRates(tolerance: 1e-9) {
            Self.offsets(preset, start: start, rate: $0)
        }
        #expect(samples.count == 36)
        #expect(Set(samples.values).count > 1, "the content moved")
        #expect(disagreements.isEmpty, "\(preset.name): \(disagreements.prefix(3))")
        if start == 8400 { #expect(samples[36] == [9200], "\(preset.name) rests on the end") }
    }

    /// Where a fling reaching the end goes: GTK holds its overshoot at 50 pt, Qt's is at most
    /// 150 pt, Flutter's clamping and Chromium stop on the edge, Flutter's iOS physics springs back.
    @Test(arguments: [("gtk", 50.0), ("gtk3", 50.0), ("qt", 150.0), ("flutter", 0.0), ("chromium", 0.0),
                      ("flutter-ios", 300.0)])
    func aFlingIntoTheEndGoesNoFurtherThanItsPlatformAllows(name: String, overshoot: Double) throws {
        let preset = try #require(ScrollPhysics.named(name))
        var s = Scroller(offset: 8600, bounds: ScrollBounds(min: 0, max: 9200), viewportHeight: viewport)
        s.physics = preset
        s.beginDrag(pointer: 600, at: 0)
        for i in 1...24 { s.drag(to: 600 - 400 * Double(i) / 24, at: Double(i) / 120) }
        _ = s.endDrag(at: 0.2)
        var farthest = 0.0
        for frame in 1...(144 * 6) {
            _ = s.advance(to: 0.2 + Double(frame) / 144)
            farthest = max(farthest, s.offset - 9200)
        }
        #expect(farthest <= overshoot + 1e-9)
        if overshoot > 0 { #expect(farthest > 1, "\(name) overshoots") }
        #expect(s.offset == 9200)
        #expect(s.phase == .idle)
    }

    /// Past an edge a drag moves the content as the platform does: Qt half the pointer's travel,
    /// GTK all of it up to 100 pt, Flutter's iOS physics 1:1 for the event that crosses the edge and
    /// by its friction factor for the next.
    @Test func dragsPastTheStartFollowThePlatformsResistance() {
        func shown(_ preset: ScrollPhysics, pull: Double, events: Int = 1) -> Double {
            var s = Scroller(offset: 0, bounds: ScrollBounds(min: 0, max: 9200), viewportHeight: viewport)
            s.physics = preset
            s.beginDrag(pointer: 100, at: 0)
            for i in 1...events { s.drag(to: 100 + pull * Double(i), at: 0.1 * Double(i)) }
            return -s.offset
        }
        #expect(abs(shown(.qt, pull: 120) - 60) < 1e-9)
        #expect(abs(shown(.gtk, pull: 60) - 60) < 1e-9)
        #expect(abs(shown(.gtk, pull: 300) - 100) < 1e-9)
        #expect(abs(shown(.flutterIOS, pull: 120) - 120) < 1e-9)
        #expect(abs(shown(.flutterIOS, pull: 120, events: 2) - (120 + 120 * 0.52 * pow(1 - 120 / viewport, 2))) < 1e-9)
        #expect(shown(.flutter, pull: 120) == 0)
        #expect(shown(.chromium, pull: 120) == 0)
    }
}
