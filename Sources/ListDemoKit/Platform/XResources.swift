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

    /// The default screen's root window's text property `name` (what the AT-SPI bus launcher sets to its bus's
    /// address), its first `limit` bytes; nil when there is no X display or no such property.
    static func rootWindowText(_ name: String, limit: Int = 4096) -> String? {
        guard let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        // Only if the atom exists: a property can have no other name.
        let atom = XInternAtom(display, name, 1)
        guard atom != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // The length is in 32-bit units; any type (0: AnyPropertyType), as libatspi reads it.
        let status = XGetWindowProperty(display, XDefaultRootWindow(display), atom, 0, limit / 4, 0, 0,
                                        &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, type != 0, format == 8, let data else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }
}
