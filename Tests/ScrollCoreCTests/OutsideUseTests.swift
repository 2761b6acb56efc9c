import Foundation
import ScrollCore
import Testing

/// The library as a developer outside the project uses it: the C example built with the system C
/// compiler against `libScrollCoreC.so` through the installed pkg-config file, and a package of
/// its own that depends on the `ScrollCore` product.
struct OutsideUseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Where the test build put its products: `swift build --build-tests` builds every product,
    /// libScrollCoreC.so too, beside the test bundle running now.
    static let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

    /// The C example, built once for all the tests that run it.
    static let example: Result<URL, any Error> = Result { try buildExample() }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `command` with `arguments`; its status, standard output and standard error.
    static func run(_ command: String, _ arguments: [String], environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        // Files rather than pipes: a child that writes much never waits for a reader.
        let files = (0..<2).map { FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(getpid())-\(UUID())-\($0)") }
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        for file in files { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let handles = try files.map { try FileHandle(forWritingTo: $0) }
        defer { for handle in handles { try? handle.close() } }
        process.standardOutput = handles[0]
        process.standardError = handles[1]
        try process.run()
        process.waitUntilExit()
        let (output, error) = (try String(contentsOf: files[0], encoding: .utf8), try String(contentsOf: files[1], encoding: .utf8))
        return (process.terminationStatus, output, error)
    }

    /// Installs the header, the library and scrollcore.pc (as docs/LIBRARY.md says) under a temporary
    /// prefix, and compiles the example with `cc`, flags from pkg-config, warnings as errors.
    private static func buildExample() throws -> URL {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("scrollcore-c-\(getpid())")
        let manager = FileManager.default
        try? manager.removeItem(at: prefix)
        for folder in ["include", "lib/pkgconfig"] {
            try manager.createDirectory(at: prefix.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try manager.copyItem(at: root.appendingPathComponent("Sources/ScrollCoreC/include/scrollcore.h"),
                             to: prefix.appendingPathComponent("include/scrollcore.h"))
        let library = binDirectory.appendingPathComponent("libScrollCoreC.so")
        guard manager.fileExists(atPath: library.path) else {
            throw Failure(description: "\(library.path) is missing: build with swift build --build-tests")
        }
        try manager.createSymbolicLink(at: prefix.appendingPathComponent("lib/libScrollCoreC.so"), withDestinationURL: library)
        let template = try String(contentsOf: root.appendingPathComponent("Sources/ScrollCoreC/scrollcore.pc.in"), encoding: .utf8)
        try template.replacingOccurrences(of: "@PREFIX@", with: prefix.path)
            .write(to: prefix.appendingPathComponent("lib/pkgconfig/scrollcore.pc"), atomically: true, encoding: .utf8)
        let flags = try run("pkg-config", ["--cflags", "--libs", "scrollcore", "sdl2"],
                            environment: ["PKG_CONFIG_PATH": prefix.appendingPathComponent("lib/pkgconfig").path])
        guard flags.status == 0 else { throw Failure(description: "pkg-config: \(flags.error)") }
        let program = prefix.appendingPathComponent("scrollcore_demo")
        let source = root.appendingPathComponent("Examples/c/scrollcore_demo.c").path
        let compile = try run("cc", ["-std=c11", "-Wall", "-Wextra", "-Werror", source]
                                  + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
                                  + ["-o", program.path])
        guard compile.status == 0 else { throw Failure(description: "cc: \(compile.error)") }
        return program
    }

    /// Lines of "t offset" as the example prints them.
    private static func offsets(_ output: String) -> [(t: Double, offset: Double)] {
        output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").compactMap { Double($0) }
            return fields.count == 2 ? (fields[0], fields[1]) : nil
        }
    }

    /// The example's scripted fling run by the Swift engine: the same rows, script and frames.
    private static func swiftFling(physics: ScrollPhysics) -> [(t: Double, offset: Double)] {
        let heights = (0..<1000).map { $0 % 7 == 3 ? 88.0 : 44.0 }
        let rows = ArrayDataSource(rowHeights: heights)
        let list = ListView(dataSource: rows, physics: physics)
        list.setViewportHeight(600, at: 0)
        var result: [(t: Double, offset: Double)] = []
        for frame in 0..<(60 * 30) {
            let t = Double(frame) / 60
            switch frame {
            case 0: list.pointerDown(y: 500, at: t)
            case 1...6: list.pointerMoved(y: 500 - 50 * Double(frame), at: t)
            case 7: list.pointerUp(at: 6 / 60.0)
            default: break
            }
            result.append((t, list.advance(to: t).offset))
            if frame > 7, list.phase == .idle, list.updateAnimation == nil { break }
        }
        return result
    }

    @Test(arguments: ScrollPhysics.presets.map(\.name))
    func theCExamplesOffsetsAreTheSwiftEngines(physics name: String) throws {
        let program = try Self.example.get()
        let physics = try #require(ScrollPhysics.named(name))
        let run = try Self.run(program.path, ["--headless", name])
        #expect(run.status == 0, "\(run.error)")
        let fromC = Self.offsets(run.output)
        let fromSwift = Self.swiftFling(physics: physics)
        #expect(fromC.count == fromSwift.count, "as many frames to rest")
        #expect(fromC.count > 30 && fromC.count < 60 * 30, "a fling that comes to rest")
        let worst = zip(fromC, fromSwift).map { max(abs($0.t - $1.t), abs($0.offset - $1.offset)) }.max() ?? .infinity
        #expect(worst <= 1e-9, "largest difference \(worst) pt")
        #expect((fromC.last?.offset ?? 0) > 500, "it flung past the drag's 300 pt")
    }

    @Test func theCExamplesWindowScrollsTheSameFling() throws {
        let program = try Self.example.get()
        // SDL's dummy video driver: a real window and renderer with no display to show them on.
        let window = try Self.run(program.path, ["--replay", "gtk"], environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(window.status == 0, "\(window.error)")
        let headless = try Self.run(program.path, ["--headless", "gtk"])
        #expect(!window.output.isEmpty)
        #expect(window.output == headless.output)
    }

    @Test func theCExampleRefusesBadArguments() throws {
        let program = try Self.example.get()
        let unknown = try Self.run(program.path, ["--headless", "ios"])
        #expect(unknown.status == 1)
        #expect(unknown.error == "scrollcore_demo: unknown physics \"ios\": use uikit, android, flutter, flutter-ios, gtk, gtk3, qt, chromium, firefox, qscroller, compose\n")
        let usage = try Self.run(program.path, ["--fast"])
        #expect(usage.status == 2)
        #expect(usage.error.hasPrefix("usage: scrollcore_demo"))
    }

    @Test func theHeaderAndThePkgConfigFileNameTheLibrarysVersion() throws {
        let header = try String(contentsOf: Self.root.appendingPathComponent("Sources/ScrollCoreC/include/scrollcore.h"),
                                encoding: .utf8)
        let parts = ["MAJOR", "MINOR", "PATCH"].map { part in
            header.firstMatch(of: try! Regex("#define SC_VERSION_\(part) ([0-9]+)"))?.output[1].substring.map(String.init)
        }
        #expect(parts.compactMap { $0 }.joined(separator: ".") == LibraryVersion.string)
        let pc = try String(contentsOf: Self.root.appendingPathComponent("Sources/ScrollCoreC/scrollcore.pc.in"), encoding: .utf8)
        #expect(pc.contains("\nVersion: \(LibraryVersion.string)\n"))
    }

    @Test func everyFunctionTheHeaderDeclaresIsExported() throws {
        let header = try String(contentsOf: Self.root.appendingPathComponent("Sources/ScrollCoreC/include/scrollcore.h"),
                                encoding: .utf8)
        let declared = Set(header.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("/*") }
            .compactMap { line -> String? in
                guard let name = line.firstMatch(of: /\b(sc_[a-z_]+)\(/)?.1 else { return nil }
                return String(name)
            })
        let symbols = try Self.run("nm", ["-D", "--defined-only", Self.binDirectory.appendingPathComponent("libScrollCoreC.so").path])
        let exported = Set(symbols.output.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            return fields.count == 3 && fields[1] == "T" && fields[2].hasPrefix("sc_") ? String(fields[2]) : nil
        })
        #expect(declared.count >= 30)
        #expect(declared == exported)
    }
}
