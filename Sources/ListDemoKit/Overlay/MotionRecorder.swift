import ScrollCore

/// The frames shown for the current (or last) motion of the list: when each was drawn and the
/// offset it showed, beside the motion the engine ran, so the overlay can plot the ideal curve
/// against what was on screen and say how far they ever were apart.
struct MotionRecorder {
    /// Frames kept per motion (a long fling at 144 Hz is about 600); later frames are not kept.
    static let capacity = 2048

    /// The motion the frames belong to, as the engine last ran it.
    private(set) var motion: Scroller.RunningMotion?
    /// The number of frames recorded for `motion`.
    private(set) var count = 0
    private var times = [Double](repeating: 0, count: capacity)
    private var offsets = [Double](repeating: 0, count: capacity)
    /// Whether `motion` was still running at the last frame, so its landing frame is recorded too.
    private var wasRunning = false

    /// Takes the frame drawn at `time` showing `offset`, while `running` is the scroller's motion
    /// now (nil when none runs). A new motion starts a new recording; the frame after a motion
    /// ends is kept when the motion ran to its end (not when a drag or another input stopped it).
    mutating func observe(time: Double, offset: Double, running: Scroller.RunningMotion?) {
        if let running {
            if let motion, Self.isSame(motion, running) {
                // Content changed above the screen and the motion moved with it: so did the frames.
                let delta = running.motion.finalPosition - motion.motion.finalPosition
                if delta != 0 {
                    for index in 0..<count { offsets[index] += delta }
                }
                self.motion = running
            } else {
                motion = running
                count = 0
            }
            wasRunning = true
            append(time: time, offset: offset)
            return
        }
        if wasRunning, let motion, time >= motion.startTime + motion.motion.duration {
            append(time: time, offset: offset)
        }
        wasRunning = false
    }

    /// The `index`th frame recorded, oldest first.
    func frame(at index: Int) -> (time: Double, offset: Double) { (times[index], offsets[index]) }

    /// Where the motion puts the content at frame time `time`: its curve while it runs, its final
    /// position once done (exactly as the engine lands it).
    func idealPosition(at time: Double) -> Double? {
        guard let motion else { return nil }
        let done = motion.motion.isDone(at: time - motion.startTime)
        return done ? motion.motion.finalPosition : motion.position(at: time)
    }

    /// The largest distance in points between a recorded frame's offset and the ideal position at
    /// that frame's time; 0 when nothing is recorded.
    var largestDeviation: Double {
        var largest = 0.0
        for index in 0..<count {
            guard let ideal = idealPosition(at: times[index]) else { break }
            largest = max(largest, abs(offsets[index] - ideal))
        }
        return largest
    }

    private mutating func append(time: Double, offset: Double) {
        guard count < Self.capacity else { return }
        times[count] = time
        offsets[count] = offset
        count += 1
    }

    /// Whether `b` is `a` carried on: the same start and purpose (a shift keeps both).
    private static func isSame(_ a: Scroller.RunningMotion, _ b: Scroller.RunningMotion) -> Bool {
        a.startTime == b.startTime && a.purpose == b.purpose
    }
}
