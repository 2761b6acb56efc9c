/// Pixels per point a canvas draws at and what chose it, as the overlay and the trace name it ("2 (Xft.dpi 192)").
public struct DisplayScale: Hashable, Sendable, CustomStringConvertible {
    /// The desktop settings `--scale auto` reads on X11, in the order GTK and Qt give them precedence.
    public static let gdkScaleVariable = "GDK_SCALE"
    public static let qtScaleFactorVariable = "QT_SCALE_FACTOR"
    /// The X resource holding the desktop's font resolution; 96 dpi is scale 1 (Xft's and Qt's reference).
    public static let xftDPIResource = "Xft.dpi"
    public static let referenceDPI = 96.0

    /// Pixels per point.
    public var factor: Double
    /// What chose `factor`: "--scale", "GDK_SCALE", "QT_SCALE_FACTOR", "Xft.dpi 192", "wayland", "default".
    public var source: String

    public init(factor: Double, source: String) {
        self.factor = factor
        self.source = source
    }

    /// "2 (Xft.dpi 192)".
    public var description: String { "\(Self.format(factor)) (\(source))" }

    /// Whether `factor` may be drawn at: in `InputLimits.scale` and on its step (never NaN or an infinity).
    static func isAllowed(_ factor: Double) -> Bool {
        InputLimits.scale.contains(factor) && (factor / InputLimits.scaleStep).rounded() == factor / InputLimits.scaleStep
    }

    /// A scale as people write it: "2", "1.5", "1.25".
    static func format(_ factor: Double) -> String {
        if let whole = Int(exactly: factor) { return String(whole) }
        return String(factor)
    }

    /// `--scale auto` on X11, read as GTK and Qt read it: `GDK_SCALE` (a whole number, as GTK takes it), else
    /// `QT_SCALE_FACTOR` (Qt's multiplier), else the X resources' `Xft.dpi` / 96 (`resources` is the resource manager
    /// string, asked for only when neither variable is set), else 1. The first setting present decides, as in GTK,
    /// where a GDK_SCALE it cannot read means 1 rather than the next setting. Fractions are drawn at the nearest
    /// `InputLimits.scaleStep`. A setting that is not a scale in `InputLimits.scale` (0, -5, NaN, 1e300, text) gives 1
    /// and a one-line warning naming it.
    static func desktop(environment: [String: String],
                        resources: () -> String?) -> (scale: DisplayScale, warning: String?) {
        let standard = DisplayScale(factor: 1, source: "default")
        func refused(_ setting: String, _ text: String, _ expectation: String) -> (DisplayScale, String?) {
            (standard, "listdemo: ignoring \(setting) \(text.quotedForMessage): not \(expectation); drawing at scale 1")
        }
        let range = "a scale \(InputLimits.scale)"
        if let text = environment[gdkScaleVariable], !text.isEmpty {
            guard let whole = Int(text), InputLimits.scale.contains(Double(whole)) else {
                return refused(gdkScaleVariable, text, "a whole number \(InputLimits.scale)")
            }
            return (DisplayScale(factor: Double(whole), source: gdkScaleVariable), nil)
        }
        if let text = environment[qtScaleFactorVariable], !text.isEmpty {
            guard let factor = nearestStep(Double(text)) else { return refused(qtScaleFactorVariable, text, range) }
            return (DisplayScale(factor: factor, source: qtScaleFactorVariable), nil)
        }
        if let text = resources().flatMap(xftDPI(in:)) {
            guard let factor = nearestStep(Double(text).map { $0 / referenceDPI }) else {
                return refused(xftDPIResource, text, "a resolution of about 96 to 384 dpi (scale 1 to 4)")
            }
            return (DisplayScale(factor: factor, source: "\(xftDPIResource) \(text)"), nil)
        }
        return (standard, nil)
    }

    /// The value of `Xft.dpi` in an X resource manager string ("Xft.dpi:\t192\n…"), trimmed; nil when absent.
    static func xftDPI(in resources: String) -> String? {
        for line in resources.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":"),
                  line[..<colon].trimmingCharacters(in: " \t") == xftDPIResource else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: " \t")
        }
        return nil
    }

    /// `factor` on the nearest allowed step, or nil when that is outside `InputLimits.scale` (or not a number).
    private static func nearestStep(_ factor: Double?) -> Double? {
        guard let factor, factor.isFinite else { return nil }
        let stepped = (factor / InputLimits.scaleStep).rounded() * InputLimits.scaleStep
        return isAllowed(stepped) ? stepped : nil
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let kept = drop { set.contains($0) }
        return String(kept.reversed().drop { set.contains($0) }.reversed())
    }
}
