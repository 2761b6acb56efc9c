import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// A screen reader's requests are input like a key: handed to `RunSession.handle` (what the accessibility bridge
    /// does with each request), recorded in the trace as `access` records, counted in input latency, and replayed
    /// by a script built from those records to the same text, selection and offset.
    @Suite struct AccessInputTests {
        /// The script line that replays an `access` record: its time, then the record's words in its own order.
        static func scriptLine(of record: [String: Any]) -> String {
            let words: [Any?] = [record["t"], "access", record["action"], record["button"], record["item"], record["answer"],
                                 record["section"], record["row"], record["position"], record["start"], record["end"]]
            let line = words.compactMap { $0.map { "\($0)" } }.joined(separator: " ")
            return (record["text"] as? String).map { line + " " + $0 } ?? line
        }

        /// The trace's records at `url`.
        static func records(at url: URL) throws -> [[String: Any]] {
            try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }

        /// What a run of the form left: each field's text, the edited field's caret and anchor, and the list's offset.
        struct Outcome: Equatable {
            let values: [String]
            let caret: Int?
            let anchor: Int?
            let offset: Double
        }

        private static func outcome(of driver: HeadlessDriver) throws -> Outcome {
            let form = try #require(driver.app.scene as? FormScene)
            return Outcome(values: form.allValues, caret: form.focus?.caret, anchor: form.focus?.anchor,
                           offset: driver.app.scene.list.offset)
        }

        /// The form at 480×600, tracing to `trace` and saving beside it, playing `script`.
        private static func form(in folder: URL, trace: String, script: String? = nil) throws -> HeadlessDriver {
            try HeadlessDriver(["form", "--size", "480x600", "--save-to", folder.appendingPathComponent(trace + ".json").path,
                                "--trace", folder.appendingPathComponent(trace).path], script: script)
        }

        /// Four requests as the bridge hands them over, each half a frame (1/120 s) before the frame that shows it: two
        /// edits of the second field (set, then an insert at its end with a space first), a selection of its first five
        /// code points, and a scroll to the last field. The trace holds them in order with their exact words; the frame
        /// after each records the 8.333 ms it waited (1/120 s); a script made of the records replays them to the same
        /// texts, selection and offset, and its own trace holds the same records.
        @Test func aScreenReadersRequestsAreTracedCountedAndReplayed() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let driver = try Self.form(in: folder, trace: "asked.jsonl")
            let requests: [(frame: Int, AccessAction)] = [
                (12, .edit(ListIndexPath(row: 1, section: 0), .init(start: 0, end: -1), text: "Grace")),
                (18, .edit(ListIndexPath(row: 1, section: 0), .init(start: 5, end: 5), text: " Hopper")),
                (24, .select(ListIndexPath(row: 1, section: 0), .init(start: 0, end: 5))),
                (30, .scrollTo(ListIndexPath(row: 19, section: 0), .bottom)),
            ]
            for (frame, action) in requests {
                try driver.run(until: Double(frame - 1) / 60, presenting: true)
                driver.session.handle(.access(action), at: Double(frame) / 60 - 1.0 / 120)
            }
            try driver.run(until: 1.5, presenting: true)
            let asked = try Self.outcome(of: driver)
            _ = try driver.session.finish(canvas: driver.canvas)

            // "Grace Hopper" (12 characters) with "Grace" selected: caret at the selection's end (5), anchor at 0.
            #expect(asked.values.prefix(2) == ["", "Grace Hopper"] && asked.caret == 5 && asked.anchor == 0)
            #expect(asked.offset > 0, "the scroll to the last field moved the list: \(asked.offset)")
            let records = try Self.records(at: folder.appendingPathComponent("asked.jsonl"))
            let access = records.filter { $0["event"] as? String == "access" }
            #expect(access.map(Self.scriptLine) == [
                "\(12.0 / 60 - 1.0 / 120) access edit 0 1 0 -1 Grace",
                "\(18.0 / 60 - 1.0 / 120) access edit 0 1 5 5  Hopper",
                "\(24.0 / 60 - 1.0 / 120) access select 0 1 0 5",
                "\(30.0 / 60 - 1.0 / 120) access scroll-to 0 19 bottom",
            ])
            for (frame, _) in requests {
                let shown = try #require(records.first { $0["frame"] as? Int == frame })
                let latency = try #require(shown["input_latency_ms"] as? Double, "frame \(frame) shows the request")
                #expect(abs(latency - 1000.0 / 120) < 1e-9, "frame \(frame): \(latency) ms")
            }

            let replay = try Self.form(in: folder, trace: "replayed.jsonl",
                                       script: access.map(Self.scriptLine).joined(separator: "\n") + "\n")
            try replay.run(until: 1.5, presenting: true)
            #expect(try Self.outcome(of: replay) == asked)
            _ = try replay.session.finish(canvas: replay.canvas)
            let replayed = try Self.records(at: folder.appendingPathComponent("replayed.jsonl"))
            #expect(replayed.filter { $0["event"] as? String == "access" }.map(Self.scriptLine) == access.map(Self.scriptLine))
        }

        /// A request naming what the list on top does not have (a replayed script meeting other data) does nothing and
        /// is an error record, as a script's `scroll-to` to a missing row is; the run goes on.
        @Test func aRequestForWhatIsNotThereIsAnErrorRecord() throws {
            let driver = try HeadlessDriver(["options"], script: """
                0.1 access activate 0 20
                0.2 access edit 0 3 0 -1 x
                0.3 access press 7

                """)
            var errors: [String] = []
            driver.session.app.eventSink = { if case .error(_, let message) = $0 { errors.append(message) } }
            try driver.run(until: 0.5)
            // Options has rows 0 to 19 and no text field; its bar has no buttons, and pressing one that is not there
            // does nothing, as a click where none is drawn.
            #expect(errors == ["access activate: there is no row 0 20", "access edit: there is no text field at 0 3"])
            #expect(driver.app.scene.name == .options)
        }

        /// Every number of `access` has a finite range, and a line outside it is one line naming it.
        @Test(arguments: [
            ("0 access", "script:1: access needs 'ACTION ARGUMENTS'"),
            ("0 access shout 0 1", "script:1: access: unknown action 'shout' (choose activate, back, dialog, edit, focus, "
                + "menu-item, pill, press, scroll-to, select)"),
            ("0 access back 1", "script:1: access: back needs 'back'"),
            ("0 access press -1", "script:1: access: button must be a whole number from 0 to 2147483647 (got '-1')"),
            ("0 access activate 0 1e9", "script:1: access: row must be a whole number from 0 to 2147483647 (got '1e9')"),
            ("0 access scroll-to 0 1 left", "script:1: access: unknown position 'left' (choose top, middle, bottom, none)"),
            ("0 access select 0 1 -2 3", "script:1: access: start must be a whole number from -1 to 2147483647 (got '-2')"),
            ("0 access edit 0 1 0 2147483648 x",
             "script:1: access: end must be a whole number from -1 to 2147483647 (got '2147483648')"),
            ("0 access edit 0 1 0", "script:1: access: edit needs 'edit SECTION ROW START END [TEXT]'"),
            ("0 access edit 0 1 0 nan x", "script:1: access: end must be a whole number from -1 to 2147483647 (got 'nan')"),
        ])
        func hostileAccessLinesAreOneLine(line: String, message: String) {
            #expect(throws: ScriptError.self) { try Script.parse(line + "\n") }
            do { _ = try Script.parse(line + "\n") } catch { #expect(error.description == message) }
        }

        /// `edit` without text deletes the range; its text is the rest of the line verbatim, blanks and `#` included.
        @Test func anEditsTextIsTheRestOfItsLine() throws {
            let script = try Script.parse("0 access edit 0 1 2 4\n0 access edit 0 1 0 0  a # b \n")
            #expect(script.commands.map(\.action) == [
                .access(.edit(ListIndexPath(row: 1, section: 0), .init(start: 2, end: 4), text: "")),
                .access(.edit(ListIndexPath(row: 1, section: 0), .init(start: 0, end: 0), text: " a # b ")),
            ])
        }
    }
}
