import ScrollCore

/// When a list snaps, as the app spells it wherever it is written or read (`--snap`, `--compare`'s feels, a trace's
/// `feel` record): a `SnapTiming`'s name, or "off" for never.
struct SnapChoice: Equatable {
    var timing: SnapTiming?

    /// The words: "rest, projected, off".
    static let words = "rest, projected, off"

    init(timing: SnapTiming?) {
        self.timing = timing
    }

    /// The choice `word` names; nil when it names none.
    init?(word: String) {
        if word == "off" {
            self.init(timing: nil)
        } else if let timing = SnapTiming(rawValue: word) {
            self.init(timing: timing)
        } else {
            return nil
        }
    }

    /// How it is spelt.
    var word: String { timing?.rawValue ?? "off" }
}
