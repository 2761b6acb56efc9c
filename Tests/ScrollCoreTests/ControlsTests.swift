import Testing
@testable import ScrollCore

/// 200 rows of 50 pt in a 600 pt viewport: bounds 0 ... 9400.
private func plainList(physics: ScrollPhysics = .uikit, snap: any SnapPolicy = .none, timing: SnapTiming = .rest) -> ListView {
    let list = ListView(style: .plain, dataSource: TestDataSource(rows: 200, height: 50), physics: physics)
    list.snapPolicy = snap
    list.snapTiming = timing
    list.setViewportHeight(600, at: 0)
    return list
}

/// The offsets at 120 Hz frames from `start` for `seconds` (long enough for a fling and its snap to rest).
private func offsets(of list: ListView, from start: Double, seconds: Double = 8) -> [Double] {
    (1...Int(seconds * 120)).map { list.advance(to: start + Double($0) / 120).offset }
}

/// Whether `event` starts or stops a motion (not a row coming or going, not a pointer's release).
private func isMotion(_ event: ScrollEvent) -> Bool {
    switch event {
    case .willDisplay, .didEndDisplaying, .release: false
    default: true
    }
}

/// The motion events since the last call.
private func motionEvents(of list: ListView) -> [ScrollEvent] { events(of: list).filter(isMotion) }

struct FlingControlTests {
    @Test(arguments: ScrollPhysics.presets.map(\.name), [SnapTiming.rest, .projected])
    func aFlingFromAVelocityIsTheFlingADragReleasesAtIt(physics name: String, timing: SnapTiming) throws {
        let physics = try #require(ScrollPhysics.named(name))
        let dragged = plainList(physics: physics, snap: .completeCells, timing: timing)
        drag(dragged, by: 300, from: 500, duration: 0.1, start: 0)
        var draggedEvents = events(of: dragged)
        let released = draggedEvents.compactMap { event -> (time: Double, offset: Double, velocity: Double)? in
            if case .release(let time, let offset, let velocity) = event { (time, offset, velocity) } else { nil }
        }
        let (release, offset, velocity) = try #require(released.first)
        #expect(velocity > 1000, "a 300 pt drag in 0.1 s releases fast enough to fling under every preset")

        let flung = plainList(physics: physics, snap: .completeCells, timing: timing)
        try flung.setContentOffset(offset, animated: false, at: 0)
        try flung.fling(velocity: velocity, at: release)

        let (flungOffsets, draggedOffsets) = (offsets(of: flung, from: release), offsets(of: dragged, from: release))
        #expect(zip(flungOffsets, draggedOffsets).allSatisfy { $0 == $1 }, "the same offset at every frame")
        draggedEvents += events(of: dragged)
        let flungMoves = motionEvents(of: flung)
        #expect(!flungMoves.isEmpty)
        #expect(flungMoves == draggedEvents.filter(isMotion))
        #expect(flung.phase == .idle && dragged.phase == .idle)
        #expect(flung.offset.truncatingRemainder(dividingBy: 50) == 0, "landed on a row under \(name)")
    }

    @Test func aSlowFlingStartsNothingAsASlowReleaseDoes() throws {
        let list = plainList()
        try list.setContentOffset(1000, animated: false, at: 0)
        try list.fling(velocity: ScrollPhysics.uikit.release.minimumFlingVelocity / 2, at: 0.1)
        #expect(list.phase == .idle)
        #expect(list.advance(to: 0.5).offset == 1000)
    }

    @Test func aFlingWhileTheContentIsOverscrolledSpringsBack() throws {
        let list = plainList()
        list.pointerDown(y: 300, at: 0)
        list.pointerMoved(y: 400, at: 0.05)   // 100 pt past the top: the rubber band holds it above 0
        list.pointerUp(at: 0.5)               // rested: a bounce from rest
        list.advance(to: 0.55)
        try list.fling(velocity: 0, at: 0.55)
        #expect(motionEvents(of: list).last.map {
            if case .motion(0.55, .bounce, _, _, _, 0, 0, _) = $0 { true } else { false }
        } == true)
        settle(list, from: 0.55)
        #expect(list.offset == 0)
    }

    @Test func aFlingIsIgnoredWhileThePointerHoldsTheContent() throws {
        let list = plainList()
        list.pointerDown(y: 300, at: 0)
        list.pointerMoved(y: 250, at: 0.05)
        try list.fling(velocity: 3000, at: 0.06)
        #expect(list.phase == .dragging)
        #expect(list.offset == 50)
    }

    @Test func aVelocityThatIsNotANumberIsAnError() {
        let list = plainList()
        #expect(throws: ListError.notFinite(name: "velocity", value: .infinity)) {
            try list.fling(velocity: .infinity, at: 0)
        }
        #expect(throws: ListError.self) { try list.fling(velocity: .nan, at: 0) }
        #expect(list.phase == .idle)
    }
}

