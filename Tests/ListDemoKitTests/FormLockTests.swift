import Foundation
import Glibc
import Testing
@testable import ListDemoKit

/// The form's lock (`<save-to>.lock`) never writes into a file it did not make, never protects silently, and names an
/// owner only as the kernel does: hard links, folders, FIFOs, symlinks and foreign files at the lock's path are left
/// byte for byte as they were and the form opens read-only saying why; a takeover waits for the holder to let go, not
/// for its file to vanish; and the lock's path and the font cache are files of the run that no output may be.
@Suite(.serialized) struct FormLockTests {
    private static let saved: [String?] = (1...20).map { "Saved \($0)" }

    /// A fresh folder (removed when the test ends) with a save file holding `saved`.
    private final class Folder {
        let url: URL
        init() throws {
            url = try PlatformTestSupport.temporaryDirectory()
            try JSONEncoder().encode(FormLockTests.saved).write(to: URL(fileURLWithPath: saveTo))
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        var saveTo: String { path("c.json") }
        var lock: String { path("c.json.lock") }
        func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }
    }

    /// A store on the folder's save file, loaded.
    private func open(_ folder: Folder) -> (FormStore, FormStore.Start) {
        var store = FormStore(path: folder.saveTo, count: FormScene.fieldCount)
        let start = store.load()
        return (store, start)
    }

    /// Tries every way the form writes (a draft, a save) and drops the store, as a run that ends does.
    private func tryToWrite(_ folder: Folder) throws -> FormStore.Start {
        var (store, start) = open(folder)
        let values = (0..<FormScene.fieldCount).map { "Typed \($0)" }
        #expect(throws: PlatformError.self) { try store.writeDraft(values) }
        #expect(throws: PlatformError.self) { try store.save(values) }
        return start
    }

    // MARK: Nothing at the lock's path is written unless it is listdemo's lock file

