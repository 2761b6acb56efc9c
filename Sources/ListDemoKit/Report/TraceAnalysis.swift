import ScrollCore

/// What a report shows of a trace: its gestures rebuilt from the motion events and frames, and
/// the frame timings, built a line at a time (`add`) so a trace is never held whole.
///
/// Memory: every frame's timing (16 bytes, and 8 more for a moving frame's spacing: a frame line is at
/// least 29 bytes, so under the trace's own size), the current gesture of each list and the
/// `keptGestures` that deviated or stepped most, each of at most `GestureRecording.capacity` frames and
/// `GestureRecording.segmentCapacity` motions. What it does not keep it counts.
struct TraceAnalysis {
    /// A frame's timing: `interval` is the time since the previous frame was presented (nil
    /// after a frame at rest, when the app may have stopped drawing on purpose).
    struct FrameTiming {
        var interval: Double?
        var work: Double
        /// How long the oldest input the frame shows waited (seconds); nil when it shows none.
        var inputLatency: Double?
    }

    /// A gesture kept, with its number among all the trace's gestures (from 1, in the order they started), and the
    /// figures of its frames (`FrameFigures`).
    struct NumberedGesture {
        var number: Int
        var gesture: GestureRecording
        var figures: FrameFigures
    }

    /// One stretch of the run in which something moved (dragging, flinging, wheeling…): from its first moving frame to
    /// the frame at rest, numbered from 1, with when it started and ended (presents, seconds) and its figures.
    struct MotionFigures {
        var number: Int
        var start: Double
        var end: Double
        var figures: FrameFigures
    }

    /// Gestures kept: a longer trace keeps the ones that deviated or stepped most.
    static let keptGestures = 24
    /// Motions kept with their figures, the first ones; the others are counted (`motionsNotListed`) and still in the
    /// run's figures.
    static let keptMotions = 10_000

    /// The gestures kept, in the order they started.
    var gestures: [GestureRecording] { kept.sorted { $0.number < $1.number }.map(\.gesture) }
    /// The gestures kept with their numbers, in the order they started.
    var numberedGestures: [NumberedGesture] { kept.sorted { $0.number < $1.number } }
    /// Every gesture of the trace, kept or not.
    private(set) var gestureCount = 0
    private(set) var timings: [FrameTiming] = []
    /// Frames left out because their time (`t` or `present_t`) ran backwards from the frame before.
    private(set) var backwardFrames = 0
    /// Motion records left out: malformed, from an earlier version (`deceleration`, `bounce`, a `retarget` naming no
    /// curve), numbers its curve does not rebuild, or starting before the motion they would follow. (A record naming
    /// a curve or preset listdemo does not have never gets here: `TraceFile` refuses the trace.)
    private(set) var motionsLeftOut = 0
    /// The largest deviation of each kind of motion (`DeviationsByKind`).
    private(set) var deviations = DeviationsByKind()
    /// The largest velocity step of the trace and the number of the gesture it belongs to.
    private(set) var largestVelocityStep: (gesture: Int, step: GestureRecording.VelocityStep)?

    private var kept: [NumberedGesture] = []
    /// One list's state: a `--compare` trace holds two (lines marked `pane`), each rebuilt from its own lines.
    private struct List {
        var current: NumberedGesture?
        var previous: (t: Double, presentTime: Double, phase: String)?
        /// When the list snaps, as its `feel` record says (a `--compare` half's); nil when the trace does not say.
        var snap: SnapTiming?
    }
    private var lists: [String?: List] = [:]
    /// The list whose frames give the timings (the first with a frame): both halves share every frame.
    private var timedPane: String??

    /// The display's refresh, as the trace's first `display` record says (before any frame), else assumed 60 Hz.
    private(set) var refresh = DisplayRefresh.assumed
    /// The run's figures: every frame of the timed list (`FrameFigures`).
    private(set) var figures = FrameFigures(budget: DisplayRefresh.assumed.budget)
    /// The motions of the timed list, the first `keptMotions`, and how many more there were.
    private(set) var motions: [MotionFigures] = []
    private(set) var motionsNotListed = 0
    /// The motion under way in the timed list, if any.
    private var motion: MotionFigures?

