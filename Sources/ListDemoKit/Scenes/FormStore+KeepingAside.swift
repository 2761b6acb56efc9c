/// Keeping files aside rather than losing them: an unreadable file is renamed to `<file>.corrupt-N` before anything
/// replaces it, and a file changed on disk to `<file>.changed-N` (`FormStore`'s writes decide when).
extension FormStore {
    /// Before `file` is written: an unreadable file still in its place is moved aside first, or the write is refused.
    mutating func setAsideIfUnreadable(_ file: String) throws {
        guard let reason = unreadable[file] else { return }
        do {
            _ = try setAside(file, suffix: "corrupt")
            unreadable[file] = nil
            known[file] = .missing
        } catch {
            throw PlatformError("will not replace \(file.quotedForMessage), which could not be read (\(reason)): \(error)")
        }
    }

    /// The first `<target>.SUFFIX-N` not taken for `file`'s target.
    func keptName(_ file: String, suffix: String) throws -> String {
        AtomicFile.keptName(nextTo: try FileTarget(resolvingAnything: file).path, suffix: suffix)
    }

    /// Renames `file`'s target to `<target>.SUFFIX-N` with the first N not taken ("corrupt", "changed"); returns the
    /// new path.
    func setAside(_ file: String, suffix: String) throws -> String {
        let target = try FileTarget(resolvingAnything: file)
        guard target.existing != nil else { return "(it is gone)" }
        return try AtomicFile.keepAside(target.path, nextTo: target.path, suffix: suffix)
    }
}
