import ScrollCore

/// Builds the overlay's `GestureRecording` frame by frame from what the engine describes: the
/// running motion and the gesture's segments (`ListView.Frame.segments`). A motion that starts
/// while nothing moved starts a new recording; the first frame after the last motion ran to its
/// end closes it.
///
/// Each frame is observed when it is drawn and completed when it is presented: its deviation is
/// the offset it drew against where the running motion put the content at the presentation time
/// (through a fling's hand-over to a bounce), so a frame shown late reads as far off as it was.
struct GestureRecorder {
    /// The current or last gesture.
    private(set) var recording = GestureRecording()
    /// Whether a motion ran at the last frame drawn.
    private(set) var isMoving = false
    private var lastRunning: Scroller.RunningMotion?
    /// The frame drawn and not presented yet.
    private var pending: (offset: Double, running: Scroller.RunningMotion?, bounds: ScrollBounds, recorded: Bool)?

    /// Takes the frame drawn for `time` showing `offset` at `velocity`, while `running` is the
    /// scroller's motion (nil when none runs) and `segments` the gesture's motions so far, within `bounds`.
    mutating func observe(time: Double, offset: Double, velocity: Double, running: Scroller.RunningMotion?,
                          segments: [Scroller.RunningMotion], bounds: ScrollBounds) {
        var recorded = false
        if let running {
            if let last = lastRunning, last.startTime == running.startTime, last.purpose == running.purpose {
                // Content changed above the screen and the motion moved with it: so did the frames.
                let delta = running.finalPosition - last.finalPosition
                if delta != 0 { recording.shift(by: delta) }
            } else if !isMoving {
                recording = GestureRecording()
            }
            recording.setSegments(segments.isEmpty ? [running] : segments)
            lastRunning = running
            isMoving = true
            recording.append(.init(time: time, presentTime: time, offset: offset, velocity: velocity, deviation: 0))
            recorded = true
        } else {
            // The frame after a motion that ran to its end shows where it landed; one stopped by
            // a drag or other input is not part of the gesture.
            if isMoving, let last = lastRunning, time >= last.endTime {
                recording.append(.init(time: time, presentTime: time, offset: offset, velocity: velocity, deviation: 0))
                recorded = true
            }
            isMoving = false
            lastRunning = nil
        }
        pending = (offset, running, bounds, recorded)
    }

    /// The frame last observed was presented at `time`, showing input that waited `inputLatency` seconds (nil: none),
    /// judged as `verdict` says: returns its deviation in points (0 when nothing moved it), and keeps it, with the
    /// ideal position, the latency and the verdict, with the frame when the frame belongs to the gesture.
    mutating func presented(at time: Double, inputLatency: Double? = nil, verdict: FrameFigures.Verdict? = nil) -> Double {
        guard let frame = pending else { return 0 }
        pending = nil
        let ideal = frame.running?.projectedPosition(at: time, within: frame.bounds) ?? frame.offset
        let deviation = abs(frame.offset - ideal)
        if frame.recorded {
            recording.presentLastFrame(at: time, deviation: deviation, ideal: ideal, inputLatency: inputLatency,
                                       verdict: verdict)
        }
        return deviation
    }

    /// Forgets the gesture (the scene changed: its curve means nothing in the next one).
    mutating func clear() {
        self = GestureRecorder()
    }
}
