import ScrollCore

/// Readers for the numeric and path values of flags, each failing with a message that names the flag.
enum CommandLineValue {
    /// A whole number in `range`, e.g. `--fps` in `InputLimits.framesPerSecond`.
    static func wholeNumber(_ text: String, flag: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            let bounds = range.upperBound == .max
                ? "of at least \(range.lowerBound)"
                : "from \(range.lowerBound) to \(range.upperBound)"
            throw CommandLineError("\(flag) must be a whole number \(bounds) (got \(text.quotedForMessage))")
        }
        return number
    }

    /// A seed for the random number generator: any 64-bit unsigned number, so every generator state is reachable.
    static func seed(_ text: String, flag: String) throws(CommandLineError) -> UInt64 {
        guard let seed = UInt64(text) else {
            throw CommandLineError("\(flag) must be a whole number from 0 to \(UInt64.max) (got \(text.quotedForMessage))")
        }
        return seed
    }

    /// A number of seconds in `range`, e.g. `--duration 2.5`.
    static func seconds(_ text: String, flag: String, in range: NumberRange) throws(CommandLineError) -> Double {
        guard let seconds = Double(text), range.contains(seconds) else {
            throw CommandLineError("\(flag) must be a number of seconds \(range) (got \(text.quotedForMessage))")
        }
        return seconds
    }

    /// A file path; only the empty path is refused here, the file itself is checked when it is used.
    static func path(_ text: String, flag: String) throws(CommandLineError) -> String {
        guard !text.isEmpty else {
            throw CommandLineError("\(flag) needs a file path (got an empty one)")
        }
        return text
    }

    /// `--record`'s file, whose name says its format (`RecordingFormat`); other names are refused rather than given a
    /// format they do not say.
    static func recording(_ text: String, flag: String) throws(CommandLineError) -> String {
        let path = try path(text, flag: flag)
        guard RecordingFormat(path: path) != nil else {
            throw CommandLineError("\(flag) \(path.quotedForMessage): name a file ending in \(RecordingFormat.extensions)")
        }
        return path
    }

    /// `--scale`: "auto" or a number of pixels per point in `InputLimits.scale` on a `scaleStep` ("1.5"; not "3.7",
    /// "0", "nan" or "1e300").
    static func scale(_ text: String, flag: String) throws(CommandLineError) -> ScaleOption {
        if text == "auto" { return .auto }
        guard let factor = Double(text), DisplayScale.isAllowed(factor) else {
            throw CommandLineError("\(flag) must be auto or a number \(InputLimits.scale) in steps of "
                                   + "\(InputLimits.scaleStep) (got \(text.quotedForMessage))")
        }
        return .fixed(factor)
    }

    /// `--snap`: when a released list snaps (`SnapTiming`'s names), or "off" for never.
    static func snap(_ text: String, flag: String) throws(CommandLineError) -> SnapTiming? {
        guard let choice = SnapChoice(word: text) else {
            throw CommandLineError("unknown \(flag) value \(text.quotedForMessage) (choose \(SnapChoice.words))")
        }
        return choice.timing
    }


    /// A window size "WxH".
    static func size(_ text: String, flag: String) throws(CommandLineError) -> Size {
        do {
            return try Size(parsing: text)
        } catch {
            switch error {
            case .malformed:
                throw CommandLineError("\(flag) must look like WxH, e.g. 480x800 (got \(text.quotedForMessage))")
            case .outOfRange:
                throw CommandLineError("\(flag) must be \(Size.windowRangeDescription) (got \(text.quotedForMessage))")
            }
        }
    }
}

extension CommandLineValue {
    /// The longest font family name read, in bytes (UTF-8): fontconfig's names are a few dozen characters, and a
    /// count of characters would let one character of 60,000 combining marks into the pattern and the cache's key.
    static let longestFontFamily = 200

    /// `--font` or `LISTDEMO_FONT` (`source`): `desktop`, `bundled` or a family name.
    static func font(_ text: String, source: String) throws(CommandLineError) -> FontChoice {
        switch text {
        case "desktop": return .desktop
        case "bundled": return .bundled
        default:
            // A name goes into a fontconfig pattern as it is; control characters and overlong text never
            // name a font.
            guard !text.isEmpty, text.utf8.count <= longestFontFamily,
                  !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw CommandLineError("\(source) must be desktop, bundled or a font family such as 'Noto Sans' "
                                       + "(fc-list : family lists them; at most \(longestFontFamily) bytes; "
                                       + "got \(text.quotedForMessage))")
            }
            return .family(text)
        }
    }

    /// The font `LISTDEMO_FONT` in `environment` chooses, nil when it is unset or empty.
    static func font(environment: [String: String]) throws(CommandLineError) -> FontChoice? {
        guard let text = environment[FontChoice.environmentVariable], !text.isEmpty else { return nil }
        return try font(text, source: FontChoice.environmentVariable)
    }
}
