/// One list's thread in a Trace Event export (`PerfettoExport`): its frame slices and instants, written in time order.
///
/// A trace writes a frame's events before the frame, stamped with the frame's time or the input's, which may fall
/// inside the frame's work or before it; so instants wait here until their list's next frame, and each frame writes
/// those before its slice, then the slice, then those within it; later ones wait for the frame after. A slice starts
/// no earlier than the one before it ended (slices on a thread must nest) nor before the run began (the first
/// frame's work, done before time 0, is a slice of nothing), and an instant whose time lies before
/// what the thread already shows is placed at that point (its `args.t` keeps its own time).
struct ListTrack {
    /// Instants that wait beyond this are written at once: a trace of motions and no frames stays bounded.
    static let pendingLimit = 1024

    let thread: Int
    /// The list's frame figures so far, which judge each frame as the report does.
    var figures: FrameFigures
    /// Whether the list's last frame showed input (`PerfettoExport`'s latency counter then drops to 0).
    var showedInput = false
    /// The time of the last event written on the thread (microseconds).
    private var lastTime = 0.0
    /// The last frame written: its target time and when it was presented (seconds), as the PNG compares them.
    private var lastFrame: (t: Double, end: Double)?
    private var pending: [TraceEvent] = []

    init(thread: Int, budget: Double) {
        self.thread = thread
        figures = FrameFigures(budget: budget)
    }

    /// Keeps `instant` for the next frame; returns what must be written now (all it holds, past `pendingLimit`).
    mutating func hold(_ instant: TraceEvent) -> [TraceEvent] {
        var instant = instant
        instant.thread = thread
        pending.append(instant)
        return pending.count > Self.pendingLimit ? flush() : []
    }

    /// Frame `frame`'s events in order: the instants before its slice, its slice (its work, ending when it was
    /// presented, or at `t`), the instants within it; with the slice's end (microseconds), where its counters go.
    /// Nil for a frame whose time runs backwards, which is left out.
    mutating func frame(_ frame: Int, t: Double, line: TraceLine,
                        verdict: FrameFigures.Verdict?) -> (events: [TraceEvent], end: Double)? {
        let presented = line.presentTime ?? t
        let end = presented * 1_000_000
        if let last = lastFrame, t < last.t || presented < last.end { return nil }
        guard end >= lastTime else { return nil }
        lastFrame = (t, presented)
        let start = min(max(end - (line.workMilliseconds ?? 0) * 1000, lastTime), end)
        pending.sort { $0.time < $1.time }
        let before = pending.prefix { $0.time < start }.count
        let within = pending[before...].prefix { $0.time <= end }.count
        var events = place(pending.prefix(before))
        var args: TraceRecord = [.frame: .int(frame), .t: .double(t)]
        if let present = line.presentTime { args.append(.presentTime, .double(present)) }
        if let work = line.workMilliseconds { args.append(.workMilliseconds, .double(work)) }
        if let phase = line.phase { args.append(.phase, .string(phase)) }
        // How the figures judged it (`FrameFigures`): as Perfetto's FrameTimeline names a jank's type.
        if let verdict, let reason = verdict.reason {
            args.append("reason", .string(reason.rawValue))
            args.append("hitch_ms", .double(verdict.hitch * 1000))
        }
        if let verdict, verdict.missedRefreshes > 0 { args.append("missed_refreshes", .int(verdict.missedRefreshes)) }
        events.append(TraceEvent(name: "frame \(frame)", phase: .complete, time: start, thread: thread,
                                 duration: end - start, args: args))
        lastTime = start
        events += place(pending[before..<(before + within)])
        // The next slice starts after this one ends, whatever came within it.
        lastTime = end
        pending.removeFirst(before + within)
        return (events, end)
    }

    /// Every instant still held, in time order.
    mutating func flush() -> [TraceEvent] {
        pending.sort { $0.time < $1.time }
        defer { pending.removeAll() }
        return place(pending[...])
    }

    /// `instants` (in time order) as written: none before what the thread already shows.
    private mutating func place(_ instants: ArraySlice<TraceEvent>) -> [TraceEvent] {
        instants.map { instant in
            var instant = instant
            instant.time = max(instant.time, lastTime)
            lastTime = instant.time
            return instant
        }
    }
}
