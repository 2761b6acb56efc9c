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

    /// Reads "auto" or a number of pixels per point in `InputLimits.scale` on a `scaleStep` ("1.5"; not "3.7", "0",
    /// "nan" or "1e300").
    init(parsing text: String, flag: String = "--scale") throws(CommandLineError) {
        if text == "auto" {
            self = .auto
            return
        }
        guard let factor = Double(text), DisplayScale.isAllowed(factor) else {
            throw CommandLineError("\(flag) must be auto or a number \(InputLimits.scale) in steps of "
                                   + "\(InputLimits.scaleStep) (got \(text.quotedForMessage))")
        }
        self = .fixed(factor)
    }
}
