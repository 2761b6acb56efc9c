/// A key with the modifiers held while it is pressed, written "ctrl+S", "shift+Tab" or just "PageDown".
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    /// Why a chord text was refused, worded to follow "key: ".
    public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        case unknownKey(String)
        case unknownModifier(String)
        case repeatedModifier(String)

        /// The problem as it follows "key: " in a script error.
        public var description: String {
            switch self {
            case .unknownKey(let name):
                return "unknown key \(name.quotedForMessage)"
            case .unknownModifier(let name):
                let choices = KeyModifiers.named.map(\.name).joined(separator: ", ")
                return "unknown modifier \(name.quotedForMessage) (choose \(choices))"
            case .repeatedModifier(let name):
                return "modifier \(name.quotedForMessage) given twice"
            }
        }
    }

    /// The key pressed.
    public var key: ScriptKey
    /// The modifiers held while it is pressed.
    public var modifiers: KeyModifiers

    /// A chord from a known key; text goes through `init(parsing:)`.
    public init(key: ScriptKey, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Reads "MODIFIER+...+KEY": modifiers and key names are matched ignoring case.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // split always yields at least one part, so the last is the key even for "".
        let keyName = parts[parts.count - 1]
        var modifiers: KeyModifiers = []
        for name in parts.dropLast() {
            guard let modifier = KeyModifiers.named.first(where: { $0.name == name.lowercased() })?.modifier else {
                throw .unknownModifier(name)
            }
            guard !modifiers.contains(modifier) else { throw .repeatedModifier(name) }
            modifiers.insert(modifier)
        }
        guard let key = ScriptKey(name: keyName) else { throw .unknownKey(keyName) }
        self.init(key: key, modifiers: modifiers)
    }

    /// "ctrl+shift+S", the canonical form `init(parsing:)` reads back.
    public var description: String {
        modifiers.isEmpty ? key.name : "\(modifiers)+\(key.name)"
    }
}
