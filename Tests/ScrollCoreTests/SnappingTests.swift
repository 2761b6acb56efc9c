import Testing
@testable import ScrollCore

/// Seed 001: 100 rows of 62 pt in a viewport of 8 rows (496 pt); bounds 0 ... 5704.
private func snapList(timing: SnapTiming = .rest) -> ListView {
    let list = ListView(style: .plain, dataSource: TestDataSource(rows: 100, height: 62))
    list.snapPolicy = .completeCells
    list.snapTiming = timing
    list.setViewportHeight(496, at: 0)
    return list
}

private func snapAnimations(_ events: [ScrollEvent]) -> [(from: Double, to: Double, duration: Double)] {
    events.compactMap { event -> (from: Double, to: Double, duration: Double)? in
        guard case .animation(_, .snap, let from, let to, let duration, .easeOut) = event else { return nil }
        return (from, to, duration)
    }
}

struct CompleteCellsTests {
    static let halfRule: [(distance: Double, expected: Double)] = [
        (31, 62),      // hidden exactly half: the next row comes to the top
        (30, 0),       // less than half: the cut row comes fully in
        (164, 186),    // 40 of row 2 hidden
        (134, 124),    // 10 of row 2 hidden
    ]

    @Test(arguments: halfRule)
    func aSlowDragSnapsByTheHalfRule(distance: Double, expected: Double) {
        let list = snapList()
        let release = drag(list, by: distance, hold: 0.1, start: 0)
        list.advance(to: release)
        let snaps = snapAnimations(events(of: list))
        #expect(snaps.count == 1)
        #expect(snaps.first?.from == distance)
        #expect(snaps.first?.to == expected)
        #expect(snaps.first?.duration == 0.5, "seed 001 animates for 0.5 s")
        #expect(list.phase == .snapping)
        settle(list, from: release)
        #expect(list.offset == expected)
    }

    @Test func aRowAlreadyAlignedDoesNotSnap() {
        let list = snapList()
        let release = drag(list, by: 124, hold: 0.1, start: 0)
        list.advance(to: release)
        #expect(snapAnimations(events(of: list)).isEmpty)
        #expect(list.phase == .idle)
        #expect(list.offset == 124)
    }

    @Test func aFlingSnapsAfterItStops() {
        let list = snapList()
        let release = drag(list, by: 300, duration: 0.1, start: 0)
        #expect(list.phase == .decelerating)
        let end = settle(list, from: release)
        #expect(list.phase == .idle)
        #expect(list.offset.truncatingRemainder(dividingBy: 62) == 0)
        let all = events(of: list)
        #expect(snapAnimations(all).count == 1)
        #expect(end > release + 0.5)
    }

    @Test func neverSnapsAtTheEndOfTheContent() {
        let list = snapList()
        list.setViewportHeight(500, at: 0)   // bounds now end at 5700, not a row boundary
        _ = try? list.scrollToRow(ListIndexPath(row: 99, section: 0), position: .bottom, animated: false, at: 0)
        #expect(list.offset == 5700)
        list.wheel(notches: 1, at: 0.1)
        settle(list, from: 0.1)
        #expect(list.offset == 5700)
        #expect(snapAnimations(events(of: list)).isEmpty)
    }

    @Test func wheelStepsSnapWhenTheyEnd() {
        let list = snapList()
        list.wheel(notches: 1, at: 0)     // 120 pt: 58 of row 1 hidden, more than half
        settle(list, from: 0)
        #expect(list.offset == 124)
    }

    @Test func variableHeightsUseTheRealHeightOfTheRowAtTheEdge() {
        let data = TestDataSource(sections: [[62, 100, 40, 80] + Array(repeating: 50, count: 30)])
        let list = ListView(dataSource: data)
        list.snapPolicy = .completeCells
        list.setViewportHeight(400, at: 0)
        // Top edge at 62 + 49: 49 of the 100 pt row hidden (less than half) → back to 62.
        let release = drag(list, by: 111, hold: 0.1, start: 0)
        settle(list, from: release)
        #expect(list.offset == 62)
        // Top edge at 162 + 20: 20 of the 40 pt row hidden (half) → on to 202.
        let again = drag(list, by: 120, hold: 0.1, start: 2)
        settle(list, from: again)
        #expect(list.offset == 202)
    }

