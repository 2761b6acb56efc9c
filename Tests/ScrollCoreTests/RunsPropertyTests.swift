import Foundation
import PropertyBased
import Testing
@testable import ScrollCore

/// What a user or the app does to a list of runs and to its fully laid-out twin.
enum RunsOperation: Sendable, CustomStringConvertible {
    case fling(distance: Double)
    case scrollTo(section: Int, row: Int, position: ScrollPosition, animated: Bool)
    case key(ListView.KeyStep)
    case insert(section: Int, row: Int, height: Double)
    case delete(section: Int, row: Int)

    var description: String {
        switch self {
        case .fling(let d): "fling(\(d))"
        case .scrollTo(let s, let r, let p, let a): "scrollTo(\(s), \(r), \(p), animated: \(a))"
        case .key(let step): "key(\(step))"
        case .insert(let s, let r, let h): "insert(\(s), \(r), \(h))"
        case .delete(let s, let r): "delete(\(s), \(r))"
        }
    }
}

/// A list whose sections all start with `rowsPerSection` rows (what its estimates say), rows measured at their
/// own heights, and the operations played on it.
struct RunsScenario: Sendable, CustomStringConvertible {
    var sections: Int
    var rowsPerSection: Int
    var header: Double
    var rowEstimate: Double
    var viewport: Double
    var measured: [Double]
    var operations: [RunsOperation]

    var description: String {
        "\(sections) sections × \(rowsPerSection) rows, header \(header), estimate \(rowEstimate), viewport \(viewport)\n  "
            + operations.map(\.description).joined(separator: "\n  ")
    }
}

/// The items of a list: each row's real height, the same model behind both data sources.
final class RunsModel {
    var sections: [[Double]]
    init(sections: [[Double]]) { self.sections = sections }
}

/// Answers from a `RunsModel`: every row's height is `rowEstimate` until measured; with `estimating`, sections and
/// rows not yet needed are runs laid out by the same numbers.
final class RunsModelSource: ListDataSource {
    let model: RunsModel
    let scenario: RunsScenario
    let estimating: Bool

    init(model: RunsModel, scenario: RunsScenario, estimating: Bool) {
        self.model = model
        self.scenario = scenario
        self.estimating = estimating
    }

    func numberOfSections() -> Int { model.sections.count }
    func numberOfRows(inSection section: Int) -> Int { model.sections[section].count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .estimated(scenario.rowEstimate) }
    func heightForHeader(inSection section: Int) -> Double { scenario.header }
    func heightForFooter(inSection section: Int) -> Double { 0 }
    var estimates: ListEstimates? {
        estimating ? ListEstimates(rowHeight: .estimated(scenario.rowEstimate), rowsPerSection: scenario.rowsPerSection,
                                   headerHeight: scenario.header) : nil
    }
}

enum RunsGenerators {
    /// Heights in quarter points, so that sums in any order are exact and the two lists can agree to the bit.
    static let height = Gen.int(in: 80...480).map { Double($0) / 4 }
    static let operation = Gen<RunsOperation>.oneOf(
        Gen.double(in: -20000...20000).map { RunsOperation.fling(distance: ($0 / 4).rounded() * 4) },
        zip(Gen.int(in: -1...120), Gen.int(in: -1...6), Gen<ScrollPosition>.case, Gen.bool)
            .map { RunsOperation.scrollTo(section: $0, row: $1, position: $2, animated: $3) },
        Gen.element(of: [ListView.KeyStep.end, .home, .pageDown, .lineUp]).map { RunsOperation.key($0 ?? .end) },
        zip(Gen.int(in: 0...119), Gen.int(in: 0...6), height).map { RunsOperation.insert(section: $0, row: $1, height: $2) },
        zip(Gen.int(in: 0...119), Gen.int(in: 0...6)).map { RunsOperation.delete(section: $0, row: $1) }
    )
    static let scenario = zip(
        Gen.int(in: 1...120), Gen.int(in: 1...4), Gen.element(of: [0.0, 28.0]), Gen.element(of: [44.0, 62.5]),
        Gen.element(of: [300.0, 800.0]), height.array(of: 64...64), operation.array(of: 1...12)
    ).map { sections, rows, header, estimate, viewport, measured, operations in
        RunsScenario(sections: sections, rowsPerSection: rows, header: header ?? 0, rowEstimate: estimate ?? 44,
                     viewport: viewport ?? 300, measured: measured, operations: operations)
    }
}

