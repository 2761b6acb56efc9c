import ScrollCore

extension ScriptAction {
    /// The action a cut line describes, checking its arguments against the verb.
    init(_ verb: ScriptVerb, _ line: ScriptLine, number: Int) throws(ScriptError) {
        let read = ScriptArgumentReader(verb: verb, line: number)
        let words = line.arguments
        switch verb {
        case .wheel:
            self = .wheel(notches: try read.number(read.single(words), in: InputLimits.wheelNotches, what: "notches"))
        case .pan:
            self = .pan(points: try read.number(read.single(words), in: InputLimits.panDistance, what: "points"))
        case .drag:
            guard words.count == 3 || (words.count == 5 && words[3] == "hold") else { throw read.shapeError }
            let from = try read.point(words[0])
            let to = try read.point(words[1])
            let duration = try read.seconds(words[2], what: "duration")
            let hold = words.count == 5 ? try read.seconds(words[4], what: "hold") : nil
            self = .drag(from: from, to: to, duration: duration, hold: hold)
        case .press:
            self = .press(try read.point(read.single(words)))
        case .move:
            self = .move(try read.point(read.single(words)))
        case .release:
            self = .release(try read.point(read.single(words)))
        case .click:
            self = .click(try read.point(read.single(words)))
        case .rightClick:
            self = .rightClick(try read.point(read.single(words)))
        case .middleClick:
            self = .middleClick(try read.point(read.single(words)))
        case .key:
            let chord = try read.single(words)
            do {
                self = .key(try KeyChord(parsing: chord))
            } catch {
                throw read.problem(error.description)
            }
        case .type:
            guard let text = line.verbatimText else { throw read.shapeError }
            self = .typeText(text)
        case .scrollTo:
            guard words.count == 3 || (words.count == 4 && words[3] == "animated") else { throw read.shapeError }
            let indexPath = try Self.indexPath(words, read)
            guard let position = ScrollPosition(rawValue: words[2]) else {
                let choices = ScrollPosition.allCases.map(\.rawValue).joined(separator: ", ")
                throw read.problem("unknown position \(words[2].quotedForMessage) (choose \(choices))")
            }
            self = .scrollTo(indexPath, position: position, animated: words.count == 4)
        case .insert:
            guard words.count == 2 else { throw read.shapeError }
            self = .insert(try Self.indexPath(words, read))
        case .delete:
            guard words.count == 2 else { throw read.shapeError }
            self = .delete(try Self.indexPath(words, read))
        case .resize:
            self = .resize(try Self.windowSize(read.single(words), read))
        case .overlay:
            let state = try read.single(words)
            guard state == "on" || state == "off" else { throw read.shapeError }
            self = .overlay(isOn: state == "on")
        case .overlayPause:
            guard words.isEmpty else { throw read.shapeError }
            self = .overlayPause
        case .overlayStep:
            self = .overlayStep(frames: try read.wholeNumber(read.single(words), in: InputLimits.overlayStep, what: "frames"))
        case .physics:
            let name = try read.single(words)
            guard ScrollPhysics.named(name) != nil else {
                throw read.problem("unknown preset \(name.quotedForMessage) (choose \(ScrollPhysics.presetNames))")
            }
            self = .physics(name: name)
        case .screenshot:
            self = .screenshot(path: try read.single(words))
        case .stall:
            self = .stall(seconds: try read.number(read.single(words), in: InputLimits.stall, what: "the stall",
                                                   unit: "seconds"))
        case .quit:
            guard words.isEmpty else { throw read.shapeError }
            self = .quit
        case .access:
            self = .access(try Self.accessAction(line, read))
        }
    }

    /// The "SECTION ROW" pair that starts the arguments of scroll-to, insert and delete (and of `access`'s row actions).
    static func indexPath(_ words: [String], _ read: ScriptArgumentReader) throws(ScriptError) -> ListIndexPath {
        let section = try read.index(words[0], what: "section")
        return ListIndexPath(row: try read.index(words[1], what: "row"), section: section)
    }

    /// The "WxH" of resize, with the same limits as `--size`.
    private static func windowSize(_ word: String, _ read: ScriptArgumentReader) throws(ScriptError) -> Size {
        do {
            return try Size(parsing: word)
        } catch {
            switch error {
            case .malformed:
                throw read.shapeError
            case .outOfRange:
                throw read.problem("size must be \(Size.windowRangeDescription) (got \(word.quotedForMessage))")
            }
        }
    }
}
