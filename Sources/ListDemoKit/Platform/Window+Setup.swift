import CSDL2

/// How a window is set up: the scale it applies itself, and the renderer it draws with.
extension Window {
    /// The scale the window applies itself (nil: the driver's drawable gives it), what chose it,
    /// and a warning when `option` was not followed. Only X11 needs one chosen: SDL's Wayland
    /// driver (and any other that reports a drawable larger than the window) scales by itself.
    static func chooseScale(_ option: ScaleOption, driver: String,
                            environment: [String: String]) -> (Double?, String, String?) {
        guard driver == "x11" else {
            let warning = option == .auto ? nil
                : "listdemo: --scale \(option) applies to X11; under \(driver) the compositor's scale is used"
            return (nil, driver, warning)
        }
        switch option {
        case .fixed(let factor):
            return (factor, "--scale", nil)
        case .auto:
            let (scale, warning) = DisplayScale.desktop(environment: environment, resources: XResources.managerString)
            return (scale.factor, scale.source, warning)
        }
    }

    /// The renderer `preference` asks for or, when it cannot draw here, the first of SDL's other
    /// render drivers that can (`RendererPreference.candidates`): SDL's software renderer needs a
    /// native window framebuffer, which X11 has (shared memory) and Wayland does not, where it
    /// fails with "Couldn't find matching render driver" and OpenGL draws. Throws one line naming
    /// every driver tried when none can.
    static func makeRenderer(for window: OpaquePointer, _ preference: RendererPreference) throws -> OpaquePointer {
        var available: [String] = []
        var info = SDL_RendererInfo()
        for index in 0..<max(0, SDL_GetNumRenderDrivers()) where SDL_GetRenderDriverInfo(index, &info) == 0 {
            available.append(String(cString: info.name))
        }
        if case .accelerated(let driver?) = preference, !available.contains(driver) {
            throw PlatformError("\(RendererPreference.environmentVariable) \(driver.quotedForMessage) is no render driver "
                                + "SDL has (it has \(available.joined(separator: ", ")); or \"accelerated\")")
        }
        var failures: [String] = []
        for name in preference.candidates(available: available) {
            guard let index = available.firstIndex(of: name) else {
                failures.append("\(name): not built into SDL")
                continue
            }
            let flags: UInt32
            if name == RendererPreference.softwareDriver {
                // Without a GPU, SDL would otherwise back the window's framebuffer with an OpenGL
                // texture (llvmpipe); "0" keeps it on the native (X11 shared-memory) framebuffer.
                // SDL refuses the hint when the environment sets it: then the user's choice stands.
                _ = SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
                flags = SDL_RENDERER_SOFTWARE.rawValue
            } else {
                flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            }
            if let renderer = SDL_CreateRenderer(window, Int32(index), flags) {
                return renderer
            }
            failures.append("\(name): \(String(cString: SDL_GetError()))")
        }
        throw PlatformError("cannot create a renderer for the window ("
                            + (failures.isEmpty ? "SDL lists no render driver" : failures.joined(separator: "; ")) + ")")
    }

    /// The usable area of the display the window opens on (SDL's first: the one it centres on),
    /// in SDL's window units, without the desktop's panels; nil when SDL does not know it.
    static func usableBounds() -> (x: Int32, y: Int32, w: Int32, h: Int32)? {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return (bounds.x, bounds.y, bounds.w, bounds.h)
    }

    /// The window's size in points (SDL's window coordinates over `unitsPerPoint`).
    static func pointSize(of window: OpaquePointer, unitsPerPoint: Double) -> Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width) / unitsPerPoint, height: Double(height) / unitsPerPoint)
    }
}
