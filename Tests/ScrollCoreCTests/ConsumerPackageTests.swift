import Foundation
import ScrollCore
import Testing

/// A package outside this one that depends on the `ScrollCore` product, as docs/LIBRARY.md tells a developer
/// to write it, whose program is docs/LIBRARY.md's headless loop: it builds ScrollCore and its one
/// dependency, nothing of the app, and prints what the engine in this process computes.
struct ConsumerPackageTests {
    /// Kept between runs under .build (which git ignores), so a run after the first rebuilds only
    /// what changed: about 2 s instead of about 60.
    static let package = OutsideUseTests.root.appendingPathComponent(".build/consumer-package")

    /// The Swift code block of docs/LIBRARY.md's "From Swift" section.
    static func readmeLoop() throws -> String {
        let readme = try String(contentsOf: OutsideUseTests.root.appendingPathComponent("docs/LIBRARY.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## From Swift"))
        let start = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    /// Writes `contents` to `path` under the package unless it is there already (an unchanged file
    /// keeps its date, so the build has nothing to redo).
    private static func write(_ contents: String, to path: String) throws {
        let file = package.appendingPathComponent(path)
        if (try? String(contentsOf: file, encoding: .utf8)) == contents { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func aPackageOutsideBuildsAgainstTheProductAndRunsTheReadmeLoop() throws {
        try Self.write("""
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "consumer",
                dependencies: [.package(name: "listdemo", path: "\(OutsideUseTests.root.path)")],
                targets: [
                    .executableTarget(name: "consumer", dependencies: [.product(name: "ScrollCore", package: "listdemo")]),
                ]
            )

            """, to: "Package.swift")
        try Self.write(try Self.readmeLoop(), to: "Sources/consumer/main.swift")

        var build = try OutsideUseTests.run("swift", ["build", "--package-path", Self.package.path])
        if build.status != 0 {
            // The kept build can go stale when a file of this package is renamed or removed
            // (SwiftPM then reports "missing inputs"): build once more from nothing, which must pass.
            try? FileManager.default.removeItem(at: Self.package.appendingPathComponent(".build"))
            build = try OutsideUseTests.run("swift", ["build", "--package-path", Self.package.path])
        }
        #expect(build.status == 0, "\(build.output)\n\(build.error)")
        #expect(!build.output.contains("warning:"), "\(build.output)")

        // What the build compiled (SwiftPM makes a folder for every target of the graph, but object
        // files only for those it compiles): the engine and its one dependency, nothing of the app.
        let products = Self.package.appendingPathComponent(".build/debug")
        let manager = FileManager.default
        let built = Set(try manager.contentsOfDirectory(atPath: products.path).filter { folder in
            folder.hasSuffix(".build")
                && (try? manager.contentsOfDirectory(atPath: products.appendingPathComponent(folder).path))?
                    .contains { $0.hasSuffix(".o") } == true
        }.map { String($0.dropLast(".build".count)) })
        #expect(built == ["ScrollCore", "RealModule", "_NumericsShims", "consumer"], "built \(built.sorted())")

        let run = try OutsideUseTests.run(products.appendingPathComponent("consumer").path, [])
        #expect(run.status == 0, "\(run.error)")
        let printed = run.output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }

        // The same loop here: the consumer's engine gives the same numbers.
        let list = ListView(dataSource: ArrayDataSource(rowHeights: Array(repeating: 44, count: 1000)))
        list.setViewportHeight(600, at: 0)
        list.pointerDown(y: 500, at: 0)
        for step in 1...6 { list.pointerMoved(y: 500 - 50 * Double(step), at: Double(step) / 60) }
        list.pointerUp(at: 0.1)
        var expected: [[Double]] = []
        var t = 0.1
        while list.phase != .idle {
            t += 1.0 / 60
            let frame = list.advance(to: t)
            expected.append([t, frame.offset, Double(frame.rows.count)])
        }
        #expect(printed.count == expected.count)
        #expect(printed == expected)
        #expect(expected.count > 60, "a fling of more than a second")
    }
}
