extension Script {
    /// The files the script's `screenshot` commands write, with their line numbers.
    var screenshotPaths: [(line: Int, path: String)] {
        commands.compactMap { command in
            if case .screenshot(let path) = command.action { return (command.line, path) }
            return nil
        }
    }
}
