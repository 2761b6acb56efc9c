import Glibc
import ScrollCore
import Testing
import ScrollCoreC

/// The C API called as C calls it (the exported functions, with C's types): answers, and bad input
/// that fails with a message instead of trapping.
struct CAPITests {
    private static func lastError() -> String { String(cString: sc_last_error()) }

    /// A list of `count` rows of 50 pt in a 600 pt viewport.
    private static func make(_ count: Int = 100) -> OpaquePointer {
        let heights = [Double](repeating: 50, count: count)
        let list = sc_list_create(heights, count)!
        #expect(sc_list_set_viewport(list, 600, 0) == 0)
        return list
    }

    @Test func aFlingFromCIsTheSwiftListsFling() throws {
        let list = Self.make()
        defer { sc_list_destroy(list) }
        let swift = ListView(dataSource: ArrayDataSource(rowHeights: Array(repeating: 50, count: 100)))
        swift.setViewportHeight(600, at: 0)
        #expect(sc_list_fling(list, 2500, 0.5) == 0)
        try swift.fling(velocity: 2500, at: 0.5)
        var frame = 0
        repeat {
            frame += 1
            let t = 0.5 + Double(frame) / 60
            #expect(sc_list_advance(list, t) == 0)
            let expected = swift.advance(to: t)
            #expect(sc_list_offset(list) == expected.offset)
            #expect(sc_list_velocity(list) == expected.velocity)
        } while sc_list_is_idle(list) == 0 && frame < 600
        #expect(swift.phase == .idle)
        #expect(sc_list_offset(list) > 1000)
    }

    @Test func visibleRowsAreNumberedAcrossSections() {
        var counts = [3, 0, 4]
        let heights = [Double](repeating: 100, count: 7)
        let headers = [20.0, 0, 30]
        let list = sc_list_create_sections(&counts, 3, heights, headers, nil, "grouped")!
        defer { sc_list_destroy(list) }
        #expect(sc_list_section_count(list) == 3)
        #expect(sc_list_row_count(list) == 7)
        #expect(sc_list_content_height(list) == 750)
        #expect(sc_list_set_viewport(list, 400, 0) == 0)
        // Row 4 is section 2's row 1, at 20 + 300 + 30 + 100 = 450: clamped to the end, 750 - 400.
        #expect(sc_list_scroll_to_row(list, 4, "top", 0, 0) == 0)
        #expect(sc_list_advance(list, 0.1) == 0)
        #expect(sc_list_offset(list) == 350)
        var rows = [Int](repeating: -1, count: 8)
        var tops = [Double](repeating: .nan, count: 8)
        let count = sc_list_visible_rows(list, &rows, &tops, 8)
        #expect(count == 4)
        #expect(Array(rows.prefix(count)) == [3, 4, 5, 6])
        #expect(Array(tops.prefix(count)) == [0, 100, 200, 300])
        #expect(sc_list_visible_rows(list, &rows, &tops, 1) == 4, "the count even when the buffer is smaller")
        var index = -1
        #expect(sc_list_row_index(list, 2, 3, &index) == 0)
        #expect(index == 6)
    }

    @Test func batchUpdatesChangeTheRowsAndKeepWhatIsOnScreenStill() {
        let list = Self.make()
        defer { sc_list_destroy(list) }
        #expect(sc_list_set_offset(list, 1000, 0, 0) == 0)
        let added = [Double](repeating: 80, count: 3)
        #expect(sc_list_insert_rows(list, 0, 2, added, 3, 1) == 0)
        #expect(sc_list_row_count(list) == 103)
        #expect(sc_list_offset(list) == 1240, "three 80 pt rows above the screen push the offset, not the content")
        #expect(sc_list_delete_rows(list, 0, 0, 2, 2) == 0)
        #expect(sc_list_offset(list) == 1140)
        #expect(sc_list_insert_section(list, 1, added, 3, 28, 0, 3) == 0)
        #expect(sc_list_section_count(list) == 2)
        #expect(sc_list_row_count(list) == 104)
        #expect(sc_list_delete_section(list, 0, 4) == 0)
        #expect(sc_list_row_count(list) == 3)
        #expect(sc_list_content_height(list) == 28 + 240)
    }

