// One steady-state frame of a ListView over 10,000,000 variable-height rows with an 800 pt
// viewport: `advance(to:)` (run the motion, find the visible rows, diff them against the last
// frame) then `takeEvents` (hand over willDisplay / didEndDisplaying). See docs/BENCHMARKS.md.
import Benchmark
import BenchmarkSupport
import ScrollCore

typealias ListIndexPath = ScrollCore.ListIndexPath

/// A list scrolled to the middle of its content, and the virtual clock that drives it.
final class FrameState {
    static let frameInterval = 1.0 / 60
    static let viewportHeight = 800.0

    let dataSource = VariableHeightDataSource.tenMillionRows()
    let list: ListView
    let middle: Double
    var time = 0.0

    init() {
        list = ListView(style: .plain, dataSource: dataSource)
        precondition(list.layout.numberOfRows == 10_000_000)
        list.setViewportHeight(Self.viewportHeight, at: 0)
        middle = (list.bounds.min + list.bounds.max) / 2
        try! list.scrollToRow(ListIndexPath(row: dataSource.rowsPerSection / 2, section: dataSource.sections / 2),
                              position: .top, animated: false, at: 0)
        list.advance(to: 0)
        list.takeEvents { _ in }
    }

    /// The next frame's time.
    func nextFrame() -> Double {
        time += Self.frameInterval
        return time
    }

    /// A fling: a 0.1 s drag of `distance` points sampled at 60 Hz, each sample drawn as a frame,
    /// then the release, which leaves the list decelerating at about `10 × distance` pt/s. It alternates
    /// its direction around the middle, so the list stays in the middle of the content.
    func fling(distance: Double) {
        let direction = list.offset < middle ? 1.0 : -1.0
        let pointer = 400.0
        list.pointerDown(y: pointer, at: nextFrame())
        for step in 1...6 {
            list.pointerMoved(y: pointer - direction * distance * Double(step) / 6, at: nextFrame())
            list.advance(to: time)
        }
        list.pointerUp(at: time)
        list.takeEvents { _ in }
    }

    /// An animated scroll-to-row between sections 300 and 700 (4,000,000 rows, about 272 million
    /// points, apart), alternating direction: every frame of it shows rows that the frame before did not.
    func scrollFar() {
        let section = list.offset < middle ? dataSource.sections * 7 / 10 : dataSource.sections * 3 / 10
        try! list.scrollToRow(ListIndexPath(row: 0, section: section), position: .top, animated: true, at: time)
        list.takeEvents { _ in }
    }
}

enum FrameMetric {
    /// willDisplay + didEndDisplaying events the measured frame handed over: shows the frames did real work.
    static let displayEvents = BenchmarkMetric.custom("Display events per frame", useScalingFactor: false)
}

var frameConfiguration: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, FrameMetric.displayEvents],
        timeUnits: .nanoseconds,
        units: [FrameMetric.displayEvents: .count],
        warmupIterations: 1_000,
        maxDuration: .seconds(3),
        maxIterations: 300_000,
        thresholds: [
            .wallClock: BenchmarkThresholds(relative: [.p50: 10, .p90: 20]),
            // The frame step must not allocate, at any percentile.
            .mallocCountTotal: BenchmarkThresholds(absolute: [.p0: 0, .p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0, .p100: 0]),
        ]
    )
}

/// One measured frame: advance the motion and the visible rows, then hand over the events.
@inline(__always)
func measureFrame(_ benchmark: Benchmark, _ state: FrameState) {
    let time = state.nextFrame()
    var events = 0
    benchmark.startMeasurement()
    blackHole(state.list.advance(to: time))
    state.list.takeEvents { _ in events &+= 1 }
    benchmark.stopMeasurement()
    benchmark.measurement(FrameMetric.displayEvents, events)
}

let benchmarks: @Sendable () -> Void = {
    /// A fling of about 8,000 pt/s, started again (outside the measurement) once it has slowed below
    /// 2,000 pt/s: a list always in the middle of a brisk fling, where most frames show a new row or two and lose as many.
    Benchmark("Frame step: fling 8,000 to 2,000 pt/s, 10M rows, 800 pt viewport",
              configuration: frameConfiguration) { benchmark, state in
        if state.list.phase != .decelerating || abs(state.list.velocity) < 2_000 {
            state.fling(distance: 800)
        }
        measureFrame(benchmark, state)
    } setup: {
        FrameState()
    }

    /// An animated scroll-to-row across 4M rows, started again when it ends: almost every frame
    /// replaces every visible row (the display diff's worst case).
    Benchmark("Frame step: animated scroll-to-row 4M rows away, 10M rows, 800 pt viewport",
              configuration: frameConfiguration) { benchmark, state in
        if state.list.phase != .animating {
            state.scrollFar()
        }
        measureFrame(benchmark, state)
    } setup: {
        FrameState()
    }

    /// No motion: the frame only re-reads the visible rows and finds nothing changed.
    Benchmark("Frame step: at rest, 10M rows, 800 pt viewport", configuration: frameConfiguration) { benchmark, state in
        measureFrame(benchmark, state)
    } setup: {
        FrameState()
    }
}
