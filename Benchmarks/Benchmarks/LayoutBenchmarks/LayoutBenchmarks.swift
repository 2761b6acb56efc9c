// ListLayout at 10,000,000 variable-height rows: lookups in both directions, single-row edits,
// building the whole layout, and the bytes it takes per row. See docs/BENCHMARKS.md.
import Benchmark
import BenchmarkSupport
@_spi(LayoutEditing) import ScrollCore

typealias ListIndexPath = ScrollCore.ListIndexPath

/// What a lookup benchmark reads: a layout, and inputs precomputed with a fixed seed outside every measurement.
protocol LookupState: AnyObject {
    var layout: ListLayout { get }
    var offsets: InputRing<Double> { get set }
    var indexPaths: InputRing<ListIndexPath> { get set }
}

/// What a lookup or edit benchmark works on: the layout, built once per benchmark process in
/// `setup`, and inputs precomputed there with a fixed seed, outside every measurement.
final class LayoutState: LookupState {
    let dataSource = VariableHeightDataSource.tenMillionRows()
    let layout: ListLayout
    var offsets: InputRing<Double>
    var indexPaths: InputRing<ListIndexPath>

    init() {
        layout = ListLayout(style: .plain, dataSource: dataSource)
        precondition(layout.numberOfRows == 10_000_000)
        offsets = randomOffsets(below: layout.contentHeight, seed: 0x5EED_0001)
        indexPaths = randomIndexPaths(in: dataSource, seed: 0x5EED_0002)
    }
}

/// The same 10M rows held as runs (`ListEstimates`: a section's rows are one run at the rows' mean height until
/// revealed), with 100,000 screens of 800 pt revealed at random places: about 1.2M rows asked for, 200,000 runs.
/// Lookups then descend through runs and revealed rows alike.
final class RunsState: LookupState {
    let dataSource: VariableHeightDataSource
    let layout: ListLayout
    var offsets: InputRing<Double>
    var indexPaths: InputRing<ListIndexPath>

    init() {
        dataSource = VariableHeightDataSource.tenMillionRows()
        dataSource.estimates = ListEstimates(rowHeight: .estimated(68), headerHeight: VariableHeightDataSource.headerHeight)
        layout = ListLayout(style: .plain, dataSource: dataSource)
        var screens = randomOffsets(below: layout.contentHeight, seed: 0x5EED_0003)
        for _ in 0..<100_000 {
            let top = screens.next()
            layout.reveal(from: top, to: top + 800, keeping: top, from: dataSource)
        }
        precondition(layout.numberOfRows == 10_000_000 && layout.hasUnrevealedContent)
        offsets = randomOffsets(below: layout.contentHeight, seed: 0x5EED_0001)
        indexPaths = randomIndexPaths(in: dataSource, seed: 0x5EED_0002)
    }
}

/// A heap object for the malloc-count control.
final class AllocationProbe {
    let value: Int
    init(value: Int) { self.value = value }
}

/// Custom metrics of the build benchmark; counts, not scaled.
enum LayoutMetric {
    /// `ListLayout.memoryFootprint` in bytes.
    static let footprint = BenchmarkMetric.custom("Layout footprint (bytes)", useScalingFactor: false)
    /// `memoryFootprint / numberOfRows` × 1000, so that the integer metric keeps three decimals.
    static let milliBytesPerRow = BenchmarkMetric.custom("Layout footprint per row (1/1000 byte)", useScalingFactor: false)
}

/// Any allocation at any percentile is a regression.
var noAllocations: BenchmarkThresholds {
    BenchmarkThresholds(absolute: [.p0: 0, .p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0, .p100: 0])
}

/// One operation per sample, so p50 and p99 are per operation. A sample includes the cost of the
/// measurement itself; "Control: measurement overhead" below shows how much that is.
var perOperation: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 1_000,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000,
        thresholds: [
            .wallClock: BenchmarkThresholds(relative: [.p50: 10, .p90: 20]),
            .mallocCountTotal: noAllocations,
        ]
    )
}

/// A lookup benchmark: each sample takes the next of the state's `inputs` (outside the measurement) and measures
/// one `lookup` of its layout; `makeState` builds the state once per benchmark process.
func lookupBenchmark<State: LookupState, Input, Result>(
    _ name: String, _ inputs: ReferenceWritableKeyPath<State, InputRing<Input>>, in makeState: @escaping () -> State,
    _ lookup: @escaping (ListLayout, Input) -> Result
) {
    Benchmark(name, configuration: perOperation) { benchmark, state in
        let input = state[keyPath: inputs].next()
        benchmark.startMeasurement()
        let result = lookup(state.layout, input)
        benchmark.stopMeasurement()
        blackHole(result)
    } setup: {
        makeState()
    }
}

