import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The real app in a real window under the test's own Xvfb, driven by a real X client (xdotool).
    @Suite struct EndToEndTests {
        /// The `listdemo` executable built beside this test bundle.
        static var executable: URL {
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("listdemo")
        }

        /// The trace's frame records so far.
        private func frames(_ trace: URL) -> [[String: Any]] {
            guard let text = try? String(contentsOf: trace, encoding: .utf8) else { return [] }
            return text.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }

        /// Polls `condition` until it holds or `seconds` pass (the app runs in real time).
        private func waitUntil(_ seconds: Double, _ condition: () -> Bool) -> Bool {
            let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
            while ContinuousClock.now < deadline {
                if condition() { return true }
                usleep(20_000)
            }
            return condition()
        }

        @Test func wheelAndDragMoveTheListAndClosingExitsCleanly() throws {
            #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the listdemo product first")
            let server = try PlatformXvfb(screen: "1280x900x24")
            defer { server.stop() }
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let trace = directory.appendingPathComponent("trace.jsonl")

            let app = Process()
            app.executableURL = Self.executable
            app.arguments = ["feed", "--size", "480x800", "--trace", trace.path]
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = server.display
            environment["SDL_VIDEODRIVER"] = "x11"
            app.environment = environment
            let errors = Pipe()
            app.standardError = errors
            try app.run()
            defer { if app.isRunning { app.terminate() } }

            // xdotool finds the window (waiting for it to map) and acts on it as %1.
            let window = ["search", "--sync", "--name", "^listdemo$"]
            try server.xdotool(window + ["sleep", "0"])
            #expect(waitUntil(20) { !frames(trace).isEmpty }, "the window drew its first frame")

            // Three wheel notches toward the end: an animated 360 pt.
            try server.xdotool(window + ["mousemove", "--window", "%1", "240", "400", "click", "--repeat", "3", "--delay", "30", "5"])
            #expect(waitUntil(10) { frames(trace).contains { ($0["offset"] as? Double ?? 0) >= 300 } },
                    "wheel notches scrolled the list")

            // A quick drag upward: released while moving, so the list keeps going on its own.
            var drag = window + ["mousemove", "--window", "%1", "240", "700", "mousedown", "1"]
            for y in stride(from: 650, through: 250, by: -50) { drag += ["mousemove", "--window", "%1", "240", "\(y)"] }
            try server.xdotool(drag + ["mouseup", "1"])
            #expect(waitUntil(10) { frames(trace).contains { $0["event"] as? String == "deceleration" } },
                    "the release flung the list")
            #expect(waitUntil(10) { frames(trace).contains { $0["phase"] as? String == "decelerating" } },
                    "frames were drawn while it decelerated")

            // Through XTEST to the window under the pointer (no window manager here to focus it).
            try server.xdotool("key", "ctrl+q")
            #expect(waitUntil(10) { !app.isRunning }, "Ctrl+Q quits")
            app.waitUntilExit()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(app.terminationStatus == 0, "exit status; stderr: \(stderr)")
        }
    }
}
