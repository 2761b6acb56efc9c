import Testing
@testable import ListDemoKit

/// With no display SDL falls back to a driver that shows nothing and the app ran forever; the check names the problem.
struct PlatformDisplayCheckTests {
    private let unset = "no display (DISPLAY and WAYLAND_DISPLAY are unset); use --headless to run without one"

    @Test func anEnvironmentNamingNoDisplayFailsBeforeSDLStarts() {
        #expect(DisplayCheck.problem(environment: [:]) == unset)
        #expect(DisplayCheck.problem(environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "HOME": "/root"]) == unset)
        #expect(DisplayCheck.problem(environment: ["DISPLAY": ":0"]) == nil)
        #expect(DisplayCheck.problem(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == nil)
        #expect(DisplayCheck.problem(environment: ["SDL_VIDEODRIVER": "kmsdrm"]) == nil)
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
