import Foundation
import SnapshotTesting
import Testing
@testable import ListDemoKit

extension PlatformTests {
    @Suite struct SnapshotTests {
        private let red = Color(r: 220, g: 40, b: 40)

        /// A small scene drawn the way the app draws: bands, a rounded card, a line, text, a tick.
        private func scene() throws -> RGBAImage {
            let canvas = try PlatformTestSupport.canvas(width: 160, height: 90, scale: 1)
            try canvas.clear(Color(r: 245, g: 245, b: 245))
            try canvas.fill(Rect(x: 0, y: 0, width: 160, height: 24), Color(r: 40, g: 70, b: 160))
            try canvas.draw(text: "Inbox", style: TextStyle(size: 14, weight: .bold), color: .white,
                            in: Rect(x: 0, y: 0, width: 160, height: 24), alignment: .center)
            try canvas.fillRoundedRect(Rect(x: 8, y: 32, width: 144, height: 48), radius: 8, .white)
            try canvas.strokeLine(from: Point(x: 8, y: 56), to: Point(x: 152, y: 56),
                                  color: Color(r: 200, g: 200, b: 200), width: 1)
            try canvas.draw(text: "Scrolling list", style: TextStyle(size: 12), color: .black, at: Point(x: 16, y: 37))
            try canvas.fill(Rect(x: 16, y: 62, width: 60, height: 12), red.withAlpha(160))
            try canvas.draw(Checkmark.shape, at: Point(x: 126, y: 63), tint: Color(r: 30, g: 140, b: 60))
            return try canvas.readPixels()
        }

        @Test func smallSceneMatchesItsReferenceImage() throws {
            assertImageSnapshot(of: try scene(), named: "scene")
        }

        @Test func theStrategyStoresPNG() {
            #expect(Snapshotting<RGBAImage, RGBAImage>.png.pathExtension == "png")
        }

        @Test func aDifferentImageIsReportedWithActualAndDiffFiles() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let reference = try scene()
            var actual = reference
            for x in 20..<30 { actual[x, 50] = red }
            let changed = (20..<30).filter { reference[$0, 50] != red }.count

            let diffing = Diffing<RGBAImage>.png(failuresDirectory: folder)
            let (message, _) = try #require(diffing.diffV2(reference, actual))

            let actualPath = folder.appendingPathComponent("actual.png").path
            let diffPath = folder.appendingPathComponent("diff.png").path
            #expect(message.hasPrefix("\(changed) of \(160 * 90) pixels differ"))
            #expect(message.contains(actualPath))
            #expect(message.contains(diffPath))
            #expect(try PNG.read(from: actualPath) == actual)
            let diff = try PNG.read(from: diffPath)
            #expect(diff[25, 50] == Color(r: 255, g: 0, b: 0))
            let untouched = reference[5, 5]
            #expect(diff[5, 5] == Color(r: untouched.r / 3, g: untouched.g / 3, b: untouched.b / 3))
        }

        @Test func equalImagesAndDifferencesWithinToleranceAreNotReported() throws {
            let reference = try scene()
            var nudged = reference
            let pixel = nudged[40, 40]
            nudged[40, 40] = Color(r: pixel.r &+ (pixel.r < 255 ? 1 : 0), g: pixel.g, b: pixel.b, a: pixel.a)
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }

            #expect(Diffing<RGBAImage>.png(failuresDirectory: folder).diffV2(reference, reference) == nil)
            #expect(Diffing<RGBAImage>.png(tolerance: 1, failuresDirectory: folder).diffV2(reference, nudged) == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }

        @Test func aSizeMismatchIsReported() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let (message, _) = try #require(Diffing<RGBAImage>.png(failuresDirectory: folder)
                .diffV2(RGBAImage(width: 4, height: 4), RGBAImage(width: 4, height: 5)))
            #expect(message.contains("size 4×5, expected 4×4"))
        }

        @Test func recordingHappensOnlyWhenAskedFor() {
            #expect(SnapshotRecording.mode(environment: [:]) == .never)
            #expect(SnapshotRecording.mode(environment: ["LISTDEMO_RECORD_SNAPSHOTS": "0"]) == .never)
            #expect(SnapshotRecording.mode(environment: ["LISTDEMO_RECORD_SNAPSHOTS": "1"]) == .all)
        }
    }
}