    /// Projected timing: one motion from release to the snap position, no second animation.
    @Test func projectedTimingRetargetsTheFlingToLandOnARow() {
        let list = snapList(timing: .projected)
        let release = drag(list, by: 300, duration: 0.1, start: 0)
        #expect(list.phase == .decelerating)
        let all = events(of: list)
        let flings = all.compactMap { if case .motion(_, .fling, _, _, _, _, let rest, _) = $0 { rest } else { nil } }
        #expect(flings.count == 1)
        // The landing curve's rest is the row up to its closed form's rounding; the list rests exactly on it.
        #expect(abs(flings[0] - (flings[0] / 62).rounded() * 62) < 1e-9)
        settle(list, from: release)
        #expect(list.offset.truncatingRemainder(dividingBy: 62) == 0 && abs(list.offset - flings[0]) < 1e-9)
        #expect(snapAnimations(events(of: list)).isEmpty)
    }

    /// Projected timing, a release too slow to fling: the snap starts at the release, the same
    /// ease-out animation the rest timing runs (it once crept there along a fling's tail: 6 pt in 2 s).
    @Test(arguments: halfRule)
    func aSlowReleaseUnderProjectedTimingSnapsAtOnce(distance: Double, expected: Double) {
        let list = snapList(timing: .projected)
        let release = drag(list, by: distance, hold: 0.1, start: 0)
        list.advance(to: release)
        let all = events(of: list)
        #expect(!all.contains { if case .motion = $0 { true } else { false } }, "no fling")
        let snaps = snapAnimations(all)
        #expect(snaps.count == 1)
        #expect(snaps.first?.from == distance)
        #expect(snaps.first?.to == expected)
        #expect(snaps.first?.duration == 0.5)
        let rested = settle(list, from: release)
        #expect(list.offset == expected)
        #expect(rested - release <= 0.5 + 1.0 / 60)
    }

    /// Projected timing, a fling too weak to leave the row it starts on (its natural rest 20 pt
    /// on, under half a row): the list stays on that row instead of flinging off the grid.
    @Test func aFlingThatWouldNotReachHalfARowStaysOnItsRow() throws {
        let list = snapList(timing: .projected)
        try list.setContentOffset(124, animated: false, at: 0)
        list.advance(to: 0)
        try list.fling(velocity: 40, at: 0.1)
        settle(list, from: 0.1)
        #expect(list.offset == 124)
        #expect(!events(of: list).contains { if case .motion = $0 { true } else { false } })
    }
}

/// Seed 004: posts as sections; each section a 40 pt header and rows.
struct SectionStartTests {
    private func feed() -> ListView {
        let data = TestDataSource(sections: Array(repeating: [200, 60, 60], count: 20), header: 40)
        let list = ListView(style: .plain, dataSource: data)   // sections are 360 pt tall
        list.snapPolicy = .sectionStart
        list.setViewportHeight(600, at: 0)
        return list
    }

    static let cases: [(rest: Double, expected: Double)] = [
        (430, 360),    // 70 past the start of section 1: back to it
        (670, 720),    // section 2 starts 50 below the top: up to it
        (460, 460),    // 100 past section 1, 260 before section 2: no snap
        (690, 720),    // 330 past section 1, 30 to section 2
    ]

    @Test(arguments: cases)
    func aSectionStartWithin75PointsComesToTheTop(rest: Double, expected: Double) {
        let list = feed()
        let release = drag(list, by: rest, hold: 0.1, start: 0)
        settle(list, from: release)
        #expect(list.offset == expected)
    }

