import Glibc

/// Owning the form's files: the lock beside the save file (`FileLock`) taken at launch, kept standing at every write,
/// and taken over once another instance that held it has let go. An instance without the lock only reads, and says
/// why: another instance (the kernel's holder, named) owns the files, or the lock's path holds something that is not
/// listdemo's lock file — an editor that protects nothing never runs silently. `FormStore` asks it before every write.
struct FormStoreLock {
    /// The save file, beside whose target the lock is.
    let path: String
    /// The lock while this instance owns the files (nil when the save file's folder is missing or cannot be written:
    /// nothing can be replaced there either).
    private(set) var lock: FileLock?
    /// Why this instance only reads the files (another instance owns them, or no lock could be taken), nil when it may
    /// write.
    private(set) var readOnlyReason: String?
    /// While another instance owns the files: its lock file as found, to tell when it lets go, and who it is.
    private var holder: (lock: HeldLock, name: String)?
    /// Why this instance, which owned the files, became read-only (another took the lock after its file was deleted),
    /// until the form has shown it.
    var demotion: FormStore.Notice?

    init(path: String) {
        self.path = path
    }

    /// Takes the lock beside the save file's target; when another process holds it, or none can be taken, this
    /// instance only reads, and the notice says why.
    mutating func take() -> FormStore.Notice? {
        guard let target = try? FileTarget(resolvingAnything: path) else { return nil }
        return apply(FileLock.take(beside: target.path), lockPath: target.path + ".lock")
    }

    /// While this instance only reads: takes the lock once whoever held it has let go (it ended, however it ended; a
    /// deleted lock file is not letting go) or the thing in its place has gone. Returns what changed, for the banner
    /// ("listdemo (PID 1234) has closed the file: editing it here now"); nil while the files are still not this
    /// instance's, or when it may write already.
    mutating func takeOverIfFree() -> String? {
        guard readOnlyReason != nil else { return nil }
        if let holder, !holder.lock.isReleased { return nil }
        guard let target = try? FileTarget(resolvingAnything: path) else { return nil }
        let previous = holder?.name
        let outcome = FileLock.take(beside: target.path)
        switch outcome {
        case .owned: _ = apply(outcome, lockPath: target.path + ".lock")
        // Another instance took it first: this one waits for that one now.
        case .held: _ = apply(outcome, lockPath: target.path + ".lock"); return nil
        // The lock's path still holds something else.
        case .unavailable, .unwritableFolder: return nil
        }
        return previous.map { "\($0) has closed the file: editing it here now" }
            ?? "\(FormStoreFile.name(target.path + ".lock")) can be used now: editing the file here"
    }

    /// Before a write: refused while the files are read-only here; the lock is kept standing first (`check`), so a
    /// write never goes ahead while another instance holds the lock at the path.
    mutating func keep() throws {
        if let readOnlyReason { throw PlatformError(readOnlyReason) }
        if lock == nil { _ = retake() }
        _ = check()
        if let readOnlyReason { throw PlatformError(readOnlyReason) }
    }

    /// While this instance owns the files (at every frame and before every write): when its lock file was deleted or
    /// replaced, takes the lock again at once, so a later instance finds it held. If another instance has taken it by
    /// then, this one becomes read-only: the notice that says so (for the banner, standard error and the trace), which
    /// `demotion` also keeps until it is shown.
    mutating func check() -> FormStore.Notice? {
        guard readOnlyReason == nil, let lock, !lock.isStanding else { return nil }
        return retake()
    }

    /// Takes the lock again as at launch; the notice if this instance is now read-only.
    private mutating func retake() -> FormStore.Notice? {
        guard let target = try? FileTarget(resolvingAnything: path) else { return nil }
        let notice = apply(FileLock.take(beside: target.path), lockPath: target.path + ".lock")
        if let notice { demotion = notice }
        return notice
    }

    /// Records what taking the lock found: the lock, or why this instance only reads. Returns the notice that says so.
    private mutating func apply(_ outcome: FileLock.Outcome, lockPath: String) -> FormStore.Notice? {
        let name = FormStoreFile.name
        switch outcome {
        case .owned(let taken):
            lock = taken
            holder = nil
            readOnlyReason = nil
            return nil
        case .unwritableFolder:
            // Nothing can be written there, by this instance or another, and each write says why.
            lock = nil
            return nil
        case .held(let by, _) where by?.pid == getpid():
            // This process's own lock: the app opens one form per file, and the same process writing is no second owner.
            return nil
        case .held(let by, let held):
            let holderName = by?.description ?? "another program"
            lock = nil
            holder = (held, holderName)
            readOnlyReason = "Read-only: \(holderName) has \(name(path)) open"
            return FormStore.Notice(banner: readOnlyReason!,
                                    line: "\(path.quotedForMessage) is open in \(holderName): opened read-only, nothing will be saved")
        case .unavailable(let why):
            lock = nil
            holder = nil
            readOnlyReason = "Read-only: no lock on \(name(path)), as \(name(lockPath)) \(why)"
            return FormStore.Notice(banner: readOnlyReason!,
                                    line: "\(path.quotedForMessage) opened read-only, nothing will be saved: its lock "
                                        + "\(lockPath.quotedForMessage) \(why) (left alone)")
        }
    }
}
