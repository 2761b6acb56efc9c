/// What `listdemo report` is asked to do.
public struct ReportOptions: Equatable, Sendable {
    /// The trace to read (JSON Lines, SPEC §2.4).
    public var trace: String
    /// The PNG to write.
    public var out: String
}
