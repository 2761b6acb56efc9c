/// Whether the video driver SDL started shows a window to a person, and the one-line complaint when it does not.
///
/// With no display SDL does not fail: it falls back to a driver that draws nowhere ("offscreen", "dummy") or on a text
/// console ("evdev", "KMSDRM"), and the app would run forever showing nothing. A driver the user names in
/// `SDL_VIDEODRIVER` is theirs to choose, and is never second-guessed.
enum DisplayCheck {
    /// The drivers SDL falls back to when neither X11 nor Wayland answers (compared ignoring case).
    static let fallbackDrivers: Set<String> = ["offscreen", "dummy", "evdev", "kmsdrm"]

    /// Why no window can be seen, known before SDL starts: the environment names no display and no driver, so SDL could
    /// only fall back (and its Wayland probe would print a stray line on the way), or names only a Wayland display that
    /// libwayland cannot find (`waylandIsReachable`). Nil when SDL should be asked.
    static func problem(environment: [String: String]) -> String? {
        if environment["SDL_VIDEODRIVER"]?.isEmpty == false || environment["DISPLAY"]?.isEmpty == false { return nil }
        if let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty {
            return waylandIsReachable(environment) ? nil
                : "no display (WAYLAND_DISPLAY \(wayland.quotedForMessage) is a socket in XDG_RUNTIME_DIR, which is unset "
                    + "or not an absolute path); use --headless to run without one"
        }
        return problem(driver: nil, environment: environment)
    }

    /// The video driver SDL is to start when the user names none (`SDL_VIDEODRIVER`), or nil to leave SDL its own order:
    /// "x11" alone when libwayland could find no compositor. SDL tries Wayland when X11 fails, and libwayland, finding
    /// no socket, prints "error: XDG_RUNTIME_DIR is invalid or not set in the environment." on standard error before
    /// the app's own line, naming the wrong cause. Leaving Wayland out of the order, rather than sending standard
    /// error elsewhere while SDL starts, keeps what other libraries say there, and keeps standard error where a
    /// signal's line (`Termination`) is written.
    static func videoDriver(environment: [String: String]) -> String? {
        guard environment["SDL_VIDEODRIVER"]?.isEmpty != false, environment["DISPLAY"]?.isEmpty == false,
              !waylandIsReachable(environment) else { return nil }
        return "x11"
    }

    /// Whether libwayland could find a compositor's socket: `WAYLAND_SOCKET`, an absolute `WAYLAND_DISPLAY`, or a
    /// `WAYLAND_DISPLAY` (by default "wayland-0") in an absolute `XDG_RUNTIME_DIR`, as `wl_display_connect` looks.
    static func waylandIsReachable(_ environment: [String: String]) -> Bool {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if value("WAYLAND_SOCKET") != nil || value("WAYLAND_DISPLAY")?.hasPrefix("/") == true { return true }
        return value("XDG_RUNTIME_DIR")?.hasPrefix("/") == true
    }

    /// Why a window on `driver` (SDL's current video driver, nil when none started) would show nothing, given the
    /// process's environment; nil when it will be seen or the user chose the driver.
    static func problem(driver: String?, environment: [String: String]) -> String? {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if value("SDL_VIDEODRIVER") != nil { return nil }
        if let driver, !fallbackDrivers.contains(driver.lowercased()) { return nil }
        let displays = [("DISPLAY", value("DISPLAY")), ("WAYLAND_DISPLAY", value("WAYLAND_DISPLAY"))]
            .compactMap { name, value in value.map { "\(name) \($0.quotedForMessage)" } }
        let reason = displays.isEmpty
            ? "DISPLAY and WAYLAND_DISPLAY are unset"
            : "cannot connect to \(displays.joined(separator: " or "))"
        return "no display (\(reason)); use --headless to run without one"
    }

    /// Why SDL's video subsystem did not start, in the user's terms: `SDL_VIDEODRIVER` naming no driver SDL has
    /// (`videoDrivers`), or the driver named or the display set failing with SDL's own reason (`sdlError`).
    static func startFailure(environment: [String: String], sdlError: String, videoDrivers: [String]) -> String {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let reason = sdlError.isEmpty ? "" : ": " + sdlError
        if let named = value("SDL_VIDEODRIVER") {
            guard videoDrivers.contains(where: { $0.lowercased() == named.lowercased() }) else {
                return "SDL_VIDEODRIVER \(named.quotedForMessage) is no video driver SDL has (it has "
                    + videoDrivers.joined(separator: ", ") + ")"
            }
            // X11 cannot start without DISPLAY; Wayland tries its default socket.
            if named.lowercased() == "x11" {
                guard let display = value("DISPLAY") else {
                    return "no display (DISPLAY is unset, and SDL_VIDEODRIVER 'x11' needs it); use --headless to run without one"
                }
                return "cannot connect to DISPLAY \(display.quotedForMessage) with SDL_VIDEODRIVER 'x11'\(reason); "
                    + "use --headless to run without one"
            }
            return "cannot open a window with SDL_VIDEODRIVER \(named.quotedForMessage)\(reason); "
                + "use --headless to run without one"
        }
        let displays = [("DISPLAY", value("DISPLAY")), ("WAYLAND_DISPLAY", value("WAYLAND_DISPLAY"))]
            .compactMap { name, value in value.map { "\(name) \($0.quotedForMessage)" } }
        guard !displays.isEmpty else { return "no display (DISPLAY and WAYLAND_DISPLAY are unset); use --headless to run without one" }
        return "cannot connect to \(displays.joined(separator: " or "))\(reason); use --headless to run without one"
    }
}
