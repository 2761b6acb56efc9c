import Foundation
import Testing
@testable import ScrollCore

/// UIKit publishes no maximum fling velocity; listdemo bounds the `uikit` preset's at 8,000 pt/s
/// of its own (issue 20: a burst of events read at once measured millions of pt/s).
struct UIKitReleaseTests {
    @Test(arguments: [(2000.0, 2000.0), (8000, 8000), (30000, 8000), (-2.87e6, -8000), (10, nil)] as [(Double, Double?)])
    func releasesFlingWithinListdemosBound(measured: Double, flung: Double?) {
        #expect(ScrollPhysics.uikit.release.flingVelocity(for: measured) == flung)
    }

    /// A 3,000 pt drag in 0.1 s measures 30,000 pt/s and flings at 8,000: it rests 8,000 / 2.002
    /// = 3,996 pt further (x0 − v0 / k, k = 1000 ln 0.998), not 14,985.
    @Test func aRunawayDragFlingsAtTheBound() throws {
        let list = ListView(style: .plain, dataSource: TestDataSource(rows: 10000, height: 44))
        list.setViewportHeight(800, at: 0)
        drag(list, by: 3000, duration: 0.1, start: 0)
        let rest = try #require(list.scroller.motion?.finalPosition)
        #expect(abs(rest - (3000 - 8000 / (1000 * log(0.998)))) < 1e-6, "\(rest)")
    }
}
