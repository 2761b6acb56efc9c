import Testing
@testable import ScrollCore

struct DisplayTests {
    private func displayEvents(_ list: ListView) -> [(appeared: Bool, ListIndexPath)] {
        events(of: list).compactMap {
            switch $0 {
            case .willDisplay(_, let ip): (true, ip)
            case .didEndDisplaying(_, let ip): (false, ip)
            default: nil
            }
        }
    }

    @Test func rowsComeAndGoInRowOrder() {
        let list = ListView(dataSource: TestDataSource(rows: 100, height: 50))
        list.setViewportHeight(200, at: 0)
        list.advance(to: 0)
        #expect(displayEvents(list).map(\.1.row) == [0, 1, 2, 3])
        #expect(list.visibleRows.map(\.row) == [0, 1, 2, 3])
        list.wheel(notches: 1, at: 0)       // 120 pt: rows 2...6 visible
        settle(list, from: 0)
        let changes = displayEvents(list)
        #expect(changes.filter { !$0.appeared }.map(\.1.row) == [0, 1])
        #expect(changes.filter { $0.appeared }.map(\.1.row) == [4, 5, 6])
        #expect(list.visibleRows.map(\.row) == [2, 3, 4, 5, 6])
    }

    @Test func aDeletedVisibleRowEndsDisplaying() throws {
        let data = TestDataSource(rows: 10, height: 50)
        let list = ListView(dataSource: data)
        list.setViewportHeight(200, at: 0)
        list.advance(to: 0)
        _ = displayEvents(list)
        data.sections[0].remove(at: 1)
        try list.deleteRows([ListIndexPath(row: 1, section: 0)], at: 1)
        let changes = displayEvents(list)
        #expect(changes.contains { !$0.appeared && $0.1 == ListIndexPath(row: 1, section: 0) })
        #expect(changes.contains { $0.appeared && $0.1 == ListIndexPath(row: 3, section: 0) }, "the row that moved up into view")
        #expect(list.visibleRows.map(\.row) == [0, 1, 2, 3])
    }

    @Test func theReusePoolKeepsAtMostTwoIdleCellsPerKind() {
        var pool = ReusePool<String, Int>()
        for cell in 0..<5 { pool.enqueue(cell, kind: "field") }
        pool.enqueue(9, kind: "label")
        #expect(pool.count(kind: "field") == 5, "everything that left this frame waits for this frame's arrivals")
        pool.trim()
        #expect(pool.count(kind: "field") == 2)
        #expect(pool.count == 3)
        #expect(pool.dequeue(kind: "field") == 1)
        #expect(pool.dequeue(kind: "field") == 0)
        #expect(pool.dequeue(kind: "field") == nil)
        #expect(pool.dequeue(kind: "label") == 9)
    }

    /// An app that builds a cell on willDisplay (from the pool when it can) and returns it on
    /// didEndDisplaying builds no more cells than the most rows ever visible plus the pool, at 10,000,000 rows.
    @Test func cellsBuiltNeverExceedVisiblePlusPool() {
        let list = ListView(dataSource: TestDataSource(rows: 10_000_000, height: 44))
        var pool = ReusePool<String, Int>()
        var live: [ListIndexPath: Int] = [:]
        var built = 0
        var mostVisible = 0
        func apply() {
            list.takeEvents { event in
                switch event {
                case .willDisplay(_, let ip):
                    live[ip] = pool.dequeue(kind: "row") ?? { built += 1; return built }()
                case .didEndDisplaying(_, let ip):
                    if let cell = live.removeValue(forKey: ip) { pool.enqueue(cell, kind: "row") }
                default: break
                }
            }
            pool.trim()
            mostVisible = max(mostVisible, list.visibleRows.count)
        }
        list.setViewportHeight(800, at: 0)
        apply()
        var t = 0.0
        for _ in 0..<20 {
            t = drag(list, by: 3000, duration: 0.1, start: t + 0.1)
            while list.phase != .idle { t += 1 / 60; list.advance(to: t); apply() }
            #expect(live.count == list.visibleRows.count)
            #expect(pool.count <= 2)
        }
        #expect(built <= mostVisible + 2)
        #expect(list.offset > 20 * 3000)
    }
}