    @Test func namesAreChecked() {
        let list = Self.make()
        defer { sc_list_destroy(list) }
        for name in ["uikit", "android", "flutter", "flutter-ios", "gtk", "gtk3", "qt", "chromium", "firefox",
                     "qscroller", "compose"] {
            #expect(sc_list_set_physics(list, name) == 0)
        }
        #expect(sc_list_set_physics(list, "ios") == -1)
        #expect(Self.lastError() == "unknown physics \"ios\": use uikit, android, flutter, flutter-ios, gtk, gtk3, qt, chromium, firefox, qscroller, compose")
        // A name with a newline and an escape sequence, and a megabyte of name: one short line that prints safely.
        #expect(sc_list_set_physics(list, "uik\nit\u{1B}[31m") == -1)
        #expect(Self.lastError().hasPrefix(#"unknown physics "uik\u{a}it\u{1b}[31m": use "#), "\(Self.lastError())")
        #expect(sc_list_set_physics(list, String(repeating: "x", count: 1 << 20)) == -1)
        #expect(Self.lastError().hasPrefix("unknown physics \"" + String(repeating: "x", count: 64) + "…\" (1048576 characters): use "))
        #expect(Self.lastError().utf8.count < 300)
        #expect(sc_list_set_snap(list, "cells") == 0)
        #expect(sc_list_set_snap(list, "rows") == -1)
        #expect(Self.lastError() == "unknown snap policy \"rows\": use off, cells or sections")
        #expect(sc_list_set_snap_timing(list, "projected") == 0)
        #expect(sc_list_set_snap_timing(list, "later") == -1)
        #expect(sc_list_scroll_to_row(list, 5, "centre", 1, 0) == -1)
        #expect(Self.lastError() == "unknown position \"centre\": use top, middle, bottom or none")
        #expect(sc_list_create_sections(nil, 0, nil, nil, nil, "flat") == nil)
        #expect(Self.lastError() == "unknown style \"flat\": use plain or grouped")
    }

