/// `listdemo report --json`: the run's figures and one entry per gesture and per motion as one JSON object (keys in
/// docs/TRACE.md's "The report"), from the same `FrameFigures` the overlay and the PNG's headline print.
enum ReportJSON {
    /// A JSON value already written out: objects keep their keys' order, so the output is the same every time.
    struct Text {
        let json: String

        /// `null`.
        static let null = Text(json: "null")

        private init(json: String) { self.json = json }
        init(_ value: Double) { json = TraceJSON.text(of: value) }
        init(_ value: Int) { json = String(value) }
        init(_ value: String) {
            var bytes: [UInt8] = []
            TraceJSON.append(value, to: &bytes)
            json = String(decoding: bytes, as: UTF8.self)
        }
        init(_ value: Double?) { json = value.map { TraceJSON.text(of: $0) } ?? "null" }
        init(object fields: [(String, Text)]) {
            json = "{" + fields.map { Text($0.0).json + ":" + $0.1.json }.joined(separator: ",") + "}"
        }
        init(array items: [Text]) { json = "[" + items.map(\.json).joined(separator: ",") + "]" }
    }

    /// The whole report of `analysis` (the trace named `traceName`) as one line of JSON.
    static func text(_ analysis: TraceAnalysis, traceName: String) -> String {
        let latencies = analysis.inputLatencies
        let latency = latencies.isEmpty ? Text.null
            : Text(object: [("p50_ms", Text(Spread(latencies).p50 * 1000)), ("p99_ms", Text(Spread(latencies).p99 * 1000))])
        let gestures = analysis.numberedGestures.map { numbered in
            let gesture = numbered.gesture
            return Text(object: [
                ("number", Text(numbered.number)), ("label", gesture.label.map { Text($0) } ?? .null),
                ("start", Text(gesture.timeSpan?.lowerBound)), ("end", Text(gesture.timeSpan?.upperBound)),
                ("largest_deviation_pt", Text(gesture.largestDeviation)),
                ("figures", figures(numbered.figures)),
            ])
        }
        let motions = analysis.motions.map { motion in
            Text(object: [("number", Text(motion.number)), ("start", Text(motion.start)), ("end", Text(motion.end)),
                          ("figures", figures(motion.figures))])
        }
        return Text(object: [
            ("trace", Text(traceName)),
            ("refresh_hz", Text(analysis.refresh.hertz)), ("refresh_source", Text(analysis.refresh.source)),
            ("budget_ms", Text(analysis.budget * 1000)),
            ("frames", Text(analysis.timings.count)), ("over_budget_frames", Text(analysis.overBudgetCount)),
            ("input_latency", latency),
            ("run", figures(analysis.figures)),
            ("gesture_count", Text(analysis.gestureCount)), ("gestures", Text(array: gestures)),
            ("motions", Text(array: motions)), ("motions_not_listed", Text(analysis.motionsNotListed)),
            ("backward_frames", Text(analysis.backwardFrames)), ("motions_left_out", Text(analysis.motionsLeftOut)),
        ]).json
    }

    /// One `FrameFigures` as an object.
    static func figures(_ figures: FrameFigures) -> Text {
        Text(object: [
            ("frames", Text(figures.frames)), ("motion_time_s", Text(figures.motionTime)),
            ("hitch_time_ms", Text(figures.hitchTime * 1000)), ("hitch_ratio_ms_per_s", Text(figures.hitchRatio)),
            ("hitch_band", Text(figures.band.rawValue)), ("late_frames", Text(figures.lateFrames)),
            ("delayed_frames", Text(figures.delayedFrames)), ("delayed_percent", Text(figures.delayedPercent)),
            ("worst_window_delayed_percent", Text(figures.worstWindowPercent)),
            ("missed_refreshes", Text(figures.missedRefreshes)), ("most_missed_refreshes", Text(figures.mostMissedRefreshes)),
            ("reasons", Text(object: FrameFigures.Reason.allCases.map { ($0.key, Text(figures.reasons[$0] ?? 0)) })),
        ])
    }
}
