import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// The test's own session bus (`SessionBus`) with the AT-SPI bus launcher in it, as a desktop
    /// session has them (under Wayland too, where no X display names the accessibility bus: the app
    /// asks the session bus for it).
    final class AccessibilityBus {
        private let session: SessionBus

        init() throws {
            // The session becomes the launcher, which owns the accessibility bus.
            session = try SessionBus(running: "exec /usr/libexec/at-spi-bus-launcher --launch-immediately",
                                     needing: ["/usr/libexec/at-spi-bus-launcher", AccessibilityClient.python],
                                     from: "dbus, at-spi2-core and python3-pyatspi")
        }

        /// DBUS_SESSION_BUS_ADDRESS of the session.
        var address: String { session.address }

        /// What the app needs in its environment to use this session (and its bridge on).
        var environment: [String: String] { session.environment.merging(["NO_AT_BRIDGE": "0"]) { $1 } }
    }

    /// `Tests/Tools/atspi-client.py`, a real AT-SPI client (pyatspi), run against a session's bus.
    struct AccessibilityClient {
        static let python = "/usr/bin/python3"
        static let script = packageRoot.appendingPathComponent("Tests/Tools/atspi-client.py").path
        let server: PlatformXvfb
        let bus: AccessibilityBus

        /// Runs one client command (bounded to a minute) and decodes its answer.
        func ask(_ arguments: String...) throws -> [String: Any] {
            let line = try server.run("/usr/bin/timeout", ["60", Self.python, Self.script] + arguments,
                                      environment: ["DBUS_SESSION_BUS_ADDRESS=\(bus.address)"])
            guard let answer = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw XvfbError("atspi-client answered \(line)")
            }
            return answer
        }

        /// The application's tree.
        func tree() throws -> AccessibleNode { AccessibleNode(try ask("tree")) }

        /// Starts listening for `event` (from an object named `name`, when given), runs `act` once the
        /// client listens, and returns the first such event.
        func watch(_ event: String, name: String? = nil, while act: () throws -> Void) throws -> [String: Any] {
            let output = try LineReader()
            let pid = try PlatformXvfb.spawn(Self.python, [Self.script, "watch", event] + (name.map { [$0] } ?? []),
                                             standardOutput: output.writeEnd,
                                             environment: ["DISPLAY=\(server.display)", "DBUS_SESSION_BUS_ADDRESS=\(bus.address)"])
            output.closeWriteEnd()
            defer {
                kill(pid, SIGTERM)
                _ = PlatformXvfb.wait(for: pid)
            }
            let ready = try output.line(within: .seconds(30))
            guard ready == "ready" else { throw XvfbError("atspi-client watch said \(ready)") }
            try act()
            let line = try output.line(within: .seconds(30))
            return try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        }
    }

    /// One object of the tree as the client described it, with the path to it ("0/2/5").
    struct AccessibleNode {
        let role: String
        let name: String
        let description: String
        let states: Set<String>
        let rows: Int?
        let text: String?
        let caret: Int?
        let actions: [String]
        let level: Int?
        /// Where it is, in window pixels: x, y, width, height.
        let extents: [Int]
        let children: [AccessibleNode]
        let path: String

        init(_ json: [String: Any], path: String = "") {
            role = json["role"] as? String ?? ""
            name = json["name"] as? String ?? ""
            description = json["description"] as? String ?? ""
            states = Set(json["states"] as? [String] ?? [])
            rows = json["rows"] as? Int
            text = json["text"] as? String
            caret = json["caret"] as? Int
            actions = json["actions"] as? [String] ?? []
            level = json["level"] as? Int
            extents = json["extents"] as? [Int] ?? []
            self.path = path
            children = (json["children"] as? [[String: Any]] ?? []).enumerated().map { index, child in
                AccessibleNode(child, path: path.isEmpty ? "\(index)" : "\(path)/\(index)")
            }
        }

        /// Every node of the subtree, depth first.
        var all: [AccessibleNode] { [self] + children.flatMap(\.all) }

        func first(role: String, name: String? = nil) -> AccessibleNode? {
            all.first { $0.role == role && (name == nil || $0.name == name) }
        }
    }

    /// Asks the client to scroll row `row` into view ("scroll to"), and waits until the list has moved and rests.
    static func scroll(toRow row: Int, asking client: AccessibilityClient, in run: Run) throws {
        let offset = run.frames.last?["offset"] as? Double
        #expect(try client.ask("rowscroll", "\(row)")["done"] as? Bool == true)
        #expect(waitUntil {
            guard let last = run.frames.last, last["phase"] as? String == "idle" else { return false }
            return last["offset"] as? Double != offset
        }, "scroll to moved the list: \(run.frames.last ?? [:])")
    }

    /// The app under its own accessibility bus, and a client on that bus.
    static func accessibleRun(_ arguments: [String]) throws -> (Run, AccessibilityClient) {
        let bus = try AccessibilityBus()
        let run = try Run(arguments, environment: bus.environment)
        return (run, AccessibilityClient(server: run.server, bus: bus))
    }

    // MARK: Tests

    /// A session bus that is not there (as on a desktop without one): the bridge stays off without a
    /// word, and the app works as before.
    @Test func withoutAnAccessibilityBusTheAppRunsSilently() throws {
        let run = try Run(["options"], environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent", "NO_AT_BRIDGE": "0"])
        let drawn = run.frames.count
        try run.server.xdotool("key", "Down")
        #expect(waitUntil { run.frames.count > drawn }, "a key draws a frame")
        try run.server.xdotool("key", "ctrl+q")
        let exit = run.exit(within: 10)
        #expect(exit.status == 0 && exit.stderr.isEmpty, "stderr: \(exit.stderr)")
    }

    /// The menu as a screen reader sees it: the application, the frame named by the window's title,
    /// the bar with its title, the list as a table of 5 rows, each a cell named by its row's text.
    /// A row's action opens its scene (the frame's name and content change), Back's action returns.
    @Test func theMenuIsATableOfItsScenesAndARowsActionOpensIt() throws {
        let (run, client) = try Self.accessibleRun(["--size", "480x800"])
        let app = try client.tree()
        #expect(app.role == "application" && app.name == "listdemo")
        let frame = try #require(app.children.first)
        #expect(frame.role == "frame" && frame.name == "listdemo")
        #expect(frame.first(role: "tool bar")?.children.map(\.role) == ["label"], "no Back on the menu")
        #expect(frame.first(role: "label")?.name == "listdemo")
        let table = try #require(frame.first(role: "table"))
        #expect(table.rows == 5 && table.name == "listdemo")
        #expect(table.children.map(\.name) == ["Options", "Snap", "Live", "Form", "Feed"])
        #expect(table.children.allSatisfy { $0.role == "table cell" && $0.states.isSuperset(of: ["focusable", "showing"]) })
        #expect(table.children.map(\.description) == SceneCatalogue.entries.map(\.item.subtitle))
        #expect(table.children[0].actions == ["activate"])

        #expect(try client.ask("action", table.children[0].path)["done"] as? Bool == true)
        #expect(waitUntil { run.events("push").last?["title"] as? String == "Demo Table" && run.slideEnded() },
                "the row's action pushed the options: \(run.events("push"))")
        let options = try client.tree().children[0]
        #expect(options.name == "Demo Table — listdemo")
        let bar = try #require(options.first(role: "tool bar"))
        #expect(bar.children.map(\.name) == ["Back", "Demo Table"])
        #expect(bar.children[0].role == "push button" && bar.children[0].actions == ["click"])
        #expect(options.first(role: "table")?.rows == 20)

        #expect(try client.ask("action", bar.children[0].path)["done"] as? Bool == true)
        #expect(waitUntil { run.events("pop").count == 1 && run.slideEnded() }, "Back's action popped")
        #expect(try client.tree().children[0].name == "listdemo")
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Seed 000's grouped list through AT-SPI, at 2x: the section's heading is where it is drawn, inset 16 points
    /// (32 pixels) from each side as its rows are, and a row's extents are its drawn 44 points (88 pixels) tall.
    @Test func theGroupedHeadingAndRowsAreWhereTheyAreDrawn() throws {
        let (run, client) = try Self.accessibleRun(["options", "--value", "0", "--size", "480x400", "--scale", "2"])
        let table = try #require(try client.tree().first(role: "table"))
        let heading = try #require(table.children.first { $0.role == "heading" })
        let row = try #require(table.children.first { $0.name == "Option 0" })
        #expect(heading.extents.count == 4 && heading.extents[0] == 32 && heading.extents[2] == 2 * (480 - 32))
        #expect(row.extents.count == 4 && row.extents[0] == heading.extents[0] && row.extents[2] == heading.extents[2])
        #expect(row.extents.count == 4 && row.extents[3] == 88)
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Seed 000 through AT-SPI: row 19's cell is checked and row 3's only checkable, each asked for by
    /// number through the table (row 3 is off screen). Row 3's action checks it, announced as a
    /// state change; a client's "scroll to" brings it on screen, where it is a child of the table.
    @Test func theOptionsCheckmarkIsCheckedAndARowsActionAndScrollToWork() throws {
        let (run, client) = try Self.accessibleRun(["options", "--size", "480x400"])
        let row19 = AccessibleNode(try client.ask("row", "19"))
        #expect(row19.name == "Option 19" && row19.states.isSuperset(of: ["checkable", "checked", "showing"]))
        let row3 = AccessibleNode(try client.ask("row", "3"))
        #expect(row3.name == "Option 3" && row3.states.contains("checkable"))
        #expect(!row3.states.contains("checked") && !row3.states.contains("showing"), "row 3 is off screen, unchecked")

        let checked = try client.watch("object:state-changed:checked", name: "Option 3") {
            let done = try client.ask("rowaction", "3")["done"] as? Bool
            #expect(done == true)
        }
        #expect(checked["detail1"] as? Int == 1)
        #expect(AccessibleNode(try client.ask("row", "19")).states.contains("checked") == false)

        try Self.scroll(toRow: 3, asking: client, in: run)
        let table = try #require(try client.tree().first(role: "table"))
        #expect(table.children.first { $0.name == "Option 3" }?.states.isSuperset(of: ["showing", "checked"]) == true)
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Seed 001: every row's switch is a checkable cell; Down, Down, Return flips row 1's (the
    /// keyboard, as a screen reader user drives it), which becomes checked and pressed, announced.
    @Test func aSwitchTurnedOnIsCheckedAndPressed() throws {
        let (run, client) = try Self.accessibleRun(["snap"])
        let table = try #require(try client.tree().first(role: "table"))
        #expect(table.rows == 100)
        #expect(table.children.prefix(3).map(\.name) == ["Row 0", "Row 1", "Row 2"])
        #expect(table.children.allSatisfy { $0.states.contains("checkable") && !$0.states.contains("checked") })
        let event = try client.watch("object:state-changed:checked", name: "Row 1") {
            try run.server.xdotool("key", "--delay", "50", "Down", "Down", "Return")
        }
        #expect(event["detail1"] as? Int == 1)
        let row1 = try #require(try client.tree().first(role: "table cell", name: "Row 1"))
        #expect(row1.states.isSuperset(of: ["checked", "pressed", "focused"]))
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Moving the focus ring with Down sends AT-SPI's focus event from the row the ring reaches.
    @Test func downSendsTheFocusEventFromTheRow() throws {
        let (run, client) = try Self.accessibleRun(["--size", "480x800"])
        // By name: the table's own focus event at start may reach a client that began listening early.
        let focus = try client.watch("focus:", name: "Options") { try run.server.xdotool("key", "Down") }
        #expect(focus["role"] as? String == "table cell", "\(focus)")
        let second = try client.watch("focus:", name: "Snap") { try run.server.xdotool("key", "Down") }
        #expect(second["role"] as? String == "table cell", "\(second)")
        #expect(try client.tree().first(role: "table cell", name: "Snap")?.states.contains("focused") == true)
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Seed 003: a field typed into reads back through AT-SPI's text (its text and caret); another
    /// field's text set and inserted into through EditableText goes into the draft, and the Save
    /// button's action writes both.
    @Test func aFieldsTextReadsBackAndEditsThroughTheTextInterfaceAreSaved() throws {
        let (run, client) = try Self.accessibleRun(["form", "--save-to", "classmates.json"])
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
        try run.server.xdotool("type", "--delay", "20", "Ada")
        #expect(waitUntil { Self.draft(run)?[0] == "Ada" }, "typed: \(String(describing: Self.draft(run)))")
        let tree = try client.tree()
        let first = try #require(tree.first(role: "entry", name: "Classmate 1"))
        #expect(first.text == "Ada" && first.caret == 3)
        #expect(first.states.isSuperset(of: ["editable", "single line", "focused"]))
        let second = try #require(tree.first(role: "entry", name: "Classmate 2"))
        #expect(second.text == "" && !second.states.contains("focused"))

        #expect(try client.ask("settext", second.path, "Grace")["done"] as? Bool == true)
        #expect(waitUntil { Self.draft(run)?[1] == "Grace" }, "\(String(describing: Self.draft(run)))")
        #expect(try client.ask("inserttext", second.path, "5", " Hopper")["done"] as? Bool == true)
        #expect(waitUntil { Self.draft(run)?[1] == "Grace Hopper" }, "\(String(describing: Self.draft(run)))")
        let edited = try #require(try client.tree().first(role: "entry", name: "Classmate 2"))
        #expect(edited.text == "Grace Hopper" && edited.caret == 12 && edited.states.contains("focused"))

        let save = try #require(try client.tree().first(role: "push button", name: "Save"))
        #expect(try client.ask("action", save.path)["done"] as? Bool == true)
        #expect(waitUntil { !run.events("save").isEmpty }, "Save's action saved")
        let saved = try JSONDecoder().decode([String?].self, from: Data(contentsOf: run.directory.appendingPathComponent("classmates.json")))
        #expect(saved.prefix(3) == ["Ada", "Grace Hopper", nil])
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Seed 004: the posts' authors are headings (level 2) among the rows on screen, and the table
    /// counts the rows of every section.
    @Test func theFeedsSectionHeadersAreHeadings() throws {
        let (run, client) = try Self.accessibleRun(["feed", "--sections", "50", "--seed", "7"])
        let content = FeedContent(seed: 7, sections: 50)
        let table = try #require(try client.tree().first(role: "table"))
        // Sections not yet on screen count their rows by the layout's estimate until they are revealed.
        #expect((table.rows ?? 0) >= 50, "at least a post per section: \(table.rows ?? 0)")
        let headings = table.children.filter { $0.role == "heading" }
        #expect(headings.count >= 2 && headings.allSatisfy { $0.level == 2 })
        #expect(headings.map(\.name) == (0..<headings.count).map(content.author(ofSection:)))
        #expect(table.children.first?.role == "heading", "the first section's header is above its post")
        #expect(table.children.dropFirst().first?.name == content.post(inSection: 0))
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Seed 002: the + button's action inserts a location, which the table announces as a new child.
    @Test func aLocationAddedIsAnnouncedAsANewChild() throws {
        let (run, client) = try Self.accessibleRun(["live"])
        let add = try #require(try client.tree().first(role: "push button", name: "Add"))
        let event = try client.watch("object:children-changed:add", name: "Locations") {
            let done = try client.ask("action", add.path)["done"] as? Bool
            #expect(done == true)
        }
        #expect(event["detail1"] as? Int == 0, "the new row is the table's first child: \(event)")
        #expect(try client.tree().first(role: "table")?.rows == LiveScene.initialCount + 1)
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }
}
