/// A command-line problem in one line that names the flag (or scene) and what is wrong with it.
struct CommandLineError: Error, CustomStringConvertible, Sendable {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
