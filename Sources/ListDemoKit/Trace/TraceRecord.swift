/// One line of a trace: a JSON object whose keys keep the order they were added in.
public struct TraceRecord: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One key and its value.
    public struct Field: Hashable, Sendable {
        /// The JSON key, escaped when written.
        public var key: String
        /// The JSON value.
        public var value: TraceValue

        /// A field from its key and value.
        public init(key: String, value: TraceValue) {
            self.key = key
            self.value = value
        }
    }

    /// The fields in writing order; an array, not a dictionary, so lines come out the same every time.
    public private(set) var fields: [Field]

    /// A record with these fields in this order.
    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// `[.event: "save", .t: 1.5]` keeps the literal's order.
    public init(dictionaryLiteral elements: (TraceKey, TraceValue)...) {
        self.init(elements.map { Field(key: $0.0.stringValue, value: $0.1) })
    }

    /// A record of the event `name` (`"event"` first, as every event record starts), then `fields` in their order.
    init(_ name: TraceEventName, _ fields: KeyValuePairs<TraceKey, TraceValue>) {
        self.init([Field(key: TraceKey.event.stringValue, value: .string(name.rawValue))]
                  + fields.map { Field(key: $0.key.stringValue, value: $0.value) })
    }

    /// Adds a field after the existing ones.
    public mutating func append(_ key: TraceKey, _ value: TraceValue) {
        fields.append(Field(key: key.stringValue, value: value))
    }

    /// The record as one line of JSON, without the line break.
    public var jsonLine: String {
        var bytes: [UInt8] = []
        appendJSON(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the JSON object's UTF-8 bytes, without the line break.
    func appendJSON(to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "{"))
        for (index, field) in fields.enumerated() {
            if index > 0 {
                buffer.append(UInt8(ascii: ","))
            }
            TraceJSON.append(field.key, to: &buffer)
            buffer.append(UInt8(ascii: ":"))
            TraceJSON.append(field.value, to: &buffer)
        }
        buffer.append(UInt8(ascii: "}"))
    }
}
