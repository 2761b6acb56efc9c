import ArgumentParser

/// `listdemo report TRACE.jsonl --out FILE.png`: the overlay's plots for every gesture of a trace,
/// with frame-interval and work histograms, drawn into one PNG; `--json` prints the figures instead or as well;
/// `--perfetto FILE.json`: the trace for Perfetto UI and chrome://tracing.
struct ReportCommand: ParsableCommand {
    /// The word after `listdemo` that runs it.
    static let name = "report"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Draws a PNG report of a trace: every gesture against its ideal curve, frame timings; "
            + "or writes the trace for Perfetto UI.",
        discussion: """
            EXAMPLES:
              listdemo snap --headless --script fling.txt --trace t.jsonl
              listdemo report t.jsonl --out report.png
              listdemo report t.jsonl --json > figures.json
              listdemo report t.jsonl --perfetto t.json   (open in ui.perfetto.dev)

            EXIT STATUS: 0 written, 1 the trace not read or a file not written,
            2 a usage error.
            """)

    @Argument(help: ArgumentHelp("The trace written by --trace (JSON Lines).", valueName: "trace"))
    var trace: String

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file.png"))
    var out: String?

    @Flag(help: "Print the figures as one JSON object on standard output (keys in docs/TRACE.md).")
    var json = false

    @Option(help: ArgumentHelp("The Trace Event Format file to write, for ui.perfetto.dev or chrome://tracing.",
                               valueName: "file.json"))
    var perfetto: String?

    /// A report writes something: a PNG, the JSON, the export, or any of them together.
    func validate() throws {
        guard out != nil || json || perfetto != nil else {
            throw ValidationError("name what to write: --out FILE.png, --json, --perfetto FILE.json, or more than one")
        }
    }

    var options: ReportOptions { ReportOptions(trace: trace, out: out, json: json, perfetto: perfetto) }
}

extension ReportOptions {
    /// The report reads the trace and writes the PNG and the export: no two may be one file.
    func checkDistinctFiles() throws(PlatformError) {
        var roles = [FileRole(name: "the trace", path: trace, isOutput: false)]
        if let out { roles.append(FileRole(name: "--out", path: out, isOutput: true)) }
        if let perfetto { roles.append(FileRole(name: "--perfetto", path: perfetto, isOutput: true)) }
        try FileRole.checkDistinct(roles)
    }
}
