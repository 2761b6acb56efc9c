import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// The accessibility tree is built from the frame drawn, at the bounds drawn: for every scene, at 1x and 2x, each
/// row, heading and field the tree names is where that frame draws it, and where the drawing differs from what is
/// around it (a grouped row's inset, a field's box) the pixels drawn there say so.
@Suite struct AccessibleBoundsTests {
    static let cases: [(SceneName, Double)] = SceneName.allCases.flatMap { scene in [1.0, 2.0].map { (scene, $0) } }

    @Test(arguments: cases)
    func theTreesBoundsAreTheDrawnRectangles(scene: SceneName, scale: Double) throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The options from their first row, so the grouped section's header shows above its rows.
        let driver = try HeadlessDriver([scene.rawValue, "--size", "400x600", "--scale", "\(scale)",
                                         "--save-to", folder.appendingPathComponent("c.json").path]
                                        + (scene == .options ? ["--value", "0"] : []))
        // The others scrolled by three notches, so rows are cut at the area's top (and the feed's header is pinned).
        try driver.run(until: 0.1)
        if scene != .options { driver.app.handle(.wheel(notches: 3), at: driver.time) }
        try driver.run(until: 1)
        let frame = try #require(driver.app.shown)
        let drawn = frame.top.list, area = drawn.mapping.area
        let table = try #require(frame.accessibleTree.first { $0.role == .table })
        #expect(table.bounds == area)
        let cells = table.children.filter { $0.role == .tableCell }
        #expect(cells.count >= 5, "rows on screen")
        let image = try driver.canvas.readPixels()
        func pixel(_ x: Double, _ y: Double) -> Color { image[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))] }
        let theme = frame.theme
        for cell in cells {
            let row = try #require(drawn.frame.rows.first { $0.indexPath == cell.rowIndexPath(in: driver.app) })
            #expect(cell.bounds == drawn.mapping.rowRect(row.span).intersection(area), "row \(cell.name)")
            if drawn.style == .grouped {
                // Inside the inset the row's own background; outside it the list's.
                #expect(pixel(cell.bounds.minX + 0.5, cell.bounds.midY) == theme.rowBackground(of: .grouped))
                #expect(pixel(cell.bounds.minX - 0.5, cell.bounds.midY) == theme.background(of: .grouped))
            }
            guard let field = cell.children.first(where: { $0.role == .entry }) else { continue }
            let form = try #require(driver.app.scene as? FormScene)
            #expect(field.bounds == form.fieldRect(in: drawn.contentRect(of: row)).intersection(cell.bounds), "field \(cell.name)")
            // The field's box (grouped background) starts at its left edge; the row (plain background) is left of it.
            if field.bounds.height > 12 {
                #expect(pixel(field.bounds.minX + 0.5, field.bounds.midY) == theme.systemGroupedBackground)
                #expect(pixel(field.bounds.minX - 0.5, field.bounds.midY) == theme.rowBackground(of: drawn.style))
            }
        }
        let headings = table.children.filter { $0.role == .heading }
        // The options' one section and the feed's authors show a header on screen.
        #expect(headings.isEmpty == !(scene == .options || scene == .feed))
        for heading in headings {
            let header = try #require((drawn.frame.headers + [drawn.frame.stickyHeader].compactMap(\.self))
                .first { heading.id == .heading(ObjectIdentifier(driver.app.scene.list), section: $0.section) })
            #expect(heading.bounds == drawn.headerRect(header.span).intersection(area))
            // A heading lines up with its section's rows.
            if let first = cells.first { #expect(heading.bounds.minX == first.bounds.minX && heading.bounds.width == first.bounds.width) }
        }
    }
}

private extension AccessibleElement {
    /// The index path of the row this cell stands for, by its row number.
    func rowIndexPath(in app: DemoApp) -> ListIndexPath? {
        rowNumber.flatMap { app.scene.list.layout.indexPath(ofRowNumber: $0) }
    }
}