struct SetContentOffsetTests {
    /// Seed 001's list: 62 pt rows, complete-cells snapping.
    private static func snapList() -> ListView {
        let list = ListView(style: .plain, dataSource: TestDataSource(rows: 100, height: 62))
        list.snapPolicy = .completeCells
        list.setViewportHeight(496, at: 0)
        return list
    }

    @Test(arguments: [(100.0, 124.0), (80, 62), (124, 124), (-50, 0), (99_999, 5704)])
    func anAnimatedOffsetGoesToTheSnapTargetInOneMotion(asked: Double, lands: Double) throws {
        let list = Self.snapList()
        try list.setContentOffset(asked, animated: true, at: 1)
        settle(list, from: 1)
        #expect(list.offset == lands)
        let moves = motionEvents(of: list)
        if lands == 0 {
            #expect(moves.isEmpty, "already there: nothing moves")
        } else {
            #expect(moves == [.animation(time: 1, kind: .scrollTo, from: 0, to: lands,
                                         duration: ScrollPhysics.uikit.timings.scrollTo, curve: .easeOut)])
        }
    }

    @Test func withoutAPolicyTheOffsetIsKeptAsAsked() throws {
        let list = plainList()
        try list.setContentOffset(1234.5, animated: true, at: 0)
        settle(list, from: 0)
        #expect(list.offset == 1234.5)
        try list.setContentOffset(77, animated: false, at: 2)
        #expect(list.offset == 77)
        #expect(list.phase == .idle)
    }

    @Test func aJumpLandsOnTheSnapTargetAtOnce() throws {
        let list = Self.snapList()
        try list.setContentOffset(100, animated: false, at: 0)
        #expect(list.offset == 124)
        #expect(motionEvents(of: list).isEmpty)
        list.advance(to: 1)
        #expect(list.offset == 124)
    }

    @Test func anAnimatedOffsetDuringAFlingKeepsItsVelocity() throws {
        let list = plainList()
        try list.fling(velocity: 2000, at: 0)
        list.advance(to: 0.1)
        let velocity = list.velocity
        try list.setContentOffset(500, animated: true, at: 0.1)
        let moves = motionEvents(of: list)
        guard case .retarget(0.1, .scrollTo, _, let v, 500, _, _) = moves.last else {
            Issue.record("expected a retarget, got \(moves)")
            return
        }
        #expect(v == velocity)
    }

    @Test func anOffsetThatIsNotANumberIsAnError() {
        let list = plainList()
        #expect(throws: ListError.notFinite(name: "offset", value: -.infinity)) {
            try list.setContentOffset(-.infinity, animated: true, at: 0)
        }
        #expect(list.offset == 0)
    }
}

struct StopScrollingTests {
    @Test(arguments: ScrollPhysics.presets.map(\.name))
    func stoppingAFlingEndsItWithOneEvent(physics name: String) throws {
        let list = plainList(physics: try #require(ScrollPhysics.named(name)))
        try list.fling(velocity: 3000, at: 0)
        let moving = list.advance(to: 0.2).offset
        _ = events(of: list)
        list.stopScrolling(at: 0.2)
        #expect(events(of: list) == [.stopped(time: 0.2, offset: moving)])
        #expect(list.phase == .idle)
        #expect(list.advance(to: 1).offset == moving)
    }

    @Test func stoppingAnAnimationEndsItWithOneEvent() throws {
        let list = plainList()
        try list.setContentOffset(3000, animated: true, at: 0)
        let moving = list.advance(to: 0.1).offset
        _ = events(of: list)
        list.stopScrolling(at: 0.1)
        #expect(events(of: list) == [.stopped(time: 0.1, offset: moving)])
        #expect(list.advance(to: 1).offset == moving)
    }

    @Test func stoppingASnappingListSnapsFromWhereItStopped() throws {
        let list = plainList(snap: .completeCells)
        try list.fling(velocity: 3000, at: 0)
        let moving = list.advance(to: 0.2).offset
        _ = events(of: list)
        list.stopScrolling(at: 0.2)
        let expected = (moving / 50).rounded() * 50
        let moves = motionEvents(of: list)
        #expect(moves.first == .stopped(time: 0.2, offset: moving))
        #expect(moves.dropFirst().map { if case .animation(0.2, .snap, moving, expected, _, _) = $0 { true } else { false } } == [true])
        settle(list, from: 0.2)
        #expect(list.offset == expected)
    }

    @Test func stoppingWhatDoesNotMoveDoesNothing() {
        let list = plainList()
        list.advance(to: 0.1)
        _ = events(of: list)
        list.stopScrolling(at: 0.2)
        #expect(events(of: list).isEmpty)
    }
}

/// Input that carries no finite number is ignored and leaves the list where it was; a time that is
/// not finite counts as the list's own, so nothing stays moving for ever.
struct NonFiniteInputTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aWheelPointerOrThumbWithoutANumberChangesNothing(bad: Double) {
        let list = plainList()
        list.advance(to: 0)
        list.wheel(notches: bad, at: 0.1)
        list.wheel(delta: bad, at: 0.1)
        list.pointerDown(y: bad, at: 0.1)
        list.pointerMoved(y: bad, at: 0.2)
        list.pointerUp(at: 0.3)
        _ = list.beginThumbDrag(y: bad, at: 0.3)
        let frame = list.advance(to: 0.4)
        #expect(frame.offset == 0)
        #expect(list.isIdle)
    }

