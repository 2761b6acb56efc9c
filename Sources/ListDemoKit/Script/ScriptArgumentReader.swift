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

    /// A number in `range`, named `what` in messages ("notches") and counted in `unit` ("seconds"). NaN and infinities
    /// are refused first by name, since they would poison every position computed from them; then anything outside
    /// the range.
    func number(_ word: String, in range: NumberRange, what: String, unit: String? = nil) throws(ScriptError) -> Double {
        guard let number = Double(word) else { throw problem("\(word.quotedForMessage) is not a number") }
        guard number.isFinite else { throw problem("\(word.quotedForMessage) is not a finite number") }
        guard range.contains(number) else {
            let bounds = unit.map { "\(range) \($0)" } ?? "\(range)"
            throw problem("\(what) must be \(bounds) (got \(word.quotedForMessage))")
        }
        return number
    }

    /// A number of seconds in `InputLimits.gestureTime`, named `what` in messages ("duration", "hold").
    func seconds(_ word: String, what: String) throws(ScriptError) -> Double {
        try number(word, in: InputLimits.gestureTime, what: what, unit: "seconds")
    }

    /// "X,Y" with finite numbers, no spaces, each in `InputLimits.coordinate`.
    func point(_ word: String) throws(ScriptError) -> Point {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw problem("\(word.quotedForMessage) is not a point X,Y")
        }
        let range = InputLimits.coordinate
        guard range.contains(x), range.contains(y) else {
            throw problem("coordinates must be \(range) (got \(word.quotedForMessage))")
        }
        return Point(x: x, y: y)
    }

    /// A whole number in `range`, with or without its sign ("+3", "-3"), named `what` in messages ("frames").
    func wholeNumber(_ word: String, in range: ClosedRange<Int>, what: String) throws(ScriptError) -> Int {
        guard let number = Int(word), range.contains(number) else {
            throw problem("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound) "
                          + "(got \(word.quotedForMessage))")
        }
        return number
    }

    /// A section or row number in `InputLimits.index`; whether it exists is the data source's business.
    func index(_ word: String, what: String) throws(ScriptError) -> Int {
        let range = InputLimits.index
        guard let index = Int(word), range.contains(index) else {
            throw problem("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound) "
                          + "(got \(word.quotedForMessage))")
        }
        return index
    }
}
