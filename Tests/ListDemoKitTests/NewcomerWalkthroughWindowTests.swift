import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// A newcomer's first tour, keyboard only, in a real window: from the menu into every scene and back, at the
    /// smallest window and a wide one, light and dark. Each step waits on what the app reports (its trace's push and
    /// pop records and the frames after them), never on time; each scene on top is captured from the screen, and the
    /// capture must hold the scene's own title bar colours and more than one colour in its list (a scene drawn).
    @Test(arguments: [("320x400", "light"), ("320x400", "dark"), ("1500x900", "light"), ("1500x900", "dark")])
    func everySceneOpensAndClosesByKeyboardAlone(size: String, appearance: String) throws {
        let run = try Run(["--size", size, "--appearance", appearance], screen: "1600x1000x24")
        var options = ListDemoOptions()
        options.saveTo = run.directory.appendingPathComponent("titles.json").path
        let titles = SceneCatalogue.entries.map { $0.make(options, AppClipboard()).title }
        for (index, title) in titles.enumerated() {
            // Down to the scene's row (the ring starts on the first row at the first Down), Return opens it.
            if index == 0 { try run.server.xdotool("key", "Down") }
            try run.server.xdotool("key", "Return")
            #expect(waitUntil { run.events("push").count == index + 1 && run.slideEnded() }, "\(title) pushed")
            #expect(run.events("push").last?["title"] as? String == title)
            let shot = run.directory.appendingPathComponent("\(size)-\(appearance)-\(index).png")
            let window = try run.server.xdotool(Self.window).trimmingCharacters(in: .whitespacesAndNewlines)
            _ = try run.server.run("/usr/bin/import", ["-window", window, shot.path])
            let image = try PNG.read(from: shot.path)
            let bar = appearance == "dark" ? Theme.dark.barBackground : Theme.light.barBackground
            #expect(image[2, 2] == bar, "\(title): the bar is drawn in \(appearance)")
            var colours = Set<Color>()
            for y in stride(from: 60, to: image.height - 20, by: 7) {
                for x in stride(from: 0, to: image.width, by: 3) { colours.insert(image[x, y]) }
            }
            #expect(colours.count > 3, "\(title): the list is drawn")
            // Escape goes back; the ring is still on the row that was opened, and Down moves to the next one.
            try run.server.xdotool("key", "Escape")
            #expect(waitUntil { run.events("pop").count == index + 1 && run.slideEnded() }, "\(title) popped")
            try run.server.xdotool("key", "Down")
        }
        try run.server.xdotool("key", "ctrl+q")
        let end = run.exit(within: 20)
        #expect(end.status == 0 && end.stderr.isEmpty, "\(end.stderr)")
    }
}
