/// The last 240 frames' timings for the overlay: the interval between presented frames and the
/// CPU work of each, and how long the input of the last 240 frames that showed input waited, in
/// fixed rings (recording a frame allocates nothing), with percentiles taken as the report takes
/// them (`DurationPercentiles`).
struct FrameStatistics {
    /// How many frames the window holds (four seconds at 60 Hz).
    static let capacity = 240
    /// A frame presented this much later than its budget missed at least one refresh; smaller
    /// jitter around a vsync'd present is normal and not marked.
    static let missedIntervalFactor = 1.5
    /// The window's figures as the panel prints them.
    struct Summary: Equatable {
        var framesPerSecond: Double
        var overBudgetCount: Int
        var intervals: Percentiles
        var work: Percentiles
        /// From an input's timestamp to the present of the first frame showing it; nil before any input.
        var inputLatency: Percentiles?
    }

    /// The display's refresh rate in hertz; a frame's budget is its reciprocal.
    var refreshRate: Double
    /// The number of frames held, at most `capacity`.
    private(set) var count = 0
    private var intervals = [Double](repeating: 0, count: capacity)
    private var works = [Double](repeating: 0, count: capacity)
    private var next = 0
    /// The input latencies held (at most `capacity`), their ring and its next slot.
    private(set) var inputLatencyCount = 0
    private var inputLatencies = [Double](repeating: 0, count: capacity)
    private var nextInputLatency = 0
    private var histogram = DurationPercentiles()

    /// Empty statistics for a display refreshing `refreshRate` times a second.
    init(refreshRate: Double) {
        self.refreshRate = refreshRate
    }

    /// Seconds one frame may take at the refresh rate (16.7 ms at 60 Hz).
    var budget: Double { 1 / refreshRate }

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
        work > budget || interval > budget * Self.missedIntervalFactor
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
        Summary(framesPerSecond: framesPerSecond, overBudgetCount: overBudgetCount,
                intervals: intervalPercentiles(), work: workPercentiles(), inputLatency: inputLatencyPercentiles())
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
