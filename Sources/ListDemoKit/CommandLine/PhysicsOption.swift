import ScrollCore

/// Reading `--physics NAME` and `--compare A,B`: names of `ScrollPhysics.presets` and, in `--compare`, snap timings,
/// each failing with one line that names the flag, the value and every valid name.
enum PhysicsOption {
    /// The valid names in cycle order, for help text and error messages: "uikit, android, …".
    static var choiceList: String { ScrollPhysics.presetNames }

    /// The preset called `text`, as `--physics` (or `flag`) spells it.
    static func preset(_ text: String, flag: String) throws(CommandLineError) -> ScrollPhysics {
        guard let physics = ScrollPhysics.named(text) else {
            throw CommandLineError("unknown \(flag) preset \(text.quotedForMessage) (choose \(choiceList))")
        }
        return physics
    }

    /// How `--compare`'s halves are written, for error messages.
    static let feelForms = "a preset, a snap timing (\(SnapChoice.words)) or PRESET:TIMING"

    /// The two feels of `--compare A,B`: exactly two halves separated by one comma, each a preset (`uikit`), a snap
    /// timing (`rest`) or both (`uikit:rest`); the same feel twice is allowed (it shows the two lists agree).
    static func comparison(_ text: String, flag: String) throws(CommandLineError) -> FeelChoices {
        let halves = text.split(separator: ",", omittingEmptySubsequences: false)
        guard halves.count == 2 else {
            throw CommandLineError("\(flag) needs two feels separated by a comma, each \(feelForms), e.g. uikit,android, "
                                   + "rest,projected or uikit:rest,android:projected (got \(text.quotedForMessage))")
        }
        return FeelChoices(left: try feel(String(halves[0]), half: "left", flag: flag),
                           right: try feel(String(halves[1]), half: "right", flag: flag))
    }

    /// One half of `--compare`: `PRESET`, `TIMING` or `PRESET:TIMING`.
    private static func feel(_ text: String, half: String, flag: String) throws(CommandLineError) -> FeelChoice {
        guard !text.isEmpty else {
            throw CommandLineError("\(flag)'s \(half) half is empty: a feel is \(feelForms)")
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1:
            if let physics = ScrollPhysics.named(text) { return FeelChoice(physics: physics) }
            if let snap = SnapChoice(word: text) { return FeelChoice(snap: snap) }
            throw CommandLineError("unknown \(flag) feel \(text.quotedForMessage): a preset (\(choiceList)) "
                                   + "or a snap timing (\(SnapChoice.words))")
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
            guard let physics = ScrollPhysics.named(parts[0]) else {
                throw CommandLineError("unknown \(flag) preset \(parts[0].quotedForMessage) in \(text.quotedForMessage), "
                                       + "written PRESET:TIMING (choose \(choiceList))")
            }
            guard let snap = SnapChoice(word: parts[1]) else {
                throw CommandLineError("unknown \(flag) snap timing \(parts[1].quotedForMessage) in "
                                       + "\(text.quotedForMessage) (choose \(SnapChoice.words))")
            }
            return FeelChoice(physics: physics, snap: snap)
        default:
            throw CommandLineError("\(flag)'s \(half) half \(text.quotedForMessage) is not a feel: a feel is \(feelForms)")
        }
    }
}

/// One half of `--compare` as written: what it names, nil for what it leaves to the rest of the command line.
struct FeelChoice: Equatable {
    var physics: ScrollPhysics?
    var snap: SnapChoice?
}

/// `--compare`'s two halves as written, before what they leave out is filled in.
struct FeelChoices: Equatable {
    var left: FeelChoice
    var right: FeelChoice

    /// The feels the halves run with: a half that names no preset moves with `physics` (`--physics`; nil:
    /// `ScrollPhysics.default`), one that names no snap timing snaps as `snap` (`--snap`) says.
    func resolved(physics: ScrollPhysics?, snap: SnapTiming?) -> FeelComparison {
        func feel(_ choice: FeelChoice) -> Feel {
            Feel(physics: choice.physics ?? physics ?? .default,
                 snap: (choice.snap ?? SnapChoice(timing: snap)).timing)
        }
        return FeelComparison(left: feel(left), right: feel(right))
    }
}
