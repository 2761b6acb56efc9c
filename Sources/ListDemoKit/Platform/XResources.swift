import CX11

/// The X server's resource manager string (what `xrdb` loads: "Xft.dpi:\t192\n…"), where Qt and Xft read the desktop's
/// font resolution, and the root window's properties. SDL opens Xlib at run time and exposes neither it nor the
/// resources, so each of these opens a short connection of its own to the display SDL uses (`DISPLAY`) and closes
/// it again.
enum XResources {
    /// The resource manager string, or nil when there is no X display or no resources are set.
    static func managerString() -> String? {
        guard let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        return XResourceManagerString(display).map { String(cString: $0) }
    }

    /// Whether the default screen's root window has the property `name` (what the AT-SPI bus launcher sets
    /// to its bus's address); false when there is no X display.
    static func rootWindowHasProperty(_ name: String) -> Bool {
        guard let display = XOpenDisplay(nil) else { return false }
        defer { XCloseDisplay(display) }
        // Only if the atom exists: a property can have no other name.
        let atom = XInternAtom(display, name, 1)
        guard atom != 0 else { return false }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, XDefaultRootWindow(display), atom, 0, 0, 0, 0,
                                        &type, &format, &count, &after, &data)
        if let data { XFree(data) }
        return status == Success && type != 0
    }
}
