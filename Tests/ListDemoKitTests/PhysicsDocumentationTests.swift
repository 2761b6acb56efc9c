import FoundationEssentials
import ScrollCore
import Testing

/// The README's table of physics presets is the presets' own one-line summaries, in F2's order,
/// so it cannot drift from the code.
@Suite struct PhysicsDocumentationTests {
    @Test func theReadmeListsEveryPresetWithItsSummaryInOrder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let presets = ScrollPhysics.presets
        let rows = readme.split(separator: "\n").map(String.init).filter { row in
            presets.contains { row.hasPrefix("| `\($0.name)` |") }
        }
        #expect(rows == presets.map { "| `\($0.name)` | \($0.summary) |" })
    }
}
