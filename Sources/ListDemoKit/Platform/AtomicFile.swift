import CLinux
import Glibc

/// Writes whole files so that readers see either the old file or the complete new one, never a
/// torn write. The path is resolved first (`FileTarget`): a symlink is written through to its
/// target, and anything but a regular file there is refused. The bytes go to a temporary file in
/// the target's folder (so the final rename stays on one file system and is atomic), are synced
/// to disk, then renamed over the target, and the folder is synced so the rename is durable too.
///
/// A write can also be told to replace only the version its caller knows (`Replacing.onlyKnown`): the
/// new file is swapped in atomically (`renameat2` with `RENAME_EXCHANGE`), which leaves exactly the
/// file it displaced at the temporary's name, and that file is checked *after* the swap: one another
/// program put there at any moment before it is swapped back and the write refused (`Changed`). So
/// nothing slips in between the check and the replace; readers may see the new file for the
/// microseconds before such a swap back. A program writing into the old file in place through a
/// descriptor it opened earlier can still land its bytes in it after the check; that window, the
/// check's read to the removal of the old version, is what remains. File systems without exchange
/// (some network and FUSE ones) check immediately before a plain rename instead.
///
/// Temporaries are named `.NAME.tmp-PID-N`; a process killed mid-write leaves one behind, which
/// `removeStaleTemporaries(of:)` clears once that process is gone.
enum AtomicFile {
    /// What a write may replace at its target.
    enum Replacing {
        /// Whatever regular file is there (a screenshot).
        case anything
        /// Only the version the caller last read or wrote: `isKnown` is given a path naming exactly the file the
        /// write displaced, or the target itself where exchange is not available, and says whether it is that version.
        /// Nothing there yet is always replaceable, and only while it stays so.
        case onlyKnown(isKnown: (String) -> Bool)
    }

