import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    @Suite struct PNGTests {
        /// A picture with every kind of pixel: opaque, translucent, transparent, all channels.
        private func sampleImage() -> RGBAImage {
            var image = RGBAImage(width: 7, height: 5)
            for y in 0..<5 {
                for x in 0..<7 {
                    image[x, y] = Color(r: UInt8(x * 36), g: UInt8(y * 60), b: UInt8((x * y * 13) % 256),
                                        a: UInt8([255, 0, 1, 128, 254][y]))
                }
            }
            return image
        }

        @Test func encodeThenDecodeGivesTheSamePixels() throws {
            let image = sampleImage()
            let bytes = try PNG.encode(image)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(try PNG.decode(bytes) == image)
        }

        @Test func writeThenReadGivesTheSamePixels() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("image.png").path
            try PNG.write(sampleImage(), to: path)
            #expect(try PNG.read(from: path) == sampleImage())
        }

        @Test func writingWhereNoFolderCanExistThrowsOneLineNamingThePath() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            // A regular file cannot contain another, even for root, so this path is unwritable.
            let file = folder.appendingPathComponent("plain-file")
            try Data("x".utf8).write(to: file)
            let path = file.appendingPathComponent("image.png").path

            let error = try #require(throws: PlatformError.self) { try PNG.write(sampleImage(), to: path) }
            #expect(error.description == "cannot write '\(path)': Not a directory")
            #expect(!error.description.contains("\n"))
        }

        @Test func atomicWriteLeavesOnlyTheFileBehind() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("image.png").path
            try PNG.write(RGBAImage(width: 2, height: 2, fill: .black), to: path)
            try PNG.write(sampleImage(), to: path)  // replaces the first

            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["image.png"])
            #expect(try PNG.read(from: path) == sampleImage())
        }

        @Test func aFolderAtThePathIsRefusedAndNothingIsLeftBehind() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let destination = folder.appendingPathComponent("taken")
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
            try Data().write(to: destination.appendingPathComponent("keep"))

            #expect(throws: PlatformError("refusing to write '\(destination.path)': it is a directory, not a regular file")) {
                try PNG.write(sampleImage(), to: destination.path)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: destination.path) == ["keep"])
        }

        @Test func decodingSomethingElseThrowsOneLine() throws {
            let error = try #require(throws: PlatformError.self) { try PNG.decode(Array("not a png".utf8)) }
            #expect(error.description.hasPrefix("cannot decode PNG"))
            #expect(!error.description.contains("\n"))
        }

        @Test func readingAMissingFileNamesIt() throws {
            let error = try #require(throws: PlatformError.self) { try PNG.read(from: "/nonexistent/x.png") }
            #expect(error.description == "cannot read PNG '/nonexistent/x.png': no such readable file")
        }
    }
}