    @Test func aLockPathHardLinkedToAnotherFileLeavesThatFileAsItWasAndOpensReadOnly() throws {
        let folder = try Folder()
        let notes = Data("my notes, which are not a lock\n".utf8)
        try notes.write(to: URL(fileURLWithPath: folder.path("notes.txt")))
        #expect(link(folder.path("notes.txt"), folder.lock) == 0)
        let start = try tryToWrite(folder)
        #expect(start.notices.map(\.banner) == ["Read-only: no lock on c.json, as c.json.lock is a file with 2 names "
                                                + "(hard links), not a lock file"])
        #expect(folder.bytes("notes.txt") == notes && folder.bytes("c.json.lock") == notes, "both names kept, unchanged")
        #expect(try JSONDecoder().decode([String?].self, from: #require(folder.bytes("c.json"))) == Self.saved)
    }

    /// The lock's path is checked by name among the run's files: a hard link there to the save file is no clash of the
    /// command line (any scene still starts), and the form leaves both names alone and opens read-only.
    @Test func aLockPathHardLinkedToTheSaveFileStartsTheRunAndTheFormReadOnly() throws {
        let folder = try Folder()
        let before = try #require(folder.bytes("c.json"))
        #expect(link(folder.saveTo, folder.lock) == 0)
        guard case .run = ListDemoOptions.interpret(["snap", "--save-to", folder.saveTo]) else {
            Issue.record("a run refused for a file the form leaves alone")
            return
        }
        let start = try tryToWrite(folder)
        #expect(start.values == Self.saved.map { $0 ?? "" }, "the saved values read, not a PID")
        #expect(folder.bytes("c.json") == before && folder.bytes("c.json.lock") == before)
    }

    /// What a path holds, made in the folder, and the banner's reason for it.
    static let foreignThings: [(name: String, reason: String)] = [
        ("folder", "is a directory, not a lock file"),
        ("fifo", "is a pipe (FIFO), not a lock file"),
        ("symlink", "is a symlink, not a lock file"),
        ("dangling symlink", "is a symlink, not a lock file"),
        ("text", "holds something other than a listdemo lock"),
        ("long number", "holds something other than a listdemo lock"),
        ("pid zero", "holds something other than a listdemo lock"),
        ("pid past pid_t", "holds something other than a listdemo lock"),
        ("leading zero", "holds something other than a listdemo lock"),
        ("no line break", "holds something other than a listdemo lock"),
        ("another user's", "belongs to another user (uid 65534), not a lock file of yours"),
    ]

    @Test(arguments: foreignThings)
    func somethingElseAtTheLockPathIsLeftAloneAndTheFormSaysItIsReadOnly(_ thing: (name: String, reason: String)) throws {
        let folder = try Folder()
        let target = Data("the symlink's target\n".utf8)
        switch thing.name {
        case "folder": #expect(mkdir(folder.lock, 0o755) == 0)
        case "fifo": #expect(mkfifo(folder.lock, 0o600) == 0)
        case "symlink":
            try target.write(to: URL(fileURLWithPath: folder.path("target")))
            #expect(symlink(folder.path("target"), folder.lock) == 0)
        case "dangling symlink": #expect(symlink(folder.path("nowhere"), folder.lock) == 0)
        case "text": try Data("shopping list\n".utf8).write(to: URL(fileURLWithPath: folder.lock))
        case "long number": try Data("12345678901234\n".utf8).write(to: URL(fileURLWithPath: folder.lock))
        case "pid zero": try Data("0\n".utf8).write(to: URL(fileURLWithPath: folder.lock))
        case "pid past pid_t": try Data("4294967297\n".utf8).write(to: URL(fileURLWithPath: folder.lock))
        case "leading zero": try Data("0123\n".utf8).write(to: URL(fileURLWithPath: folder.lock))
        case "no line break": try Data("123".utf8).write(to: URL(fileURLWithPath: folder.lock))
        default:
            // A PID line, but another user's (nobody's) file, read-only: root could write it, and must not.
            try Data("12345\n".utf8).write(to: URL(fileURLWithPath: folder.lock))
            try #require(geteuid() == 0, "giving a file to another user needs root, as ./dev test runs")
            #expect(chown(folder.lock, 65534, 65534) == 0 && chmod(folder.lock, 0o444) == 0)
        }
        let before = FileIdentity(path: folder.lock)
        let content = folder.bytes("c.json.lock")
        let start = try tryToWrite(folder)
        #expect(start.notices.map(\.banner) == ["Read-only: no lock on c.json, as c.json.lock \(thing.reason)"])
        #expect(start.notices.first?.line.contains("opened read-only, nothing will be saved") == true)
        #expect(FileIdentity(path: folder.lock) == before, "the same file of the same kind, size and mode")
        if thing.name != "fifo" { #expect(folder.bytes("c.json.lock") == content) }
        if thing.name == "symlink" { #expect(folder.bytes("target") == target) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("nowhere")), "a dangling link's target not made")
        #expect(FileManager.default.fileExists(atPath: folder.lock) || thing.name == "dangling symlink")
    }

    @Test func anEmptyOrPIDOnlyLockFileLeftByAnEndedRunIsTakenAndRemovedAtTheEnd() throws {
        for stale in ["", "1\n", "4194304\n"] {
            let folder = try Folder()
            try Data(stale.utf8).write(to: URL(fileURLWithPath: folder.lock))
            do {
                var (store, start) = open(folder)
                #expect(start.notices.isEmpty && store.readOnlyReason == nil, "\(stale.debugDescription)")
                #expect(folder.bytes("c.json.lock") == Data("\(getpid())\n".utf8))
                try store.save((0..<FormScene.fieldCount).map { "Typed \($0)" })
            }
            #expect(!FileManager.default.fileExists(atPath: folder.lock), "removed when the store ends")
        }
    }

    // MARK: The owner is the kernel's word

    @Test func aHeldLockNamesItsHolderAsTheKernelDoesNotAsItsFileSays() throws {
        let folder = try Folder()
        let holder = try PlatformTestSupport.holdLock(folder.lock)
        defer { PlatformTestSupport.release(holder) }
        // The file says PID 1; the kernel says the holder (flock, now sleep) holds it.
        try Data("1\n".utf8).write(to: URL(fileURLWithPath: folder.lock))
        let (store, start) = open(folder)
        #expect(store.readOnlyReason == "Read-only: sleep (PID \(holder.processIdentifier)) has c.json open")
        #expect(start.notices.map(\.line) == ["\(folder.saveTo.quotedForMessage) is open in sleep "
                                               + "(PID \(holder.processIdentifier)): opened read-only, nothing will be saved"])
        #expect(folder.bytes("c.json.lock") == Data("1\n".utf8), "a held lock is never written")
    }

    @Test func theKernelsLockTableIsReadByDeviceAndInode() throws {
        let file = try #require(FileIdentity(path: "/proc/self/exe"))
        let major = String((file.device >> 8) & 0xfff, radix: 16), minor = String(file.device & 0xff, radix: 16)
        let table = """
            1: FLOCK  ADVISORY  WRITE 77 \(major):\(minor):\(file.inode + 1) 0 EOF
            1: -> FLOCK  ADVISORY  WRITE 88 \(major):\(minor):\(file.inode) 0 EOF
            2: POSIX  ADVISORY  WRITE 99 \(major):\(minor):\(file.inode) 0 EOF
            3: FLOCK  ADVISORY  WRITE 1234 \(major):\(minor):\(file.inode) 0 EOF
            """
        #expect(LockHolder.flockHolder(of: file, in: table) == 1234, "neither another inode, a waiter nor a POSIX lock")
        #expect(LockHolder.flockHolder(of: file, in: "garbage\n\n1: FLOCK") == nil)
    }

    // MARK: Taking over

    @Test func aDeletedLockFileIsNoTakeoverWhileItsHolderRuns() throws {
        let folder = try Folder()
        let holder = try PlatformTestSupport.holdLock(folder.lock)
        var (store, _) = open(folder)
        #expect(store.readOnlyReason != nil)
        #expect(unlink(folder.lock) == 0)
        #expect(store.takeOverIfFree() == nil, "the holder still holds the file it locked")
        #expect(store.readOnlyReason != nil)
        PlatformTestSupport.release(holder)
        let takeover = store.takeOverIfFree()
        let start = try #require(takeover, "the holder has let go")
        #expect(start.takeover == "sleep (PID \(holder.processIdentifier)) has closed the file: editing it here now")
        #expect(store.readOnlyReason == nil && folder.bytes("c.json.lock") == Data("\(getpid())\n".utf8))
    }

    @Test func aFormWhoseLockWasInTheWayTakesOverOnceItIsGone() throws {
        let folder = try Folder()
        #expect(mkdir(folder.lock, 0o755) == 0)
        var (store, _) = open(folder)
        #expect(store.takeOverIfFree() == nil, "still a folder")
        #expect(rmdir(folder.lock) == 0)
        let takeover = store.takeOverIfFree()
        let start = try #require(takeover)
        #expect(start.takeover == "c.json.lock can be used now: editing the file here")
        #expect(store.readOnlyReason == nil)
    }

    @Test func anOwnerWhoseLockFileWasDeletedTakesItAgainBeforeWriting() throws {
        let folder = try Folder()
        var (store, _) = open(folder)
        #expect(unlink(folder.lock) == 0)
        try store.writeDraft((0..<FormScene.fieldCount).map { "Typed \($0)" })
        #expect(folder.bytes("c.json.lock") == Data("\(getpid())\n".utf8), "the lock stands again")
        // Deleted again, and another process takes it first: this instance becomes read-only and writes nothing.
        #expect(unlink(folder.lock) == 0)
        let holder = try PlatformTestSupport.holdLock(folder.lock)
        defer { PlatformTestSupport.release(holder) }
        let draft = folder.bytes("c.json.draft")
        #expect(throws: PlatformError.self) { try store.writeDraft((0..<FormScene.fieldCount).map { "Later \($0)" }) }
        #expect(store.readOnlyReason == "Read-only: sleep (PID \(holder.processIdentifier)) has c.json open")
        #expect(folder.bytes("c.json.draft") == draft)
    }

    @Test func anOwnerWhoseDeletedLockWasTakenByANewcomerIsToldAtItsNextFrameAndKeepsItsEdits() throws {
        let folder = try Folder()
        let driver = try SceneDriver(["form", "--size", "480x400", "--save-to", folder.saveTo])
        let scene = try #require(driver.app.scene as? FormScene)
        driver.key("Tab")
        driver.send(.textInput("!"))
        #expect(scene.value(ofRow: 0) == "Saved 1!" && scene.store.readOnlyReason == nil)
        // The lock file deleted: the next frame makes it again, so an instance started later finds it held.
        #expect(unlink(folder.lock) == 0)
        driver.run(until: driver.time + 0.05)
        #expect(folder.bytes("c.json.lock") == Data("\(getpid())\n".utf8), "made again at the next frame")
        // Deleted again and taken by another process before this form's next frame: it becomes read-only and says so.
        #expect(unlink(folder.lock) == 0)
        let newcomer = try PlatformTestSupport.holdLock(folder.lock)
        driver.send(.textInput("?"))
        let readOnly = "Read-only: sleep (PID \(newcomer.processIdentifier)) has c.json open"
        #expect(scene.store.readOnlyReason == readOnly && scene.banner == readOnly)
        #expect(scene.unwrittenEdits != nil, "the edit that found the lock gone is in no file")
        let draft = try #require(folder.bytes("c.json.draft"))
        #expect(try JSONDecoder().decode([String?].self, from: draft).first == "Saved 1!", "nothing written past the lock")
        // Once the newcomer has gone, the form owns the files again and keeps what it holds.
        PlatformTestSupport.release(newcomer)
        driver.run(until: driver.time + FormScene.lockTryInterval + 0.1)
        #expect(scene.store.readOnlyReason == nil)
        #expect(scene.value(ofRow: 0) == "Saved 1!?")
        #expect(scene.banner == "sleep (PID \(newcomer.processIdentifier)) has closed the file: editing it here now; "
                + "your edits not yet written are kept")
    }

    /// Read-only means read-only on screen: the second instance's Save is grey, answers no click or key, is left out of
    /// Tab's chain and is not enabled to assistive technology — until the owner lets go and it owns the files again.
    @Test func aReadOnlyFormsSaveCannotBePressedUntilItOwnsTheFiles() throws {
        let folder = try Folder()
        let holder = try PlatformTestSupport.holdLock(folder.lock)
        let driver = try SceneDriver(["form", "--size", "480x400", "--save-to", folder.saveTo])
        let scene = try #require(driver.app.scene as? FormScene)
        let canvas = try Canvas(size: Size(width: 480, height: 44), scale: 1, assets: PlatformTestSupport.assets())
        /// Pixels of the tint's blue inside Save's area once the bar is drawn.
        func tintedPixels() throws -> Int {
            try driver.app.navigationBar.draw(theme: .light, on: canvas)
            let image = try canvas.readPixels(), rect = driver.app.navigationBar.buttonRect(0)
            return (Int(rect.minX)..<Int(rect.maxX)).reduce(0) { count, x in
                count + (0..<44).filter { image[x, $0] == Theme.light.tint }.count
            }
        }
        func save() throws -> AccessibleElement {
            let bar = try #require(driver.app.shown?.accessibleTree.children.first?.children.first)
            return try #require(bar.children.first { $0.name == "Save" })
        }
        #expect(scene.store.readOnlyReason != nil)
        #expect(driver.app.navigationBar.buttons == [NavigationBar.Button("Save", isEnabled: false)])
        #expect(try tintedPixels() == 0, "drawn grey, not in the tint")
        #expect(try save().states.isDisjoint(with: [.enabled, .sensitive, .focusable]))
        let before = folder.bytes("c.json")
        let banner = scene.banner
        let rect = driver.app.navigationBar.buttonRect(0)
        driver.click(x: rect.midX, y: rect.midY)
        driver.key("s", .ctrl)
        #expect(folder.bytes("c.json") == before && folder.bytes("c.json.draft") == nil)
        #expect(scene.banner == banner, "a click on it says nothing new: the banner already says why")
        // Shift+Tab from the first field goes to the bar: Back only, Save is skipped.
        driver.key("Tab")
        driver.key("Tab", .shift)
        #expect(driver.app.barFocus.focused == .back)
        driver.key("Tab", .shift)
        #expect(driver.app.barFocus.focused == nil, "past Back the focus leaves the bar: no Save in the chain")
        // The owner ends: the form takes the files over, and Save can be pressed again.
        PlatformTestSupport.release(holder)
        driver.run(until: driver.time + FormScene.lockTryInterval + 0.1)
        #expect(scene.store.readOnlyReason == nil)
        #expect(driver.app.navigationBar.buttons == [NavigationBar.Button("Save")])
        #expect(try save().states.isSuperset(of: [.enabled, .sensitive, .focusable]))
        #expect(try tintedPixels() > 20, "in the tint again")
        driver.click(x: rect.midX, y: rect.midY)
        #expect(scene.banner?.hasPrefix("Saved to ") == true)
    }

    // MARK: The lock and the font cache are files of the run

    static let clashes: [(arguments: [String], role: String)] = [
        (["form", "--save-to", "c.json", "--trace", "c.json.lock"], "the form's lock"),
        (["form", "--save-to", "s", "--script", "s.lock"], "the form's lock"),
        (["form", "--save-to", "c.json", "--compare", "uikit,android", "--screenshot", "c-right.json.lock"],
         "the right half's lock"),
        (["form", "--save-to", "c.json", "--trace", "cache/listdemo/font-match"], "the font-match cache"),
        (["form", "--save-to", "cache/listdemo/font-match"], "the font-match cache"),
    ]

    @Test(arguments: clashes)
    func anOutputOrInputAtTheLockOrTheFontCacheIsRefusedBeforeAnythingIsWritten(
        _ clash: (arguments: [String], role: String)
    ) throws {
        let folder = try Folder()
        try Data("0 quit\n".utf8).write(to: URL(fileURLWithPath: folder.path("s.lock")))
        let paths = ["--save-to", "--trace", "--script", "--screenshot"]
        let arguments = clash.arguments.enumerated().map { index, word in
            index > 0 && paths.contains(clash.arguments[index - 1]) ? folder.path(word) : word
        }
        let options = try ListDemoCommand.parse(arguments).options
        do {
            try FileRole.checkDistinct(options.fileRoles(environment: ["XDG_CACHE_HOME": folder.path("cache")]))
            Issue.record("\(clash.arguments) was not refused")
        } catch {
            #expect("\(error)".contains(clash.role), "\(error)")
        }
        // The run's own check, with the process's environment, refuses the lock's clashes the same way.
        if !clash.role.contains("cache") {
            guard case .failure(let line) = ListDemoOptions.interpret(arguments) else {
                Issue.record("\(clash.arguments) started")
                return
            }
            #expect(line.contains(clash.role), "\(line)")
        }
        #expect(folder.bytes("s.lock") == Data("0 quit\n".utf8))
    }
}
