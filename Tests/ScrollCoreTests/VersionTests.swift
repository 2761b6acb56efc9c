import Foundation
import Testing
import ScrollCore

/// The version a program reads is the one the changelog releases (its newest numbered heading; the
/// "Unreleased" section above it collects what the next release will carry).
struct VersionTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theVersionIsTheChangelogsNewestRelease() throws {
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") && $0 != "## Unreleased" }.map { $0.dropFirst(3) }
        #expect(releases.first.map(String.init) == LibraryVersion.string)
        #expect(LibraryVersion.string == "\(LibraryVersion.major).\(LibraryVersion.minor).\(LibraryVersion.patch)")
    }
}
