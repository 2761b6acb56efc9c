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
        _ = try? list.scrollToRow(at: IndexPath(row: 99, section: 0), position: .bottom, animated: false, at: 0)
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
        #expect(flings[0].truncatingRemainder(dividingBy: 62) == 0)
        settle(list, from: release)
        #expect(list.offset == flings[0])
        #expect(snapAnimations(events(of: list)).isEmpty)
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
