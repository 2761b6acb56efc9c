import Glibc

/// Where a write to a path really lands: every symlink followed (a link is written through, never
/// replaced), and what is there now. Only a regular file, or nothing, may be replaced: a device,
/// a FIFO, a directory or a socket at the target is refused with one line, so `--screenshot
/// /dev/full` can never turn a device node into a PNG file.
struct FileTarget {
    /// The path as the user gave it, for messages.
    let given: String
    /// The folder the target lives in, with every symlink resolved.
    let folder: String
    /// The target's own name inside `folder`.
    let name: String
    /// The file there now, nil when there is none yet.
    let existing: FileIdentity?

    /// The resolved path: `folder` and `name`.
    var path: String { folder == "/" ? "/" + name : folder + "/" + name }

    /// Why a path cannot be written.
    enum Failure: Error, CustomStringConvertible {
        /// Its folder (or a symlink on the way) cannot be resolved, with errno.
        case unresolvable(path: String, errno: Int32)
        /// Something other than a regular file is there.
        case notRegular(path: String, FileIdentity.Kind)

        /// The reason alone, e.g. "No such file or directory".
        var reason: String {
            switch self {
            case .unresolvable(_, let code): String(cString: strerror(code))
            case .notRegular(_, let kind): "it is \(kind.description), not a regular file"
            }
        }

        var description: String {
            switch self {
            case .unresolvable(let path, _): "cannot write \(path.quotedForMessage): \(reason)"
            case .notRegular(let path, _): "refusing to write \(path.quotedForMessage): \(reason)"
            }
        }
    }

    /// Resolves `path`; fails when its folder cannot be resolved or the target is not a regular file.
    init(resolving path: String) throws(Failure) {
        try self.init(resolvingAnything: path)
        if let existing, existing.kind != .regular {
            throw .notRegular(path: given, existing.kind)
        }
    }

    /// Resolves `path` whatever is at its target (for reading, or for comparing paths).
    init(resolvingAnything path: String) throws(Failure) {
        given = path
        var current = path
        // Linux's own limit on symlinks in one lookup (MAXSYMLINKS).
        for _ in 0..<40 {
            let (folder, name) = Self.split(current)
            if let link = Self.symlinkTarget(current) {
                current = link.hasPrefix("/") ? link : (folder == "/" ? "/" : folder + "/") + link
                continue
            }
            guard let resolved = realpath(folder, nil) else { throw .unresolvable(path: path, errno: errno) }
            let resolvedFolder = String(cString: resolved)
            free(resolved)
            self.folder = resolvedFolder
            self.name = name
            // A magic link of /proc (/dev/stdout is /proc/self/fd/1, "pipe:[…]") names no path to follow by hand;
            // what the kernel finds there is what a write would meet.
            existing = FileIdentity(path: resolvedFolder == "/" ? "/" + name : resolvedFolder + "/" + name)
                ?? FileIdentity(following: path)
            return
        }
        throw .unresolvable(path: path, errno: ELOOP)
    }

    /// The folder and the last component of `path` ("." for a bare name).
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = path[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(path[path.index(after: slash)...]))
    }

    /// Where the symlink at `path` points, nil when `path` is not a symlink.
    private static func symlinkTarget(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// What kind of file a path holds, and which one (device and inode), as `lstat` reports it.
struct FileIdentity: Equatable {
    enum Kind: Equatable {
        case regular, directory, fifo, characterDevice, blockDevice, socket, symlink, other

        /// "a FIFO (named pipe)", for "it is …, not a regular file".
        var description: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a directory"
            case .fifo: "a pipe (FIFO)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .symlink: "a symlink"
            case .other: "a special file"
            }
        }
    }

    let kind: Kind
    let device: UInt64
    let inode: UInt64
    /// The permission bits, kept when a file is replaced.
    let permissions: mode_t
    let size: Int
    /// How many names (hard links) the file has.
    let linkCount: Int
    /// Whose file it is.
    let owner: uid_t

    /// What is at `path` (not following a final symlink), nil when nothing is.
    init?(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// What `path` leads to once the kernel has followed every symlink, nil when nothing is there.
    init?(following path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// What the open descriptor `descriptor` refers to.
    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    private init(_ status: stat) {
        kind = switch status.st_mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        case S_IFIFO: .fifo
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFSOCK: .socket
        case S_IFLNK: .symlink
        default: .other
        }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        permissions = status.st_mode & 0o7777
        size = Int(status.st_size)
        linkCount = Int(status.st_nlink)
        owner = status.st_uid
    }

    /// Whether both name the same file (hard links and symlinks included).
    func isSameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }
}
