import FoundationEssentials
import Glibc

/// The form's files: the saved values at `--save-to` and, beside them at `<path>.draft`, what was
/// typed since the last save. Both hold a JSON array with one entry per field, in row order: the
/// field's text, or `null` when it is empty. Both are written atomically (`AtomicFile`).
struct FormStore {
    /// Where Save writes.
    let path: String
    /// How many values the files hold.
    let count: Int

    /// Where unsaved edits are kept.
    var draftPath: String { path + ".draft" }

    /// What a launch starts from: the draft if there is one, else the saved file, else nothing.
    func load() throws -> (values: [String], fromDraft: Bool)? {
        if let draft = try read(draftPath) { return (draft, true) }
        return try read(path).map { ($0, false) }
    }

    /// Writes `values` to the save file, then drops the draft they now supersede.
    func save(_ values: [String]) throws {
        try AtomicFile.write(try encode(values), to: path)
        guard unlink(draftPath) == 0 || errno == ENOENT else {
            throw PlatformError.posix("saved \(path) but cannot remove \(draftPath)", errno: errno)
        }
    }

    /// Keeps `values` in the draft file.
    func writeDraft(_ values: [String]) throws {
        try AtomicFile.write(try encode(values), to: draftPath)
    }

    private func encode(_ values: [String]) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(values.map { $0.isEmpty ? nil : $0 })) + [UInt8(ascii: "\n")]
    }

    /// The values in the file at `file`, or nil when there is no such file.
    private func read(_ file: String) throws -> [String]? {
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        guard let data = FileManager.default.contents(atPath: file) else { throw PlatformError("cannot read \(file)") }
        guard let values = try? JSONDecoder().decode([String?].self, from: data), values.count == count else {
            throw PlatformError("\(file) is not a JSON array of \(count) strings or nulls")
        }
        return values.map { $0 ?? "" }
    }
}
