import ScrollCore
import Testing
@testable import ListDemoKit

/// The snap scene answers row heights in runs for fast builds; the runs must be the heights it gives one row at a time.
@Suite struct SnapSceneHeightsTests {
    @Test(arguments: [(variable: false, rows: 0..<10), (variable: true, rows: 0..<10), (variable: true, rows: 999_900..<1_000_000)])
    func runsMatchSingleRows(variable: Bool, rows: Range<Int>) {
        let scene = SnapScene(rows: 1_000_000, variable: variable, seed: 7, timing: nil)
        var heights = ContiguousArray<RowHeight>()
        scene.appendHeights(ofRows: rows, inSection: 0, to: &heights)
        #expect(Array(heights) == rows.map { scene.heightForRow(at: ListIndexPath(row: $0, section: 0)) })
    }
}
