/// The last 240 frames' timings for the overlay: the interval between presented frames and the
/// CPU work of each, how long the input of the last 240 frames that showed input waited, and the
/// last 240 frames presented as the figures read them, in fixed rings (recording a frame allocates
/// nothing), with percentiles taken as the report takes them (`DurationPercentiles`) and the
/// figures computed as the report computes them (`FrameFigures`).
struct FrameStatistics {
    /// How many frames the window holds (four seconds at 60 Hz).
    static let capacity = 240
    /// The window's figures as the panel prints them.
    struct Summary: Equatable {
        var framesPerSecond: Double
        /// Frames over budget among the `frameCount` held.
        var overBudgetCount: Int
        var frameCount: Int
        var intervals: Percentiles
        var work: Percentiles
        /// From an input's timestamp to the present of the first frame showing it; nil before any input.
        var inputLatency: Percentiles?
        /// The figures of the frames presented in the window (hitch ratio, delayed frames…).
        var figures: FrameFigures
    }

    /// The display's refresh rate and how it was learnt; a frame's budget is one refresh.
    var refresh: DisplayRefresh {
        didSet { verdicts = FrameFigures(budget: budget) }
    }
    /// The number of frames held, at most `capacity`.
    private(set) var count = 0
    private var intervals = [Double](repeating: 0, count: capacity)
    private var works = [Double](repeating: 0, count: capacity)
    private var next = 0
    /// The input latencies held (at most `capacity`), their ring and its next slot.
    private(set) var inputLatencyCount = 0
    private var inputLatencies = [Double](repeating: 0, count: capacity)
    private var nextInputLatency = 0
    /// The frames presented (at most `capacity`), as the figures read them with the input each showed and what the
    /// figures made of it (the frame timeline's), their ring and its next slot.
    private(set) var presentedCount = 0
    private var presented = [FrameTimelinePlot.Frame](
        repeating: .init(shown: .init(target: 0, present: 0, work: 0, moving: false), inputLatency: nil, verdict: nil),
        count: capacity)
    private var nextPresented = 0
    /// Takes every frame presented since the refresh was set, for what `FrameFigures.add` makes of each (its
    /// verdict, which the ring and the gesture's frame keep); its totals are not read: the window's are `figures`.
    private var verdicts: FrameFigures
    private var histogram = DurationPercentiles()

    /// Empty statistics for a display refreshing as `refresh` says.
    init(refresh: DisplayRefresh) {
        self.refresh = refresh
        verdicts = FrameFigures(budget: refresh.budget)
    }

    /// Seconds one frame may take at the refresh rate (16.7 ms at 60 Hz).
    var budget: Double { refresh.budget }

    /// Adds a frame presented `interval` seconds after the previous one, that took `work`
    /// seconds of CPU; the oldest frame leaves once the window is full.
    mutating func record(interval: Double, work: Double) {
        intervals[next] = interval
        works[next] = work
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// Adds a frame that showed input which had waited `inputLatency` seconds for it.
    mutating func record(inputLatency: Double) {
        inputLatencies[nextInputLatency] = inputLatency
        nextInputLatency = (nextInputLatency + 1) % Self.capacity
        inputLatencyCount = min(inputLatencyCount + 1, Self.capacity)
    }

    /// Adds a frame presented, as the figures read it, showing input that waited `inputLatency` seconds (nil: none);
    /// the oldest leaves once the window is full. Returns what the figures made of it (`FrameFigures.add`).
    @discardableResult
    mutating func record(_ frame: FrameFigures.Frame, inputLatency: Double? = nil) -> FrameFigures.Verdict? {
        let verdict = verdicts.add(frame)
        presented[nextPresented] = FrameTimelinePlot.Frame(shown: frame, inputLatency: inputLatency, verdict: verdict)
        nextPresented = (nextPresented + 1) % Self.capacity
        presentedCount = min(presentedCount + 1, Self.capacity)
        return verdict
    }

    /// The frames presented in the window, oldest first, as the frame timeline draws them. Reads the ring in place.
    var presentedFrames: PresentedFrames { PresentedFrames(statistics: self) }

    /// The ring of presented frames as a collection, oldest first.
    struct PresentedFrames: RandomAccessCollection {
        fileprivate let statistics: FrameStatistics
        var startIndex: Int { 0 }
        var endIndex: Int { statistics.presentedCount }
        subscript(index: Int) -> FrameTimelinePlot.Frame {
            statistics.presented[statistics.slot(index, count: statistics.presentedCount, next: statistics.nextPresented)]
        }
    }

    /// The figures of the frames presented in the window, by the report's code.
    var figures: FrameFigures {
        var figures = FrameFigures(budget: budget)
        for frame in presentedFrames { figures.add(frame.shown) }
        return figures
    }

    /// The `index`th frame held, oldest first.
    func frame(at index: Int) -> (interval: Double, work: Double) {
        (intervals[slot(index)], works[slot(index)])
    }

    /// Where the `index`th value of a ring holding `count` values before `next` sits, oldest first.
    private func slot(_ index: Int, count: Int, next: Int) -> Int {
        (next - count + index + Self.capacity) % Self.capacity
    }

    /// Where the `index`th frame held, oldest first, sits in the ring.
    private func slot(_ index: Int) -> Int { slot(index, count: count, next: next) }

    /// Whether a frame missed its budget: its CPU work alone was too long, or it was presented
    /// a refresh late.
    func isOverBudget(interval: Double, work: Double) -> Bool {
        FrameFigures.isOverBudget(interval: interval, work: work, budget: budget)
    }

    /// How many frames in the window missed their budget.
    var overBudgetCount: Int {
        (0..<count).reduce(0) { total, index in
            let frame = frame(at: index)
            return total + (isOverBudget(interval: frame.interval, work: frame.work) ? 1 : 0)
        }
    }

    /// Frames per second over the window: frames held over the time they span.
    var framesPerSecond: Double {
        let span = (0..<count).reduce(0.0) { $0 + frame(at: $1).interval }
        return span > 0 ? Double(count) / span : 0
    }

    /// Every figure of the window at once.
    mutating func summarize() -> Summary {
        Summary(framesPerSecond: framesPerSecond, overBudgetCount: overBudgetCount, frameCount: count,
                intervals: intervalPercentiles(), work: workPercentiles(), inputLatency: inputLatencyPercentiles(),
                figures: figures)
    }

    /// The median and 99th percentile of the intervals between frames.
    mutating func intervalPercentiles() -> Percentiles { percentiles(of: intervals) }

    /// The median and 99th percentile of the frames' CPU work.
    mutating func workPercentiles() -> Percentiles { percentiles(of: works) }

    /// The median and 99th percentile of the input latencies held, or nil when no frame showed input.
    mutating func inputLatencyPercentiles() -> Percentiles? {
        inputLatencyCount == 0 ? nil
            : percentiles(of: inputLatencies, count: inputLatencyCount, next: nextInputLatency)
    }

    /// Refills the one histogram with a ring's values (its counts are reused, not reallocated);
    /// the frame rings unless told otherwise.
    private mutating func percentiles(of values: [Double], count: Int? = nil, next: Int? = nil) -> Percentiles {
        let (count, next) = (count ?? self.count, next ?? self.next)
        histogram.reset()
        for index in 0..<count { histogram.record(values[slot(index, count: count, next: next)]) }
        return histogram.percentiles
    }
}
