/// An input script: timed commands that drive a run, one per line (docs/SCRIPTS.md).
///
/// Each line is `<seconds> <verb> <arguments>`, words separated by spaces or tabs; blank lines are skipped; times are
/// in `InputLimits.scriptTime` and never go backwards; a drag starts no earlier than the previous drag's release (a
/// script has one pointer); every problem is reported as one `script:LINE: problem` line.
/// `#` starts a comment running to the end of the line, wherever it stands, except in the text of `type`: that is
/// the rest of the line after one space, verbatim, so `type C# rocks` types "C# rocks" and a `type` line has no
/// comment.
public struct Script: Hashable, Sendable {
    /// The commands in file order, which is also time order.
    public var commands: [ScriptCommand]

    /// A script from commands already in time order, e.g. built by a test.
    public init(commands: [ScriptCommand]) {
        self.commands = commands
    }

    /// Parses script text. Line breaks are "\n" or "\r\n"; a leading byte-order mark is ignored; control characters
    /// other than tab are refused, since they only appear in binary files or by accident.
    public static func parse(_ text: String) throws(ScriptError) -> Script {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" {
            scalars.removeFirst()
        }
        var commands: [ScriptCommand] = []
        /// The last drag's line and when it releases: a script has one pointer, so drags may not overlap.
        var lastDrag: (line: Int, end: Double)?
        for (offset, rawLine) in scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = rawLine.last == "\r" ? rawLine.dropLast() : rawLine
            if let control = line.first(where: { $0 != "\t" && $0.properties.generalCategory == .control }) {
                throw ScriptError(line: number, "control character \(control.codePoint) is not allowed (binary file?)")
            }
            guard let words = try ScriptLine(line, number: number) else { continue }
            let time = try readTime(words.time, line: number)
            if let previous = commands.last, time < previous.time {
                throw ScriptError(line: number, "time \(time) is earlier than the previous command (\(previous.time))")
            }
            guard let verb = ScriptVerb(rawValue: words.verb) else {
                throw ScriptError(line: number, "unknown verb \(words.verb.quotedForMessage)")
            }
            let action = try ScriptAction(verb, words, number: number)
            if case .drag(_, _, let duration, let hold) = action {
                if let lastDrag, time < lastDrag.end - Self.dragEndTolerance {
                    throw ScriptError(line: number, "drag at \(time) starts before the drag on line \(lastDrag.line) "
                                      + "releases (\(lastDrag.end)); a script has one pointer")
                }
                lastDrag = (number, time + duration + (hold ?? 0))
            }
            commands.append(ScriptCommand(time: time, line: number, action: action))
        }
        return Script(commands: commands)
    }

    /// How much earlier than the previous drag's computed release a drag may start: "0.1 drag ... 0.2" releases at
    /// 0.30000000000000004, yet "0.3 drag" means right after it. A nanosecond is far above the rounding of times up
    /// to a day and far below any frame interval.
    static let dragEndTolerance = 1e-9

    /// The time word: a number of seconds in `InputLimits.scriptTime`.
    private static func readTime(_ word: String, line: Int) throws(ScriptError) -> Double {
        guard let time = Double(word) else {
            throw ScriptError(line: line, "time \(word.quotedForMessage) is not a number")
        }
        guard time.isFinite else {
            throw ScriptError(line: line, "time \(word.quotedForMessage) is not a finite number")
        }
        guard time >= 0 else {
            throw ScriptError(line: line, "negative time \(word)")
        }
        guard InputLimits.scriptTime.contains(time) else {
            throw ScriptError(line: line, "time must be \(InputLimits.scriptTime) seconds (got \(word.quotedForMessage))")
        }
        return time
    }
}

extension Unicode.Scalar {
    /// "U+001B", the way Unicode names a code point.
    fileprivate var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
