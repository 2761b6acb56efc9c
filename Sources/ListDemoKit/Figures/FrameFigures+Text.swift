/// The figures as the overlay and the report print them: one phrasing for both, so a figure reads the same wherever
/// it is seen.
extension FrameFigures {
    /// "hitch 2.1 ms/s good".
    var hitchText: String { String(cFormat: "hitch %.1f ms/s ", hitchRatio) + band.rawValue }

    /// "delayed 1.6% (worst 64: 4.7%)": the worst fixed window once one is complete.
    var delayedText: String {
        String(cFormat: "delayed %.1f%%", delayedPercent)
            + (worstWindowPercent.map { String(cFormat: " (worst %ld: %.1f%%)", Self.windowFrames, $0) } ?? "")
    }

    /// "missed 5 refreshes (most 3)".
    var missedText: String {
        String(cFormat: "missed %ld refreshes", missedRefreshes)
            + (missedRefreshes > 0 ? String(cFormat: " (most %ld)", mostMissedRefreshes) : "")
    }

    /// "over budget 3 of 240": a count of frames always with the frames it is out of.
    static func overBudgetText(_ count: Int, of frames: Int) -> String {
        String(cFormat: "over budget %ld of %ld", count, frames)
    }

    /// The late frames by reason, in `Reason`'s order ("work over budget 1, presented late 2"); "no late frame"
    /// without one.
    var reasonsText: String {
        let counted = Reason.allCases.compactMap { reason in reasons[reason].map { (reason, $0) } }
        guard !counted.isEmpty else { return "no late frame" }
        return counted.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
    }
}

extension DisplayRefresh {
    /// "budget 16.7 ms (60 Hz, display-mode)": the budget with where it came from.
    var budgetText: String { String(cFormat: "budget %.1f ms (%.0f Hz, ", budget * 1000, hertz) + source + ")" }
}
