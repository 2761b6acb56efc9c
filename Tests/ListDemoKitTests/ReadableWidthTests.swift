import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// In a wide window rows lay their content out in a readable column (UIKit's readable width, 672 pt of text),
    /// centred; backgrounds, header bands and separators still span the window.
    @Suite struct ReadableWidthTests {
        @Test func theColumnIsTheRowUpToTheReadableWidthAndItsPadding() {
            // 480 and 704 (672 + 2 × 16) keep the whole row; wider rows centre a 704 pt column.
            #expect(Theme.readableRow(Rect(x: 0, y: 0, width: 480, height: 44)) == Rect(x: 0, y: 0, width: 480, height: 44))
            #expect(Theme.readableRow(Rect(x: 0, y: 0, width: 704, height: 44)) == Rect(x: 0, y: 0, width: 704, height: 44))
            #expect(Theme.readableRow(Rect(x: 0, y: 0, width: 1500, height: 44)) == Rect(x: 398, y: 0, width: 704, height: 44))
            // An inset-grouped row (16 pt in from each side) centres its column the same way.
            #expect(Theme.readableRow(Rect(x: 16, y: 0, width: 1468, height: 44)) == Rect(x: 398, y: 0, width: 704, height: 44))
        }

        static let scenes: [(name: String, arguments: [String], script: String?)] = [
            ("feed", ["feed"], nil),
            ("options", ["options", "--value", "3"], nil),
            ("form", ["form"], "0.1 click 700,66\n0.2 type Ada Lovelace, who wrote the first program for a machine\n"),
        ]

        /// At 1,500 × 900 the text sits in the column 414…1086 pt (398 + 16 to 1102 − 16): left of it no ink — no text,
        /// separator, tint or field (anything darker than 230 in a channel: the light backgrounds, header bands and a
        /// grouped row's anti-aliased corners are all lighter) —; separators start at its left edge.
        @Test(arguments: scenes)
        func aWideWindowKeepsTheTextInAReadableColumn(scene: (name: String, arguments: [String], script: String?)) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let image = try PlatformTestSupport.renderHeadless(
                scene.arguments + ["--size", "1500x900", "--save-to", folder.appendingPathComponent("c.json").path],
                script: scene.script)
            func isInk(_ color: Color) -> Bool { min(color.r, color.g, color.b) < 230 }
            var outside: [Color: Int] = [:]
            for y in 60..<900 {
                for x in 0..<413 where isInk(image[x, y]) { outside[image[x, y], default: 0] += 1 }
            }
            #expect(outside.isEmpty, "drawn left of the column: \(outside.prefix(4))")
            var inside = 0
            for y in 60..<900 { for x in 414..<1086 where isInk(image[x, y]) { inside += 1 } }
            #expect(inside > 2000, "the content is in the column")
            assertImageSnapshot(of: image, named: "\(scene.name)-1500")
        }
    }
}
