import Foundation
import Glibc
import Testing
@testable import ListDemoKit

/// The form's files when something is wrong with them: a draft or save file that cannot be read
/// never costs saved data, a symlink is written through, and a FIFO, a folder or a device at the
/// path is never read, moved or replaced; a full or read-only disk fails a save and keeps the old file.
@Suite struct FormFileSafetyTests {
    private let saved: [String?] = (1...20).map { "Saved \($0)" }

    /// A fresh folder (removed when the test ends) and the form's paths in it.
    private final class Folder {
        let url: URL
        init() throws { url = try PlatformTestSupport.temporaryDirectory() }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        var saveTo: String { path("c.json") }
        var draft: String { path("c.json.draft") }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
    }

    private func write(_ values: [String?], to path: String) throws {
        try JSONEncoder().encode(values).write(to: URL(fileURLWithPath: path))
    }

    private func values(in path: String) -> [String?]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode([String?].self, from: data)
    }

    private func form(saveTo: String) throws -> (SceneDriver, FormScene) {
        let driver = try SceneDriver(["form", "--size", "480x400", "--save-to", saveTo])
        return (driver, try #require(driver.app.scene as? FormScene))
    }

    /// Types `text` into the first field (appending to it) and saves.
    private func typeIntoFirstFieldAndSave(_ driver: SceneDriver, _ text: String) {
        driver.key("Tab")
        driver.send(.textInput(text))
        driver.key("S", .ctrl)
    }

    // MARK: Drafts and save files that cannot be read

    static let badDrafts: [(name: String, content: String)] = [
        ("garbage", "not JSON at all \u{1}\u{2}"),
        ("torn", #"["Ada", null, "Gra"#),
        ("wrong length", #"["only", "three", null]"#),
        ("wrong type", #"{"values": ["Ada"]}"#),
        ("empty", ""),
    ]

    @Test(arguments: badDrafts)
    func aDraftThatCannotBeReadIsKeptAsideAndTheSavedValuesStay(_ bad: (name: String, content: String)) throws {
        let folder = try Folder()
        try write(saved, to: folder.saveTo)
        try Data(bad.content.utf8).write(to: URL(fileURLWithPath: folder.draft))
        let (driver, scene) = try form(saveTo: folder.saveTo)

        #expect(scene.allValues == saved.map { $0 ?? "" }, "\(bad.name): starts from the save file")
        let kept = folder.draft + ".corrupt-1"
        #expect(FileManager.default.contents(atPath: kept) == Data(bad.content.utf8), "\(bad.name): kept byte for byte")
        #expect(!FileManager.default.fileExists(atPath: folder.draft))
        #expect(scene.banner == "Draft unreadable: kept as c.json.draft.corrupt-1")
        #expect(scene.fileNotices == ["'\(folder.draft)' could not be read (not a JSON array of 20 strings or nulls); kept it as '\(kept)'"])

        // The next edit and save keep the other 19 saved values.
        typeIntoFirstFieldAndSave(driver, "!")
        #expect(values(in: folder.saveTo) == ["Saved 1!"] + saved.dropFirst())
        #expect(FileManager.default.contents(atPath: kept) == Data(bad.content.utf8))
    }

    @Test func aKeptDraftNeverReplacesAnEarlierOne() throws {
        let folder = try Folder()
        try Data("first".utf8).write(to: URL(fileURLWithPath: folder.draft + ".corrupt-1"))
        try Data("second".utf8).write(to: URL(fileURLWithPath: folder.draft))
        let (_, scene) = try form(saveTo: folder.saveTo)
        #expect(FileManager.default.contents(atPath: folder.draft + ".corrupt-1") == Data("first".utf8))
        #expect(FileManager.default.contents(atPath: folder.draft + ".corrupt-2") == Data("second".utf8))
        #expect(scene.banner == "Draft unreadable: kept as c.json.draft.corrupt-2")
        #expect(scene.allValues == Array(repeating: "", count: 20))
    }

    @Test func aSaveFileThatCannotBeReadIsKeptAsideBeforeAnySave() throws {
        let folder = try Folder()
        let torn = #"["Ada", "Grace", nu"#
        try Data(torn.utf8).write(to: URL(fileURLWithPath: folder.saveTo))
        let (driver, scene) = try form(saveTo: folder.saveTo)
        #expect(scene.banner == "Save file unreadable: kept as c.json.corrupt-1")
        #expect(scene.fileNotices
            == ["'\(folder.saveTo)' could not be read (not a JSON array of 20 strings or nulls); kept it as '\(folder.saveTo).corrupt-1'"])
        #expect(scene.allValues == Array(repeating: "", count: 20))
        typeIntoFirstFieldAndSave(driver, "Ada")
        #expect(FileManager.default.contents(atPath: folder.saveTo + ".corrupt-1") == Data(torn.utf8))
        #expect(values(in: folder.saveTo) == ["Ada"] + Array(repeating: nil, count: 19))
    }

    @Test func aGoodDraftStillKeepsABadSaveFileAside() throws {
        let folder = try Folder()
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: folder.saveTo))
        try write(saved, to: folder.draft)
        let (_, scene) = try form(saveTo: folder.saveTo)
        #expect(scene.allValues == saved.map { $0 ?? "" })
        #expect(scene.banner == "Save file unreadable: kept as c.json.corrupt-1; Restored unsaved changes")
        #expect(FileManager.default.contents(atPath: folder.saveTo + ".corrupt-1") == Data("garbage".utf8))
    }

    @Test func aHugeDraftIsKeptAsideUnread() throws {
        let folder = try Folder()
        try write(saved, to: folder.saveTo)
        try Data(repeating: UInt8(ascii: " "), count: FormStore.largestFile + 1).write(to: URL(fileURLWithPath: folder.draft))
        let (_, scene) = try form(saveTo: folder.saveTo)
        #expect(scene.allValues == saved.map { $0 ?? "" })
        #expect(scene.fileNotices.first?.contains("could not be read (larger than 4 MB)") == true)
        #expect(FileIdentity(path: folder.draft + ".corrupt-1")?.size == FormStore.largestFile + 1)
    }

    // MARK: What the path is

    @Test func aSymlinkedSavePathIsWrittenThroughAndStaysALink() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: false)
        let target = folder.path("real/classmates.json")
        try write(saved, to: target)
        try FileManager.default.createSymbolicLink(atPath: folder.saveTo, withDestinationPath: "real/classmates.json")
        let (driver, scene) = try form(saveTo: folder.saveTo)
        #expect(scene.allValues == saved.map { $0 ?? "" })
        typeIntoFirstFieldAndSave(driver, "!")
        #expect(FileIdentity(path: folder.saveTo)?.kind == .symlink)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.saveTo) == "real/classmates.json")
        #expect(values(in: target) == ["Saved 1!"] + saved.dropFirst())
        #expect(folder.names == ["c.json", "real"], "no draft or temporary left behind")
        // The open form's lock is beside the file the link leads to, so every name of that file shares it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("real")).sorted()
                == ["classmates.json", "classmates.json.lock"])
    }

    /// Makes something that is not a regular file at `path`; nil when this machine does not allow it.
    private static func makeSpecial(_ kind: FileIdentity.Kind, at path: String) -> Bool {
        switch kind {
        case .fifo: mkfifo(path, 0o644) == 0
        case .directory: mkdir(path, 0o755) == 0
        // The null device's numbers, but a node of our own in a temporary folder.
        case .characterDevice: mknod(path, S_IFCHR | 0o644, deviceNumber(major: 1, minor: 3)) == 0
        default: false
        }
    }

    @Test(arguments: [FileIdentity.Kind.fifo, .directory, .characterDevice], ["save file", "draft"])
    func somethingNotARegularFileIsNeverReadMovedOrReplaced(_ kind: FileIdentity.Kind, at which: String) throws {
        let folder = try Folder()
        let special = which == "draft" ? folder.draft : folder.saveTo
        if which == "draft" { try write(saved, to: folder.saveTo) }
        guard Self.makeSpecial(kind, at: special) else {
            print("skipped \(kind) at the \(which): cannot make one here (\(String(cString: strerror(errno))))")
            return
        }
        // A FIFO read would block for ever: launching must not.
        let (driver, scene) = try form(saveTo: folder.saveTo)
        let name = which == "draft" ? "Draft c.json.draft" : "Save file c.json"
        #expect(scene.banner == "\(name) is \(kind.description), not a regular file")
        #expect(scene.fileNotices == ["'\(special)' is \(kind.description), not a regular file: it is left alone and not saved to"])
        if which == "draft" { #expect(scene.allValues == saved.map { $0 ?? "" }) }
        driver.key("Tab")
        driver.send(.textInput("x"))
        driver.key("S", .ctrl)
        #expect(FileIdentity(path: special)?.kind == kind, "still \(kind.description)")
        #expect(scene.value(ofRow: 0).hasSuffix("x"), "the typed text stays")
        #expect(folder.names.allSatisfy { !$0.contains(".tmp-") && !$0.contains("corrupt") })
        if which == "save file" {
            #expect(scene.banner == "refusing to write '\(special)': it is \(kind.description), not a regular file")
        } else {
            #expect(values(in: folder.saveTo) == ["Saved 1x"] + saved.dropFirst(), "the save itself works")
        }
    }

    // MARK: Full and read-only disks

    @Test(.enabled(if: TinyDisk.unavailableReason == nil, "\(TinyDisk.unavailableReason ?? "")"))
    func aFullDiskFailsTheSaveAndKeepsTheOldFileWhole() throws {
        let disk = try TinyDisk()
        let saveTo = disk.folder.appendingPathComponent("c.json").path
        try write(saved, to: saveTo)
        let before = FileManager.default.contents(atPath: saveTo)
        disk.fill()
        let (driver, scene) = try form(saveTo: saveTo)
        driver.key("Tab")
        driver.send(.textInput(String(repeating: "y", count: 900)))
        #expect(scene.banner?.hasPrefix("cannot write '\(saveTo).draft': No space left on device") == true)
        driver.key("S", .ctrl)
        #expect(scene.banner == "cannot write '\(saveTo)': No space left on device")
        #expect(FileManager.default.contents(atPath: saveTo) == before)
        #expect(scene.value(ofRow: 0) == "Saved 1" + String(repeating: "y", count: 900))
        let names = try FileManager.default.contentsOfDirectory(atPath: disk.folder.path).sorted()
        #expect(names == ["c.json", "c.json.lock", "filler"], "no temporary left behind (the lock is the open form's)")
    }

    @Test(.enabled(if: TinyDisk.unavailableReason == nil, "\(TinyDisk.unavailableReason ?? "")"))
    func aReadOnlyFolderFailsTheSaveAndKeepsTheOldFile() throws {
        let disk = try TinyDisk()
        let saveTo = disk.folder.appendingPathComponent("c.json").path
        try write(saved, to: saveTo)
        try disk.makeReadOnly()
        let (driver, scene) = try form(saveTo: saveTo)
        #expect(scene.allValues == saved.map { $0 ?? "" })
        typeIntoFirstFieldAndSave(driver, "!")
        #expect(scene.banner == "cannot write '\(saveTo)': Read-only file system")
        #expect(values(in: saveTo) == saved)
        #expect(scene.value(ofRow: 0) == "Saved 1!")
    }

    // MARK: Temporaries of killed saves

    @Test func staleTemporariesOfThisAppAreRemovedAndNothingElse() throws {
        let folder = try Folder()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier
        let live = getpid()
        let stale = [".c.json.tmp-\(dead)-17", ".c.json.draft.tmp-\(dead)-4294967295"]
        let kept = [
            ".c.json.tmp-\(live)-1",  // a save in progress
            ".c.json.tmp-\(dead)-x", ".c.json.tmp-+\(dead)-1", ".c.json.tmp-\(dead)-1-2", ".c.json.tmp-\(dead)",
            ".other.json.tmp-\(dead)-1", "c.json.tmp-\(dead)-1", "notes.txt",
        ]
        for name in stale + kept { try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path(name))) }
        // A folder of the same pattern is not a temporary this app wrote.
        let folderLookingStale = ".c.json.tmp-\(dead)-2"
        try FileManager.default.createDirectory(atPath: folder.path(folderLookingStale), withIntermediateDirectories: false)
        _ = try form(saveTo: folder.saveTo)
        #expect(folder.names == (kept + [folderLookingStale]).sorted())
    }

    // MARK: Field length

    @Test func aFieldTakesAtMostAThousandCharactersAndSaysSo() throws {
        let folder = try Folder()
        let (driver, scene) = try form(saveTo: folder.saveTo)
        driver.key("Tab")
        driver.send(.textInput(String(repeating: "a", count: 998)))
        driver.send(.textInput("a"))
        #expect(scene.banner == nil)
        driver.send(.textInput("bcd"))
        #expect(scene.value(ofRow: 0) == String(repeating: "a", count: 999) + "b")
        #expect(scene.banner == "Field is limited to 1,000 characters")
        driver.key("Backspace")
        driver.send(.textInput(String(repeating: "é", count: 1 << 20)))
        #expect(scene.value(ofRow: 0) == String(repeating: "a", count: 999) + "é")
        #expect(scene.focus?.caret == 1_000)
    }

    /// One character can carry any number of combining marks, so a field is bounded in bytes too:
    /// a character bigger than the room left is refused whole, and every field filled with heavy
    /// characters still makes a draft the next launch can read.
    @Test func charactersOfManyCombiningMarksAreCutAtSixteenKilobytes() throws {
        let folder = try Folder()
        let (driver, scene) = try form(saveTo: folder.saveTo)
        driver.key("Tab")
        driver.send(.textInput("a" + String(repeating: "\u{301}", count: 100_000)))
        #expect(scene.value(ofRow: 0) == "", "one 200 KB character does not fit at all")
        #expect(scene.banner == "Field is limited to 16 KB of text")

        // 21 bytes a character: the bytes, not the 1,000 characters, are the limit.
        let heavy = String(repeating: "a" + String(repeating: "\u{301}", count: 10), count: 1_000)
        for row in 0..<20 {
            if row > 0 { driver.key("Tab") }
            driver.send(.textInput(heavy))
            #expect(scene.value(ofRow: row).utf8.count == FormScene.maximumBytes / 21 * 21)
        }
        let draftSize = try #require(FileIdentity(path: folder.draft)?.size)
        #expect(draftSize <= FormStore.largestFile)

        let (_, restored) = try form(saveTo: folder.saveTo)
        #expect(restored.banner == "Restored unsaved changes")
        #expect(restored.allValues == scene.allValues)
    }
}
