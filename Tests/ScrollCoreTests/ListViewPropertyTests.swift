import Foundation
import PropertyBased
import Testing
@testable import ScrollCore

/// One thing a user or the app does to a list.
enum ListOperation: Sendable, CustomStringConvertible {
    case drag(distance: Double, duration: Double, hold: Double)
    case wheel(notches: Int)
    case pan(deltas: [Double])
    case key(ListView.KeyStep)
    case scrollTo(section: Int, row: Int, position: ScrollPosition, animated: Bool)
    case insert(section: Int, row: Int, height: Double)
    case delete(section: Int, row: Int)
    case mismatch
    case resize(height: Double)

    var description: String {
        switch self {
        case .drag(let d, let t, let h): "drag(\(d), \(t), hold \(h))"
        case .wheel(let n): "wheel(\(n))"
        case .pan(let deltas): "pan(\(deltas))"
        case .key(let step): "key(\(step))"
        case .scrollTo(let s, let r, let p, let a): "scrollTo(\(s), \(r), \(p), animated: \(a))"
        case .insert(let s, let r, let h): "insert(\(s), \(r), \(h))"
        case .delete(let s, let r): "delete(\(s), \(r))"
        case .mismatch: "mismatch"
        case .resize(let h): "resize(\(h))"
        }
    }

    /// Gestures end in a rest that the snap policy must accept; explicit moves may rest anywhere.
    var endsInSnappedRest: Bool {
        switch self {
        case .drag, .wheel, .pan: true
        default: false
        }
    }
}

/// A random list and a random sequence of operations on it.
struct ListScenario: Sendable, CustomStringConvertible {
    var sections: [[Double]]
    var header: Double
    var style: ListStyle
    var viewport: Double
    var policy: any SnapPolicy
    var timing: SnapTiming
    var operations: [ListOperation]

    var description: String {
        "sections \(sections.map(\.count)) header \(header) \(style) viewport \(viewport) \(policy) \(timing)\n  "
            + operations.map(\.description).joined(separator: "\n  ")
    }
}

enum Generators {
    static let height = Gen.int(in: 40...240).map { Double($0) / 2 }
    static let index = Gen.int(in: -2...40)
    static let operation = Gen<ListOperation>.oneOf(
        zip(Gen.double(in: -3000...3000), Gen.double(in: 0.03...0.4), Gen.element(of: [0.0, 0.0, 0.1]))
            .map { ListOperation.drag(distance: $0, duration: $1, hold: $2 ?? 0) },
        zip(Gen.int(in: 1...6), Gen.bool).map { ListOperation.wheel(notches: $1 ? $0 : -$0) },
        Gen.double(in: -80...80).array(of: 1...12).map { ListOperation.pan(deltas: $0) },
        Gen.element(of: [ListView.KeyStep.lineUp, .lineDown, .pageUp, .pageDown, .home, .end])
            .map { ListOperation.key($0 ?? .home) },
        zip(Gen.int(in: -1...5), index, Gen<ScrollPosition>.case, Gen.bool)
            .map { ListOperation.scrollTo(section: $0, row: $1, position: $2, animated: $3) },
        zip(Gen.int(in: 0...4), index, height).map { ListOperation.insert(section: $0, row: $1, height: $2) },
        zip(Gen.int(in: 0...4), index).map { ListOperation.delete(section: $0, row: $1) },
        Gen.always(ListOperation.mismatch),
        Gen.element(of: [1.0, 37, 300, 600, 900]).map { ListOperation.resize(height: $0 ?? 1) }
    )
    static let policy = Gen.element(of: [NoSnap.none, .completeCells, .sectionStart] as [any SnapPolicy]).map { $0 ?? .none }
    static let scenario = zip(
        height.array(of: 0...30).array(of: 1...5),
        Gen.element(of: [0.0, 30.0]),
        Gen.element(of: [ListStyle.plain, .grouped]),
        Gen.element(of: [1.0, 150, 496, 800]),
        policy,
        Gen.element(of: [SnapTiming.rest, .projected]),
        operation.array(of: 1...20)
    ).map { sections, header, style, viewport, policy, timing, operations in
        ListScenario(sections: sections, header: header ?? 0, style: style ?? .plain, viewport: viewport ?? 1,
                     policy: policy, timing: timing ?? .rest, operations: operations)
    }
}

