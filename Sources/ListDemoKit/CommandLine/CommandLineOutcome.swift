/// What the command line asks for: a run with these options, the help text, or a one-line complaint.
public enum CommandLineOutcome: Equatable, Sendable {
    /// Start the app with these options.
    case run(ListDemoOptions)
    /// Draw the report of a trace (`listdemo report TRACE --out PNG`).
    case report(ReportOptions)
    /// Print this text to standard output and exit 0 (`--help`).
    case help(String)
    /// Print this single line to standard error and exit non-zero.
    case failure(String)
}
