/// A script's `drag` as pointer input made while time passes: a press, a pointer sample every 1/120 s along the
/// straight line (independent of the frame rate, so a fling's velocity does not depend on it), and the release
/// after the optional hold.
///
/// Samples are made when they are due, never up front, so a drag costs the same memory however long it lasts. When
/// a frame is made between two samples, the drag also gives the pointer's position at the frame's own time: the
/// frame then shows the list exactly where the drag puts it, not where the last sample left it (which would lag by
/// up to a sample and make frame-to-frame steps uneven).
struct ScriptedDrag {
    /// Pointer samples per second while a script drags, like a common mouse's report rate.
    static let sampleRate = 120.0

    /// What the drag gives next.
    private enum Step: Equatable {
        case press
        /// The sample numbered 1...samples (the last one at the end of the movement).
        case sample(Int)
        case release
        case done
    }

    private let start: Double
    private let duration: Double
    private let from: Point
    private let to: Point
    private let releaseTime: Double
    /// Samples along the movement: one per 1/120 s, rounded up, so they are evenly spaced and the last is at the end.
    private let samples: Int
    private var step = Step.press
    /// When the pointer was last placed, so a frame's own sample is given once and never goes back in time.
    private var lastPlaced: Double

    /// A drag from `from` to `to` starting at `start`, moving for `duration` seconds, held `hold` seconds at the end.
    /// `duration` and `hold` are in `InputLimits.gestureTime`, so the sample count fits easily in an Int.
    init(start: Double, from: Point, to: Point, duration: Double, hold: Double?) {
        self.start = start
        self.duration = duration
        self.from = from
        self.to = to
        releaseTime = start + duration + (hold ?? 0)
        samples = max(1, Int((duration * Self.sampleRate).rounded(.up)))
        lastPlaced = start
    }

    /// When the next press, sample or release is due; nil once released. A frame's own sample is not counted: it is
    /// due whenever a frame is made during the movement.
    var nextTime: Double? {
        switch step {
        case .press: start
        case .sample(let number): sampleTime(number)
        case .release: releaseTime
        case .done: nil
        }
    }

    /// The next input due by `time`, consuming it: the press, a sample, the pointer's position at `time` itself when
    /// `time` falls inside the movement after the last sample given, or the release. Nil when nothing is due.
    mutating func next(through time: Double) -> ScriptPlayer.Scheduled? {
        switch step {
        case .press:
            guard start <= time else { return nil }
            step = .sample(1)
            return ScriptPlayer.Scheduled(time: start, input: .input(.pointerDown(from)))
        case .sample(let number):
            let due = sampleTime(number)
            if due <= time {
                step = number == samples ? .release : .sample(number + 1)
                lastPlaced = due
                return ScriptPlayer.Scheduled(time: due, input: .input(.pointerMoved(position(number))))
            }
            guard time > lastPlaced else { return nil }
            lastPlaced = time
            return ScriptPlayer.Scheduled(time: time, input: .input(.pointerMoved(position(at: time))))
        case .release:
            guard releaseTime <= time else { return nil }
            step = .done
            return ScriptPlayer.Scheduled(time: releaseTime, input: .input(.pointerUp(to)))
        case .done:
            return nil
        }
    }

    /// The release at `time`, where the pointer is then, when another drag begins before this one has released
    /// (within `Script.dragEndTolerance` of its end); nil when it is not pressed.
    mutating func cutShort(at time: Double) -> ScriptPlayer.Scheduled? {
        guard step != .press, step != .done else { return nil }
        step = .done
        return ScriptPlayer.Scheduled(time: time, input: .input(.pointerUp(position(at: time))))
    }

    private func sampleTime(_ number: Int) -> Double {
        start + duration * (Double(number) / Double(samples))
    }

    private func position(_ number: Int) -> Point {
        interpolated(Double(number) / Double(samples))
    }

    private func position(at time: Double) -> Point {
        interpolated(min(1, max(0, (time - start) / duration)))
    }

    private func interpolated(_ fraction: Double) -> Point {
        Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }
}
