import Foundation
@_spi(LayoutEditing) import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// iOS 13's inset grouped look: a section's outer corners rounded (10 pt), its last row without a
    /// separator; UIKit's disclosure chevron. Read from the drawn pixels.
    @Suite struct InsetGroupedTests {
        /// The grouped options: the first row rounds its top corners, the last its bottom ones, a
        /// section of one row all four; rows in between and every plain-style row none.
        @Test func onlyASectionsOuterCornersAreRounded() throws {
            let options = OptionsScene(value: 0)
            let layout = options.list.layout
            #expect(ListDrawing.roundedCorners(of: ListIndexPath(row: 0, section: 0), in: layout) == .top)
            #expect(ListDrawing.roundedCorners(of: ListIndexPath(row: 7, section: 0), in: layout) == [])
            #expect(ListDrawing.roundedCorners(of: ListIndexPath(row: 19, section: 0), in: layout) == .bottom)
            let single = ListLayout(style: .grouped)
            single.reload(from: OneRow())
            #expect(ListDrawing.roundedCorners(of: ListIndexPath(row: 0, section: 0), in: single) == .all)
            let menu = SceneCatalogue(options: ListDemoOptions(), clipboard: AppClipboard()).menu()
            #expect(ListDrawing.roundedCorners(of: ListIndexPath(row: 0, section: 0), in: menu.list.layout) == [])
        }

        /// `corners: .top` rounds the top two corners and leaves the bottom two square.
        @Test func aRoundedRectRoundsOnlyTheCornersAskedFor() throws {
            let canvas = try PlatformTestSupport.canvas(width: 60, height: 60)
            try canvas.clear(.white)
            try canvas.fillRoundedRect(Rect(x: 10, y: 10, width: 40, height: 40), radius: 10, corners: .top, .black)
            let image = try canvas.readPixels()
            #expect(image[10, 10] == .white && image[49, 10] == .white, "top corners cut")
            #expect(image[10, 49] == .black && image[49, 49] == .black, "bottom corners square")
            #expect(image[30, 10] == .black && image[10, 30] == .black)
        }

        /// The menu's disclosure chevron at scale 2: its ink (pixels at least half covered) about
        /// 8 × 13 pt, its right edge 16 pt inside the row, in the tertiary grey blended over white
        /// by its coverage.
        @Test func theChevronIsUIKitsSize() throws {
            let canvas = try PlatformTestSupport.canvas(width: 100, height: 64, scale: 2)
            try canvas.clear(.white)
            try Chevron.draw(inRow: Rect(x: 0, y: 0, width: 100, height: 64), theme: .light, on: canvas)
            let image = try canvas.readPixels()
            var xs: [Int] = [], ys: [Int] = []
            var solid = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y] != .white {
                    let pixel = image[x, y]
                    // The grey at some coverage, no other colour (within SDL's blending's rounding, 3).
                    #expect(Int(pixel.r) >= Int(Theme.light.tertiaryLabel.r) - 3 && Int(pixel.b) >= Int(Theme.light.tertiaryLabel.b) - 3
                            && abs(Int(pixel.r) - Int(pixel.g)) <= 3)
                    if pixel == Theme.light.tertiaryLabel { solid += 1 }
                    guard Int(pixel.r) <= (Int(Theme.light.tertiaryLabel.r) + 255) / 2 else { continue }
                    xs.append(x)
                    ys.append(y)
                }
            }
            #expect(solid > 40, "the strokes' middles are fully covered")
            let width = Double(xs.max()! - xs.min()! + 1) / 2, height = Double(ys.max()! - ys.min()! + 1) / 2
            #expect(abs(width - 8) <= 0.5 && abs(height - 13) <= 0.5, "\(width) × \(height) pt")
            #expect(abs(Double(xs.max()! + 1) / 2 - 84) <= 0.5, "right edge at the row's trailing margin")
            #expect(abs(Double(ys.min()! + ys.max()! + 1) / 4 - 32) <= 0.5, "centred on the row")
        }
    }
}

/// A grouped list of one section with one row.
private final class OneRow: ListDataSource {
    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { 1 }
    func heightForRow(at indexPath: ScrollCore.ListIndexPath) -> RowHeight { .exact(44) }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }
}
