import ScrollCore

/// Each motion of a gesture rebuilt from its own record, by the curve the record names: an animated scroll's by
/// the registry of animation curves (`AnimationCurve`, the same the app's animations are), a fling's, coast's or
/// bounce's by its preset's own models. Only the curve the record describes is plotted: a rebuilt motion that
/// rests elsewhere, lasts another time or starts at another velocity than the record says (a record edited, or from
/// another version) is left out and counted, never drawn as a curve the app did not run.
extension TraceAnalysis {
    /// The smallest speed (pt/s) and travel (pt) other than 0 a motion record may name: no release moves so slowly,
    /// and below it the presets' formulas underflow (a Qt flick at 1e-300 pt/s decelerates at 0 pt/s²).
    static let smallestMotion = 1e-3

    /// An `animation` (from rest) or `retarget` (at its `velocity`) record's motion, named by its kind ("snap",
    /// "wheel"…); nil when the record lacks what rebuilds it (an earlier version's retarget named no curve).
    static func animation(_ event: TraceEventName, _ line: TraceLine) -> GestureRecording.Segment? {
        guard let t = line.t, let from = line.from, let to = line.to, let duration = line.duration,
              let curve = line.animationCurve else { return nil }
        let velocity = event == .retarget ? line.velocity : 0
        guard let velocity, let motion = curve.motion(from: from, velocity: velocity, to: to, duration: duration),
              agrees(motion.duration, duration), event == .animation || agrees(motion.initialVelocity, velocity)
        else { return nil }
        return .init(name: line.kind ?? event.rawValue, motion: motion, startTime: t)
    }

    /// A `motion` record's fling, coast or bounce, rebuilt by its preset's models, one path for all.
    static func motion(_ line: TraceLine) -> GestureRecording.Segment? {
        guard let t = line.t, let from = line.from, let velocity = line.velocity, let to = line.to,
              let duration = line.duration, let purpose = line.purpose,
              let physics = line.physics.flatMap(ScrollPhysics.named) else { return nil }
        // The models divide by the speed and the travel: a record is rebuilt only when both are 0 or plausible.
        guard [velocity, to - from].allSatisfy({ $0 == 0 || abs($0) >= smallestMotion }) else { return nil }
        let motion: any Motion
        if purpose == "bounce" {
            guard let bounce = physics.edge.bounce else { return nil }
            motion = bounce.rebuilt(from: from, velocity: velocity, edge: to)
        } else {
            // A fling that a snap or the viewport bounded rests elsewhere than its natural rest:
            // the family's landing, which keeps the velocity, is then the curve it followed.
            let natural = physics.fling.fling(from: from, velocity: velocity)
            motion = abs(natural.finalPosition - to) < 1e-6
                ? natural : physics.fling.landing(from: from, velocity: velocity, rest: to) ?? natural
        }
        guard motion.curveName == line.curve, agrees(motion.finalPosition, to), agrees(motion.duration, duration)
        else { return nil }
        return .init(name: purpose, motion: motion, startTime: t)
    }

    /// An `edge` record's rest: the fling or coast before it stopped there.
    static func edgeStop(_ line: TraceLine) -> GestureRecording.Segment? {
        guard let t = line.t, let edge = line.offset else { return nil }
        return .init(name: "edge", motion: EdgeStop(edge: edge), startTime: t)
    }

    /// Whether a rebuilt value is the recorded one, to a millionth (of 1 for values under 1).
    private static func agrees(_ rebuilt: Double, _ recorded: Double) -> Bool {
        abs(rebuilt - recorded) <= 1e-6 * Swift.max(1, abs(recorded))
    }
}

/// The content resting at an edge a fling or coast reached and stopped at (an edge with no overscroll, or one that
/// draws it as a stretch), as the overlay projects it (`RunningMotion.projectedPosition`).
struct EdgeStop: Motion {
    let edge: Double

    func position(at t: Double) -> Double { edge }
    func velocity(at t: Double) -> Double { 0 }
    var finalPosition: Double { edge }
    var duration: Double { 0 }
    var curveName: String { "stop at the edge" }
}
