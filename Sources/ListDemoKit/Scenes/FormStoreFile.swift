import Glibc

/// One of the form's files on disk: what is there byte for byte — never reading what is not a regular file, nor more
/// than `largestFile` —, and keeping a version aside rather than losing it: an unreadable file is renamed to
/// `<file>.corrupt-N` before anything replaces it, and a file changed on disk to `<file>.changed-N` (`FormStore`'s
/// writes decide when).
enum FormStoreFile {
    /// Files larger than this are not read: 20 fields of at most 1,000 characters fit many times over.
    static let largestFile = 4 << 20

    /// What is in a file, byte for byte.
    enum Contents: Equatable {
        case missing
        case bytes([UInt8])
        case unreadable(String)
        case untouchable(FileIdentity.Kind)
    }

    /// The bytes of `file` (at most `largestFile`).
    static func contents(of file: String) -> Contents {
        // A folder that cannot be resolved holds no file to read; writing there fails with its own reason.
        guard let target = try? FileTarget(resolvingAnything: file) else { return .missing }
        guard let found = target.existing else { return .missing }
        guard found.kind == .regular else { return .untouchable(found.kind) }
        // Non-blocking, so a FIFO swapped in after the check cannot hang the launch; fstat checks again.
        let fd = open(target.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .unreadable(String(cString: strerror(errno))) }
        defer { close(fd) }
        guard let opened = FileIdentity(descriptor: fd), opened.kind == .regular else { return .untouchable(.other) }
        guard opened.size <= largestFile else { return .unreadable("larger than \(largestFile >> 20) MB") }
        var bytes = [UInt8](repeating: 0, count: opened.size + 1)
        var total = 0
        while total < bytes.count {
            let got = bytes[total...].withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { return .unreadable(String(cString: strerror(errno))) }
            if got == 0 { break }
            total += got
        }
        guard total <= largestFile else { return .unreadable("larger than \(largestFile >> 20) MB") }
        return .bytes(Array(bytes[..<total]))
    }

    /// The first `<target>.SUFFIX-N` not taken for `file`'s target.
    static func keptName(_ file: String, suffix: String) throws -> String {
        AtomicFile.keptName(nextTo: try FileTarget(resolvingAnything: file).path, suffix: suffix)
    }

    /// Renames `file`'s target to `<target>.SUFFIX-N` with the first N not taken ("corrupt", "changed"); returns the
    /// new path.
    static func setAside(_ file: String, suffix: String) throws -> String {
        let target = try FileTarget(resolvingAnything: file)
        guard target.existing != nil else { return "(it is gone)" }
        return try AtomicFile.keepAside(target.path, nextTo: target.path, suffix: suffix)
    }

    /// The last component of `path`, for the banner.
    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
