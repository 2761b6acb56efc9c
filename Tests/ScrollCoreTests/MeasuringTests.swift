import Testing
@testable import ScrollCore

/// Rows whose estimated heights (100 pt) are not their real ones, as in the feed: the list learns
/// the real height of a row when it is on screen or where an animation is heading, and whatever
/// runs toward a row or an edge lands on it as it really is, in one motion.
private final class EstimatedRows: ListDataSource {
    let count: Int
    let sectionCount: Int
    let header: Double
    init(rows count: Int, sections: Int = 1, header: Double = 0) {
        self.count = count
        self.sectionCount = sections
        self.header = header
    }

    /// Between 40 and 178 pt, never 100: every measurement changes something.
    static func real(_ indexPath: ListIndexPath) -> Double {
        40 + Double((indexPath.row * 37 + indexPath.section * 53) % 139) + (indexPath.row % 2 == 0 ? 0 : 0.5)
    }

    func numberOfSections() -> Int { sectionCount }
    func numberOfRows(inSection section: Int) -> Int { count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .estimated(100) }
    func heightForHeader(inSection section: Int) -> Double { header }
    func heightForFooter(inSection section: Int) -> Double { 0 }
}

/// What one run of frames showed.
private struct Run {
    var offsets: [Double] = []
    /// The end of the content as each frame knew it.
    var ends: [Double] = []
    var events: [ScrollEvent] = []
    var animationsStarted: Int {
        events.filter { if case .animation = $0 { true } else { false } }.count
    }
}

/// Frames at 60 Hz from `start`, measuring every row the list asks about, until it rests.
@discardableResult
private func run(_ list: ListView, from start: Double, limit: Double = 5) -> (Run, Double) {
    var result = Run()
    var t = start
    var frame = 0
    repeat {
        t = start + Double(frame) / 60
        frame += 1
        let shown = list.advance(to: t) { EstimatedRows.real($0) }
        result.offsets.append(shown.offset)
        result.ends.append(list.bounds.max)
        list.takeEvents { result.events.append($0) }
    } while (list.phase != .idle || frame == 1) && t - start < limit
    return (result, t)
}

private func makeList(rows: Int = 400, sections: Int = 1, header: Double = 0, viewport: Double = 600) -> ListView {
    let list = ListView(dataSource: EstimatedRows(rows: rows, sections: sections, header: header))
    list.setViewportHeight(viewport, at: 0)
    _ = run(list, from: 0)
    return list
}

struct MeasuringTests {
    @Test func rowsOnScreenAreMeasuredInTheFrameTheyAppear() {
        let list = makeList()
        for indexPath in list.visibleRows {
            #expect(!list.layout.isHeightEstimated(at: indexPath))
            #expect(list.layout.rowSpan(at: indexPath).height == EstimatedRows.real(indexPath))
        }
        let bottom = list.layout.rowSpan(at: list.visibleRows.last!).maxY
        #expect(bottom >= list.offset + 600, "the rows measured fill the viewport")
    }

    /// A change that brings more rows into view (rows measured shorter than estimated) measures
    /// those too, in the same frame.
    @Test func rowsThatAMeasurementBringsIntoViewAreMeasuredToo() {
        let list = ListView(dataSource: EstimatedRows(rows: 400))
        list.setViewportHeight(600, at: 0)
        var asked: [ListIndexPath] = []
        list.advance(to: 0) { asked.append($0); return 10 }
        #expect(asked.count == 60, "600 pt of 10 pt rows, asked each once")
        #expect(Set(asked).count == asked.count)
        #expect(list.visibleRows.count == 60)
    }

    @Test(arguments: [Double.nan, .infinity, -5])
    func aHeightThatIsNoHeightIsIgnored(answer: Double) {
        let list = ListView(dataSource: EstimatedRows(rows: 50))
        list.setViewportHeight(600, at: 0)
        let frame = list.advance(to: 0) { _ in answer }
        #expect(list.layout.contentHeight == 5000)
        #expect(list.layout.isHeightEstimated(at: ListIndexPath(row: 0, section: 0)))
        #expect(frame.rows.count == 6)
    }

