import ScrollCore

/// Foundation has an ListIndexPath too; in these tests the name means the engine's.
typealias ListIndexPath = ScrollCore.ListIndexPath

/// A data source over plain arrays: `sections[s][r]` is the height of row r of section s.
final class TestDataSource: ListDataSource {
    var sections: [[Double]]
    var headers: [Double]
    var footers: [Double]
    /// Rows whose heights are reported as estimates.
    var estimated = false

    init(sections: [[Double]], header: Double = 0, footer: Double = 0) {
        self.sections = sections
        self.headers = Array(repeating: header, count: sections.count)
        self.footers = Array(repeating: footer, count: sections.count)
    }

    /// `count` rows of `height` in one section.
    convenience init(rows count: Int, height: Double) {
        self.init(sections: [Array(repeating: height, count: count)])
    }

    func insertSection(_ rows: [Double], at index: Int, header: Double = 0, footer: Double = 0) {
        sections.insert(rows, at: index)
        headers.insert(header, at: index)
        footers.insert(footer, at: index)
    }

    func deleteSection(at index: Int) {
        sections.remove(at: index)
        headers.remove(at: index)
        footers.remove(at: index)
    }

    func numberOfSections() -> Int { sections.count }
    func numberOfRows(inSection section: Int) -> Int { sections[section].count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight {
        let h = sections[indexPath.section][indexPath.row]
        return estimated ? .estimated(h) : .exact(h)
    }
    func heightForHeader(inSection section: Int) -> Double { headers[section] }
    func heightForFooter(inSection section: Int) -> Double { footers[section] }
}

/// Runs frames at `rate` Hz from `start` until the list is idle (or `limit` seconds pass); returns the time.
@discardableResult
func settle(_ list: ListView, from start: Double, rate: Double = 60, limit: Double = 10) -> Double {
    var frame = 0
    var t = start
    repeat {
        frame += 1
        t = start + Double(frame) / rate
        list.advance(to: t)
    } while list.phase != .idle && t - start < limit
    return t
}

/// Drags the list by `distance` points (positive scrolls toward the end) over `duration`,
/// with pointer samples at 60 Hz, then waits `hold` before releasing.
@discardableResult
func drag(_ list: ListView, by distance: Double, from y: Double = 400, duration: Double = 0.2,
          hold: Double = 0, start: Double) -> Double {
    list.pointerDown(y: y, at: start)
    let steps = max(1, Int((duration * 60).rounded()))
    for i in 1...steps {
        let t = start + duration * Double(i) / Double(steps)
        list.pointerMoved(y: y - distance * Double(i) / Double(steps), at: t)
        list.advance(to: t)
    }
    let release = start + duration + hold
    list.pointerUp(at: release)
    return release
}

/// Collects every event the list reported since the last call.
func events(of list: ListView) -> [ScrollEvent] {
    var result: [ScrollEvent] = []
    list.takeEvents { result.append($0) }
    return result
}