/// Random sequences of gestures, scroll requests and batch updates keep the list's promises.
///
/// In CI (`CI` set) the seed is fixed and 10,000 sequences run, so a run is repeatable; locally a
/// random seed explores new sequences and is printed. `SCROLLCORE_PROPERTY_SEED` and
/// `SCROLLCORE_PROPERTY_RUNS` set either.
struct ListViewPropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let inCI = environment["CI"] != nil
    static let runs = environment["SCROLLCORE_PROPERTY_RUNS"].flatMap(Int.init) ?? (inCI ? 10_000 : 1_000)
    static let seed = environment["SCROLLCORE_PROPERTY_SEED"].flatMap(UInt64.init)
        ?? (inCI ? 20261121 : UInt64.random(in: 1...UInt64.max))

    @Test func randomSequencesKeepTheListsInvariants() {
        print("ListViewPropertyTests: \(Self.runs) sequences, seed \(Self.seed) (SCROLLCORE_PROPERTY_SEED=\(Self.seed) repeats them)")
        var rng = Xoshiro(seed: (Self.seed, 0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03, 42))
        for run in 0..<Self.runs {
            let scenario = Generators.scenario.run(using: &rng)
            let failures = check(scenario)
            if !failures.isEmpty {
                Issue.record("run \(run) (seed \(Self.seed)): \(failures.joined(separator: "; "))\n\(scenario)")
                return
            }
        }
    }

    /// Plays a scenario; the broken promises, if any.
    func check(_ scenario: ListScenario) -> [String] {
        let data = TestDataSource(sections: scenario.sections, header: scenario.header)
        let list = ListView(style: scenario.style, dataSource: data)
        list.snapPolicy = scenario.policy
        list.snapTiming = scenario.timing
        list.setViewportHeight(scenario.viewport, at: 0)
        var failures: [String] = []
        var displayed = 0
        var t = 0.0

        func frame() {
            t += 1 / 30
            list.advance(to: t)
            list.takeEvents { event in
                switch event {
                case .willDisplay: displayed += 1
                case .didEndDisplaying: displayed -= 1
                default: break
                }
            }
            if !list.offset.isFinite { failures.append("offset \(list.offset) at \(t)") }
        }

        for (step, operation) in scenario.operations.enumerated() {
            apply(operation, to: list, data: data, time: &t)
            var frames = 0
            repeat { frame(); frames += 1 } while (list.phase != .idle || list.updateAnimation != nil) && frames < 30 * 20
            let at = "after step \(step) \(operation)"
            if list.phase != .idle { failures.append("still \(list.phase) 20 s \(at)") }
            if !list.bounds.contains(list.offset) { failures.append("offset \(list.offset) outside \(list.bounds) \(at)") }
            if operation.endsInSnappedRest,
               let target = list.snapPolicy.target(restingAt: list.offset, layout: list.layout, bounds: list.bounds, insetTop: 0,
                                                    timings: list.physics.timings) {
                failures.append("rests at \(list.offset), policy wants \(target) \(at)")
            }
            let expected = rowsIntersecting(list.layout, list.offset, list.offset + (list.viewportHeight ?? 0))
            if list.visibleRows != expected { failures.append("visible \(list.visibleRows) expected \(expected) \(at)") }
            if displayed != list.visibleRows.count {
                failures.append("willDisplay − didEndDisplaying = \(displayed), \(list.visibleRows.count) visible \(at)")
            }
            if let selection = list.selection, !list.layout.contains(selection) { failures.append("selection \(selection) gone \(at)") }
            if list.pendingScrollCount != 0 { failures.append("\(list.pendingScrollCount) scroll requests stuck \(at)") }
            if !failures.isEmpty { return failures }
        }
        return failures
    }

    private func apply(_ operation: ListOperation, to list: ListView, data: TestDataSource, time t: inout Double) {
        switch operation {
        case .drag(let distance, let duration, let hold):
            t = drag(list, by: distance, duration: duration, hold: hold, start: t)
        case .wheel(let notches):
            list.wheel(notches: Double(notches), at: t)
        case .pan(let deltas):
            for delta in deltas { t += 1 / 60; list.wheel(delta: delta, at: t); list.advance(to: t) }
        case .key(let step):
            list.key(step, at: t)
        case .scrollTo(let section, let row, let position, let animated):
            let indexPath = ListIndexPath(row: row, section: section)
            do {
                try list.scrollToRow(indexPath, position: position, animated: animated, at: t)
            } catch {
                if list.layout.contains(indexPath) { Issue.record("valid \(indexPath) refused: \(error)") }
            }
            try? list.select(list.layout.contains(indexPath) ? indexPath : nil)
        case .insert(let section, let row, let height):
            guard section < data.sections.count, (0...data.sections[section].count).contains(row) else { return }
            data.sections[section].insert(height, at: row)
            do {
                try list.insertRows([ListIndexPath(row: row, section: section)], at: t)
            } catch {
                Issue.record("a valid insertion refused: \(error)")
            }
        case .delete(let section, let row):
            guard section < data.sections.count, data.sections[section].indices.contains(row) else { return }
            data.sections[section].remove(at: row)
            do {
                try list.deleteRows([ListIndexPath(row: row, section: section)], at: t)
            } catch {
                Issue.record("a valid deletion refused: \(error)")
            }
        case .mismatch:
            data.sections[0].append(44)
            // An empty batch checks nothing (as UIKit); announce a wrong change to force the check.
            do {
                try list.performBatchUpdates(at: t) {}
                try list.performBatchUpdates(at: t) {
                    try list.deleteRows([ListIndexPath(row: 0, section: 0)], at: t)
                }
                if data.sections[0].count != list.layout.numberOfRows(inSection: 0) {
                    Issue.record("mismatch not reported")
                }
            } catch {
                #expect(data.sections[0].count == list.layout.numberOfRows(inSection: 0), "reloaded after \(error)")
            }
        case .resize(let height):
            list.setViewportHeight(height, at: t)
        }
    }

    /// The rows intersecting [top, bottom), by brute force over every row.
    private func rowsIntersecting(_ layout: ListLayout, _ top: Double, _ bottom: Double) -> [ListIndexPath] {
        var rows: [ListIndexPath] = []
        for section in 0..<layout.numberOfSections {
            for row in 0..<layout.numberOfRows(inSection: section) {
                let span = layout.rowSpan(at: ListIndexPath(row: row, section: section))
                if span.height > 0, span.maxY > top, span.y < bottom { rows.append(ListIndexPath(row: row, section: section)) }
            }
        }
        return rows
    }
}