    @Test func endLandsOnTheRealEndInOneMotion() {
        let list = makeList()
        list.key(.end, at: 1)
        let (shown, t) = run(list, from: 1)
        #expect(list.offset == list.bounds.max, "rests at the real end")
        #expect(shown.animationsStarted == 1)
        #expect(zip(shown.offsets, shown.ends).allSatisfy { $0 <= $1 }, "no frame shows the list past its end \(zip(shown.offsets, shown.ends).map { "\($0) \($1)" })")
        for indexPath in list.visibleRows { #expect(!list.layout.isHeightEstimated(at: indexPath)) }

        list.key(.end, at: t + 0.5)
        let (again, _) = run(list, from: t + 0.5)
        #expect(again.animationsStarted == 0, "a second End has nowhere to go")
        #expect(again.offsets.allSatisfy { $0 == list.bounds.max })
    }

    /// Scrolling up measures rows above the screen; each grows upward (the screen stays still),
    /// which moves the top away from where the animation was heading: it follows, and rests at 0.
    @Test func homeLandsOnTheRealTop() throws {
        let list = makeList()
        try list.scrollToRow(ListIndexPath(row: 150, section: 0), position: .top, animated: false, at: 1)
        _ = run(list, from: 1)
        list.key(.home, at: 2)
        let (shown, _) = run(list, from: 2)
        #expect(list.offset == 0)
        #expect(shown.animationsStarted == 1)
        #expect(shown.events.contains { if case .retarget = $0 { true } else { false } }, "heights changed on the way")
    }

    /// Each retarget on the way starts where the motion before it was, at the velocity it had then.
    @Test func retargetsKeepPositionAndVelocity() {
        let list = makeList()
        list.key(.end, at: 1)
        _ = run(list, from: 1)
        let segments = list.scroller.segments
        #expect(segments.count > 2, "heights changed on the way: \(segments.count) segments")
        for (before, after) in zip(segments, segments.dropFirst()) {
            guard let curve = after.motion as? RetargetedAnimation else {
                Issue.record("only retargets follow a key animation")
                continue
            }
            let t = after.startTime
            #expect(abs(before.position(at: t) - (curve.from + after.shift)) < 1e-6)
            #expect(abs(before.motion.velocity(at: t - before.startTime) - curve.initialVelocity) < 1e-6)
        }
    }

    @Test(arguments: [ScrollPosition.top, .middle, .bottom, .none])
    func anAnimatedScrollToARowPutsItWhereAsked(position: ScrollPosition) throws {
        let list = makeList(rows: 100, sections: 4, header: 30)
        let row = ListIndexPath(row: 40, section: 2)
        try list.scrollToRow(row, position: position, animated: true, at: 1)
        let (shown, _) = run(list, from: 1)
        #expect(shown.animationsStarted == 1)
        let span = list.layout.rowSpan(at: row)
        #expect(!list.layout.isHeightEstimated(at: row))
        switch position {
        case .top:
            #expect(span.y == list.offset)
        case .middle:
            #expect(abs(span.y + span.height / 2 - (list.offset + 300)) < 1e-9)
        case .bottom, .none:
            // Below the screen: .none takes the nearer edge, the bottom.
            #expect(span.maxY == list.offset + 600)
        }
        #expect(list.offset == (try list.targetOffset(forRowAt: row, position: position)), "a second request would not move")
    }

    /// The same requests without animation land in the same place.
    @Test(arguments: [ScrollPosition.top, .middle, .bottom])
    func aJumpToARowIsCorrectedInTheFrameItIsDrawn(position: ScrollPosition) throws {
        let list = makeList(rows: 100, sections: 4, header: 30)
        let row = ListIndexPath(row: 40, section: 2)
        try list.scrollToRow(row, position: position, animated: false, at: 1)
        let shown = list.advance(to: 1) { EstimatedRows.real($0) }
        let span = list.layout.rowSpan(at: row)
        let expected: Double = switch position {
        case .top: span.y
        case .middle: span.y + span.height / 2 - 300
        default: span.maxY - 600
        }
        #expect(abs(shown.offset - expected) < 1e-9)
    }

    /// A scroll-to-row animation keeps following its row when a row is inserted between the screen
    /// and it (no shift keeps that still: the row itself moves down).
    @Test func aHeadingFollowsItsRowThroughABatchUpdate() throws {
        let data = TestDataSource(rows: 100, height: 50)
        let list = ListView(dataSource: data)
        list.setViewportHeight(400, at: 0)
        try list.scrollToRow(ListIndexPath(row: 60, section: 0), position: .top, animated: true, at: 0)
        list.advance(to: 0.1)
        #expect(list.offset + 400 < 55 * 50, "the insert lands below the screen")
        data.sections[0].insert(50, at: 55)
        try list.insertRows([ListIndexPath(row: 55, section: 0)], at: 0.1)
        settle(list, from: 0.1)
        #expect(list.offset == 61 * 50, "the same row, now at 61")
    }
}

struct RetargetedAnimationTests {
    @Test func startsWithThePositionAndVelocityGivenAndRestsOnTheTarget() {
        let curve = RetargetedAnimation(from: 100, velocity: 800, to: 300, duration: 0.25)
        #expect(curve.position(at: 0) == 100)
        #expect(abs(curve.velocity(at: 0) - 800) < 1e-9)
        #expect(abs(curve.position(at: 0.25) - 300) < 1e-9)
        #expect(curve.velocity(at: 0.25) == 0)
        #expect(curve.isDone(at: 0.25))
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        let curve = RetargetedAnimation(from: -40, velocity: -1200, to: 20, duration: 0.3)
        for t in stride(from: 0.01, to: 0.29, by: 0.02) {
            let numeric = (curve.position(at: t + 1e-6) - curve.position(at: t - 1e-6)) / 2e-6
            #expect(abs(numeric - curve.velocity(at: t)) < 1e-3)
        }
    }

