/// A script problem as one line: `script:7: unknown verb 'whee'`, or `script: cannot read 'x': reason` for the file.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line the problem is on, or nil when it concerns the whole file.
    public var line: Int?
    /// What is wrong, without the `script:` prefix.
    public var problem: String

    /// A problem on a 1-based line, or with the whole file when `line` is nil.
    public init(line: Int?, _ problem: String) {
        self.line = line
        self.problem = problem
    }

    /// `script:LINE: problem`, or `script: problem` without a line.
    public var description: String {
        if let line {
            return "script:\(line): \(problem)"
        }
        return "script: \(problem)"
    }
}