/// The same gesture on the same list, drawn at 30, 60 and 144 Hz, shows the same offsets at the
/// times those rates share (multiples of 1/6 s): flings, bounces and snaps alike.
struct FrameRateIndependenceTests {
    static let gesture = zip(
        Gen.int(in: 0...2),
        Gen.double(in: -4000...4000),
        Gen.double(in: 0.05...0.3),
        Gen.double(in: 0...3000),
        Gen.element(of: [SnapTiming.rest, .projected])
    )

    @Test func offsetsAtSharedTimesDoNotDependOnTheFrameRate() {
        var rng = Xoshiro(seed: (ListViewPropertyTests.seed, 3, 5, 7))
        for run in 0..<40 {
            let (policyIndex, distance, duration, start, timing) = Self.gesture.run(using: &rng)
            let policy = ([.none, .completeCells, .sectionStart] as [any SnapPolicy])[policyIndex]
            let (_, disagreements) = compareAcrossFrameRates(tolerance: 1e-6) { rate in
                let data = TestDataSource(sections: Array(repeating: [62, 90, 62, 62, 130], count: 40), header: 30)
                let list = ListView(dataSource: data)
                list.snapPolicy = policy
                list.snapTiming = timing ?? .rest
                list.setViewportHeight(496, at: 0)
                _ = try? list.scrollToRow(ListIndexPath(row: 0, section: Int(start) / 436), position: .top, animated: false, at: 0)
                let release = drag(list, by: distance, duration: duration, start: 0)
                return samplesAtSharedFrames(rate: rate, frames: 1...(rate * 6), from: release,
                                             advance: { list.advance(to: $0) }, sample: { [list.offset] })
            }
            if let first = disagreements.first {
                Issue.record("run \(run) \(policy) \(timing ?? .rest) drag \(distance) over \(duration) s \(first)")
                return
            }
        }
    }
}