    /// The getting-started loop (`while !list.isIdle`) ends after a wheel notch dated at a time that
    /// is not finite: it runs from the list's time.
    @Test(arguments: [Double.nan, .infinity])
    func aNotchAtATimeThatIsNotANumberStillComesToRest(bad: Double) {
        let list = plainList()
        list.advance(to: 1)
        list.wheel(notches: 1, at: bad)
        let end = offsets(of: list, from: 1, seconds: 2).last
        #expect(list.isIdle)
        #expect(end == 120)
        #expect(list.time.isFinite)
    }

    /// `isIdle` is false while a batch update animates, though the scroll position rests.
    @Test func aBatchAnimationIsNotIdle() throws {
        let rows = ArrayDataSource(rowHeights: Array(repeating: 44, count: 20))
        let list = ListView(dataSource: rows)
        list.setViewportHeight(600, at: 0)
        list.advance(to: 0)
        rows.sections[0].rows.insert(.exact(44), at: 0)
        try list.insertRows([ListIndexPath(row: 0, section: 0)], at: 0.1)
        list.advance(to: 0.15)
        #expect(list.phase == .idle)
        #expect(!list.isIdle)
        list.advance(to: 1)
        #expect(list.isIdle)
    }
}

/// A window draws each frame for the moment it will be shown, so a press and moves it reads after
/// drawing happened before the list's time: the list moves at its own time, and measures the
/// hand's velocity at the pointer's times (taking the list's time for the press made a drag's first
/// frame twice as fast as the hand under a loaded compositor).
struct LateInputTests {
    /// The release of a drag of eight 30 pt moves 15 ms apart, each handed to the list as it happens,
    /// or (`late`) the press and every second move only after a frame drawn for 12 ms later.
    private func release(_ physics: ScrollPhysics, late: Bool) -> (velocity: Double, offset: Double)? {
        let list = plainList(physics: physics)
        let times = (0...8).map { 1.0 + Double($0) * 0.015 }
        for (index, time) in times.enumerated() {
            if late, index.isMultiple(of: 2) { _ = list.advance(to: time + 0.012) }
            if index == 0 {
                list.pointerDown(y: 500, at: time)
            } else {
                list.pointerMoved(y: 500 - 30 * Double(index), at: time)
            }
            if !late { _ = list.advance(to: time) }
        }
        list.pointerUp(at: times[times.count - 1])
        return events(of: list).compactMap { event -> (Double, Double)? in
            if case .release(_, let offset, let velocity) = event { (velocity, offset) } else { nil }
        }.first
    }

    @Test(arguments: ScrollPhysics.presets.map(\.name))
    func aDragReadAfterAFrameReleasesAtTheHandsVelocity(physics name: String) throws {
        let physics = try #require(ScrollPhysics.named(name))
        let onTime = try #require(release(physics, late: false))
        let late = try #require(release(physics, late: true))
        #expect(onTime.offset == 240 && late.offset == 240, "the content followed the pointer 1:1 both ways")
        #expect(abs(onTime.velocity) > 500, "the drag flings: \(onTime.velocity) pt/s")
        #expect(late.velocity == onTime.velocity, "read late: \(late.velocity) pt/s, on time: \(onTime.velocity) pt/s")
    }
}
