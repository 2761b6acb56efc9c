import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// What a press hits is read from the frame that was drawn, never from the app as it is now: the bar as drawn
/// (nothing while its items slide), the indicator's thumb at its drawn edges, rows at their drawn inset, and a
/// field where its box is drawn. Each row of a table is a point and what the same frame says is there.
@Suite struct FrameHitTestTests {
    /// Mid-push the bars' items slide (both bars drawn, moving): nothing in the bar is hit. Once the slide has
    /// ended, the bar drawn — Back and the live scene's Add — is hit where its frame draws them.
    @Test func theBarIsHitAsDrawnAndNotWhileItsItemsSlide() throws {
        let driver = try SceneDriver(["--size", "480x800"])
        // The menu's fourth row opens the live scene (`SceneCatalogue.entries`: menu rows in the catalogue's order).
        let live = try #require(SceneCatalogue.entries.firstIndex { $0.name == .live })
        let row = try #require(driver.app.shown?.top.list.rowRect(of: ListIndexPath(row: live, section: 0)))
        driver.click(x: row.midX, y: row.midY)
        // NavigationTransition.duration is 0.35 s: at 0.1 s the slide is under way.
        driver.run(until: driver.time + 0.1)
        let sliding = try #require(driver.app.shown)
        #expect(sliding.slide != nil)
        let back = sliding.bar.backRect, add = sliding.bar.buttonRect(0)
        let midPush: [(Point, NavigationBar.Hit?)] = [
            (Point(x: back.midX, y: back.midY), nil), (Point(x: add.midX, y: add.midY), nil),
        ]
        for (point, hit) in midPush { #expect(sliding.barHit(at: point) == hit, "mid-push at \(point)") }
        driver.run(until: driver.time + 0.3)
        let still = try #require(driver.app.shown)
        #expect(still.slide == nil && still.bar.buttons.map(\.title) == ["Add"])
        let atRest: [(Point, NavigationBar.Hit?)] = [
            (Point(x: back.midX, y: back.midY), .back), (Point(x: add.minX, y: add.midY), .button(0)),
            (Point(x: add.minX - 0.5, y: add.midY), nil),
        ]
        for (point, hit) in atRest { #expect(still.barHit(at: point) == hit, "at rest at \(point)") }
    }

    /// The thumb's drawn top and bottom edges and the column's drawn left edge decide a press: the thumb from its
    /// top row of points down to (not including) its bottom edge, the track above and below, the list left of the
    /// column. A press there reaches the list as a thumb drag (the next frame draws the thumb pressed).
    @Test func theIndicatorsThumbIsHitAtItsDrawnEdges() throws {
        let driver = try SceneDriver(["snap", "--size", "480x800"])
        // Scrolled a little, so the thumb has track above and below it.
        driver.send(.wheel(notches: 3))
        driver.run(until: 1)
        let column = IndicatorGeometry.column(of: try #require(driver.app.shown).top.list.mapping.area)
        // The pointer in the column widens the indicator; the next frame draws the wide thumb.
        driver.send(.pointerMoved(Point(x: column.midX, y: column.midY)))
        driver.run(until: driver.time + 1.0 / 60)
        let drawn = try #require(driver.app.shown?.top.list)
        let geometry = try #require(drawn.indicatorGeometry)
        #expect(geometry.track != nil, "widened under the pointer")
        let thumb = geometry.thumb
        #expect(thumb.minY > column.minY && thumb.maxY < column.maxY)
        let table: [(Point, ScrollIndicator.Hit?)] = [
            (Point(x: column.minX, y: thumb.minY), .thumb),
            (Point(x: column.minX, y: thumb.minY - 0.25), .trackAbove),
            (Point(x: column.maxX - 0.25, y: thumb.maxY - 0.25), .thumb),
            (Point(x: column.minX, y: thumb.maxY), .trackBelow),
            (Point(x: column.minX - 0.25, y: thumb.midY), nil),
        ]
        for (point, hit) in table { #expect(drawn.indicatorHit(at: point) == hit, "at \(point)") }
        driver.send(.pointerDown(Point(x: column.minX, y: thumb.minY)))
        driver.run(until: driver.time + 1.0 / 60)
        #expect(driver.app.shown?.list.indicator?.isDragged == true, "the press on the thumb's top edge holds the thumb")
        #expect(driver.app.pointer.indicator.thumbHeld)
    }

    /// The grouped list's rows are drawn 16 points in from each side (`Theme.groupedInset`): a point on a row's
    /// drawn left edge hits it, half a point left of it hits no row, and the row hit is the one the accessibility
    /// tree of the same frame places there.
    @Test func groupedRowsAreHitAtTheirInset() throws {
        let driver = try SceneDriver(["options", "--size", "480x800"])
        let shown = try #require(driver.app.shown)
        let cells = shown.accessibleTree.first { $0.role == .table }?.children.filter { $0.role == .tableCell } ?? []
        #expect(cells.count > 5)
        for cell in cells {
            let bounds = cell.bounds
            #expect(bounds.minX == Theme.groupedInset && bounds.maxX == 480 - Theme.groupedInset)
            let hit = try #require(shown.row(at: Point(x: bounds.minX, y: bounds.midY)), "row \(cell.name)")
            #expect(hit.rect.intersection(shown.top.list.mapping.area) == bounds, "the row the tree places there")
            #expect(shown.row(at: Point(x: bounds.minX - 0.5, y: bounds.midY)) == nil)
            #expect(shown.row(at: Point(x: bounds.maxX, y: bounds.midY)) == nil)
        }
    }

    /// A field is where its box is drawn: the accessibility tree's field bounds (from the frame) start at the box's
    /// left edge, where a press is the field's; half a point left of it is the label's.
    @Test func aFieldIsHitWhereItsBoxIsDrawn() throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try SceneDriver(["form", "--size", "480x800", "--save-to", folder.appendingPathComponent("c.json").path])
        let shown = try #require(driver.app.shown)
        let row = try #require(shown.accessibleTree.first { $0.role == .tableCell })
        let field = try #require(row.children.first { $0.role == .entry })
        let drawn = try #require(shown.top.list.frame.rows.first)
        let rect = shown.top.list.mapping.rowRect(drawn.span)
        #expect(rect == row.bounds)
        // FormScene's field: from the label's 110 points plus the row's padding, 6 points in from top and bottom.
        #expect(field.bounds.minX > rect.minX && field.bounds.minY == rect.minY + 6 && field.bounds.maxY == rect.maxY - 6)
        let scene = driver.app.scene
        #expect(scene.isText(at: Point(x: field.bounds.minX, y: field.bounds.midY), inRowAt: drawn.indexPath, in: rect))
        #expect(!scene.isText(at: Point(x: field.bounds.minX - 0.5, y: field.bounds.midY), inRowAt: drawn.indexPath, in: rect))
    }
}
