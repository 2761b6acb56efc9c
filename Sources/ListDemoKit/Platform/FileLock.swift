import Glibc

/// An exclusive advisory lock (`flock`) on a lock file beside a file the app edits, `<file>.lock`, held
/// while the lock lives, with the owner's PID in it: how one instance owns a form file at a time and a
/// second one learns whose it is (LibreOffice's `.~lock.NAME#` and Vim's swap file say the same).
/// The kernel lets go when the process ends however it ends, so a stale lock file never blocks anyone;
/// the owner removes the file when it is done.
///
/// The lock never writes into a file it did not make: it creates the file new (`O_EXCL`), or takes one already there
/// only when it can tell it is a lock file of listdemo's — a regular file of this user's with one name (a hard link to
/// the save file or to any other file has two) holding nothing or a PID line, the only things it ever writes. Anything else at the path
/// (a folder, a FIFO, a symlink, a device, a file with other names or other content) is left alone and is a reason the
/// lock is unavailable, which the form shows. Who holds a lock is the kernel's word (`LockHolder`), never the file's.
final class FileLock {
    /// The lock file.
    let path: String
    private let descriptor: Int32

    /// What trying to take the lock found.
    enum Outcome {
        case owned(FileLock)
        /// Another open file holds it: the process the kernel names as holding it (nil when it cannot say), and the
        /// lock file as found, to tell when that holder lets go.
        case held(by: LockHolder?, HeldLock)
        /// No lock could be taken (a read-only folder, something that is not listdemo's lock file at the path): why, as
        /// words that follow the lock file's name ("is a directory, not a lock file").
        case unavailable(String)
        /// No lock file is there and none can be made: the folder is missing or cannot be written, so nothing there can
        /// be replaced by this instance or another (every write there fails, saying why): nothing to protect.
        case unwritableFolder
    }

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        // Removed while still held, and only if it is still this lock's file: a process that opened it meanwhile
        // finds, once it has the lock, that the path names another file (or none) and tries again.
        if isStanding { unlink(path) }
        close(descriptor)
    }

    /// Whether the lock's path still names the file this lock holds (someone may have deleted or replaced it).
    var isStanding: Bool {
        guard let here = FileIdentity(path: path), let mine = FileIdentity(descriptor: descriptor) else { return false }
        return here.isSameFile(as: mine)
    }

    /// Takes the lock on `<file>.lock` without waiting, `file` being a resolved path (`FileTarget.path`), so every
    /// name of one file shares one lock.
    static func take(beside file: String) -> Outcome {
        let path = file + ".lock"
        // Bounded: each retry means the file at the path went or came between two of our steps.
        for _ in 0..<8 {
            // New, or not at all: O_EXCL never opens what is there (a symlink included), so nothing else is written.
            let created = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            if created >= 0 {
                if let outcome = lock(created, at: path, isNew: true) { return outcome }
                continue
            }
            let failure = errno
            guard failure == EEXIST || [ENOENT, ENOTDIR, EROFS, EACCES, EPERM].contains(failure) else {
                return .unavailable("cannot be created: \(String(cString: strerror(failure)))")
            }
            guard let found = FileIdentity(path: path) else {
                if failure == EEXIST { continue }  // removed since: try creating it again
                return .unwritableFolder
            }
            if let reason = notALock(found) { return .unavailable(reason) }
            var opened = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            if opened < 0, [EROFS, EACCES, EPERM].contains(errno) {
                // A folder or file we cannot write: the lock can still be tried (and its holder found) read-only.
                opened = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            }
            guard opened >= 0 else {
                if errno == ENOENT { continue }
                return .unavailable("cannot be opened: \(String(cString: strerror(errno)))")
            }
            if let outcome = lock(opened, at: path, isNew: false) { return outcome }
        }
        return .unavailable("keeps changing")
    }

    /// Locks the open lock file `descriptor` (closing it unless the outcome keeps it); nil when the path no longer
    /// names it, to try again.
    private static func lock(_ descriptor: Int32, at path: String, isNew: Bool) -> Outcome? {
        guard let opened = FileIdentity(descriptor: descriptor) else {
            close(descriptor)
            return .unavailable("cannot be read: \(String(cString: strerror(errno)))")
        }
        if let reason = notALock(opened) {
            close(descriptor)
            return .unavailable(reason)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            guard code == EWOULDBLOCK else {
                close(descriptor)
                return .unavailable("cannot be locked: \(String(cString: strerror(code)))")
            }
            return .held(by: LockHolder(of: opened), HeldLock(descriptor: descriptor))
        }
        // Held now: what the file is and holds can no longer change under another listdemo.
        guard let here = FileIdentity(path: path), here.isSameFile(as: opened) else {
            close(descriptor)
            return nil
        }
        if let reason = notALock(FileIdentity(descriptor: descriptor) ?? opened)
            ?? (isNew ? nil : notALock(contents: descriptor)) {
            close(descriptor)
            return .unavailable(reason)
        }
        // The PID is for people reading the file (the app asks the kernel); a lock file it may only read holds as well.
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 { _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) } }
        return .owned(FileLock(path: path, descriptor: descriptor))
    }

    /// Why `found` cannot be listdemo's lock file (words that follow its name), nil when it can be.
    private static func notALock(_ found: FileIdentity) -> String? {
        guard found.kind == .regular else {
            return "is \(found.kind.description), not a lock file"
        }
        guard found.linkCount == 1 else {
            return "is a file with \(found.linkCount) names (hard links), not a lock file"
        }
        // Another user's file is not this user's lock, even where root could write it.
        guard found.owner == geteuid() else { return "belongs to another user (uid \(found.owner)), not a lock file of yours" }
        return nil
    }

    /// The longest content a lock file of listdemo's has: a PID line.
    private static let largestContent = 12

    /// Why the content of the regular file `descriptor` shows it is no lock file of listdemo's (which is empty or holds
    /// a PID line), nil when it is one.
    private static func notALock(contents descriptor: Int32) -> String? {
        var bytes = [UInt8](repeating: 0, count: largestContent + 1)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else {
            return "cannot be read: \(String(cString: strerror(errno)))"
        }
        let content = bytes[..<count]
        // A PID line as `take` writes it: a process number (1 to the largest pid_t, no leading zero) and a line break.
        let number = content.last == UInt8(ascii: "\n") ? String(decoding: content.dropLast(), as: UTF8.self) : ""
        let isPIDLine = number.first != "0" && number.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            && Int32(number).map { $0 > 0 } == true
        guard content.isEmpty || isPIDLine else {
            return "holds something other than a listdemo lock"
        }
        return nil
    }
}

/// A lock file another process held when it was tried, kept open: the kernel lets go of a lock only when its holder
/// does, so trying this file tells whether the holder has gone — a deleted or replaced lock file at the path does not
/// (the holder still holds the file it locked).
final class HeldLock {
    private let descriptor: Int32

    fileprivate init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Whether the holder has let go (it ended, however it ended).
    var isReleased: Bool {
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        flock(descriptor, LOCK_UN)
        return true
    }
}
