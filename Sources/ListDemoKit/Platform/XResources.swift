import CX11

/// The X server's resource manager string (what `xrdb` loads: "Xft.dpi:\t192\n…"), where Qt and Xft read the desktop's
/// font resolution. SDL opens Xlib at run time and exposes neither it nor the resources, so this opens a short
/// connection of its own to the display SDL uses (`DISPLAY`) and closes it again.
enum XResources {
    /// The resource manager string, or nil when there is no X display or no resources are set.
    static func managerString() -> String? {
        guard let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        return XResourceManagerString(display).map { String(cString: $0) }
    }
}
