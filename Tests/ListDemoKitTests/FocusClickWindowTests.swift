import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// The press that comes with the keyboard focus acts, as a click on an unfocused GTK or Qt window does on X11.
    /// SDL's X11 backend drops a press it handles within 10 ms of a FocusIn, timed by its own clock when it handles
    /// them, so whenever both are handled in one pass the press was lost: on a loaded machine the drag of
    /// `aSlowDragInSnapEndsOnARowBoundaryAndClosingTheWindowExits` became plain motion (its trace ended at frame 19,
    /// idle at offset 0, three times), and the click into the form's first field focused nothing
    /// (`typingIntoTheFormAndCtrlSWritesTheFile` saved "Grace" in the first field, `tabToAnOffScreenField…` typed
    /// into row 8). Here the pass is made certain: the app is stopped (SIGSTOP) while its window takes the focus and
    /// is dragged, and handles the FocusIn and the press together when it goes on.
    @Test func aPressHandledTogetherWithTheFocusItBroughtIsNotLost() throws {
        let run = try Run(["snap", "--snap", "rest"])
        let id = try run.server.xdotool(Self.window)
        let root = try run.server.xdotool("search", "--maxdepth", "0", "--name", "")
        try run.server.xdotool("windowfocus", "--sync", root)
        let pid = run.process.processIdentifier
        #expect(kill(pid, SIGSTOP) == 0)
        try run.server.xdotool("windowfocus", "--sync", id)
        try run.server.xdotool(PlatformXvfb.verticalDrag(in: Self.window, x: 240, from: 600,
                                                         through: stride(from: 560, through: 400, by: -40), pause: 0.01))
        #expect(kill(pid, SIGCONT) == 0)
        #expect(waitUntil { !run.events("release").isEmpty }, "the press and its drag reached the list")
        #expect(waitUntil { (run.frames.last?["offset"] as? Double ?? 0) > 0 }, "the list moved: \(run.frames.last ?? [:])")
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }
}
