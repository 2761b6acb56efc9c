/// `--scale`: pixels per point chosen by the user, or `auto` (the desktop's, as GTK and Qt read it; see `DisplayScale`).
public enum ScaleOption: Hashable, Sendable, CustomStringConvertible {
    /// The desktop's scale on X11 (GDK_SCALE, QT_SCALE_FACTOR, Xft.dpi), the compositor's under Wayland; 1 headless.
    case auto
    /// A scale in `InputLimits.scale`, a whole number of `InputLimits.scaleStep`s.
    case fixed(Double)

    /// "auto", "1", "1.5", "2", … as the command line reads them.
    public var description: String {
        switch self {
        case .auto: "auto"
        case .fixed(let factor): DisplayScale.format(factor)
        }
    }
}
