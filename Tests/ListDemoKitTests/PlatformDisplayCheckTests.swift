import Testing
@testable import ListDemoKit

/// With no display SDL falls back to a driver that shows nothing and the app ran forever; the check names the problem.
struct PlatformDisplayCheckTests {
    private let unset = "no display (DISPLAY and WAYLAND_DISPLAY are unset); use --headless to run without one"

    @Test func anEnvironmentNamingNoDisplayFailsBeforeSDLStarts() {
        #expect(DisplayCheck.problem(environment: [:]) == unset)
        #expect(DisplayCheck.problem(environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "HOME": "/root"]) == unset)
        #expect(DisplayCheck.problem(environment: ["DISPLAY": ":0"]) == nil)
        #expect(DisplayCheck.problem(environment: ["WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1"]) == nil)
        #expect(DisplayCheck.problem(environment: ["WAYLAND_DISPLAY": "/run/user/1/wayland-0"]) == nil)
        #expect(DisplayCheck.problem(environment: ["SDL_VIDEODRIVER": "kmsdrm"]) == nil)
    }

    /// libwayland looks for a relative WAYLAND_DISPLAY in an absolute XDG_RUNTIME_DIR: without one, a Wayland display
    /// alone is no display (said before SDL starts, instead of libwayland's own line and then the app's).
    @Test(arguments: [nil, "", "run/user/1"])
    func aWaylandDisplayWithoutARuntimeFolderIsNoDisplay(_ runtime: String?) {
        let environment = ["WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": runtime].compactMapValues { $0 }
        #expect(DisplayCheck.problem(environment: environment)
            == "no display (WAYLAND_DISPLAY 'wayland-0' is a socket in XDG_RUNTIME_DIR, which is unset or not an absolute "
                + "path); use --headless to run without one")
        #expect(DisplayCheck.problem(environment: environment.merging(["DISPLAY": ":0"]) { $1 }) == nil, "X11 may answer")
    }

    /// SDL is given X11 alone exactly when nobody chose a driver, X11 is named and libwayland could find no compositor.
    @Test func waylandIsLeftOutOfSDLsOrderOnlyWhenLibwaylandCouldFindNothing() {
        #expect(DisplayCheck.videoDriver(environment: ["DISPLAY": ":0"]) == "x11")
        #expect(DisplayCheck.videoDriver(environment: ["DISPLAY": ":0", "XDG_RUNTIME_DIR": "relative"]) == "x11")
        #expect(DisplayCheck.videoDriver(environment: ["DISPLAY": ":0", "XDG_RUNTIME_DIR": "/run/user/1"]) == nil)
        #expect(DisplayCheck.videoDriver(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "/tmp/w"]) == nil)
        #expect(DisplayCheck.videoDriver(environment: ["DISPLAY": ":0", "WAYLAND_SOCKET": "3"]) == nil)
        #expect(DisplayCheck.videoDriver(environment: ["DISPLAY": ":0", "SDL_VIDEODRIVER": "wayland"]) == nil, "the user's")
        #expect(DisplayCheck.videoDriver(environment: [:]) == nil, "no X11 named: the check before SDL speaks")
    }

    @Test(arguments: ["offscreen", "dummy", "evdev", "KMSDRM", nil])
    func aFallbackDriverNobodyChoseIsNoDisplay(_ driver: String?) {
        #expect(DisplayCheck.problem(driver: driver, environment: [:]) == unset)
        #expect(DisplayCheck.problem(driver: driver, environment: ["DISPLAY": ":65000"])
            == "no display (cannot connect to DISPLAY ':65000'); use --headless to run without one")
        #expect(DisplayCheck.problem(driver: driver, environment: ["DISPLAY": ":1", "WAYLAND_DISPLAY": "w"])
            == "no display (cannot connect to DISPLAY ':1' or WAYLAND_DISPLAY 'w'); use --headless to run without one")
    }

    @Test(arguments: ["offscreen", "dummy", "evdev", "KMSDRM", "x11"])
    func aDriverTheUserChoseIsRespected(_ driver: String) {
        #expect(DisplayCheck.problem(driver: driver, environment: ["SDL_VIDEODRIVER": driver]) == nil)
    }

    @Test(arguments: ["x11", "wayland"])
    func aDesktopDriverIsADisplay(_ driver: String) {
        #expect(DisplayCheck.problem(driver: driver, environment: ["DISPLAY": ":0"]) == nil)
    }
}
