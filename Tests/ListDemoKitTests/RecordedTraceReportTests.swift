import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// A run's trace reports whatever the run wrote: `--record`'s `recording` record is one of the trace's declared
    /// records (it was written under a literal name the report refused: "unknown record 'recording'").
    @Suite struct RecordedTraceReportTests {
        @Test func theTraceOfARecordedRunReports() throws {
            let folder = try TestFolder()
            try Data("0.2 drag 240,600 240,300 0.1\n1 quit\n".utf8).write(to: URL(fileURLWithPath: folder.path("s.txt")))
            let environment = ExecutableRun.cleanEnvironment(["SDL_VIDEODRIVER": "dummy"])
            let run = try ExecutableRun(["snap", "--headless", "--script", "s.txt", "--trace", "t.jsonl", "--record", "r.png"],
                                        environment: environment, in: folder.url, limit: .seconds(60))
            #expect(run.exited && run.status == 0, "\(run.errors)")
            let trace = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder.path("t.jsonl"))), as: UTF8.self)
            #expect(trace.contains(#"{"event":"recording""#))
            let report = try ExecutableRun(["report", "t.jsonl", "--json"], environment: environment, in: folder.url,
                                           limit: .seconds(60))
            #expect(report.exited && report.status == 0 && report.errorLines.isEmpty, "\(report.errors)")
        }
    }
}
