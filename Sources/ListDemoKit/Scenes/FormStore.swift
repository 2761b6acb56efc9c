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
/// that finds it taken opens the files read-only, naming the owner's PID; `takeOverIfFree` takes the
/// lock once the owner has let go and reads the files again. No write replaces a save file
/// or a draft that changed on disk since this run read or wrote it: the first write refuses and says so,
/// the next keeps that version aside (`<file>.changed-N`) and then writes; the check is made again on
/// exactly the file the write displaces (`AtomicFile.Replacing.onlyKnown`), so a change at any moment
/// before the replace is caught. A save removes the draft only if it is the one this run wrote. Every
/// write checks again that its file is not, by now, another file of the run (a draft swapped for a
/// link to the save file).
///
/// Its jobs are types of their own: owning the files (`FormStoreLock`), a file on disk and keeping versions aside
/// (`FormStoreFile`), and what a file must hold (`FormStoreFormat`); this type decides, at each read and write, what
/// the files this run knows may be replaced with.
struct FormStore {
    /// Where Save writes.
    let path: String
    /// How many values the files hold.
    let count: Int
    /// The test hook that can stop the process partway through a write.
    let fault: WriteFault?
    /// The run's other files (the script, the trace, screenshots): neither file may become one of them.
    let otherFiles: [FileRole]
    /// Files that could not be read and could not be moved aside yet, with why they could not be read.
    var unreadable: [String: String] = [:]
    /// Whether this instance owns the files (`FormStoreLock`).
    private var lock: FormStoreLock
    /// Each file (the save file, the draft) as this run last read or wrote it, by path; none known is `.missing`.
    var known: [String: Contents] = [:]
    /// The changed version of a file a refused write named, by path: a write while it is still what is there keeps it
    /// aside and writes.
    var warned: [String: Contents] = [:]

    /// Files larger than this are not read (`FormStoreFile.largestFile`).
    static let largestFile = FormStoreFile.largestFile

    typealias Contents = FormStoreFile.Contents

    init(path: String, count: Int, fault: WriteFault? = nil, otherFiles: [FileRole] = []) {
        self.path = path
        self.count = count
        self.fault = fault
        self.otherFiles = otherFiles
        lock = FormStoreLock(path: path)
    }

    /// Why this instance only reads the files (another instance owns them, or no lock could be taken), nil when it may
    /// write.
    var readOnlyReason: String? { lock.readOnlyReason }

    /// Why this instance, which owned the files, became read-only (another took the lock after its file was deleted),
    /// until the form has shown it.
    var demotion: Notice? {
        get { lock.demotion }
        set { lock.demotion = newValue }
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
        /// After a takeover: what changed ("listdemo (PID 1234) has closed the file: editing it here now").
        var takeover: String?
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
        if let notice = lock.take() { start.notices.append(notice) }
        readFiles(into: &start)
        return start
    }

    /// While this instance only reads: takes the lock once whoever held it has let go (`FormStoreLock.takeOverIfFree`),
    /// and reads the files again as a launch does, the draft first (it holds what the owner typed last) — unless
    /// `readingFiles` is false (the form holds edits of its own no file has: they stay, and what changed on disk
    /// meanwhile is what its next write finds changed, refused once and then kept aside). Nil while the files are
    /// still not this instance's, or when it may write already.
    mutating func takeOverIfFree(readingFiles: Bool = true) -> Start? {
        guard let takeover = lock.takeOverIfFree() else { return nil }
        unreadable = [:]
        warned = [:]
        var start = Start(takeover: takeover)
        if readingFiles { readFiles(into: &start) }
        return start
    }

    /// While this instance owns the files (at every frame): its lock kept standing (`FormStoreLock.check`); the notice
    /// if this instance has become read-only.
    mutating func checkLock() -> Notice? { lock.check() }

    /// Clears temporaries left by killed saves (when this instance owns the files), then reads the draft and the save
    /// file into `start`, moving aside any that cannot be read.
    mutating func readFiles(into start: inout Start) {
        if readOnlyReason == nil {
            AtomicFile.removeStaleTemporaries(of: path)
            AtomicFile.removeStaleTemporaries(of: draftPath)
        }
        let saved = examine(path, &start.notices)
        if let draft = examine(draftPath, &start.notices) {
            start.values = draft
            start.fromDraft = true
        } else {
            start.values = saved
        }
    }

    /// Where a save kept versions of the files that changed on disk (nil: none did).
    struct Kept: Equatable {
        var save: String?
        var draft: String?
    }

    /// Writes `values` to the save file, then drops the draft they now supersede; says where versions changed on
    /// disk were kept.
    @discardableResult
    mutating func save(_ values: [String]) throws -> Kept {
        try checkWritable(path, role: "--save-to")
        try setAsideIfUnreadable(path)
        var kept = Kept()
        kept.save = try write(Self.encode(values), to: path, since: "it was read", again: "Save again")
        // Only a draft this app wrote is removed: a FIFO or a folder in its place is not ours, and one changed on disk
        // is someone's (kept aside).
        let draft = FileIdentity(path: draftPath)?.kind
        guard draft == .regular || draft == .symlink else { return kept }
        let expected = known[draftPath] ?? .missing
        do {
            kept.draft = try AtomicFile.remove(draftPath) { FormStoreFile.contents(of: $0) == expected }
        } catch {
            throw PlatformError("saved \(path.quotedForMessage) but cannot remove \(draftPath.quotedForMessage): \(error)")
        }
        known[draftPath] = .missing
        warned[draftPath] = nil
        return kept
    }

