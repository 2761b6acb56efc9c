/// One parsed script line: when it happens, where it was written, and what it does.
public struct ScriptCommand: Hashable, Sendable {
    /// Seconds from the start of the run; never earlier than the command before.
    public var time: Double
    /// The 1-based line number in the script, for messages about this command.
    public var line: Int
    /// What the line does.
    public var action: ScriptAction

    /// A command from its parts; `Script.parse(_:)` makes these from text.
    public init(time: Double, line: Int, action: ScriptAction) {
        self.time = time
        self.line = line
        self.action = action
    }
}