/// Any sequence of measuring, inserts, deletes, scroll-to, End and Home gives a list of runs the same offsets as the
/// same sequence on a fully laid-out list whose heights are the same estimates and measurements.
///
/// In CI (`CI` set) the seed is fixed; `SCROLLCORE_PROPERTY_SEED` and `SCROLLCORE_PROPERTY_RUNS` set either.
struct RunsPropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let inCI = environment["CI"] != nil
    static let runs = environment["SCROLLCORE_PROPERTY_RUNS"].flatMap(Int.init) ?? (inCI ? 1_000 : 150)
    static let seed = environment["SCROLLCORE_PROPERTY_SEED"].flatMap(UInt64.init)
        ?? (inCI ? 20261124 : UInt64.random(in: 1...UInt64.max))

    @Test func aListOfRunsMovesExactlyLikeTheListLaidOutInFull() {
        print("RunsPropertyTests: \(Self.runs) sequences, seed \(Self.seed) (SCROLLCORE_PROPERTY_SEED=\(Self.seed) repeats them)")
        var rng = Xoshiro(seed: (Self.seed, 0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03, 23))
        for run in 0..<Self.runs {
            let scenario = RunsGenerators.scenario.run(using: &rng)
            if let failure = check(scenario) {
                Issue.record("run \(run) (seed \(Self.seed)): \(failure)\n\(scenario)")
                return
            }
        }
    }

    /// Plays a scenario on both lists; the first difference, if any.
    func check(_ scenario: RunsScenario) -> String? {
        var id = 0
        let model = RunsModel(sections: (0..<scenario.sections).map { _ in
            (0..<scenario.rowsPerSection).map { _ in
                id += 1
                return scenario.measured[id % scenario.measured.count]
            }
        })
        let sources = [true, false].map { RunsModelSource(model: model, scenario: scenario, estimating: $0) }
        let lists = sources.map { ListView(style: .plain, dataSource: $0) }
        for list in lists { list.setViewportHeight(scenario.viewport, at: 0) }
        var t = 0.0

        func frame() {
            t += 1 / 30
            for list in lists {
                list.advance(to: t) { model.sections[$0.section][$0.row] }
                list.takeEvents { _ in }
            }
        }
        func difference(_ at: String) -> String? {
            let (runs, full) = (lists[0], lists[1])
            if runs.offset != full.offset { return "offset \(runs.offset) ≠ \(full.offset) \(at)" }
            if runs.layout.contentHeight != full.layout.contentHeight {
                return "content \(runs.layout.contentHeight) ≠ \(full.layout.contentHeight) \(at)"
            }
            if runs.visibleRows != full.visibleRows { return "visible \(runs.visibleRows) ≠ \(full.visibleRows) \(at)" }
            for row in full.visibleRows where runs.layout.rowSpan(at: row) != full.layout.rowSpan(at: row) {
                return "row \(row) at \(runs.layout.rowSpan(at: row)) ≠ \(full.layout.rowSpan(at: row)) \(at)"
            }
            if runs.selection != full.selection { return "selection \(String(describing: runs.selection)) ≠ \(String(describing: full.selection)) \(at)" }
            return nil
        }

        frame()
        if let failure = difference("at launch") { return failure }
        for (step, operation) in scenario.operations.enumerated() {
            apply(operation, to: lists, model: model, time: &t)
            var frames = 0
            repeat { frame(); frames += 1 } while lists.contains { $0.phase != .idle || $0.updateAnimation != nil } && frames < 30 * 20
            if let failure = difference("after step \(step) \(operation)") { return failure }
        }
        // End lands exactly on the end of the content as the data source has it.
        apply(.key(.end), to: lists, model: model, time: &t)
        for _ in 0..<60 { frame() }
        if let failure = difference("after the final End") { return failure }
        if lists[0].offset != lists[0].bounds.max { return "End rests at \(lists[0].offset), not \(lists[0].bounds.max)" }
        return nil
    }

    private func apply(_ operation: RunsOperation, to lists: [ListView], model: RunsModel, time t: inout Double) {
        switch operation {
        case .fling(let distance):
            let start = t
            for list in lists { list.pointerDown(y: 5000, at: start) }
            for step in 1...6 {
                t = start + Double(step) / 60
                for list in lists { list.pointerMoved(y: 5000 - distance * Double(step) / 6, at: t) }
            }
            for list in lists { list.pointerUp(at: t) }
        case .scrollTo(let section, let row, let position, let animated):
            let indexPath = ListIndexPath(row: row, section: section)
            for list in lists {
                _ = try? list.scrollToRow(indexPath, position: position, animated: animated, at: t)
                try? list.select(indexPath)
            }
        case .key(let step):
            for list in lists { list.key(step, at: t) }
        case .insert(let section, let row, let height):
            guard section < model.sections.count, row <= model.sections[section].count else { return }
            model.sections[section].insert(height, at: row)
            for list in lists {
                do { try list.insertRows([ListIndexPath(row: row, section: section)], at: t) } catch {
                    Issue.record("a valid insertion refused: \(error)")
                }
            }
        case .delete(let section, let row):
            guard section < model.sections.count, row < model.sections[section].count else { return }
            model.sections[section].remove(at: row)
            for list in lists {
                do { try list.deleteRows([ListIndexPath(row: row, section: section)], at: t) } catch {
                    Issue.record("a valid deletion refused: \(error)")
                }
            }
        }
    }
}
