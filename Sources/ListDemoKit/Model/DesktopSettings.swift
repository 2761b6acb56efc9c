/// What the desktop says about how apps should look and move, as the XDG Settings portal
/// (`org.freedesktop.portal.Settings`) gives it; nil where it said nothing (no portal, no bus, a
/// headless run, a setting the desktop does not have).
struct DesktopSettings: Equatable, Sendable {
    /// `org.freedesktop.appearance` `color-scheme`.
    enum ColorScheme: UInt32, Sendable {
        case noPreference = 0, preferDark = 1, preferLight = 2
    }

    /// The desktop's light or dark preference.
    var colorScheme: ColorScheme?
    /// GNOME's `org.gnome.desktop.interface` `enable-animations`: false when the user turned
    /// animations off (GTK4 then stops its own; the app reduces motion).
    var enableAnimations: Bool?
    /// GNOME's `org.gnome.desktop.interface` `font-name`: the interface font as Pango describes
    /// it ("Cantarell 11").
    var fontName: String?

    /// Nothing known: what a run without a portal goes by.
    init(colorScheme: ColorScheme? = nil, enableAnimations: Bool? = nil, fontName: String? = nil) {
        self.colorScheme = colorScheme
        self.enableAnimations = enableAnimations
        self.fontName = fontName
    }

    /// One setting the app reads, by its portal namespace and key.
    enum Key: CaseIterable, Sendable {
        case colorScheme, enableAnimations, fontName

        var namespace: String {
            switch self {
            case .colorScheme: "org.freedesktop.appearance"
            case .enableAnimations, .fontName: "org.gnome.desktop.interface"
            }
        }

        var key: String {
            switch self {
            case .colorScheme: "color-scheme"
            case .enableAnimations: "enable-animations"
            case .fontName: "font-name"
            }
        }

        /// The setting a portal's namespace and key name, if the app reads it.
        init?(namespace: String, key: String) {
            guard let found = Self.allCases.first(where: { $0.namespace == namespace && $0.key == key }) else { return nil }
            self = found
        }
    }

    /// A setting's value as the portal sent it.
    enum Value: Equatable, Sendable {
        case number(UInt32)
        case boolean(Bool)
        case text(String)
    }

    /// These settings with `key` set to `value`; no value, a value of the wrong type, or a colour scheme
    /// the portal does not define, leaves the setting unknown.
    func setting(_ key: Key, to value: Value?) -> DesktopSettings {
        var settings = self
        switch (key, value) {
        case (.colorScheme, .number(let number)): settings.colorScheme = ColorScheme(rawValue: number)
        case (.colorScheme, _): settings.colorScheme = nil
        case (.enableAnimations, .boolean(let enabled)): settings.enableAnimations = enabled
        case (.enableAnimations, _): settings.enableAnimations = nil
        case (.fontName, .text(let name)): settings.fontName = name
        case (.fontName, _): settings.fontName = nil
        }
        return settings
    }
}
