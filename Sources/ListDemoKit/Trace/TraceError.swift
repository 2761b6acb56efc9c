/// A trace file problem in one line that names the file: `trace: cannot write 'out/t.jsonl': No space left on device`.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The whole message, `trace:` prefix included.
    public let description: String

    /// An error with this one-line message.
    public init(_ description: String) {
        self.description = description
    }
}