    @Test func theNearerOfTwoCandidatesWins() {
        let data = TestDataSource(sections: [[100], [100], [100]], header: 0)
        let list = ListView(dataSource: data)
        list.snapPolicy = .sectionStart
        list.setViewportHeight(150, at: 0)
        // Top at 140: section 1 started 40 above, section 2 starts 60 below: back to 100.
        let release = drag(list, by: 140, hold: 0.1, start: 0)
        settle(list, from: release)
        #expect(list.offset == 100)
    }
}

/// Projected snapping chooses a step's snap position before it moves (CSS scroll-snap): a wheel
/// notch, a line or a page lands on a row boundary in one motion that never turns back.
struct ProjectedStepTests {
    /// Runs `list` at 60 Hz from `start` until idle, returning every offset drawn.
    private func offsets(_ list: ListView, from start: Double) -> [Double] {
        var drawn: [Double] = []
        var t = start
        repeat {
            t += 1.0 / 60
            list.advance(to: t)
            drawn.append(list.offset)
        } while list.phase != .idle && t - start < 10
        return drawn
    }

    private func expectMonotone(_ drawn: [Double], forward: Bool) {
        for (a, b) in zip(drawn, drawn.dropFirst()) {
            #expect(forward ? b >= a - 1e-9 : b <= a + 1e-9, "turned back from \(a) to \(b)")
        }
    }

    /// The seeds' recipe moved 120 pt and then snapped on to 124 in a second animation; projected,
    /// the notch aims at 124 and stops there.
    @Test func aNotchAimsAtTheRowBoundaryNearestItsDistance() {
        let list = snapList(timing: .projected)
        list.wheel(notches: 1, at: 0)
        expectMonotone(offsets(list, from: 0), forward: true)
        #expect(list.offset == 124)
        #expect(snapAnimations(events(of: list)).isEmpty)
    }

    /// A page of 496 − 62 = 434 pt from 10 pt (row 0 cut) would stop at 444, inside row 7: it lands
    /// on row 7's top (434) instead; a line up from there goes to row 6's top, and never past it.
    @Test func keyStepsLandOnRows() {
        let list = snapList(timing: .projected)
        list.scroller.jump(to: 10)
        list.key(.pageDown, at: 0)
        expectMonotone(offsets(list, from: 0), forward: true)
        #expect(list.offset == 434)
        list.key(.lineUp, at: 1)
        expectMonotone(offsets(list, from: 1), forward: false)
        #expect(list.offset == 372)
        #expect(snapAnimations(events(of: list)).isEmpty)
    }

    /// Rows of 100, 40 and 80 pt: a notch (120 pt) from 0 would hide half of the 40 pt row; of the
    /// row boundaries around it, 100 and 140, the half rule takes the one further on. Toward the start from 140 a notch
    /// would stop at 20, inside the 100 pt row: its top, 0, is nearer than its end.
    @Test func variableHeightsTakeTheRealRowsBoundaries() {
        let data = TestDataSource(sections: [[100, 40, 80] + Array(repeating: 50, count: 30)])
        let list = ListView(dataSource: data)
        list.snapPolicy = .completeCells
        list.snapTiming = .projected
        list.setViewportHeight(400, at: 0)
        list.wheel(notches: 1, at: 0)
        expectMonotone(offsets(list, from: 0), forward: true)
        #expect(list.offset == 140)
        list.wheel(notches: -1, at: 2)
        expectMonotone(offsets(list, from: 2), forward: false)
        #expect(list.offset == 0)
    }

    /// The seeds' recipe is kept under `.rest`: the notch goes 120 pt, then a snap animation to 124.
    @Test func restTimingKeepsTheSeedsSecondMotion() {
        let list = snapList(timing: .rest)
        list.wheel(notches: 1, at: 0)
        _ = offsets(list, from: 0)
        #expect(list.offset == 124)
        #expect(snapAnimations(events(of: list)).map(\.from) == [120])
    }
}
