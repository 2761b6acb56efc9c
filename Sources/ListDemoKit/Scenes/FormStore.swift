import FoundationEssentials
import Glibc

/// The form's files: the saved values at `--save-to` and, beside them at `<path>.draft`, what was
/// typed since the last save. Both hold a JSON array with one entry per field, in row order: the
/// field's text, or `null` when it is empty. Both are written atomically (`AtomicFile`).
///
/// A file that cannot be read never costs data: at launch it is renamed aside to
/// `<file>.corrupt-N` (a name not yet taken) and named in a notice, and until that rename has
/// succeeded nothing is written over it. Something that is not a regular file at either path
/// (a FIFO, a directory, a device) is never read, moved or replaced.
///
/// One instance owns a form file at a time: `load` takes a lock beside it (`FileLock`), and an instance
/// that finds it taken opens the files read-only, naming the owner's PID. A save never replaces a save
/// file that changed on disk since this run read or wrote it: the first Save refuses and says so, the
/// next keeps that version aside (`<file>.changed-N`) and then writes. Every write checks again that
/// its file is not, by now, another file of the run (a draft swapped for a link to the save file).
struct FormStore {
    /// Where Save writes.
    let path: String
    /// How many values the files hold.
    let count: Int
    /// The test hook that can stop the process partway through a write.
    let fault: WriteFault?
    /// The run's other files (the script, the trace, screenshots): neither file may become one of them.
    let otherFiles: [ListDemoOptions.FileRole]
    /// Files that could not be read and could not be moved aside yet, with why they could not be read.
    private var unreadable: [String: String] = [:]
    /// The lock on the save file while this instance owns it (nil when none could be taken: nothing can be written there
    /// then either).
    private var lock: FileLock?
    /// Why this instance only reads the files (another instance owns them), nil when it may write.
    private(set) var readOnlyReason: String?
    /// The save file's bytes as this run last read or wrote them (nil: there was none).
    private var knownSave: [UInt8]?
    /// The changed save file a refused Save named: a Save while it is still what is there keeps it aside and writes.
    private var warnedChange: [UInt8]?

    /// Files larger than this are not read: 20 fields of at most 1,000 characters fit many times over.
    static let largestFile = 4 << 20

    init(path: String, count: Int, fault: WriteFault? = nil, otherFiles: [ListDemoOptions.FileRole] = []) {
        self.path = path
        self.count = count
        self.fault = fault
        self.otherFiles = otherFiles
    }

    /// Where unsaved edits are kept.
    var draftPath: String { path + ".draft" }

    /// What a launch starts from, and what it has to tell the user about the files it found.
    struct Start: Equatable {
        /// The draft's values if it was readable, else the save file's, else nil.
        var values: [String]?
        var fromDraft = false
        /// One per file that could not be used, naming where it was kept.
        var notices: [Notice] = []
    }

    /// A file that could not be used, said twice: short enough for the banner's one line (file names only), and in
    /// full for standard error (paths and the reason).
    struct Notice: Equatable {
        let banner: String
        let line: String
    }

    /// Takes the lock on the files, clears temporaries left by killed saves, then reads the draft and the save
    /// file, moving aside any that cannot be read. An instance that finds the lock taken only reads.
    mutating func load() -> Start {
        var start = Start()
        takeLock(&start.notices)
        if readOnlyReason == nil {
            AtomicFile.removeStaleTemporaries(of: path)
            AtomicFile.removeStaleTemporaries(of: draftPath)
        }
        if case .bytes(let bytes) = contents(of: path) { knownSave = bytes }
        let saved = examine(path, &start.notices)
        if let draft = examine(draftPath, &start.notices) {
            start.values = draft
            start.fromDraft = true
        } else {
            start.values = saved
        }
        return start
    }

    /// Writes `values` to the save file, then drops the draft they now supersede; returns where a version changed on
    /// disk was kept, if one was.
    @discardableResult
    mutating func save(_ values: [String]) throws -> String? {
        try checkWritable(path, role: "--save-to")
        try setAsideIfUnreadable(path)
        let kept = try setAsideIfChanged()
        let bytes = try Self.encode(values)
        try AtomicFile.write(bytes, to: path, fault: fault)
        knownSave = bytes
        defer { warnedChange = nil }
        // Only a draft this app wrote is removed: a FIFO or a folder in its place is not ours.
        let draft = FileIdentity(path: draftPath)?.kind
        guard draft == .regular || draft == .symlink else { return kept }
        guard unlink(draftPath) == 0 || errno == ENOENT else {
            throw PlatformError.posix("saved \(path.quotedForMessage) but cannot remove \(draftPath.quotedForMessage)", errno: errno)
        }
        return kept
    }

