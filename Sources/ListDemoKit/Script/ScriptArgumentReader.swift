/// Reads the argument words of one verb on one line; every failure names the verb and the line.
struct ScriptArgumentReader {
    let verb: ScriptVerb
    let line: Int

    /// The arguments have the wrong number or shape: show how they are written.
    var shapeError: ScriptError {
        ScriptError(line: line, verb.usageProblem)
    }

    /// A specific problem with one argument, e.g. "drag: 'x' is not a number".
    func problem(_ text: String) -> ScriptError {
        ScriptError(line: line, "\(verb.rawValue): \(text)")
    }

    /// The one word a verb takes, or the usage when there are more or fewer.
    func single(_ words: [String]) throws(ScriptError) -> String {
        guard words.count == 1 else { throw shapeError }
        return words[0]
    }

    /// Any finite number: NaN and infinities would poison every position computed from them.
    func number(_ word: String) throws(ScriptError) -> Double {
        guard let number = Double(word) else { throw problem("\(word.quotedForMessage) is not a number") }
        guard number.isFinite else { throw problem("\(word.quotedForMessage) is not a finite number") }
        return number
    }

    /// A finite number of seconds greater than 0, named `what` in messages ("duration", "hold").
    func seconds(_ word: String, what: String) throws(ScriptError) -> Double {
        let seconds = try number(word)
        guard seconds > 0 else { throw problem("\(what) must be greater than 0 seconds (got \(word))") }
        return seconds
    }

    /// "X,Y" with finite numbers, no spaces.
    func point(_ word: String) throws(ScriptError) -> ScriptPoint {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw problem("\(word.quotedForMessage) is not a point X,Y")
        }
        return ScriptPoint(x: x, y: y)
    }

    /// A section or row number, 0 or more; whether it exists is the data source's business.
    func index(_ word: String, what: String) throws(ScriptError) -> Int {
        guard let index = Int(word), index >= 0 else {
            throw problem("\(what) must be a whole number of at least 0 (got \(word.quotedForMessage))")
        }
        return index
    }
}