    init() {}

    /// One refresh of the display (seconds): the budget of every figure.
    var budget: Double { refresh.budget }

    /// Reads the trace at `path` (`TraceFile`) line by line.
    init(tracePath path: String) throws {
        try TraceFile.read(path) { line, _ in add(line) }
        finish()
    }

    /// Takes the trace's next line.
    /// - Complexity: O(log s) for a frame, s the current gesture's motions (at most `GestureRecording.segmentCapacity`);
    ///   O(`keptGestures`) when a gesture ends.
    mutating func add(_ line: TraceLine) {
        var list = lists[line.pane] ?? List()
        defer { lists[line.pane] = list }
        if let event = line.event {
            switch event {
            case .display:
                guard timings.isEmpty, let hertz = line.refreshHertz else { return }
                refresh = DisplayRefresh(hertz: hertz, source: line.refreshSource ?? "trace")
                figures = FrameFigures(budget: refresh.budget)
            case .feel:
                list.snap = line.snap.flatMap(SnapChoice.init(word:))?.timing
            case .animation, .retarget:
                begin(Self.animation(event, line), in: &list)
            case .motion:
                begin(Self.motion(line), in: &list)
            case .edge:
                begin(Self.edgeStop(line), in: &list)
            case .deceleration, .bounce:
                // Earlier versions' records of UIKit's fling and bounce: counted, not drawn.
                motionsLeftOut += 1
            case .appearance, .resize, .focus, .access, .stretch, .release, .thumbGrab, .thumbRelease, .stop, .willDisplay,
                 .didEndDisplaying, .push, .pop, .save, .error, .notice, .menu, .quitConfirmation, .dropped, .recording, .clip:
                // Nothing of the budget, the feel or a curve (a stretch is drawn; the offset stays at the edge).
                return
            }
            return
        }
        guard let t = line.t, let offset = line.offset else { return }
        let presentTime = line.presentTime ?? t
        if let previous = list.previous, t < previous.t || presentTime < previous.presentTime {
            backwardFrames += 1
            return
        }
        let phase = line.phase ?? "idle"
        let moved = list.previous.map { $0.phase != "idle" } ?? false
        let work = (line.workMilliseconds ?? 0) / 1000
        let shown = FrameFigures.Frame(target: t, present: presentTime, work: work, moving: phase != "idle")
        let inputLatency = line.inputLatencyMilliseconds.map { $0 / 1000 }
        // What the run's figures made of the frame (the timed list's), else its gesture's own.
        var verdict: FrameFigures.Verdict?
        if timedPane == nil { timedPane = .some(line.pane) }
        if timedPane == .some(line.pane) {
            timings.append(FrameTiming(interval: moved ? presentTime - list.previous!.presentTime : nil, work: work,
                                       inputLatency: inputLatency))
            verdict = figures.add(shown)
            follow(shown)
        }
        list.previous = (t, presentTime, phase)
        guard var current = list.current else { return }
        if phase == "dragging" {
            // A new touch ended the gesture where it was.
            close(current)
            list.current = nil
            return
        }
        if current.gesture.label == nil, let physics = line.physics {
            let feel = Feel.name(physics: physics, snap: list.snap)
            current.gesture.label = line.pane.map { "\($0) · \(feel)" } ?? feel
        }
        let deviation = Self.signedDeviation(recorded: line.deviation, offset: offset,
                                             ideal: current.gesture.idealPosition(at: presentTime))
        let ownVerdict = current.figures.add(shown)
        current.gesture.append(.init(time: t, presentTime: presentTime, offset: offset, velocity: line.velocity ?? 0,
                                     deviation: deviation, work: work, inputLatency: inputLatency,
                                     verdict: verdict ?? ownVerdict))
        if phase == "idle" {
            close(current)
            list.current = nil
        } else {
            list.current = current
        }
    }

