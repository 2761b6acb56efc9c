/// `--appearance`: light, dark, or the desktop's preference (`auto`).
public enum Appearance: String, CaseIterable, Sendable {
    case light, dark
    /// The Settings portal's `color-scheme` (1 dark, 2 light), else `GTK_THEME`'s variant (`Adwaita:dark`),
    /// else light: GTK4's and Qt 6's order on the same desktop.
    case auto

    /// Whether the app draws dark, on a desktop whose settings are `settings` and whose environment
    /// names `gtkTheme` (`GTK_THEME`, nil when unset).
    func isDark(settings: DesktopSettings, gtkTheme: String?) -> Bool {
        switch self {
        case .light: false
        case .dark: true
        case .auto:
            switch settings.colorScheme {
            case .preferDark?: true
            case .preferLight?: false
            case .noPreference?, nil: gtkTheme.map(Self.namesDarkVariant) ?? false
            }
        }
    }

    /// Whether a `GTK_THEME` value asks for its theme's dark variant: `NAME:dark`, as GTK reads it.
    static func namesDarkVariant(_ gtkTheme: String) -> Bool {
        guard let colon = gtkTheme.lastIndex(of: ":") else { return false }
        return gtkTheme[gtkTheme.index(after: colon)...] == "dark"
    }
}
