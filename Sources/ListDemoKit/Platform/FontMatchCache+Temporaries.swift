import Glibc

/// The cache's temporary files, `.font-match.<PID>.XXXXXX` beside it: a start killed between making one and renaming it
/// over the cache leaves it behind, so each write first removes those whose process has ended or that are older than
/// `staleAge` (a PID can be used again by another process; a write takes microseconds), as `AtomicFile` clears its own.
extension FontMatchCache {
    /// What every temporary's name starts with.
    static let temporaryPrefix = ".font-match."
    /// A temporary older than this (seconds) is stale whatever its PID says.
    static let staleAge = 60

    /// Removes the stale temporaries in `folder`: regular files named exactly as `write` names them.
    static func removeStaleTemporaries(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let now = time(nil)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = temporaryOwner(name) else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            if !AtomicFile.isRunning(pid) || now - info.st_mtim.tv_sec > staleAge { unlink(path) }
        }
    }

    /// The PID in a temporary's name (`.font-match.<PID>.`, the PID as `write` prints it, then mkstemp's six letters and
    /// digits), nil for any other name.
    static func temporaryOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix(temporaryPrefix) else { return nil }
        let parts = name.dropFirst(temporaryPrefix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].utf8.count == 6,
              parts[1].unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }),
              parts[0].first != "0", parts[0].utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }
}
