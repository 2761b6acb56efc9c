import Foundation

/// A weston compositor of the test's own inside a test's Xvfb (weston's X11 backend: one X window
/// holds the Wayland output), so the app can be tried as a native Wayland client. Kiosk shell: the
/// app's window fills the output, so its place in weston's X window is known. A private
/// `XDG_RUNTIME_DIR` holds the socket and is removed with it.
final class PlatformWeston {
    /// The Wayland socket's name in `runtimeDirectory`, for `WAYLAND_DISPLAY`.
    let socket = "listdemo-test"
    /// The compositor's `XDG_RUNTIME_DIR` (mode 0700, as Wayland requires).
    let runtimeDirectory: URL
    /// weston's own log (`--log`), quoted when it fails to start.
    private let log: URL
    private let pid: pid_t
    /// The X server weston draws in.
    private let server: PlatformXvfb

    private static let path = "/usr/bin/weston"
    /// How weston's X window is found: its WM_CLASS.
    static let window = ["search", "--class", "^Weston Compositor$"]

    /// How the test's weston runs: `kiosk` fills an output with the app (its place in weston's X
    /// window known); `desktop` is weston's desktop shell, where the app is a window among others
    /// and draws its own title bar (libdecor).
    struct Output {
        let shell: String
        let scale: Int
        let width: Int
        let height: Int
        /// weston's software renderer instead of its GL one (llvmpipe here): a repaint takes a few
        /// milliseconds instead of tens, so its loop reads X's input sooner.
        var pixman = false

        static let kiosk = Output(shell: "kiosk-shell.so", scale: 2, width: 480, height: 800)
        static let desktop = Output(shell: "desktop-shell.so", scale: 1, width: 800, height: 900)
        /// The kiosk at scale 1 with pixman: the app's window units are weston's X window's pixels.
        static let kioskPixman = Output(shell: "kiosk-shell.so", scale: 1, width: 480, height: 800, pixman: true)
    }

    /// Starts weston in `server` with an output of `width`×`height` logical pixels at `scale`, and
    /// returns once its socket exists and its X window is mapped, within `timeout`; otherwise
    /// throws one line with the last line weston logged (never a silent skip).
    convenience init(on server: PlatformXvfb, output: Output, timeout: Double = 20) throws {
        try self.init(on: server, scale: output.scale, width: output.width, height: output.height, shell: output.shell,
                      pixman: output.pixman, timeout: timeout)
    }

    init(on server: PlatformXvfb, scale: Int, width: Int, height: Int, shell: String = Output.kiosk.shell,
         pixman: Bool = false, timeout: Double = 20) throws {
        self.server = server
        guard FileManager.default.isExecutableFile(atPath: Self.path) else {
            throw XvfbError("\(Self.path) is missing: run ./dev test, which installs weston")
        }
        runtimeDirectory = try PlatformTestSupport.temporaryDirectory()
        chmod(runtimeDirectory.path, 0o700)
        log = runtimeDirectory.appendingPathComponent("weston.log")
        // weston's X11 backend moves its pointer by the differences between X's motion events, from
        // where the Enter of its window put it; with X's pointer already inside the window as it maps
        // (Xvfb starts it at the screen's centre), that Enter was sometimes lost and weston's pointer
        // stayed at (0, 0) while X's was elsewhere: xdotool's moves then never reached the app (1 run
        // in 4 of the decoration test). From the screen's far corner, outside any output the tests
        // make, the first move into the window is a real Enter.
        let screen = try server.xdotool("getdisplaygeometry").split(separator: " ").compactMap { Int($0) }
        guard screen.count == 2 else { throw XvfbError("xdotool getdisplaygeometry said \(screen)") }
        try server.xdotool("mousemove", "\(screen[0] - 1)", "\(screen[1] - 1)")
        let environment = ["DISPLAY=\(server.display)", "XDG_RUNTIME_DIR=\(runtimeDirectory.path)",
                           "PATH=\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")"]
        pid = try PlatformXvfb.spawn(Self.path, [
            "--backend=x11-backend.so", "--shell=\(shell)", "--scale=\(scale)", "--width=\(width)",
            "--height=\(height)", "--socket=\(socket)", "--log=\(log.path)", "--idle-time=0",
        ] + (pixman ? ["--use-pixman"] : []), standardOutput: nil, environment: environment)
        let socketPath = runtimeDirectory.appendingPathComponent(socket).path
        var exited = false
        let started = waitUntil(timeout) {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { exited = true; return true }
            return FileManager.default.fileExists(atPath: socketPath) && (try? server.xdotool(Self.window)) != nil
        }
        guard started, !exited else {
            let last = ((try? String(contentsOf: log, encoding: .utf8)) ?? "")
                .split(whereSeparator: \.isNewline).last.map(String.init) ?? "no log"
            if !exited { PlatformXvfb.terminate(pid) }
            try? FileManager.default.removeItem(at: runtimeDirectory)
            throw XvfbError("weston \(exited ? "exited at start" : "did not start within \(Int(timeout)) s"): \(last)")
        }
    }

    /// Runs weston at real-time priority (`SCHED_FIFO` 20). Its X11 backend stamps a pointer event
    /// when its loop reads it from X, not when X made it: on a loaded machine the stamps would carry the
    /// test machine's load instead of the hand's timing (two moves stamped in one millisecond). A
    /// compositor on a desktop reads devices the kernel stamps, and asks for real-time priority for
    /// it (mutter and KWin through rtkit); the app under test stays at normal priority.
    func raiseToRealTime() throws {
        try PlatformXvfb.raiseToRealTime(pid, on: server)
    }

    /// Stops weston (SIGTERM: it closes its clients and removes its socket) and its folder.
    func stop() {
        PlatformXvfb.terminate(pid)
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }
}
