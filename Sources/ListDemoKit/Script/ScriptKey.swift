/// A key by its SDL name ("PageDown", "A", "F1"), so the SDL layer can hand it straight to `SDL_GetKeyFromName`.
public struct ScriptKey: Hashable, Sendable, CustomStringConvertible {
    /// The canonical SDL spelling.
    public let name: String

    /// The key whose SDL name matches `name` ignoring case, or nil for a name outside the supported set.
    public init?(name: String) {
        guard let canonical = Self.canonicalNames[name.lowercased()] else { return nil }
        self.name = canonical
    }

    /// The SDL name.
    public var description: String { name }

    /// The keys scripts may press, spelled as SDL_GetKeyName spells them: navigation and editing keys, letters,
    /// digits and function keys. Keyed by lowercase spelling because script authors should not have to match case.
    private static let canonicalNames: [String: String] = {
        let named = ["Up", "Down", "Left", "Right", "Home", "End", "PageUp", "PageDown",
                     "Tab", "Return", "Escape", "Backspace", "Delete", "Insert", "Space"]
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let digits = (0...9).map(String.init)
        let functionKeys = (1...12).map { "F\($0)" }
        let all = named + letters + digits + functionKeys
        return Dictionary(uniqueKeysWithValues: all.map { ($0.lowercased(), $0) })
    }()
}
