/// The modifier keys held with a key (left and right count alike): what the window reports and
/// what a script writes as `ctrl+S`.
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    /// The OptionSet initializer; use the named modifiers instead.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The Control key.
    public static let ctrl = KeyModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 1)
    /// The Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)

    /// Either Super / Windows / Command key (reported by the window; scripts do not name it).
    public static let gui = KeyModifiers(rawValue: 1 << 3)

    /// Each modifier with its script name, in the order a chord is written.
    static let named: [(name: String, modifier: KeyModifiers)] = [("ctrl", .ctrl), ("shift", .shift), ("alt", .alt)]

    /// "ctrl+shift", or "" when none is held.
    public var description: String {
        Self.named.filter { contains($0.modifier) }.map(\.name).joined(separator: "+")
    }
}
