extension ListDemoOptions {
    /// A file the run reads or writes, named the way a message names it.
    struct FileRole {
        let name: String
        let path: String
        let isOutput: Bool
    }

    /// Every file the run may read or write: the script it reads; the form's save file and its draft (the menu can
    /// always open the form; with `--compare`, the right half's too), the trace, the screenshot and `scriptScreenshots`, the script's `screenshot` paths with
    /// their line numbers, which it writes.
    func fileRoles(scriptScreenshots: [(line: Int, path: String)] = []) -> [FileRole] {
        var roles: [FileRole] = []
        if let script { roles.append(FileRole(name: "--script", path: script, isOutput: false)) }
        roles.append(FileRole(name: "--save-to", path: saveTo, isOutput: true))
        roles.append(FileRole(name: "the form's draft", path: saveTo + ".draft", isOutput: true))
        if compare != nil {
            // The right half's form keeps a file of its own.
            let right = rightHalfSaveTo
            roles.append(FileRole(name: "the right half's form file", path: right, isOutput: true))
            roles.append(FileRole(name: "the right half's draft", path: right + ".draft", isOutput: true))
        }
        if let trace { roles.append(FileRole(name: "--trace", path: trace, isOutput: true)) }
        if let screenshot { roles.append(FileRole(name: "--screenshot", path: screenshot, isOutput: true)) }
        for (line, path) in scriptScreenshots {
            roles.append(FileRole(name: "script:\(line) screenshot", path: path, isOutput: true))
        }
        return roles
    }

    /// Refuses, before anything is written, an output that is the same file as an input or as another output:
    /// `--trace X --script X` would overwrite the script, `--screenshot X --trace X` would lose the trace. Paths are
    /// compared with every symlink resolved (so `./x`, `x` and a link to it are one file), and files that already
    /// exist also by device and inode (so hard links are too).
    func checkDistinctFiles(scriptScreenshots: [(line: Int, path: String)] = []) throws(CommandLineError) {
        try Self.checkDistinct(fileRoles(scriptScreenshots: scriptScreenshots))
    }

    /// Refuses an output among `roles` that is the same file as an input or another output (see `checkDistinctFiles`).
    static func checkDistinct(_ roles: [FileRole]) throws(CommandLineError) {
        let files = roles.map(ResolvedFile.init)
        for later in roles.indices {
            for earlier in roles.indices where earlier < later && (roles[earlier].isOutput || roles[later].isOutput) {
                guard files[earlier].isSameFile(as: files[later]) else { continue }
                let (first, second) = (roles[earlier], roles[later])
                throw CommandLineError(
                    "\(second.name) \(second.path.quotedForMessage) is the same file as \(first.name) "
                        + "\(first.path.quotedForMessage): refusing to \(first.isOutput ? "write both" : "overwrite it")")
            }
        }
    }
}

/// A path as the file it names: resolved, and the file's identity when it exists.
private struct ResolvedFile {
    let path: String
    let identity: FileIdentity?

    init(_ role: ListDemoOptions.FileRole) {
        if let target = try? FileTarget(resolvingAnything: role.path) {
            path = target.path
            identity = target.existing
        } else {
            // A folder that does not exist yet: compare the words as given.
            path = role.path
            identity = nil
        }
    }

    func isSameFile(as other: ResolvedFile) -> Bool {
        if path == other.path { return true }
        guard let identity, let otherIdentity = other.identity else { return false }
        return identity.isSameFile(as: otherIdentity)
    }
}
