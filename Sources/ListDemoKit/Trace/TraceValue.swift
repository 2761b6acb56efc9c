/// One JSON value in a trace record: the few kinds a trace needs, nothing nested.
public enum TraceValue: Hashable, Sendable {
    /// A whole number, written exactly.
    case int(Int)
    /// Written in Swift's shortest round-trip form ("0.1", "2000.0", "1e-07"); NaN and infinities become `null`.
    case double(Double)
    /// Text, JSON-escaped when written.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
}

/// Literals, so records read like the JSON they become: `["frame": 12, "t": 0.2, "phase": "idle"]`.
extension TraceValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
}
