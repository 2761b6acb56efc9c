import CSDL2
import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    @Suite struct PlatformWindowTests {
        private let red = Color(r: 255, g: 0, b: 0)

        /// Sets environment variables for the duration of `body`, then restores them.
        private func withEnvironment<R>(_ values: [String: String], _ body: () throws -> R) rethrows -> R {
            let saved = values.keys.map { ($0, getenv($0).map { String(cString: $0) }) }
            for (name, value) in values { setenv(name, value, 1) }
            defer {
                for (name, value) in saved {
                    if let value { setenv(name, value, 1) } else { unsetenv(name) }
                }
            }
            return try body()
        }

        /// Waits for events until `done` holds for what has arrived, for at most `timeout`.
        private func events(from window: Window, timeout: Duration = .seconds(10),
                            until done: ([InputEvent]) -> Bool) throws -> [InputEvent] {
            let deadline = ContinuousClock.now + timeout
            var seen: [InputEvent] = []
            while !done(seen) && ContinuousClock.now < deadline {
                seen += try window.waitEvents(timeout: .milliseconds(100))
            }
            return seen
        }

        private func drawScene(on canvas: Canvas) throws {
            try canvas.clear(.white)
            try canvas.fill(Rect(x: 10, y: 10, width: 20, height: 20), red)
            try canvas.fillRoundedRect(Rect(x: 40, y: 10, width: 60, height: 30), radius: 6, Color(r: 0, g: 0, b: 200, a: 180))
            try canvas.draw(text: "Window", style: TextStyle(size: 14), color: .black, at: Point(x: 10, y: 50))
        }

        @Test func withoutADisplayOpeningAWindowThrowsOneClearLine() throws {
            // Display 65000 has no server, so SDL's X11 driver cannot start.
            let error = try withEnvironment(["SDL_VIDEODRIVER": "x11", "DISPLAY": ":65000"]) {
                try #require(throws: PlatformError.self) {
                    try Window(renderer: .software, assets: PlatformTestSupport.assets())
                }
            }
            #expect(error.description.hasPrefix("cannot connect to DISPLAY ':65000' with SDL_VIDEODRIVER 'x11': "))
            #expect(error.description.hasSuffix("; use --headless to run without one"))
            #expect(!error.description.contains("\n"))
        }

        @Test func aDummyVideoWindowDrawsAndDeliversEvents() throws {
            try withEnvironment(["SDL_VIDEODRIVER": "dummy"]) {
                let window = try Window(title: "dummy", size: Size(width: 120, height: 90), renderer: .software,
                                        assets: PlatformTestSupport.assets())
                defer { window.close() }
                #expect(window.size == Size(width: 120, height: 90))
                #expect(window.scale == 1)
                #expect(window.refresh.hertz > 0)
                #expect(window.rendererName == "software")
                _ = try window.pollEvents()

                try drawScene(on: window.canvas)
                let headless = try PlatformTestSupport.canvas(width: 120, height: 90)
                try drawScene(on: headless)
                #expect(try window.canvas.readPixels() == headless.readPixels())
                try window.canvas.present()

                var wheel = SDL_Event()
                wheel.type = SDL_MOUSEWHEEL.rawValue
                wheel.wheel.y = -1
                wheel.wheel.preciseY = -1
                #expect(SDL_PushEvent(&wheel) == 1)
                #expect(try window.pollEvents() == [.wheel(notches: 1)])
                #expect(try window.waitEvents(timeout: .milliseconds(1)) == [])

                window.close()
                #expect(throws: PlatformError.self) { try window.canvas.clear(.white) }
            }
        }

        @Test func anUnavailableGPURendererFallsBackToSoftware() throws {
            try withEnvironment(["SDL_VIDEODRIVER": "dummy"]) {
                // The dummy video driver has no OpenGL, so an accelerated renderer cannot be made.
                let window = try Window(size: Size(width: 40, height: 30), renderer: .accelerated(driver: nil),
                                        assets: PlatformTestSupport.assets())
                defer { window.close() }
                #expect(window.rendererName == "software")
                #expect(!window.hasVSync)
                try window.canvas.clear(.white)
                #expect(try window.canvas.readPixels()[0, 0] == .white)
            }
        }

        @Test func theRendererIsSoftwareUnlessTheEnvironmentAsks() {
            #expect(RendererPreference.fromEnvironment([:]) == .software)
            #expect(RendererPreference.fromEnvironment(["LISTDEMO_RENDERER": "software"]) == .software)
            #expect(RendererPreference.fromEnvironment(["LISTDEMO_RENDERER": "accelerated"]) == .accelerated(driver: nil))
            #expect(RendererPreference.fromEnvironment(["LISTDEMO_RENDERER": "opengl"]) == .accelerated(driver: "opengl"))
        }

        @Test
        func aRealWindowUnderItsOwnXvfbDrawsAndTakesInput() throws {
            let server = try PlatformXvfb()
            defer { server.stop() }
            try withEnvironment(["SDL_VIDEODRIVER": "x11", "DISPLAY": server.display]) {
                let title = "listdemo-window-test"
                let window = try Window(title: title, size: Size(width: 200, height: 120), renderer: .software,
                                        assets: PlatformTestSupport.assets())
                defer { window.close() }
                #expect(window.rendererName == "software")
                #expect(!window.hasVSync)
                #expect(window.size == Size(width: 200, height: 120) && window.scale == 1)
                #expect(window.refresh.hertz > 0)
                _ = try window.pollEvents()

                try drawScene(on: window.canvas)
                let image = try window.canvas.readPixels()
                let headless = try PlatformTestSupport.canvas(width: 200, height: 120)
                try drawScene(on: headless)
                #expect(image == (try headless.readPixels()), "a software-rendered window matches a headless canvas")
                try window.canvas.present()

                // The window is centred on the 640×480 screen, at (220, 180): screen (250, 200)
                // is (30, 20) in the window.
                try server.xdotool("mousemove", "--sync", "250", "200", "click", "1", "click", "5", "key", "Next")
                let input = try events(from: window) { $0.contains { if case .key = $0 { true } else { false } } }
                #expect(input.contains(.pointerDown(Point(x: 30, y: 20))))
                #expect(input.contains(.pointerUp(Point(x: 30, y: 20))))
                #expect(input.contains(.wheel(notches: 1)))
                #expect(input.contains(.key(name: "PageDown", modifiers: [])))

                // Found by its process: xdotool's name search cannot read a UTF-8 WM_NAME in the C locale.
                let id = try server.xdotool("search", "--pid", "\(getpid())").trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(try server.xdotool("getwindowname", id).trimmingCharacters(in: .whitespacesAndNewlines) == title)
                // A title beyond ASCII reaches the window manager intact (the app's "Feed — listdemo").
                window.setTitle("Feed — \(title)")
                _ = try window.pollEvents()
                #expect(try server.xdotool("getwindowname", id).trimmingCharacters(in: .whitespacesAndNewlines) == "Feed — \(title)")
                try server.xdotool("windowsize", "--sync", id, "300", "160")
                let resized = try events(from: window) { $0.contains(.resized(Size(width: 300, height: 160))) }
                #expect(resized.contains(.resized(Size(width: 300, height: 160))))
                #expect(window.size == Size(width: 300, height: 160))
                try window.canvas.clear(.white)
                try window.canvas.fill(Rect(x: 290, y: 150, width: 10, height: 10), red)
                let bigger = try window.canvas.readPixels()
                #expect(bigger.width == 300 && bigger.height == 160)
                #expect(bigger[295, 155] == red)
                try window.canvas.present()
            }
        }
    }
}
