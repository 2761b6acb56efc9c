@testable import ListDemoKit

extension TraceFile {
    /// Every record of the trace at `path`, kept (the report itself keeps none): for tests that look at the lines.
    static func lines(_ path: String) throws -> [TraceLine] {
        var lines: [TraceLine] = []
        try read(path) { line, _ in lines.append(line) }
        return lines
    }
}

extension TraceAnalysis {
    /// The analysis of `lines`, fed one at a time as the report's reader feeds them.
    init(_ lines: [TraceLine]) {
        self.init()
        for line in lines { add(line) }
        finish()
    }
}
