/// A file a run reads or writes, named the way a message names it ("--trace", "the form's draft").
struct FileRole {
    let name: String
    let path: String
    let isOutput: Bool
    /// Whether only the path counts: a file the run makes new or replaces by name (the form's lock, the font cache), so
    /// another name of the file found there is no clash — what is at the path is left alone when it is not the run's.
    var byPathOnly = false

    /// Refuses an output among `roles` that is the same file as an input or another output, before anything is
    /// written: `--trace X --script X` would overwrite the script, `--screenshot X --trace X` would lose the trace.
    /// Paths are compared with every symlink resolved (so `./x`, `x` and a link to it are one file), and files that
    /// already exist also by device and inode (so hard links are too).
    static func checkDistinct(_ roles: [FileRole]) throws(PlatformError) {
        let files = roles.map(ResolvedFile.init)
        for later in roles.indices {
            for earlier in roles.indices where earlier < later && (roles[earlier].isOutput || roles[later].isOutput) {
                guard files[earlier].isSameFile(as: files[later]) else { continue }
                let (first, second) = (roles[earlier], roles[later])
                throw PlatformError(
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

    init(_ role: FileRole) {
        if let target = try? FileTarget(resolvingAnything: role.path) {
            path = target.path
            identity = role.byPathOnly ? nil : target.existing
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