    @Test func nullPointersAreErrors() {
        #expect(sc_list_advance(nil, 0) == -1)
        #expect(Self.lastError() == "sc_list_advance: the list is NULL")
        #expect(sc_list_offset(nil).isNaN)
        #expect(Self.lastError() == "sc_list_offset: the list is NULL")
        #expect(sc_list_is_idle(nil) == -1)
        #expect(sc_list_visible_rows(nil, nil, nil, 0) == -1, "SIZE_MAX")
        #expect(sc_list_set_physics(nil, "uikit") == -1)
        sc_list_destroy(nil)
        #expect(sc_list_create(nil, 3) == nil)
        #expect(Self.lastError() == "row_heights is NULL but 3 rows were given")
        let list = Self.make()
        defer { sc_list_destroy(list) }
        #expect(sc_list_set_physics(list, nil) == -1)
        #expect(Self.lastError() == "preset is NULL")
        #expect(sc_list_visible_rows(list, nil, nil, 4) == -1)
        #expect(sc_list_row_index(list, 0, 0, nil) == -1)
        let empty = sc_list_create(nil, 0)
        #expect(empty != nil, "no rows needs no heights")
        sc_list_destroy(empty)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e10])
    func numbersOutOfRangeAreErrorsAndChangeNothing(bad: Double) {
        let list = Self.make()
        defer { sc_list_destroy(list) }
        #expect(sc_list_set_offset(list, 500, 0, 0) == 0)
        let calls: [(String, () -> Int32)] = [
            ("t", { sc_list_advance(list, bad) }),
            ("y", { sc_list_pointer_down(list, bad, 1) }),
            ("y", { sc_list_pointer_move(list, bad, 1) }),
            ("t", { sc_list_pointer_up(list, bad) }),
            ("notches", { sc_list_wheel(list, bad, 1) }),
            ("points", { sc_list_wheel_delta(list, bad, 1) }),
            ("velocity", { sc_list_fling(list, bad, 1) }),
            ("t", { sc_list_stop(list, bad) }),
            ("offset", { sc_list_set_offset(list, bad, 1, 1) }),
            ("t", { sc_list_scroll_to_row(list, 3, "top", 1, bad) }),
            ("height", { sc_list_set_viewport(list, bad, 1) }),
            ("top", { sc_list_set_insets(list, bad, 0) }),
        ]
        for (name, call) in calls {
            #expect(call() == -1, "\(name) = \(bad)")
            #expect(Self.lastError().hasPrefix("\(name) must be a"), "\(Self.lastError())")
        }
        #expect(sc_list_advance(list, 5) == 0)
        #expect(sc_list_offset(list) == 500, "nothing moved")
        var heights = [50.0, bad]
        #expect(sc_list_create(&heights, 2) == nil)
        #expect(Self.lastError().hasPrefix("row_heights[1] must be a height"))
        #expect(sc_list_insert_rows(list, 0, 0, &heights, 2, 6) == -1)
        #expect(sc_list_row_count(list) == 100)
    }

    @Test func negativeHeightsAreErrors() {
        var heights = [50.0, -1]
        #expect(sc_list_create(&heights, 2) == nil)
        #expect(Self.lastError() == "row_heights[1] must be a height from 0 to 1000000.0 points, not -1.0")
    }

    @Test func rowsAndSectionsOutOfRangeAreErrors() {
        let list = Self.make(10)
        defer { sc_list_destroy(list) }
        #expect(sc_list_scroll_to_row(list, 10, "top", 0, 0) == -1)
        #expect(Self.lastError() == "row 10 out of range: the list has 10 rows")
        #expect(sc_list_scroll_to_row(list, -1, "top", 0, 0) == -1, "SIZE_MAX as a row")
        #expect(sc_list_delete_rows(list, 0, 8, 3, 0) == -1)
        #expect(Self.lastError() == "rows 8 ..< 8 + 3 out of range: section 0 has 10 rows")
        #expect(sc_list_delete_rows(list, 0, 1, -1, 0) == -1, "SIZE_MAX as a count")
        #expect(sc_list_insert_rows(list, 0, 11, [44], 1, 0) == -1)
        #expect(sc_list_insert_rows(list, 1, 0, [44], 1, 0) == -1)
        #expect(Self.lastError() == "section 1 out of range: the list has 1 sections")
        #expect(sc_list_delete_section(list, 1, 0) == -1)
        #expect(sc_list_insert_section(list, 2, nil, 0, 0, 0, 0) == -1)
        var index = 0
        #expect(sc_list_row_index(list, 0, 10, &index) == -1)
        #expect(sc_list_row_count(list) == 10)
        #expect(sc_list_insert_rows(list, 0, 10, [44], 1, 0) == 0, "at the end is in range")
    }

    @Test func aQueuedScrollToARowThatWentAwayFailsAtTheNextFrame() {
        let list = sc_list_create([Double](repeating: 50, count: 10), 10)!
        defer { sc_list_destroy(list) }
        #expect(sc_list_scroll_to_row(list, 9, "top", 1, 0) == 0, "queued: no viewport yet")
        #expect(sc_list_delete_rows(list, 0, 5, 5, 0) == 0)
        #expect(sc_list_set_viewport(list, 200, 0) == 0)
        #expect(sc_list_advance(list, 0.1) == -1)
        #expect(Self.lastError() == "scroll to row: no row at section 0, row 9")
        #expect(sc_list_advance(list, 0.2) == 0, "the list keeps running")
    }

    @Test func errorsArePerThread() {
        #expect(sc_list_set_physics(nil, "uikit") == -1)
        var thread = pthread_t()
        pthread_create(&thread, nil, { _ in
            _ = sc_list_advance(nil, 0)
            return UnsafeMutableRawPointer(strdup(sc_last_error()))
        }, nil)
        var result: UnsafeMutableRawPointer?
        pthread_join(thread, &result)
        defer { free(result) }
        #expect(result.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } == "sc_list_advance: the list is NULL")
        #expect(Self.lastError() == "sc_list_set_physics: the list is NULL")
    }

    @Test func theVersionIsScrollCores() {
        #expect(String(cString: sc_version()) == LibraryVersion.string)
    }
}
