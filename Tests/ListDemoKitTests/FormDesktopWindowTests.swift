import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    private static let xclip = "/usr/bin/xclip"
    private static let timeout = "/usr/bin/timeout"

    /// What xclip reads from `selection` ("primary", "clipboard") while the app owns it or another does.
    private static func xclipOut(_ run: Run, _ selection: String) -> String {
        (try? run.server.run(timeout, ["2", xclip, "-o", "-selection", selection])) ?? ""
    }

    /// xclip owning `selection` with `text` until stopped (`-quiet`: it stays in the foreground).
    private static func xclipOwner(_ run: Run, _ selection: String, _ text: String) throws -> pid_t {
        let file = run.directory.appendingPathComponent("\(selection)-owned.txt")
        try Data(text.utf8).write(to: file)
        return try PlatformXvfb.spawn(xclip, ["-quiet", "-selection", selection, "-i", file.path],
                                      standardOutput: nil, environment: ["DISPLAY=\(run.server.display)"])
    }

    /// The window x of the boundary after `prefix` in row 0's field (text from x 148).
    private static func x(after prefix: String) throws -> String {
        let metrics = try PlatformTestSupport.canvas(width: 100, height: 100)
        return "\(Int((148 + (try metrics.measure(text: prefix, style: Theme.body).width)).rounded()))"
    }

    /// The X11 habits in a real window, with xclip as the other program: a double-click's selection
    /// is what `xclip -o -selection primary` reads, a middle click pastes the app's own PRIMARY and
    /// then another program's at the click, Shift+click extends a selection (PRIMARY follows), and
    /// Ctrl+Z takes a paste back.
    @Test func primaryMiddleClickShiftClickAndUndoInARealWindow() throws {
        let run = try Run(["form", "--save-to", "classmates.json"])
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
        try run.server.xdotool("type", "--delay", "20", "Ada Lovelace")
        #expect(waitUntil { Self.draft(run)?[0] == "Ada Lovelace" }, "typed: \(String(describing: Self.draft(run)))")

        // A double-click on "Lovelace" selects it; the selection owns PRIMARY.
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", try Self.x(after: "Ada Lo"), "66",
                                              "click", "--repeat", "2", "--delay", "50", "1"])
        var primary = ""
        #expect(waitUntil { primary = Self.xclipOut(run, "primary"); return primary == "Lovelace" }, "PRIMARY: \(primary.debugDescription)")

        // A middle click in row 1's field pastes it there: the app reads its own selection.
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "110", "click", "2"])
        #expect(waitUntil { Self.draft(run)?[1] == "Lovelace" }, "\(String(describing: Self.draft(run)))")

        // Another program's PRIMARY, pasted between "Love" and "lace" in row 1.
        let owner = try Self.xclipOwner(run, "primary", "Byron")
        defer { PlatformXvfb.terminate(owner) }
        #expect(waitUntil { Self.xclipOut(run, "primary") == "Byron" }, "xclip owns PRIMARY")
        let metrics = try PlatformTestSupport.canvas(width: 100, height: 100)
        let afterLove = Int((148 + (try metrics.measure(text: "Love", style: Theme.body).width)).rounded())
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "\(afterLove)", "110", "click", "2"])
        #expect(waitUntil { Self.draft(run)?[1] == "LoveByronlace" }, "\(String(describing: Self.draft(run)))")

        // Ctrl+Z takes the paste back.
        try run.server.xdotool("key", "ctrl+z")
        #expect(waitUntil { Self.draft(run)?[1] == "Lovelace" }, "\(String(describing: Self.draft(run)))")

        // Shift+click in row 0: the caret after "A", then Shift held, a click after "Ada Love".
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", try Self.x(after: "A"), "66", "click", "1"])
        try run.server.xdotool(Self.window + ["keydown", "shift", "mousemove", "--window", "%1", try Self.x(after: "Ada Love"), "66",
                                              "click", "1", "keyup", "shift"])
        #expect(waitUntil { primary = Self.xclipOut(run, "primary"); return primary == "da Love" }, "PRIMARY: \(primary.debugDescription)")

        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// The context menu in a real window: a right-click in a field with a selection opens it (the
    /// trace's `menu` record names what it offers), a click on Cut cuts; by keys, Down and Return
    /// choose Undo, which brings the text back; Escape closes it having done nothing; Shift+F10 and
    /// the Menu key open it from the keyboard.
    @Test func theContextMenuByPointerAndByKeysInARealWindow() throws {
        let run = try Run(["form", "--save-to", "classmates.json"])
        func menus() -> [[String: Any]] { run.events("menu") }
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
        try run.server.xdotool("type", "--delay", "20", "Ada Lovelace")
        #expect(waitUntil { Self.draft(run)?[0] == "Ada Lovelace" })
        try run.server.xdotool("key", "ctrl+shift+Left")

        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "3"])
        #expect(waitUntil { menus().count == 1 }, "the menu opened")
        #expect(menus().first?["enabled"] as? String == "Undo,Cut,Copy,Delete,Select All", "\(menus())")
        // Where the app put it: at the pointer, in a 480×800 window.
        let menu = ContextMenu(items: ContextMenu.commands.map { .init(command: $0, isEnabled: true) },
                               at: Point(x: 300, y: 66), in: Rect(x: 0, y: 0, width: 480, height: 800))
        let cut = menu.itemRect(ContextMenu.commands.firstIndex(of: .cut)!)
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "\(Int(cut.midX))", "\(Int(cut.midY))",
                                              "sleep", "0.1", "click", "1"])
        #expect(waitUntil { Self.draft(run)?[0] == "Ada " }, "\(String(describing: Self.draft(run)))")
        // The trace is written as the frame showing the edit is presented, just after the draft.
        #expect(waitUntil { menus().last?["chosen"] as? String == "Cut" }, "\(menus())")
        #expect(waitUntil { Self.xclipOut(run, "clipboard") == "Lovelace" }, "the cut text is on the clipboard")

        // By keys: the first enabled item is Undo.
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "3"])
        #expect(waitUntil { menus().count == 3 }, "\(menus())")
        #expect(menus().last?["enabled"] as? String == "Undo,Paste,Select All")
        try run.server.xdotool("key", "Down", "Return")
        #expect(waitUntil { Self.draft(run)?[0] == "Ada Lovelace" }, "\(String(describing: Self.draft(run)))")
        #expect(waitUntil { menus().last?["chosen"] as? String == "Undo" }, "\(menus())")

        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "3"])
        #expect(waitUntil { menus().count == 5 })
        try run.server.xdotool("key", "Escape")
        #expect(waitUntil { menus().count == 6 })
        #expect(menus().last?["open"] as? Bool == false && menus().last?["chosen"] is NSNull, "\(menus().last ?? [:])")
        #expect(Self.draft(run)?[0] == "Ada Lovelace")
        #expect(run.events("pop").isEmpty, "Escape closed the menu and left the page alone")

        // GTK's keys, as SDL names real key presses: Shift+F10 opens the menu with its first item
        // highlighted; so does the Menu key, and Return then runs Undo ("Lovelace" was typed as a
        // step of its own, the space starting a word).
        try run.server.xdotool("key", "shift+F10")
        #expect(waitUntil { menus().count == 7 }, "Shift+F10: \(menus())")
        try run.server.xdotool("key", "Escape")
        #expect(waitUntil { menus().count == 8 })
        try run.server.xdotool("key", "Menu")
        #expect(waitUntil { menus().count == 9 }, "the Menu key: \(menus())")
        try run.server.xdotool("key", "Return")
        #expect(waitUntil { Self.draft(run)?[0] == "Ada" }, "\(String(describing: Self.draft(run)))")
        #expect(waitUntil { menus().last?["chosen"] as? String == "Undo" }, "\(menus())")
        #expect(run.events("pop").isEmpty)

        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// xclip serves 2 MB by INCR, which SDL 2.26 cannot read: the app reads it itself and keeps the
    /// first 1,000 characters with the banner (a `notice` record); Ctrl+Backspace deletes them and
    /// Shift+Insert pastes them again. Then the mouse's back button goes back to the menu.
    @Test func aTwoMegabyteINCRPasteKeepsAThousandCharactersAndTheBackButtonGoesBack() throws {
        let run = try Run(["form", "--save-to", "classmates.json"])
        let text = String(repeating: "0123456789", count: 200_000)
        let owner = try Self.xclipOwner(run, "clipboard", text)
        defer { PlatformXvfb.terminate(owner) }
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
        try run.server.xdotool("key", "ctrl+v")
        #expect(waitUntil { Self.draft(run)?[0] == String(text.prefix(1_000)) },
                "pasted \(Self.draft(run)?[0]?.count ?? 0) characters")
        #expect(waitUntil { run.events("notice").map { $0["message"] as? String } == [FormScene.lengthLimitNotice] },
                "\(run.events("notice"))")

        // Ctrl+Backspace takes the pasted run of digits (one word) away; Shift+Insert pastes the
        // clipboard again, read by INCR once more.
        try run.server.xdotool("key", "ctrl+BackSpace")
        #expect(waitUntil { (Self.draft(run)?[0] ?? nil) == nil }, "\(Self.draft(run)?[0]?.count ?? 0) characters left")
        try run.server.xdotool("key", "shift+Insert")
        #expect(waitUntil { Self.draft(run)?[0] == String(text.prefix(1_000)) },
                "pasted \(Self.draft(run)?[0]?.count ?? 0) characters")
        #expect(waitUntil { run.events("notice").count == 2 }, "\(run.events("notice"))")

        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "240", "400", "click", "8"])
        #expect(waitUntil { run.events("pop").count == 1 }, "the back button popped the form")
        #expect(run.events("pop").first?["title"] as? String == "listdemo")

        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }
}
