/// `listdemo report --perfetto FILE.json`: a trace in the Trace Event Format (`TraceEvent`), which Perfetto UI and
/// chrome://tracing open, so a run can be read where engineers already read Chrome's and Android's. One process,
/// listdemo; a thread per list (`--compare`'s two by their `pane`), holding a slice per frame — its work, ending
/// when it was presented — and an instant per input and motion start; counters for each list's offset, velocity,
/// deviation and input latency.
///
/// Streamed like the report's reading (`TraceFile`): each line becomes its events as it is read, and they go to the
/// file a megabyte at a time (`AtomicFile.Stream`, put in place only once whole), so a 256 MB trace is never held.
/// Every track's times increase: a frame whose time runs backwards is left out, as the PNG leaves it out, and counted
/// in the file's `otherData`; an event is written in time order with its list's frames (`ListTrack`).
struct PerfettoExport {
    /// Whether a record is drawn as an instant: the inputs the trace records (a drag's release, the indicator's
    /// thumb grabbed and let go, a press that stopped a motion, assistive technology's action) and every motion's
    /// start and stop at an edge, under each name a trace has given one (UIKit's older `deceleration` and `bounce`
    /// among them).
    static func isInstant(_ event: TraceEventName) -> Bool {
        switch event {
        case .release, .thumbGrab, .thumbRelease, .stop, .access, .animation, .retarget, .motion, .edge, .stretch,
             .deceleration, .bounce:
            true
        case .display, .appearance, .feel, .resize, .focus, .willDisplay, .didEndDisplaying, .push, .pop, .save,
             .error, .notice, .menu, .quitConfirmation, .dropped, .recording, .clip:
            false
        }
    }
    /// Bytes gathered before they go to the file.
    static let flushSize = 1 << 20

    private var tracks: [String?: ListTrack] = [:]
    /// One refresh of the display, from the trace's `display` record as the report reads it (else 60 Hz, assumed).
    private var budget = DisplayRefresh.assumed.budget
    private var framesLeftOut = 0
    private var output: [UInt8] = []
    /// Whether an event was written yet: every later one follows a comma.
    private var wroteEvent = false

