import FoundationEssentials

/// What the form's files hold, and whether a file holds it: a JSON array with one entry per field, in row order — the
/// field's text, or `null` when it is empty. Anything else (another count, another shape, not JSON) is not the form's
/// values, and reading it never costs data (`FormStore` keeps such a file aside).
enum FormStoreFormat {
    /// What reading one file found.
    enum Reading {
        case missing
        case values([String])
        /// A regular file whose content is not usable (or cannot be read), and why.
        case unreadable(String)
        /// Something at the path that must not be read or replaced.
        case untouchable(FileIdentity.Kind)
    }

    /// The bytes of a file holding `values`.
    static func encode(_ values: [String]) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(values.map { $0.isEmpty ? nil : $0 })) + [UInt8(ascii: "\n")]
    }

    /// What `found` holds for a form of `count` fields.
    static func read(_ found: FormStoreFile.Contents, count: Int) -> Reading {
        switch found {
        case .missing: return .missing
        case .untouchable(let kind): return .untouchable(kind)
        case .unreadable(let reason): return .unreadable(reason)
        case .bytes(let bytes):
            guard let values = try? JSONDecoder().decode([String?].self, from: Data(bytes)), values.count == count else {
                return .unreadable("not a JSON array of \(count) strings or nulls")
            }
            return .values(values.map { $0 ?? "" })
        }
    }
}
