/// The figures of the frames shown while something moved, each defined once here (docs/FIGURES.md has the
/// definitions, the anchor each follows and where listdemo departs from it): the overlay, the report's headline and
/// `listdemo report --json` all read them from this one accumulator.
///
/// Frames are given in the order they were presented (`add`). A frame counts when the frame before it moved: it was
/// shown while something moved, from the frame after a motion's first to the frame at rest. Its budget is one refresh
/// of the display (`DisplayRefresh`), never the frames' own spacing.
struct FrameFigures: Equatable, Sendable {
    /// A presented frame as the figures read it (seconds).
    struct Frame: Equatable, Sendable {
        /// The time the frame was computed for: the refresh it aimed at (the trace's `t`).
        var target: Double
        /// When it was presented (`present_t`).
        var present: Double
        /// The CPU work it took (`work_ms`).
        var work: Double
        /// Whether something moved in it (its phase is not idle): the frame after it was shown during motion.
        var moving: Bool
    }

    /// Why a late frame was late, the first that applies (Perfetto's FrameTimeline names a jank's cause the same way).
    enum Reason: String, CaseIterable, Sendable {
        /// Its work alone took more than a refresh.
        case workOverBudget = "work over budget"
        /// Most of its lateness came after its target: the window system (or a script's `stall`) held it.
        case presentedLate = "presented late"
        /// Most of its lateness came before: it aimed past the refresh after the previous frame's present.
        case wrongRefresh = "aimed at the wrong refresh"

        /// The reason's key in `report --json`.
        var key: String {
            switch self {
            case .workOverBudget: "work_over_budget"
            case .presentedLate: "presented_late"
            case .wrongRefresh: "wrong_refresh"
            }
        }
    }

    /// Xcode's hitch time ratio bands (ms of hitch a second of motion).
    enum Band: String, Sendable {
        case good, warning, critical

        /// The band of `ratio` ms/s: at most 10 good, at most 25 warning, above that critical.
        init(ratio: Double) {
            self = ratio <= 10 ? .good : ratio <= 25 ? .warning : .critical
        }
    }

    /// Frames in one of Chrome's fixed windows (`Event.ScrollJank.DelayedFramesPercentage.FixedWindow`).
    static let windowFrames = 64
    /// A frame this many refreshes after the one before it missed at least one (round(interval / budget) − 1 ≥ 1).
    static let missedIntervalFactor = 1.5
    /// Lateness below this (seconds) is the clocks' rounding, not a hitch: the trace writes times to the microsecond.
    static let hitchResolution = 1e-6
    /// An interval counts at most this many missed refreshes (a day at 1000 Hz, far beyond any trace the report
    /// reads), so sums over a hostile trace stay far inside `Int`.
    static let mostMissedPerFrame = 86_400_000

    /// One refresh (seconds).
    let budget: Double
    /// Frames shown while something moved.
    private(set) var frames = 0
    /// The time they span: the sum of their intervals (seconds).
    private(set) var motionTime = 0.0
    /// Seconds the frames were presented after they were expected, summed (`hitch(of:after:)`).
    private(set) var hitchTime = 0.0
    /// Frames presented after they were expected.
    private(set) var lateFrames = 0
    /// Frames that missed at least one refresh, and the refreshes they missed: refreshes that showed no new frame.
    private(set) var delayedFrames = 0
    private(set) var missedRefreshes = 0
    private(set) var mostMissedRefreshes = 0
    /// The most delayed frames in one complete fixed window; nil before a window is complete.
    private(set) var worstWindowDelayedFrames: Int?
    /// Late frames by the reason each was late.
    private(set) var reasons: [Reason: Int] = [:]
    private var windowCount = 0
    private var windowDelayed = 0
    private var previous: Frame?

    /// No frames yet, at `budget` seconds a refresh.
    init(budget: Double) {
        self.budget = budget
    }

    /// Refreshes missed by a frame presented `interval` seconds after the one before: round(interval / budget) − 1,
    /// 0 below 1.5 budgets (jitter around a refresh is no miss).
    static func missedRefreshes(interval: Double, budget: Double) -> Int {
        let refreshes = interval / budget
        guard refreshes >= missedIntervalFactor else { return 0 }
        return Int(min(refreshes.rounded(), Double(mostMissedPerFrame + 1))) - 1
    }

    /// Whether a frame presented `interval` seconds after the one before, with `work` seconds of work, was over budget.
    static func isOverBudget(interval: Double, work: Double, budget: Double) -> Bool {
        work > budget || missedRefreshes(interval: interval, budget: budget) > 0
    }

    /// When a frame was expected: the refresh after the previous frame's present, or its own target if earlier.
    func expected(_ frame: Frame, after previous: Frame) -> Double {
        min(frame.target, previous.present + budget)
    }

    /// What the figures made of one frame: how late it was against the refresh expected (seconds, 0 on time), why
    /// when late, and how many refreshes it missed.
    struct Verdict: Equatable, Sendable {
        var hitch: Double
        var reason: Reason?
        var missedRefreshes: Int
    }

    /// Takes the next frame presented; returns what it counted of it (nil for a frame after one at rest, which no
    /// figure counts).
    /// - Complexity: O(1), no allocation once each reason was seen.
    @discardableResult
    mutating func add(_ frame: Frame) -> Verdict? {
        defer { previous = frame }
        guard let previous, previous.moving else { return nil }
        var verdict = Verdict(hitch: 0, reason: nil, missedRefreshes: 0)
        let interval = max(0, frame.present - previous.present)
        let expected = expected(frame, after: previous)
        let missed = Self.missedRefreshes(interval: interval, budget: budget)
        frames += 1
        motionTime += interval
        if frame.present - expected > Self.hitchResolution {
            hitchTime += frame.present - expected
            lateFrames += 1
            let reason = Self.reason(frame, expected: expected, budget: budget)
            reasons[reason, default: 0] += 1
            verdict.hitch = frame.present - expected
            verdict.reason = reason
        }
        verdict.missedRefreshes = missed
        if missed > 0 {
            delayedFrames += 1
            missedRefreshes += missed
            mostMissedRefreshes = max(mostMissedRefreshes, missed)
        }
        windowCount += 1
        windowDelayed += missed > 0 ? 1 : 0
        if windowCount == Self.windowFrames {
            worstWindowDelayedFrames = max(worstWindowDelayedFrames ?? 0, windowDelayed)
            (windowCount, windowDelayed) = (0, 0)
        }
        return verdict
    }

    /// Why a frame expected at `expected` was late: its work, else the larger part of its lateness — after its
    /// target (presented late) or before it (aimed past the expected refresh); a tie is put on the presenting.
    static func reason(_ frame: Frame, expected: Double, budget: Double) -> Reason {
        if frame.work > budget { return .workOverBudget }
        return frame.present - frame.target >= frame.target - expected ? .presentedLate : .wrongRefresh
    }

    /// Milliseconds of hitch a second of motion (Apple's hitch time ratio); 0 without motion.
    var hitchRatio: Double { motionTime > 0 ? hitchTime * 1000 / motionTime : 0 }
    /// The band `hitchRatio` falls in.
    var band: Band { Band(ratio: hitchRatio) }
    /// The share of frames that missed a refresh (percent); 0 without motion.
    var delayedPercent: Double { frames > 0 ? Double(delayedFrames) * 100 / Double(frames) : 0 }
    /// The share of the worst complete fixed window's frames that missed a refresh (percent); nil before one.
    var worstWindowPercent: Double? {
        worstWindowDelayedFrames.map { Double($0) * 100 / Double(Self.windowFrames) }
    }
}
