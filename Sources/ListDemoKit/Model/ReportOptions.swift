/// What `listdemo report` is asked to do.
public struct ReportOptions: Equatable, Sendable {
    /// The trace to read (JSON Lines, as `--trace` writes it).
    public var trace: String
    /// The PNG to write, if any.
    public var out: String?
    /// Whether to print the figures as one JSON object on standard output (`--json`).
    public var json = false
    /// The Trace Event Format file to write (`--perfetto`), if any.
    public var perfetto: String? = nil
}