    /// A fling aimed elsewhere keeps its velocity and slows at the rate that lands it there.
    @Test func aFlingLandingElsewhereKeepsItsVelocity() throws {
        let fling = try #require(uikitFlingModel.landing(from: 100, velocity: 2000, rest: 1100) as? FrictionFling)
        #expect(fling.initialVelocity == 2000)
        #expect(abs(fling.finalPosition - 1100) < 1e-9)
        #expect(fling.rate > 0.998, "a little farther than 999 pt: it slows a little less")
        #expect(uikitFlingModel.landing(from: 100, velocity: 2000, rest: 50) == nil, "behind the motion")

        var s = Scroller(offset: 0, bounds: ScrollBounds(min: 0, max: 5000), viewportHeight: 600)
        s.beginDrag(pointer: 500, at: 0)
        for i in 1...6 { s.drag(to: 500 - 40 * Double(i), at: Double(i) / 60) }
        _ = s.endDrag(at: 0.1)
        _ = s.advance(to: 0.2)
        let (position, velocity) = (s.offset, s.velocity)
        let rest = try #require(s.motion?.motion.finalPosition)
        s.retarget(to: rest + 40, at: 0.2)
        #expect(s.phase == .decelerating && s.offset == position && abs(s.velocity - velocity) < 1e-9)
        var t = 0.2
        while s.advance(to: t) == nil { t += 1 / 60 }
        #expect(abs(s.offset - (rest + 40)) < 1e-6, "the closed form's rest, to rounding")
    }

    /// A scroller sent elsewhere mid-animation: no step in position or velocity, and it lands on
    /// the new destination when the first animation would have ended.
    @Test func aRetargetedScrollerCarriesOnWithoutASteps() {
        var s = Scroller(offset: 0, bounds: ScrollBounds(min: 0, max: 5000), viewportHeight: 600)
        s.animate(to: 1000, kind: .key, duration: 0.25, at: 0)
        _ = s.advance(to: 0.1)
        let (position, velocity) = (s.offset, s.velocity)
        s.retarget(to: 1200, at: 0.1)
        #expect(s.offset == position)
        #expect(abs(s.velocity - velocity) < 1e-9)
        #expect(abs(s.motion!.position(at: 0.1) - position) < 1e-9)
        _ = s.advance(to: 0.2499)
        #expect(s.phase == .animating)
        #expect(s.advance(to: 0.25) == .animationEnded(.key))
        #expect(s.offset == 1200)
        #expect(s.segments.count == 2, "one gesture: the animation and its retarget")
    }
}