    /// Keeps `values` in the draft file.
    mutating func writeDraft(_ values: [String]) throws {
        try checkWritable(draftPath, role: "the form's draft")
        try setAsideIfUnreadable(draftPath)
        try AtomicFile.write(Self.encode(values), to: draftPath, fault: fault)
    }

    /// The bytes of a file holding `values`.
    static func encode(_ values: [String]) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(values.map { $0.isEmpty ? nil : $0 })) + [UInt8(ascii: "\n")]
    }

    // MARK: Reading

    /// What reading one file found.
    private enum Reading {
        case missing
        case values([String])
        /// A regular file whose content is not usable (or cannot be read), and why.
        case unreadable(String)
        /// Something at the path that must not be read or replaced.
        case untouchable(FileIdentity.Kind)
    }

    /// The values in `file`, or nil; a file that cannot be used is moved aside and noted.
    private mutating func examine(_ file: String, _ notices: inout [Notice]) -> [String]? {
        let which = file == draftPath ? "Draft" : "Save file"
        switch read(file) {
        case .missing:
            return nil
        case .values(let values):
            return values
        case .untouchable(let kind):
            notices.append(Notice(banner: "\(which) \(Self.name(file)) is \(kind.description), not a regular file",
                                  line: "\(file.quotedForMessage) is \(kind.description), not a regular file: it is left alone and not saved to"))
            return nil
        case .unreadable(let reason):
            unreadable[file] = reason
            do {
                guard readOnlyReason == nil else { throw PlatformError("it is another instance's to move") }
                let kept = try setAside(file, suffix: "corrupt")
                unreadable[file] = nil
                notices.append(Notice(banner: "\(which) unreadable: kept as \(Self.name(kept))",
                                      line: "\(file.quotedForMessage) could not be read (\(reason)); kept it as \(kept.quotedForMessage)"))
            } catch {
                notices.append(Notice(banner: "\(which) unreadable and cannot be kept aside: it will not be overwritten",
                                      line: "\(file.quotedForMessage) could not be read (\(reason)) and \(error); it will not be overwritten"))
            }
            return nil
        }
    }

    /// The last component of `path`, for the banner.
    private static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private func read(_ file: String) -> Reading {
        switch contents(of: file) {
        case .missing: return .missing
        case .untouchable(let kind): return .untouchable(kind)
        case .unreadable(let reason): return .unreadable(reason)
        case .bytes(let bytes):
            guard let values = try? JSONDecoder().decode([String?].self, from: Data(bytes)), values.count == count else {
                return .unreadable("not a JSON array of \(count) strings or nulls")
            }
            return .values(values.map { $0 ?? "" })
        }
    }

    /// What is in a file, byte for byte.
    private enum Contents: Equatable {
        case missing
        case bytes([UInt8])
        case unreadable(String)
        case untouchable(FileIdentity.Kind)
    }

    /// The bytes of `file` (at most `largestFile`).
    private func contents(of file: String) -> Contents {
        // A folder that cannot be resolved holds no file to read; writing there fails with its own reason.
        guard let target = try? FileTarget(resolvingAnything: file) else { return .missing }
        guard let found = target.existing else { return .missing }
        guard found.kind == .regular else { return .untouchable(found.kind) }
        // Non-blocking, so a FIFO swapped in after the check cannot hang the launch; fstat checks again.
        let fd = open(target.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .unreadable(String(cString: strerror(errno))) }
        defer { close(fd) }
        guard let opened = FileIdentity(descriptor: fd), opened.kind == .regular else { return .untouchable(.other) }
        guard opened.size <= Self.largestFile else { return .unreadable("larger than \(Self.largestFile >> 20) MB") }
        var bytes = [UInt8](repeating: 0, count: opened.size + 1)
        var total = 0
        while total < bytes.count {
            let got = bytes[total...].withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { return .unreadable(String(cString: strerror(errno))) }
            if got == 0 { break }
            total += got
        }
        guard total <= Self.largestFile else { return .unreadable("larger than \(Self.largestFile >> 20) MB") }
        return .bytes(Array(bytes[..<total]))
    }

    // MARK: Owning the files

    /// Takes the lock beside the save file's target; when another instance holds it, this one only reads.
    private mutating func takeLock(_ notices: inout [Notice]) {
        guard let target = try? FileTarget(resolvingAnything: path) else { return }
        switch FileLock.take(beside: target.path) {
        case .owned(let lock):
            self.lock = lock
        case .heldBy(let pid) where pid == getpid():
            // This process's own lock: the app opens one form per file, and the same process writing is no second owner.
            break
        case .heldBy(let pid):
            let owner = pid.map { "listdemo (PID \($0))" } ?? "another listdemo"
            readOnlyReason = "Read-only: \(owner) has \(Self.name(path)) open"
            notices.append(Notice(banner: readOnlyReason!,
                                  line: "\(path.quotedForMessage) is open in \(owner): opened read-only, nothing will be saved"))
        case .unavailable:
            // No lock where none can be made (a read-only folder): nothing can be written there either, and each
            // write says why.
            break
        }
    }

    /// Before writing `file` (`role` names it): refused while another instance owns the files, or when `file` has
    /// become the same file as the other one of the form or another file of the run (links are followed at every
    /// write, not only at launch).
    private func checkWritable(_ file: String, role: String) throws {
        if let readOnlyReason { throw PlatformError(readOnlyReason) }
        let mine = ListDemoOptions.FileRole(name: role, path: file, isOutput: true)
        let other = file == path ? ListDemoOptions.FileRole(name: "the form's draft", path: draftPath, isOutput: true)
            : ListDemoOptions.FileRole(name: "--save-to", path: path, isOutput: true)
        do { try ListDemoOptions.checkDistinct([other, mine] + otherFiles) } catch { throw PlatformError("\(error)") }
    }

    /// Before a save: a save file that changed on disk since this run read or wrote it is refused once, with a
    /// message naming where a second Save will keep it; at that second Save (the file still as warned about) it is
    /// kept aside and the save goes on. Returns where it was kept.
    private mutating func setAsideIfChanged() throws -> String? {
        let found = contents(of: path)
        if found == (knownSave.map(Contents.bytes) ?? .missing) { return nil }
        guard case .bytes(let theirs) = found else {
            // Gone, or no longer something to read: nothing of theirs to keep; the write itself refuses a special file.
            return nil
        }
        guard theirs == warnedChange else {
            warnedChange = theirs
            throw PlatformError("\(Self.name(path)) changed on disk since it was read: Save again keeps that version "
                                + "as \(Self.name(try keptName(path, suffix: "changed"))) and writes yours")
        }
        return try setAside(path, suffix: "changed")
    }

    // MARK: Keeping unreadable files

    /// Before `file` is written: an unreadable file still in its place is moved aside first, or the write is refused.
    private mutating func setAsideIfUnreadable(_ file: String) throws {
        guard let reason = unreadable[file] else { return }
        do {
            _ = try setAside(file, suffix: "corrupt")
            unreadable[file] = nil
        } catch {
            throw PlatformError("will not replace \(file.quotedForMessage), which could not be read (\(reason)): \(error)")
        }
    }

    /// The first `<target>.SUFFIX-N` not taken for `file`'s target.
    private func keptName(_ file: String, suffix: String) throws -> String {
        let target = try FileTarget(resolvingAnything: file)
        return (1...999).lazy.map { target.path + ".\(suffix)-\($0)" }.first { FileIdentity(path: $0) == nil }
            ?? target.path + ".\(suffix)-1"
    }

    /// Renames `file`'s target to `<target>.SUFFIX-N` with the first N not taken ("corrupt", "changed"); returns the
    /// new path.
    private func setAside(_ file: String, suffix: String) throws -> String {
        let target = try FileTarget(resolvingAnything: file)
        guard target.existing != nil else { return "(it is gone)" }
        for number in 1...999 {
            let kept = target.path + ".\(suffix)-\(number)"
            // link + unlink never replaces an existing file, as a plain rename would.
            if link(target.path, kept) == 0 {
                unlink(target.path)
                return kept
            }
            switch errno {
            case EEXIST:
                continue
            case EPERM, EXDEV, ENOSYS, EOPNOTSUPP, EMLINK:
                // A file system without hard links: rename to a name just seen free.
                guard FileIdentity(path: kept) == nil else { continue }
                guard rename(target.path, kept) == 0 else { throw PlatformError.posix("cannot rename it", errno: errno) }
                return kept
            default:
                throw PlatformError.posix("cannot keep it aside", errno: errno)
            }
        }
        throw PlatformError("cannot keep it aside: \(target.path).\(suffix)-1 to -999 are all taken")
    }
}
