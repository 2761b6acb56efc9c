import Testing
import ScrollCore
@testable import ListDemoKit

/// 100 rows of 62 pt in a 620 pt viewport: room to fling and an edge to bounce from.
private final class RowsDataSource: ListDataSource {
    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { 100 }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .exact(62) }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }
}

/// The overlay's gesture recording: what was shown, when it was seen, against the ideal curve.
@Suite struct OverlayGestureRecorderTests {
    private let dataSource = RowsDataSource()

    /// Drags from `from` to `to` (viewport points) over 0.1 s at 120 Hz, releases after `hold`,
    /// then runs frames at `fps` until two seconds, each presented `late(frame time)` seconds
    /// after its target, recording each as the app does; returns the recorder and every deviation.
    private func record(from: Double, to: Double, fps: Double, hold: Double = 0, snap: any SnapPolicy = .none,
                        late: (Double) -> Double = { _ in 0 }) -> (GestureRecorder, [Double]) {
        let list = ListView(dataSource: dataSource)
        list.snapPolicy = snap
        list.setViewportHeight(620, at: 0)
        list.pointerDown(y: from, at: 0)
        for step in 1...12 { list.pointerMoved(y: from + (to - from) * Double(step) / 12, at: Double(step) / 120) }
        list.pointerUp(at: 0.1 + hold)
        var recorder = GestureRecorder()
        var deviations: [Double] = []
        for frame in Int(((0.1 + hold) * fps).rounded(.up))...Int(2 * fps) {
            let time = Double(frame) / fps
            _ = list.advance(to: time)
            recorder.observe(time: list.time, offset: list.offset, velocity: list.velocity,
                             running: list.scroller.motion,
                             segments: list.scroller.segments, bounds: list.bounds)
            deviations.append(recorder.presented(at: time + late(time)))
        }
        return (recorder, deviations)
    }

    /// The list at row 3 (offset 186) dragged 150 pt toward the top in 0.1 s and released.
    private func flingTowardTheTop() throws -> ListView {
        let list = ListView(dataSource: dataSource)
        list.setViewportHeight(620, at: 0)
        try list.scrollToRow(ListIndexPath(row: 3, section: 0), position: .top, animated: false, at: 0)
        list.pointerDown(y: 200, at: 0)
        for step in 1...12 { list.pointerMoved(y: 200 + 150 * Double(step) / 12, at: Double(step) / 120) }
        list.pointerUp(at: 0.1)
        return list
    }

    /// A fling, a fling into a bounce and a snap, each at 30, 60 and 144 Hz, every frame
    /// presented at its target: the frames are the curve.
    @Test(arguments: [30.0, 60.0, 144.0])
    func framesPresentedOnTimeDeviateByNothing(fps: Double) throws {
        let (fling, flingDeviations) = record(from: 600, to: 300, fps: fps)
        #expect(fling.recording.segments.map(\.name) == ["fling"])
        let (bounce, bounceDeviations) = record(from: 200, to: 400, fps: fps)
        #expect(bounce.recording.segments.map(\.name) == ["bounce"])
        let (snap, snapDeviations) = record(from: 600, to: 560, fps: fps, hold: 0.1, snap: .completeCells)
        #expect(snap.recording.segments.map(\.name) == ["snap"])
        for recorder in [fling, bounce, snap] {
            #expect(recorder.recording.frames.count > 5)
            #expect(recorder.recording.largestDeviation < 1e-9)
        }
        #expect((flingDeviations + bounceDeviations + snapDeviations).allSatisfy { $0 < 1e-9 })
    }