    /// A write refused because, when it came to replace its target, the file there was not the version its caller
    /// knew (it was left or put back in place, and the write's own file removed).
    struct Changed: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path.quotedForMessage) changed on disk while it was being written: not replaced" }
    }

    /// Puts the file at `temporary` (`ours`) in `target`'s place only if the file there is the one `isKnown` accepts,
    /// or nothing is; otherwise leaves that file where it is and throws `Changed`. Either way `temporary` is gone.
    /// `exchanges: false` (the test hook `no-exchange`) answers as a file system without exchange does.
    static func replace(_ target: String, with temporary: String, ours: FileIdentity,
                                ifKnown isKnown: (String) -> Bool, path: String, exchanges: Bool) throws {
        if exchanges, renameat2(AT_FDCWD, temporary, AT_FDCWD, target, CLINUX_RENAME_EXCHANGE) == 0 {
            // `temporary` now names exactly the file the write displaced: nothing could come in between.
            if isKnown(temporary) {
                unlink(temporary)
                return
            }
            try putBack(temporary, at: target, ours: ours)
            throw Changed(path: path)
        }
        let code = exchanges ? errno : EINVAL
        switch code {
        case ENOENT:
            // Nothing there: it is created only while that stays so (a file made meanwhile is someone else's).
            if renameat2(AT_FDCWD, temporary, AT_FDCWD, target, CLINUX_RENAME_NOREPLACE) == 0 { return }
            let failure = errno
            unlink(temporary)
            if failure == EEXIST { throw Changed(path: path) }
            throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: failure)
        case EINVAL, ENOSYS, EOPNOTSUPP:
            // A file system that cannot exchange: the check right before a plain rename.
            guard isKnown(target) else {
                unlink(temporary)
                throw Changed(path: path)
            }
            guard rename(temporary, target) == 0 else {
                let failure = errno
                unlink(temporary)
                throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: failure)
            }
        default:
            unlink(temporary)
            throw PlatformError.posix("cannot write \(path.quotedForMessage)", errno: code)
        }
    }

    /// After an exchange displaced a file the caller did not know (now at `displaced`): swaps it back. What that
    /// brings out is the write's own file (`ours`), removed, unless yet another file arrived in between, which is
    /// kept aside as `<target>.changed-N`; with the target gone meanwhile, theirs goes back only where nothing is.
    private static func putBack(_ displaced: String, at target: String, ours: FileIdentity) throws {
        if renameat2(AT_FDCWD, displaced, AT_FDCWD, target, CLINUX_RENAME_EXCHANGE) == 0 {
            if FileIdentity(path: displaced)?.isSameFile(as: ours) == true {
                unlink(displaced)
            } else {
                _ = try keepAside(displaced, nextTo: target, suffix: "changed")
            }
            return
        }
        if renameat2(AT_FDCWD, displaced, AT_FDCWD, target, CLINUX_RENAME_NOREPLACE) == 0 { return }
        _ = try keepAside(displaced, nextTo: target, suffix: "changed")
    }

    /// Moves the file at `source` to `<base>.SUFFIX-N` with the first N not taken ("corrupt", "changed"), never
    /// replacing a file there; returns the new path.
    static func keepAside(_ source: String, nextTo base: String, suffix: String) throws -> String {
        for number in 1...999 {
            let kept = base + ".\(suffix)-\(number)"
            if renameat2(AT_FDCWD, source, AT_FDCWD, kept, CLINUX_RENAME_NOREPLACE) == 0 { return kept }
            switch errno {
            case EEXIST:
                continue
            case EINVAL, ENOSYS, EOPNOTSUPP:
                // No renameat2 flags here: link + unlink never replaces an existing file either.
                if link(source, kept) == 0 {
                    unlink(source)
                    return kept
                }
                switch errno {
                case EEXIST:
                    continue
                case EPERM, EXDEV, ENOSYS, EOPNOTSUPP, EMLINK:
                    // Nor hard links: rename to a name just seen free.
                    guard FileIdentity(path: kept) == nil else { continue }
                    guard rename(source, kept) == 0 else { throw PlatformError.posix("cannot rename it", errno: errno) }
                    return kept
                default:
                    throw PlatformError.posix("cannot keep it aside", errno: errno)
                }
            default:
                throw PlatformError.posix("cannot keep it aside", errno: errno)
            }
        }
        throw PlatformError("cannot keep it aside: \(base).\(suffix)-1 to -999 are all taken")
    }

    /// Removes the file at `path` (a symlink itself, not its target) only if it is the version `isKnown` accepts: it
    /// is renamed out of the way first, atomically, and checked under its new name; a file that is not that version
    /// is kept as `<path>.changed-N`, which is returned.
    static func remove(_ path: String, ifKnown isKnown: (String) -> Bool) throws -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let removing = folder + temporaryName(for: slash.map { String(path[path.index(after: $0)...]) } ?? path)
        guard renameat2(AT_FDCWD, path, AT_FDCWD, removing, CLINUX_RENAME_NOREPLACE) == 0 else {
            switch errno {
            case ENOENT:
                return nil
            case EINVAL, ENOSYS, EOPNOTSUPP:
                // No renameat2 flags: the check right before the unlink.
                guard isKnown(path) else { return try keepAside(path, nextTo: path, suffix: "changed") }
                guard unlink(path) == 0 || errno == ENOENT else { throw PlatformError.posix("cannot remove it", errno: errno) }
                return nil
            default:
                throw PlatformError.posix("cannot remove it", errno: errno)
            }
        }
        guard isKnown(removing) else { return try keepAside(removing, nextTo: path, suffix: "changed") }
        unlink(removing)
        return nil
    }

    /// The name `keepAside(_:nextTo:suffix:)` would give now.
    static func keptName(nextTo base: String, suffix: String) -> String {
        (1...999).lazy.map { base + ".\(suffix)-\($0)" }.first { FileIdentity(path: $0) == nil } ?? base + ".\(suffix)-1"
    }

    /// Refuses, before any work whose result `write` would store there, a path it could not write: empty, naming a
    /// folder, in a folder that does not exist or cannot be written, or leading to anything but a regular file.
    /// `role` names the path in the message ("--out").
    static func checkWritable(_ path: String, role: String) throws {
        guard !path.isEmpty else { throw PlatformError("\(role) is empty: name the file to write") }
        guard !path.hasSuffix("/") else {
            throw PlatformError("\(role) \(path.quotedForMessage) names a folder: name the file to write")
        }
        let target: FileTarget
        do { target = try FileTarget(resolving: path) } catch {
            throw PlatformError("\(role) \(path.quotedForMessage): \(error.reason)")
        }
        // The temporary is created in the folder and renamed over the target: the folder must be writable.
        guard access(target.folder, W_OK | X_OK) == 0 else {
            throw PlatformError.posix("\(role) \(path.quotedForMessage): cannot write in its folder", errno: errno)
        }
    }

    /// Removes temporaries this app left next to `path`'s target (`.NAME.tmp-PID-N`, regular
    /// files only) whose process is no longer running; anything else is never touched.
    static func removeStaleTemporaries(of path: String) {
        guard let target = try? FileTarget(resolvingAnything: path), let folder = opendir(target.folder) else { return }
        defer { closedir(folder) }
        let prefix = "." + target.name + ".tmp-"
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix) else { continue }
            let suffix = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard suffix.count == 2, let pid = pid_t(suffix[0]), pid > 0, UInt32(suffix[1]) != nil,
                  suffix.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                  !isRunning(pid) else { continue }
            let stale = target.folder + "/" + name
            if FileIdentity(path: stale)?.kind == .regular { unlink(stale) }
        }
    }

    /// The temporary's name for a file called `name`, unique to this process and write.
    static func temporaryName(for name: String) -> String {
        ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Whether a process with this id exists (a live process we may not signal counts).
    /// Whether a process `pid` exists (one of another user's counts: it cannot be signalled, but it is there).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
