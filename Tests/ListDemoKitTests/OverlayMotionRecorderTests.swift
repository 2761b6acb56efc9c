import Testing
import ScrollCore
@testable import ListDemoKit

/// 100 rows of 62 pt in a 620 pt viewport: room to fling and an edge to bounce from.
private final class RowsDataSource: ListDataSource {
    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { 100 }
    func heightForRow(at indexPath: IndexPath) -> RowHeight { .exact(62) }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }
}

/// The overlay's motion plot compares the frames shown with the engine's own motion; these
/// check that it reports what the frames really were, not an artefact of how it samples.
@Suite struct OverlayMotionRecorderTests {
    private let dataSource = RowsDataSource()

    /// Drags from `from` to `to` (viewport points) over 0.1 s at 120 Hz, releases after `hold`,
    /// then runs frames at `fps` until two seconds, recording each frame as the app does.
    private func record(from: Double, to: Double, fps: Double, hold: Double = 0,
                        snap: SnapPolicy = .none) -> MotionRecorder {
        let list = ListView(dataSource: dataSource)
        list.snapPolicy = snap
        list.setViewportHeight(620, at: 0)
        list.pointerDown(y: from, at: 0)
        for step in 1...12 { list.pointerMoved(y: from + (to - from) * Double(step) / 12, at: Double(step) / 120) }
        list.pointerUp(at: 0.1 + hold)
        var recorder = MotionRecorder()
        for frame in Int(((0.1 + hold) * fps).rounded(.up))...Int(2 * fps) {
            _ = list.advance(to: Double(frame) / fps)
            recorder.observe(time: list.time, offset: list.offset, running: list.scroller.motion)
        }
        return recorder
    }

    /// A fling, a bounce and a snap, each at 30, 60 and 144 Hz: the frames are the motion.
    @Test(arguments: [30.0, 60.0, 144.0])
    func theEngineSOwnFramesDeviateByNothing(fps: Double) throws {
        let fling = record(from: 600, to: 300, fps: fps)
        #expect(fling.motion?.purpose == .fling)
        let bounce = record(from: 200, to: 400, fps: fps)
        #expect(bounce.motion?.purpose == .bounce)
        let snap = record(from: 600, to: 560, fps: fps, hold: 0.1, snap: .completeCells)
        #expect(snap.motion?.purpose == .animation(.snap))
        for recorder in [fling, bounce, snap] {
            #expect(recorder.count > 5)
            #expect(recorder.largestDeviation < 1e-9)
        }
    }

    /// Frames shifted by a known amount deviate by exactly that amount.
    @Test(arguments: [0.25, -3.5, 40.0])
    func shiftedFramesDeviateByTheShift(shift: Double) throws {
        let engine = record(from: 600, to: 300, fps: 60)
        let motion = try #require(engine.motion)
        var perturbed = MotionRecorder()
        for index in 0..<engine.count {
            let frame = engine.frame(at: index)
            perturbed.observe(time: frame.time, offset: frame.offset + (index == 7 ? shift : 0), running: motion)
        }
        #expect(abs(perturbed.largestDeviation - abs(shift)) < 1e-9)

        var allShifted = MotionRecorder()
        for index in 0..<engine.count {
            let frame = engine.frame(at: index)
            allShifted.observe(time: frame.time, offset: frame.offset + shift, running: motion)
        }
        #expect(abs(allShifted.largestDeviation - abs(shift)) < 1e-9)
    }

    /// A new motion starts a new recording; a motion stopped early keeps no landing frame.
    @Test func aNewMotionStartsANewRecording() throws {
        let fling = try #require(record(from: 600, to: 300, fps: 60).motion)
        let later = try #require(record(from: 200, to: 400, fps: 60).motion)
        var recorder = MotionRecorder()
        recorder.observe(time: fling.startTime + 0.1, offset: fling.position(at: fling.startTime + 0.1), running: fling)
        recorder.observe(time: fling.startTime + 0.2, offset: 0, running: nil)  // grabbed mid-flight
        #expect(recorder.count == 1)
        recorder.observe(time: later.startTime + 0.3, offset: later.position(at: later.startTime + 0.3), running: later)
        #expect(recorder.count == 1)
        #expect(recorder.motion == later)
        #expect(recorder.largestDeviation < 1e-9)
    }
}