    /// Keeps `values` in the draft file; returns where a version of it changed on disk was kept, if one was.
    @discardableResult
    mutating func writeDraft(_ values: [String]) throws -> String? {
        try checkWritable(draftPath, role: "the form's draft")
        try setAsideIfUnreadable(draftPath)
        return try write(Self.encode(values), to: draftPath, since: "the app wrote it", again: "the next edit")
    }

    /// Writes `bytes` to `file` over the version this run knows of it, and no other: a file changed on disk
    /// `since` then is refused once, naming what keeps it (`again`); the next write, while it is still the version
    /// named, keeps it aside and writes. Returns where it was kept.
    private mutating func write(_ bytes: [UInt8], to file: String, since: String, again: String) throws -> String? {
        let (kept, expected) = try setAsideIfChanged(file, since: since, again: again)
        do {
            try AtomicFile.write(bytes, to: file, replacing: .onlyKnown { FormStoreFile.contents(of: $0) == expected }, fault: fault)
        } catch let changed as AtomicFile.Changed {
            // Changed between the check and the replace: refused as the check would have refused it.
            _ = try setAsideIfChanged(file, since: since, again: again)
            throw changed
        }
        known[file] = .bytes(bytes)
        warned[file] = nil
        return kept
    }

    /// The bytes of a file holding `values` (`FormStoreFormat`).
    static func encode(_ values: [String]) throws -> [UInt8] { try FormStoreFormat.encode(values) }

    // MARK: Reading

    /// The values in `file`, or nil; a file that cannot be used is moved aside and noted.
    private mutating func examine(_ file: String, _ notices: inout [Notice]) -> [String]? {
        let which = file == draftPath ? "Draft" : "Save file"
        let found = FormStoreFile.contents(of: file)
        known[file] = found
        switch FormStoreFormat.read(found, count: count) {
        case .missing:
            return nil
        case .values(let values):
            return values
        case .untouchable(let kind):
            notices.append(Notice(banner: "\(which) \(FormStoreFile.name(file)) is \(kind.description), not a regular file",
                                  line: "\(file.quotedForMessage) is \(kind.description), not a regular file: it is left alone and not saved to"))
            return nil
        case .unreadable(let reason):
            unreadable[file] = reason
            do {
                guard readOnlyReason == nil else { throw PlatformError("it is another instance's to move") }
                let kept = try FormStoreFile.setAside(file, suffix: "corrupt")
                unreadable[file] = nil
                known[file] = .missing
                notices.append(Notice(banner: "\(which) unreadable: kept as \(FormStoreFile.name(kept))",
                                      line: "\(file.quotedForMessage) could not be read (\(reason)); kept it as \(kept.quotedForMessage)"))
            } catch {
                notices.append(Notice(banner: "\(which) unreadable and cannot be kept aside: it will not be overwritten",
                                      line: "\(file.quotedForMessage) could not be read (\(reason)) and \(error); it will not be overwritten"))
            }
            return nil
        }
    }

    /// Before writing `file` (`role` names it): refused while the files are read-only here (`FormStoreLock.keep`), or
    /// when `file` has become the same file as the other one of the form or another file of the run (links are followed
    /// at every write, not only at launch).
    private mutating func checkWritable(_ file: String, role: String) throws {
        try lock.keep()
        let mine = FileRole(name: role, path: file, isOutput: true)
        let other = file == path ? FileRole(name: "the form's draft", path: draftPath, isOutput: true)
            : FileRole(name: "--save-to", path: path, isOutput: true)
        try FileRole.checkDistinct([other, mine] + otherFiles)
    }

    /// Before a write of `file`: a file that changed on disk since this run read or wrote it is refused once, with a
    /// message naming where the next write (`again`) will keep it; at that write (the file still as warned about) it
    /// is kept aside and the write goes on. Returns where it was kept, and what the write may replace.
    private mutating func setAsideIfChanged(_ file: String, since: String, again: String) throws
        -> (kept: String?, expected: Contents) {
        let found = FormStoreFile.contents(of: file)
        // Unchanged, or gone (nothing of theirs to keep), or a special file (the write itself refuses it).
        if found == known[file] ?? .missing || found == .missing { return (nil, found) }
        if case .untouchable = found { return (nil, found) }
        guard found == warned[file] else {
            warned[file] = found
            throw PlatformError("\(FormStoreFile.name(file)) changed on disk since \(since): \(again) keeps that version "
                                + "as \(FormStoreFile.name(try FormStoreFile.keptName(file, suffix: "changed"))) and writes yours")
        }
        return (try FormStoreFile.setAside(file, suffix: "changed"), .missing)
    }

    // MARK: Keeping aside

    /// Before `file` is written: an unreadable file still in its place is moved aside first, or the write is refused.
    private mutating func setAsideIfUnreadable(_ file: String) throws {
        guard let reason = unreadable[file] else { return }
        do {
            _ = try FormStoreFile.setAside(file, suffix: "corrupt")
            unreadable[file] = nil
            known[file] = .missing
        } catch {
            throw PlatformError("will not replace \(file.quotedForMessage), which could not be read (\(reason)): \(error)")
        }
    }
}