    /// Writes the export of the trace at `trace` to `path`, atomically: a trace that cannot be read leaves the file
    /// that was there (or none).
    /// - Complexity: O(n) in the trace's lines; memory O(`flushSize` + the lists' `ListTrack.pendingLimit` events).
    static func write(trace: String, to path: String) throws {
        let file = try AtomicFile.Stream(path)
        var export = PerfettoExport()
        export.output.append(contentsOf: #"{"displayTimeUnit":"ms","traceEvents":["#.utf8)
        export.append(TraceEvent(name: "process_name", phase: .metadata, time: 0, thread: 0, args: ["name": "listdemo"]))
        try TraceFile.read(trace) { line, _ in
            export.add(line)
            if export.output.count >= flushSize {
                try file.write(export.output)
                export.output.removeAll(keepingCapacity: true)
            }
        }
        export.finish()
        try file.write(export.output)
        try file.commit()
    }

    /// Takes the trace's next line: a frame's slice and counters, an input's or motion's instant.
    private mutating func add(_ line: TraceLine) {
        if let event = line.event {
            if event == .display, tracks.isEmpty, let hertz = line.refreshHertz {
                budget = DisplayRefresh(hertz: hertz, source: line.refreshSource ?? "trace").budget
            }
            guard Self.isInstant(event), let t = line.t else { return }
            let instant = TraceEvent(name: Self.instantName(event, line), phase: .instant, time: t * 1_000_000,
                                     thread: 0, args: Self.instantArgs(line))
            var track = self.track(line.pane)
            for event in track.hold(instant) { append(event) }
            tracks[line.pane] = track
            return
        }
        guard let frame = line.frame, let t = line.t else { return }
        var track = self.track(line.pane)
        // Judged as the report judges it, and counted only if it is placed (a frame running backwards is left out).
        var figures = track.figures
        let shown = FrameFigures.Frame(target: t, present: line.presentTime ?? t, work: (line.workMilliseconds ?? 0) / 1000,
                                       moving: (line.phase ?? "idle") != "idle")
        guard let placed = track.frame(frame, t: t, line: line, verdict: figures.add(shown)) else {
            framesLeftOut += 1
            tracks[line.pane] = track
            return
        }
        track.figures = figures
        for event in placed.events { append(event) }
        for counter in counters(line, pane: line.pane, at: placed.end, track: &track) { append(counter) }
        tracks[line.pane] = track
    }

    /// The list's track, named by a metadata event when the list first appears.
    private mutating func track(_ pane: String?) -> ListTrack {
        if let track = tracks[pane] { return track }
        let track = ListTrack(thread: tracks.count + 1, budget: budget)
        let name = pane.map { "list (\($0))" } ?? "list"
        append(TraceEvent(name: "thread_name", phase: .metadata, time: 0, thread: track.thread, args: ["name": .string(name)]))
        tracks[pane] = track
        return track
    }

    /// The frame's counters at `time` (microseconds): offset, velocity, deviation when the frame has them, and the
    /// input latency — back to 0 on the frame after one that showed input, since a counter holds its last value.
    private func counters(_ line: TraceLine, pane: String?, at time: Double, track: inout ListTrack) -> [TraceEvent] {
        let latency = line.inputLatencyMilliseconds ?? (track.showedInput ? 0 : nil)
        track.showedInput = line.inputLatencyMilliseconds != nil
        let values: [(String, TraceKey, Double?)] = [("offset", "pt", line.offset), ("velocity", "pt/s", line.velocity),
                                                      ("deviation", "pt", line.deviation), ("input latency", "ms", latency)]
        return values.compactMap { name, unit, value in
            value.map { value in
                // Counters belong to the process; two lists' are told apart by name.
                TraceEvent(name: pane.map { "\(name) (\($0))" } ?? name, phase: .counter, time: time, thread: 0,
                           args: [unit: .double(value)])
            }
        }
    }

    /// Writes what the lists still hold and closes the JSON.
    private mutating func finish() {
        for pane in tracks.keys.sorted(by: { ($0 ?? "") < ($1 ?? "") }) {
            for event in tracks[pane]!.flush() { append(event) }
        }
        output.append(contentsOf: "\n],\"otherData\":{\"frames_left_out\":\(framesLeftOut)}}\n".utf8)
    }

    private mutating func append(_ event: TraceEvent) {
        if wroteEvent { output.append(UInt8(ascii: ",")) }
        wroteEvent = true
        output.append(UInt8(ascii: "\n"))
        event.appendJSON(to: &output)
    }

    /// "motion fling · uikit deceleration", "animation snap · ease-out", "release": the event, what kind it is, its
    /// curve.
    static func instantName(_ event: TraceEventName, _ line: TraceLine) -> String {
        [event.rawValue, line.kind ?? line.purpose].compactMap { $0 }.joined(separator: " ")
            + (line.curve.map { " · " + $0 } ?? "")
    }

    /// What an instant says: the event's time in seconds and whichever of its keys it has.
    private static func instantArgs(_ line: TraceLine) -> TraceRecord {
        var args: TraceRecord = [.t: .double(line.t ?? 0)]
        let texts: [(TraceKey, String?)] = [(.kind, line.kind), (.purpose, line.purpose), (.curve, line.curve),
                                            (.physics, line.physics)]
        for case let (key, text?) in texts { args.append(key, .string(text)) }
        let numbers: [(TraceKey, Double?)] = [(.offset, line.offset), (.from, line.from), (.to, line.to),
                                              (.velocity, line.velocity), (.duration, line.duration)]
        for case let (key, number?) in numbers { args.append(key, .double(number)) }
        return args
    }
}
