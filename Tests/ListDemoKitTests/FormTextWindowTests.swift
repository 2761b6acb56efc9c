import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// xclip as another program on the desktop uses the clipboard, with a bound on how long it
    /// may wait: `xclip -o` waits for the selection's owner (the app) to answer from its event loop.
    private static let xclip = "/usr/bin/xclip"
    private static let timeout = "/usr/bin/timeout"

    /// The draft's values (the app writes it after every edit), nil while it does not exist.
    static func draft(_ run: Run) -> [String?]? {
        let url = run.directory.appendingPathComponent("classmates.json.draft")
        return (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode([String?].self, from: $0) }
    }

    /// Seed 003's fields in a real window, driven by xdotool, with xclip as the other program:
    /// a click puts the caret between two letters (the typed letter lands there in the draft), a
    /// drag selects, Ctrl+C puts the selection on the X CLIPBOARD (xclip reads it while the app
    /// runs), and what xclip put on the clipboard Ctrl+V pastes.
    @Test func clickToCaretDragSelectCopyAndPasteWithXclip() throws {
        let run = try Run(["form", "--save-to", "classmates.json"])
        let metrics = try PlatformTestSupport.canvas(width: 100, height: 100)
        // Row 0's field: text from x 148, at window y 44 ... 88.
        func x(after prefix: String) throws -> String {
            "\(Int((148 + (try metrics.measure(text: prefix, style: Theme.body).width)).rounded()))"
        }
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
        try run.server.xdotool("type", "--delay", "20", "Ada Lovelace")
        #expect(waitUntil { Self.draft(run)?[0] == "Ada Lovelace" }, "typed: \(String(describing: Self.draft(run)))")

        // Click-to-caret: between "Ada " and "Lovelace", then type.
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", try x(after: "Ada "), "66", "click", "1"])
        try run.server.xdotool("type", "--delay", "20", "X")
        #expect(waitUntil { Self.draft(run)?[0] == "Ada XLovelace" }, "\(String(describing: Self.draft(run)))")

        // Drag from after "Ada X" to after "Ada XLove" (down a little too: it stays a selection), Ctrl+C.
        try run.server.xdotool(Self.window + [
            "mousemove", "--window", "%1", try x(after: "Ada X"), "66", "sleep", "0.5", "mousedown", "1", "sleep", "0.05",
            "mousemove", "--window", "%1", try x(after: "Ada XLo"), "80", "sleep", "0.05",
            "mousemove", "--window", "%1", try x(after: "Ada XLove"), "90", "sleep", "0.05", "mouseup", "1",
        ])
        try run.server.xdotool("key", "ctrl+c")
        var copied = ""
        // Each xclip is killed after 10 s (a hang guard); the wait asks again until it reads the app's text.
        #expect(waitUntil {
            copied = (try? run.server.run(Self.timeout, ["10", Self.xclip, "-o", "-selection", "clipboard"])) ?? ""
            return copied == "Love"
        }, "xclip read \(copied.debugDescription) from the app's clipboard")
        #expect(run.frames.allSatisfy { $0["offset"] as? Double == 0 }, "the drag did not scroll the list")

        // Another program's text (with a line break, which becomes a space) pasted over the selection.
        // xclip owns the clipboard until another program takes it: it runs in the foreground
        // (-quiet, not forked) with no pipe to wait on, and is stopped afterwards.
        let pasted = run.directory.appendingPathComponent("pasted.txt")
        try Data("Byron\nKing".utf8).write(to: pasted)
        let owner = try PlatformXvfb.spawn(Self.xclip, ["-quiet", "-selection", "clipboard", "-i", pasted.path],
                                           standardOutput: nil, environment: ["DISPLAY=\(run.server.display)"])
        defer { PlatformXvfb.terminate(owner) }
        #expect(waitUntil {
            (try? run.server.run(Self.timeout, ["10", Self.xclip, "-o", "-selection", "clipboard"])) == "Byron\nKing"
        }, "xclip owns the clipboard")
        try run.server.xdotool("key", "ctrl+v")
        #expect(waitUntil { Self.draft(run)?[0] == "Ada XByron Kinglace" }, "\(String(describing: Self.draft(run)))")

        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Tab to a field below the window's bottom, then type: the list scrolls it into view first
    /// (with the least movement: its bottom at the viewport's bottom) and the text goes into it.
    /// Then the user scrolls it away with the wheel and types again: it comes back.
    @Test func tabToAnOffScreenFieldAndTypingShowIt() throws {
        let run = try Run(["form", "--save-to", "classmates.json", "--size", "480x400"])
        // 356 pt of list: rows 0-7 whole, row 9 (396 ... 440) below the bottom.
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
        for _ in 0..<9 { try run.server.xdotool("key", "Tab") }
        try run.server.xdotool("type", "--delay", "20", "Zed")
        #expect(waitUntil { Self.draft(run)?[9] == "Zed" }, "\(String(describing: Self.draft(run)))")
        #expect(waitUntil {
            run.frames.last?["offset"] as? Double == 84 && run.frames.last?["phase"] as? String == "idle"
        }, "row 9 scrolled just into view: \(run.frames.last ?? [:])")
        #expect(run.events("willDisplay").contains { $0["row"] as? Int == 9 })

        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "60", "200", "click", "--repeat", "2", "--delay", "50", "4"])
        #expect(waitUntil { run.frames.last?["offset"] as? Double == 0 && run.frames.last?["phase"] as? String == "idle" },
                "the wheel scrolled the field away: \(run.frames.last ?? [:])")
        try run.server.xdotool("type", "--delay", "20", "!")
        #expect(waitUntil { Self.draft(run)?[9] == "Zed!" })
        #expect(waitUntil { run.frames.last?["offset"] as? Double == 84 && run.frames.last?["phase"] as? String == "idle" },
                "typing brought it back: \(run.frames.last ?? [:])")

        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }
}