    /// Adds `segment`, a motion its record started, to the list's gesture (beginning one); nil, a record that
    /// could not be rebuilt, is counted as left out.
    private mutating func begin(_ segment: GestureRecording.Segment?, in list: inout List) {
        guard let segment else {
            motionsLeftOut += 1
            return
        }
        if list.current == nil {
            gestureCount += 1
            list.current = NumberedGesture(number: gestureCount, gesture: GestureRecording(),
                                           figures: FrameFigures(budget: budget))
        }
        if !list.current!.gesture.appendInOrder(segment) { motionsLeftOut += 1 }
    }

    /// Takes a frame of the timed list into the motion under way: one starts at a moving frame and ends at rest.
    private mutating func follow(_ frame: FrameFigures.Frame) {
        if motion == nil, frame.moving {
            motion = MotionFigures(number: motions.count + motionsNotListed + 1, start: frame.present, end: frame.present,
                                   figures: FrameFigures(budget: budget))
        }
        guard var current = motion else { return }
        current.figures.add(frame)
        current.end = frame.present
        motion = current
        if !frame.moving { closeMotion() }
    }

    /// Lists the motion under way, if there is room.
    private mutating func closeMotion() {
        guard let current = motion else { return }
        motion = nil
        if motions.count < Self.keptMotions { motions.append(current) } else { motionsNotListed += 1 }
    }

    /// Ends the trace: the gestures and the motion still moving at its end are closed as they are.
    mutating func finish() {
        closeMotion()
        for (pane, list) in lists {
            guard let current = list.current else { continue }
            lists[pane]?.current = nil
            if !current.gesture.frames.isEmpty { close(current) }
        }
    }

    /// Takes a finished gesture's figures, and keeps it if it is among the `keptGestures` heaviest so far.
    private mutating func close(_ gesture: NumberedGesture) {
        deviations.add(gesture.gesture, number: gesture.number)
        if let step = gesture.gesture.largestVelocityStep, largestVelocityStep.map({ step.size > $0.step.size }) ?? true {
            largestVelocityStep = (gesture.number, step)
        }
        if kept.count < Self.keptGestures {
            kept.append(gesture)
            return
        }
        // Replaces the lightest, the later of equals, so ties keep the earlier gestures.
        let lightest = kept.indices.min {
            let (a, b) = (Self.weight(kept[$0].gesture), Self.weight(kept[$1].gesture))
            return a != b ? a < b : kept[$0].number > kept[$1].number
        }!
        if Self.weight(gesture.gesture) > Self.weight(kept[lightest].gesture) { kept[lightest] = gesture }
    }

    /// How much a gesture asks to be shown: a velocity step of 100 pt/s weighs as much as a point of deviation.
    static func weight(_ gesture: GestureRecording) -> Double {
        Swift.max(gesture.largestDeviation, (gesture.largestVelocityStep?.size ?? 0) / 100)
    }

    /// The frames that missed their budget, by the overlay's rule (`FrameFigures.isOverBudget`).
    var overBudgetCount: Int {
        timings.filter { FrameFigures.isOverBudget(interval: $0.interval ?? 0, work: $0.work, budget: budget) }.count
    }

    /// The frame intervals measured while something moved, and every frame's work (seconds).
    var intervals: [Double] { timings.compactMap(\.interval) }
    var works: [Double] { timings.map(\.work) }
    /// How long input waited for each frame that showed it (seconds).
    var inputLatencies: [Double] { timings.compactMap(\.inputLatency) }
}

/// p50, p99 (`DurationPercentiles`, as the overlay takes them) and the largest of some durations (seconds).
struct Spread {
    var p50 = 0.0, p99 = 0.0, max = 0.0

    init(_ values: [Double]) {
        guard let largest = values.max() else { return }
        var counter = DurationPercentiles()
        for value in values { counter.record(value) }
        (p50, p99, max) = (counter.percentiles.p50, counter.percentiles.p99, largest)
    }
}
