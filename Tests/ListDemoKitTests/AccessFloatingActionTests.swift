import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// A screen reader's action on what floats over the list — the "N new" pill, a context menu's item, the quit
    /// dialog's buttons — is input handed to `RunSession.handle` (as the accessibility bridge hands it), does what a
    /// click there does, is an `access` record in the trace, and a script of that record replays it to the same result.
    @Suite struct AccessFloatingActionTests {
        private typealias Records = AccessInputTests

        /// The trace's `access` records as script lines.
        private static func accessLines(in folder: URL, _ trace: String) throws -> [String] {
            try Records.records(at: folder.appendingPathComponent(trace))
                .filter { $0["event"] as? String == "access" }.map(Records.scriptLine)
        }

        /// The live scene with one arrival a second while its end shows (LiveArrivalTests), so the pill counts them.
        private static func live(in folder: URL, trace: String, script: String) throws -> HeadlessDriver {
            try HeadlessDriver(["live", "--auto", "1", "--size", "480x400", "--duration", "60",
                                "--trace", folder.appendingPathComponent(trace).path], script: script)
        }

        @Test func thePillsActionScrollsToTheTopAsAClickOnItDoes() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let asked = try Self.live(in: folder, trace: "asked.jsonl", script: "0.2 key End\n")
            try asked.run(until: 0.1)
            let top = asked.app.scene.list.offset
            try asked.run(until: 2.5)
            let pill = try #require(asked.app.shown?.top.pill, "arrivals while the end shows bring the pill")
            let atEnd = asked.app.scene.list.offset
            #expect(atEnd > top + 100, "End moved the list: \(top) → \(atEnd)")
            // Between the frames at 2.5 and 2.5167 s (the next one, 151/60).
            asked.session.handle(.access(.pill), at: 2.51)

            let clicked = try Self.live(in: folder, trace: "clicked.jsonl", script: "0.2 key End\n")
            try clicked.run(until: 2.5)
            let centre = Point(x: pill.rect.midX, y: pill.rect.midY)
            clicked.session.handle(.pointerDown(centre), at: 2.505)
            clicked.session.handle(.pointerUp(centre), at: 2.51)

            try asked.run(until: 4)
            try clicked.run(until: 4)
            #expect(asked.app.scene.list.offset == top, "scrolled back to the top")
            #expect(clicked.app.scene.list.offset == top, "as the click did")
            _ = try asked.session.finish(canvas: asked.canvas)
            #expect(try Self.accessLines(in: folder, "asked.jsonl") == ["2.51 access pill"])

            let replay = try Self.live(in: folder, trace: "replayed.jsonl", script: "0.2 key End\n2.51 access pill\n")
            try replay.run(until: 2.5)
            #expect(replay.app.scene.list.offset == atEnd)
            try replay.run(until: 4)
            #expect(replay.app.scene.list.offset == top)
            _ = try replay.session.finish(canvas: replay.canvas)
            #expect(try Self.accessLines(in: folder, "replayed.jsonl") == ["2.51 access pill"])
        }

        /// "Ada" typed in the first field and selected, its menu opened from the keys (Shift+F10).
        private static let menuScript = "0.1 key Tab\n0.2 type Ada\n0.3 key ctrl+A\n0.4 key shift+F10\n"

        private static func form(in folder: URL, trace: String, script: String, draft: Bool = true,
                                 asksBeforeQuitting: Bool = false) throws -> HeadlessDriver {
            try HeadlessDriver(["form", "--size", "480x800", "--save-to", folder.appendingPathComponent(trace + ".json").path,
                                "--trace", folder.appendingPathComponent(trace).path],
                               script: script, asksBeforeQuitting: asksBeforeQuitting)
        }

        private static func clipboardText(_ driver: HeadlessDriver) throws -> String? {
            try #require(driver.app.scene as? FormScene).clipboard.text(of: .clipboard)?.text
        }

        @Test func aMenuItemsActionChoosesItAsAClickDoes() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let asked = try Self.form(in: folder, trace: "asked.jsonl", script: Self.menuScript)
            try asked.run(until: 0.45)
            let menu = try #require(asked.app.shown?.menu)
            let copy = try #require(menu.items.firstIndex { $0.command == .copy })
            #expect(menu.items[copy].isEnabled && menu.highlighted != copy, "the highlight (the first item) is not Copy")
            #expect(try Self.clipboardText(asked) != "Ada")
            asked.session.handle(.access(.menuItem(copy)), at: 0.46)
            #expect(asked.app.contextMenu == nil, "choosing closes the menu")
            #expect(try Self.clipboardText(asked) == "Ada")
            try asked.run(until: 0.6)
            _ = try asked.session.finish(canvas: asked.canvas)
            let records = try Records.records(at: folder.appendingPathComponent("asked.jsonl"))
            #expect(records.filter { $0["event"] as? String == "menu" && $0["open"] as? Bool == false }
                .compactMap { $0["chosen"] as? String } == ["Copy"])
            let lines = try Self.accessLines(in: folder, "asked.jsonl")
            #expect(lines == ["0.46 access menu-item \(copy)"])

            let replay = try Self.form(in: folder, trace: "replayed.jsonl", script: Self.menuScript + lines[0] + "\n")
            try replay.run(until: 0.6)
            #expect(try Self.clipboardText(replay) == "Ada" && replay.app.contextMenu == nil)
        }

        /// A form whose draft cannot be written (a folder is in its place) holding "Ada", so quitting asks.
        private static func unwrittenForm(in folder: URL, trace: String, script: String) throws -> HeadlessDriver {
            try FileManager.default.createDirectory(atPath: folder.appendingPathComponent(trace + ".json.draft").path,
                                                    withIntermediateDirectories: false)
            return try Self.form(in: folder, trace: trace, script: "0.1 key Tab\n0.2 type Ada\n" + script,
                                 asksBeforeQuitting: true)
        }

        @Test func theDialogsCancelKeepsTheAppAndDiscardQuitsWithoutSaving() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let asked = try Self.unwrittenForm(in: folder, trace: "asked.jsonl", script: "0.3 key ctrl+Q\n0.6 key ctrl+Q\n")
            try asked.run(until: 0.4)
            #expect(asked.app.shown?.dialog != nil)
            asked.session.handle(.access(.dialog(.cancel)), at: 0.41)
            try asked.run(until: 0.5)
            #expect(!asked.app.quitRequested && asked.app.shown?.dialog == nil, "Cancel: the app runs on, unasked")
            try asked.run(until: 0.7)
            #expect(asked.app.shown?.dialog != nil, "asked again")
            asked.session.handle(.access(.dialog(.discard)), at: 0.71)
            #expect(asked.app.quitRequested && asked.app.shell.discardedEdits)
            let saved = folder.appendingPathComponent("asked.jsonl.json").path
            #expect(!FileManager.default.fileExists(atPath: saved), "Discard wrote nothing")
            _ = try asked.session.finish(canvas: asked.canvas)
            let records = try Records.records(at: folder.appendingPathComponent("asked.jsonl"))
            let answers = records.filter { $0["event"] as? String == "quit-confirmation" }.compactMap { $0["answer"] as? String }
            #expect(answers == ["asked", "cancel", "asked", "discard"])
            let lines = try Self.accessLines(in: folder, "asked.jsonl")
            try #require(lines == ["0.41 access dialog cancel", "0.71 access dialog discard"])

            let replay = try Self.unwrittenForm(in: folder, trace: "replayed.jsonl",
                                                script: "0.3 key ctrl+Q\n\(lines[0])\n0.6 key ctrl+Q\n\(lines[1])\n")
            try replay.run(until: 0.8)
            #expect(replay.app.quitRequested && replay.app.shell.discardedEdits)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("replayed.jsonl.json").path))
            _ = try replay.session.finish(canvas: replay.canvas)
            let replayed = try Records.records(at: folder.appendingPathComponent("replayed.jsonl"))
            #expect(replayed.filter { $0["event"] as? String == "quit-confirmation" }.compactMap { $0["answer"] as? String }
                == answers)
        }

        /// An action on what is not showing (a replayed script meeting another run) does nothing and is an error record.
        @Test func anActionOnWhatIsNotShowingIsAnErrorRecord() throws {
            let driver = try HeadlessDriver(["form", "--size", "480x800"], script: """
                0.1 access pill
                0.2 access menu-item 0
                0.3 access dialog cancel
                0.4 key Tab
                0.5 key shift+F10
                0.6 access menu-item 99

                """)
            var errors: [String] = []
            driver.session.app.eventSink = { if case .error(_, let message) = $0 { errors.append(message) } }
            try driver.run(until: 0.7)
            let items = try #require(driver.app.contextMenu?.items.count, "the menu stays open")
            #expect(errors == ["access pill: the pill is not showing", "access menu-item: no context menu is open",
                               "access dialog: the quit dialog is not showing",
                               "access menu-item: the menu has no item 99 (it has \(items))"])
            #expect(!driver.app.quitRequested)
        }

        @Test(arguments: [
            ("0 access pill 1", "script:1: access: pill needs 'pill'"),
            ("0 access menu-item", "script:1: access: menu-item needs 'menu-item ITEM'"),
            ("0 access menu-item -1", "script:1: access: item must be a whole number from 0 to 2147483647 (got '-1')"),
            ("0 access menu-item 2147483648",
             "script:1: access: item must be a whole number from 0 to 2147483647 (got '2147483648')"),
            ("0 access dialog", "script:1: access: dialog needs 'dialog save|discard|cancel'"),
            ("0 access dialog Save", "script:1: access: unknown answer 'Save' (choose save, discard, cancel)"),
            ("0 access dialog quit now", "script:1: access: dialog needs 'dialog save|discard|cancel'"),
        ])
        func hostileLinesAreOneLine(line: String, message: String) {
            #expect(throws: ScriptError.self) { try Script.parse(line + "\n") }
            do { _ = try Script.parse(line + "\n") } catch { #expect(error.description == message) }
        }
    }
}