let benchmarks: @Sendable () -> Void = {
    // MARK: - Controls

    Benchmark("Control: measurement overhead (empty measured region)", configuration: perOperation) { benchmark in
        benchmark.startMeasurement()
        benchmark.stopMeasurement()
    }

    // Shows that the malloc counter sees Swift allocations here: it must read exactly 1.
    var oneAllocation = perOperation
    oneAllocation.maxIterations = 10_000
    oneAllocation.thresholds = nil
    Benchmark("Control: one class instance (malloc count must be 1)", configuration: oneAllocation) { benchmark in
        benchmark.startMeasurement()
        let box = AllocationProbe(value: benchmark.currentIteration)
        benchmark.stopMeasurement()
        blackHole(box)
    }

    // MARK: - Offset -> row, row -> offset

    lookupBenchmark("Offset to row: indexPathForRow(atY:), 10M rows", \.offsets, in: LayoutState.init) {
        $0.indexPathForRow(atY: $1)
    }
    lookupBenchmark("Offset to element: element(atY:), 10M rows", \.offsets, in: LayoutState.init) { $0.element(atY: $1) }
    lookupBenchmark("Row to offset: rowSpan(at:), 10M rows", \.indexPaths, in: LayoutState.init) { $0.rowSpan(at: $1) }

    // MARK: - Through runs

    lookupBenchmark("Offset to row through runs: indexPathForRow(atY:), 10M rows, 1.2M revealed", \.offsets,
                    in: RunsState.init) { $0.indexPathForRow(atY: $1) }
    lookupBenchmark("Row to offset through runs: rowSpan(at:), 10M rows, 1.2M revealed", \.indexPaths,
                    in: RunsState.init) { $0.rowSpan(at: $1) }

    // MARK: - Edits
    // Each edit is undone outside the measurement, so the list stays at 10M rows with the same content.

    var edits = perOperation
    edits.maxIterations = 300_000
    // Inserting into a leaf whose buffers are full grows them (an allocation); a baseline comparison still
    // flags any change in how often that happens.
    edits.thresholds?[.mallocCountTotal] = BenchmarkThresholds(absolute: [.p50: 0, .p90: 0])

    Benchmark("Insert one row: insertRow(at:height:), 10M rows", configuration: edits) { benchmark, state in
        let indexPath = state.indexPaths.next()
        let height = RowHeight.exact(state.dataSource.height(at: indexPath))
        benchmark.startMeasurement()
        state.layout.insertRow(at: indexPath, height: height)
        benchmark.stopMeasurement()
        state.layout.deleteRow(at: indexPath)
    } setup: {
        LayoutState()
    }

    Benchmark("Delete one row: deleteRow(at:), 10M rows", configuration: edits) { benchmark, state in
        let indexPath = state.indexPaths.next()
        let height = RowHeight.exact(state.layout.rowSpan(at: indexPath).height)
        benchmark.startMeasurement()
        state.layout.deleteRow(at: indexPath)
        benchmark.stopMeasurement()
        state.layout.insertRow(at: indexPath, height: height)
    } setup: {
        LayoutState()
    }

    // MARK: - Building and memory

    let build = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .peakMemoryResidentDelta, LayoutMetric.footprint, LayoutMetric.milliBytesPerRow],
        timeUnits: .milliseconds,
        units: [LayoutMetric.footprint: .count, LayoutMetric.milliBytesPerRow: .count],
        // No warmup: the resident-peak delta is taken after the warmup, so the first build must be measured
        // for it to show what building costs a process that has never held a layout.
        warmupIterations: 0,
        maxDuration: .seconds(15),
        maxIterations: 10,
        thresholds: [
            .wallClock: BenchmarkThresholds(relative: [.p50: 10]),
            .peakMemoryResident: BenchmarkThresholds(relative: [.p50: 5]),
            LayoutMetric.footprint: BenchmarkThresholds(absolute: [.p50: 0]),
        ]
    )

    Benchmark("Build layout: ListLayout(style:dataSource:), 10M rows", configuration: build) { benchmark in
        let dataSource = VariableHeightDataSource.tenMillionRows()
        benchmark.startMeasurement()
        let layout = ListLayout(style: .plain, dataSource: dataSource)
        benchmark.stopMeasurement()
        precondition(layout.numberOfRows == 10_000_000)
        let footprint = layout.memoryFootprint
        benchmark.measurement(LayoutMetric.footprint, footprint)
        benchmark.measurement(LayoutMetric.milliBytesPerRow, footprint * 1_000 / layout.numberOfRows)
    }

    // A fling through a million rows of a billion, as the layout sees it: screens of 800 pt revealed one after
    // the other; the footprint per row revealed is what remains of it.
    Benchmark("Reveal 1M of 1,000,000,000 rows a screen at a time: reveal(from:to:keeping:from:)", configuration: build) {
        benchmark in
        let dataSource = VariableHeightDataSource(sections: 1, rowsPerSection: 1_000_000_000)
        dataSource.estimates = ListEstimates(rowHeight: .estimated(68))
        let layout = ListLayout(style: .plain, dataSource: dataSource)
        var top = 0.0
        benchmark.startMeasurement()
        while top < 68_000_000 {
            layout.reveal(from: top, to: top + 800, keeping: top, from: dataSource)
            top += 800
        }
        benchmark.stopMeasurement()
        guard let revealed = layout.indexPathForRow(atY: top - 1)?.row else { preconditionFailure("no row at \(top)") }
        let footprint = layout.memoryFootprint
        benchmark.measurement(LayoutMetric.footprint, footprint)
        benchmark.measurement(LayoutMetric.milliBytesPerRow, footprint * 1_000 / (revealed + 1))
    }

    Benchmark("Rebuild layout: reload(from:), 10M rows", configuration: build) { benchmark, state in
        benchmark.startMeasurement()
        state.layout.reload(from: state.dataSource)
        benchmark.stopMeasurement()
        let footprint = state.layout.memoryFootprint
        benchmark.measurement(LayoutMetric.footprint, footprint)
        benchmark.measurement(LayoutMetric.milliBytesPerRow, footprint * 1_000 / state.layout.numberOfRows)
    } setup: {
        LayoutState()
    }
}
