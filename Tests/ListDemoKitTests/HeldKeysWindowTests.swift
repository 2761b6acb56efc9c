import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// Xvfb's keyboard auto-repeats a held key after 660 ms, 25 times a second (the X server's defaults), so a key
    /// held 2 s reaches the window taking the focus as KeyPresses. Each test then releases the keys and presses End:
    /// X delivers events in order, so once the trace shows End's scroll, every repeat before it was handled.
    private static let heldLongEnough = "2"

    /// Whether the app, still running, scrolled toward the end (End's doing) after the trace's last focus record.
    private func scrolledAfterTheFocus(_ run: Run) -> Bool {
        guard let focus = run.events("focus").last?["t"] as? Double else { return false }
        return run.frames.contains { ($0["t"] as? Double ?? 0) > focus && ($0["offset"] as? Double ?? 0) > 0 }
    }

    /// Issue 32: Ctrl+Q pressed to close one window, still held as the focus comes to the app's, used to quit it (SDL
    /// read X's auto-repeat of Q as a fresh press). Keys found down at the focus are no press: the app keeps running,
    /// takes the keys pressed afterwards, and quits on a fresh Ctrl+Q.
    @Test func ctrlQHeldAsTheWindowTakesTheFocusDoesNotQuit() throws {
        let run = try Run(["feed", "--size", "480x800"])
        let id = try run.server.xdotool(Self.window)
        let root = try run.server.xdotool("search", "--maxdepth", "0", "--name", "")
        // The pointer off the window too: with the focus on the root window, X gives the keys to the window under the
        // pointer, and the presses would reach the app's.
        try run.server.xdotool("mousemove", "1100", "20", "windowfocus", "--sync", root)
        #expect(waitUntil { run.events("focus").last?["focused"] as? Bool == false }, "the window lost the focus")
        try run.server.xdotool(["keydown", "ctrl", "q", "windowfocus", "--sync", id, "sleep", Self.heldLongEnough,
                                "keyup", "q", "ctrl", "key", "End"])
        #expect(waitUntil { !run.process.isRunning || scrolledAfterTheFocus(run) }, "End reached the app")
        #expect(run.process.isRunning, "the held Ctrl+Q did not quit")
        #expect(run.events("focus").last?["focused"] as? Bool == true && scrolledAfterTheFocus(run),
                "it drew frames after the focus came: \(run.frames.last ?? [:])")
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0, "a fresh Ctrl+Q quits")
    }

    /// A listdemo started while Ctrl+Q is held used to quit at once (exit 0): it runs on, and quits on a fresh Ctrl+Q.
    @Test func anAppStartedWhileCtrlQIsHeldRunsOn() throws {
        let run = try Run(["feed", "--size", "480x800"], prepare: { try $0.xdotool("keydown", "ctrl", "q") })
        try run.server.xdotool(["sleep", Self.heldLongEnough, "keyup", "q", "ctrl", "key", "End"])
        #expect(waitUntil { !run.process.isRunning || scrolledAfterTheFocus(run) }, "End reached the app")
        #expect(run.process.isRunning, "the held Ctrl+Q did not quit")
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0, "a fresh Ctrl+Q quits")
    }
}
