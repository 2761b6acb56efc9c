/// Which font the app's text is drawn in: `--font`, else `LISTDEMO_FONT`, else the desktop's.
public enum FontChoice: Hashable, Sendable {
    /// The desktop's interface font, as GTK and Qt apps on it use: the family of GNOME's `font-name`
    /// where the desktop's settings give it, else `sans-serif`, each as fontconfig matches it.
    case desktop
    /// DejaVu Sans from the assets folder: the same pixels on every machine (what tests pin).
    case bundled
    /// The installed family fontconfig matches for a name ("Noto Sans"), as `fc-match` does.
    case family(String)

    /// The environment variable read when `--font` is not given.
    public static let environmentVariable = "LISTDEMO_FONT"

    /// The family in GNOME's `font-name` setting, a Pango font description ("Cantarell 11",
    /// "Noto Sans Bold Italic 10", "Ubuntu, Sans 11"): its first family, without the size and
    /// style words. Nil when nothing is left. The app keeps its own point sizes (UIKit's).
    static func family(ofPangoDescription description: String) -> String? {
        // Pango's style, weight, stretch and variant words (pango_font_description_from_string).
        let styleWords: Set<String> = [
            "normal", "roman", "oblique", "italic", "small-caps", "thin", "ultra-light", "extra-light", "light",
            "semi-light", "demi-light", "book", "regular", "medium", "semi-bold", "demi-bold", "bold",
            "ultra-bold", "extra-bold", "heavy", "black", "ultra-heavy", "ultra-condensed", "extra-condensed",
            "condensed", "semi-condensed", "semi-expanded", "expanded", "extra-expanded", "ultra-expanded",
        ]
        var words = description.split(separator: ",").first.map { $0.split(separator: " ") } ?? []
        if let last = words.last, last.hasSuffix("px") ? Double(last.dropLast(2)) != nil : Double(last) != nil {
            words.removeLast()
        }
        while let last = words.last, styleWords.contains(last.lowercased()) { words.removeLast() }
        let family = words.joined(separator: " ")
        return family.isEmpty ? nil : family
    }
}
