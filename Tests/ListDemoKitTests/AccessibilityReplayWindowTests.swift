import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// Seed 003 through a real AT-SPI client (pyatspi on the test's own accessibility bus): a field's text set, then
    /// inserted into, and the last row scrolled to. Each request is an `access` record in the window's trace, the
    /// frame presented next records how long it waited, and a headless run of a script made of the records ends with
    /// the same texts, caret and offset as the window.
    @Test func aScreenReadersRequestsAreTracedAndAScriptOfThemReplaysTheRun() throws {
        let arguments = ["form", "--size", "480x600", "--save-to", "classmates.json"]
        let (run, client) = try Self.accessibleRun(arguments)
        let second = try #require(try client.tree().first(role: "entry", name: "Classmate 2"))
        #expect(try client.ask("settext", second.path, "Grace")["done"] as? Bool == true)
        #expect(waitUntil { Self.draft(run)?[1] == "Grace" }, "\(String(describing: Self.draft(run)))")
        #expect(try client.ask("inserttext", second.path, "5", " Hopper")["done"] as? Bool == true)
        #expect(waitUntil { Self.draft(run)?[1] == "Grace Hopper" }, "\(String(describing: Self.draft(run)))")
        // Read before the scroll, which takes the field off screen (and out of the tree).
        let edited = try #require(try client.tree().first(role: "entry", name: "Classmate 2"))
        try Self.scroll(toRow: 19, asking: client, in: run)
        let windowOffset = try #require(run.frames.last?["offset"] as? Double)
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)

        // AT-SPI's set_text_contents is the whole text (0 to -1); insert_text a caret at 5; scroll_to "anywhere".
        let access = run.events("access")
        #expect(access.map { PlatformTests.AccessInputTests.scriptLine(of: $0).split(separator: " ", maxSplits: 1)[1] }
                    == ["access edit 0 1 0 -1 Grace", "access edit 0 1 5 5  Hopper", "access scroll-to 0 19 none"])
        let frames = run.frames
        for request in access {
            let t = try #require(request["t"] as? Double)
            let shown = try #require(frames.first { ($0["present_t"] as? Double ?? 0) > t })
            let latency = try #require(shown["input_latency_ms"] as? Double, "the frame after \(t) shows the request")
            let presented = try #require(shown["present_t"] as? Double)
            #expect(abs(latency - (presented - t) * 1000) < 1e-6, "waited from the request to the present")
        }

        let script = access.map(PlatformTests.AccessInputTests.scriptLine).joined(separator: "\n") + "\n"
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let replay = try HeadlessDriver(["form", "--size", "480x600", "--save-to",
                                         folder.appendingPathComponent("classmates.json").path], script: script)
        try replay.run(until: (access.last?["t"] as? Double ?? 0) + 1.5)
        let form = try #require(replay.app.scene as? FormScene)
        #expect(form.allValues.prefix(3) == ["", "Grace Hopper", ""])
        #expect(edited.text == "Grace Hopper" && edited.caret == 12 && form.focus?.caret == 12 && form.focus?.anchor == 12)
        #expect(replay.app.scene.list.offset == windowOffset, "the replay rests where the window did")
    }
}