    /// The figure: a frame shown 8 ms late while the content moves at about 2,000 pt/s
    /// reads about 16 pt; it is the distance the ideal curve moved in those 8 ms, exactly.
    @Test func aFramePresentedLateDeviatesByTheDistanceTheCurveMovedMeanwhile() throws {
        // 300 pt in 0.1 s: the fling starts at 3,000 pt/s and is near 2,000 pt/s at 0.3 s.
        let stalled = 18  // the frame at 0.3 s at 60 Hz
        let (recorder, deviations) = record(from: 600, to: 300, fps: 60) { time in
            Int((time * 60).rounded()) == stalled ? 0.008 : 0
        }
        let frame = try #require(recorder.recording.frames.first { Int(($0.time * 60).rounded()) == stalled })
        let fling = try #require(recorder.recording.segments.first)
        #expect(frame.presentTime == frame.time + 0.008)
        let expected = fling.position(at: frame.time + 0.008) - fling.position(at: frame.time)
        // Signed, presented − ideal: the frame drew where the curve was 8 ms before it was seen, behind it.
        #expect(abs(frame.deviation + expected) < 1e-9)
        #expect(abs(frame.velocity) > 1900 && abs(frame.velocity) < 2100)
        #expect(abs(frame.distance - abs(frame.velocity) * 0.008) < 0.2)
        #expect(recorder.recording.largestDeviation == frame.distance)
        #expect(deviations.filter { $0 > 0 }.count == 1)
    }

    /// A frame shown after the fling crossed the edge is measured against the bounce it handed
    /// over to, not against the fling carried on past the edge.
    @Test func lateFramesAcrossAHandOverAreMeasuredAgainstTheNextSegment() throws {
        let list = try flingTowardTheTop()
        // Released 36 pt from the top flinging toward it at 1,500 pt/s: it crosses within 30 ms.
        _ = list.advance(to: 0.1)
        let running = try #require(list.scroller.motion)
        #expect(running.purpose == .fling)
        var recorder = GestureRecorder()
        recorder.observe(time: 0.1, offset: list.offset, velocity: list.velocity, running: running, segments: [],
                         bounds: list.bounds)
        let late = recorder.presented(at: 0.15)
        var copy = list.scroller
        _ = copy.advance(to: 0.15)
        #expect(abs(late - abs(list.offset - copy.offset)) < 1e-9)
        #expect(copy.phase == .bouncing)
    }

    /// A fling that crosses the top hands over to a bounce: one gesture of two segments, and the
    /// hand-over keeps the velocity (no step).
    @Test func aFlingIntoABounceIsOneGestureWithoutAVelocityStep() throws {
        let list = try flingTowardTheTop()
        var recorder = GestureRecorder()
        for frame in 6...120 {
            let time = Double(frame) / 60
            _ = list.advance(to: time)
            recorder.observe(time: time, offset: list.offset, velocity: list.velocity, running: list.scroller.motion,
                             segments: list.scroller.segments, bounds: list.bounds)
            _ = recorder.presented(at: time)
        }
        #expect(recorder.recording.segments.map(\.name) == ["fling", "bounce"])
        let step = try #require(recorder.recording.largestVelocityStep)
        #expect(step.size < 1e-6)
        #expect(!recorder.isMoving)
        #expect(recorder.recording.frames.last?.offset == 0)
    }

    /// A new gesture starts a new recording; a motion stopped early keeps no landing frame;
    /// clearing (a scene change) forgets it.
    @Test func aNewGestureStartsANewRecording() throws {
        let fling = try #require(record(from: 600, to: 300, fps: 60).0.recording.segments.first)
        let later = try #require(record(from: 200, to: 400, fps: 60).0.recording.segments.first)
        let bounds = ScrollBounds(min: 0, max: 5580)
        var recorder = GestureRecorder()
        let running = Scroller.RunningMotion(motion: fling.motion, startTime: fling.startTime, purpose: .fling)
        recorder.observe(time: fling.startTime + 0.1, offset: fling.position(at: fling.startTime + 0.1), velocity: 0,
                         running: running, segments: [], bounds: bounds)
        recorder.observe(time: fling.startTime + 0.2, offset: 0, velocity: 0, running: nil, segments: [], bounds: bounds)
        #expect(recorder.recording.frames.count == 1)
        let bounce = Scroller.RunningMotion(motion: later.motion, startTime: later.startTime, purpose: .bounce)
        recorder.observe(time: later.startTime + 0.3, offset: later.position(at: later.startTime + 0.3), velocity: 0,
                         running: bounce, segments: [], bounds: bounds)
        #expect(recorder.recording.frames.count == 1)
        #expect(recorder.recording.segments.map(\.name) == ["bounce"])
        recorder.clear()
        #expect(recorder.recording.isEmpty && recorder.recording.frames.isEmpty)
    }
}
