import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// The quit dialog through a real AT-SPI client (pyatspi): its Cancel exposes "click", and that action answers as
    /// a click on Cancel does (the app runs on), traced as the `access` record a script replays; Discard's then quits.
    @Test func theQuitDialogsCancelAndDiscardArePressedThroughAtSpi() throws {
        let (run, client) = try Self.accessibleRun(["form", "--save-to", "classmates.json"])
        // A folder where the draft goes: typed edits are on no disk, so quitting asks.
        try FileManager.default.createDirectory(at: run.directory.appendingPathComponent("classmates.json.draft"),
                                                withIntermediateDirectories: false)
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
        try run.server.xdotool("type", "--delay", "20", "Ada")
        try run.server.xdotool("key", "ctrl+q")
        func answers() -> [String] { run.events("quit-confirmation").compactMap { $0["answer"] as? String } }
        #expect(waitUntil { answers() == ["asked"] }, "quitting asked: \(answers())")

        let cancel = try #require(try client.tree().first(role: "push button", name: "Cancel"))
        #expect(cancel.actions == ["click"])
        #expect(try client.ask("action", cancel.path)["done"] as? Bool == true)
        #expect(waitUntil { answers() == ["asked", "cancel"] }, "Cancel's action answered: \(answers())")
        #expect(run.events("access").last?["action"] as? String == "dialog"
                && run.events("access").last?["answer"] as? String == "cancel")
        #expect(try client.tree().first(role: "dialog") == nil, "the dialog is gone, the app runs on")

        try run.server.xdotool("key", "ctrl+q")
        #expect(waitUntil { answers() == ["asked", "cancel", "asked"] }, "asked again: \(answers())")
        let discard = try #require(try client.tree().first(role: "push button", name: "Discard"))
        #expect(try client.ask("action", discard.path)["done"] as? Bool == true)
        #expect(run.exit(within: 10).status == 0, "Discard's action quit")
        #expect(answers() == ["asked", "cancel", "asked", "discard"])
    }
}
