import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Seed 002 with `--auto`: a row that arrives on its own is scrolled to only while the user
    /// follows the newest rows (resting at that end, not touching the list); otherwise what they
    /// read stays still and a "N new" pill counts the arrivals until they go there.
    @Suite struct LiveArrivalTests {
        private func live(_ flags: [String], script: String? = nil) throws -> (HeadlessDriver, LiveScene) {
            let driver = try HeadlessDriver(["live", "--auto", "1", "--size", "480x400", "--duration", "60"] + flags, script: script)
            return (driver, try #require(driver.app.scene as? LiveScene))
        }

        /// The location shown in the frame's first row whose top is on screen, and where.
        private func firstRow(_ driver: HeadlessDriver, _ scene: LiveScene) throws -> (id: Int, y: Double) {
            let row = try #require(driver.app.scene.list.currentFrame.rows.first { $0.span.y >= 0 })
            return (scene.locations[row.indexPath.row].id, row.span.y)
        }

        private func scrollsToRows(_ driver: HeadlessDriver) -> Int {
            driver.events.filter { if case .animation(_, .scrollTo, _, _, _, _) = $0 { true } else { false } }.count
        }

        private func clickPill(_ driver: HeadlessDriver, _ scene: LiveScene) throws {
            let rect = try Pill(title: try #require(scene.pill)).frame(in: driver.app.listArea, metrics: driver.canvas)
            let image = try driver.canvas.readPixels()
            #expect(image[Int(rect.minX + 6), Int(rect.midY)] == Theme.light.tint, "the pill is drawn where it is hit")
            driver.app.handle(.pointerDown(Point(x: rect.midX, y: rect.midY)), at: driver.time)
            driver.app.handle(.pointerUp(Point(x: rect.midX, y: rect.midY)), at: driver.time)
        }

        @Test func scrolledDownArrivalsLeaveTheContentStillAndThePillTakesTheUserUp() throws {
            let (driver, scene) = try live([], script: "0.2 key End\n")
            try driver.run(until: 0.9)
            #expect(scene.list.offset == scene.list.bounds.max && scene.list.offset > 0)
            let reading = try firstRow(driver, scene)
            while driver.time <= 3.5 {
                try driver.step()
                let now = try firstRow(driver, scene)
                #expect(now.id == reading.id && now.y == reading.y, "the row read stays put at \(driver.time) s")
            }
            #expect(scene.locations.count == LiveScene.initialCount + 3)
            #expect(scrollsToRows(driver) == 0, "never yanked to the top")
            #expect(scene.pill == "3 new")

            try clickPill(driver, scene)
            #expect(scene.pill == nil, "the click clears the count")
            try driver.run(until: 3.95)
            #expect(scene.list.offset == scene.list.bounds.min)
            #expect(try firstRow(driver, scene).id == LiveScene.initialCount + 2, "the newest row at the top")
            #expect(scrollsToRows(driver) == 1)
        }

        @Test func atTheRestingTopArrivalsShowWithoutAPill() throws {
            let (driver, scene) = try live([])
            try driver.run(until: 2.5)
            #expect(scene.list.offset == 0)
            #expect(try firstRow(driver, scene).id == LiveScene.initialCount + 1, "the newest of two arrivals on top")
            #expect(scene.pill == nil)
            #expect(driver.displayed(at: 2).contains(ListIndexPath(row: 0, section: 0)))
        }

        /// A finger resting on the list at its top is not "resting at the top": the row under it stays.
        @Test func aFingerOnTheListAtTheTopKeepsItsRow() throws {
            let (driver, scene) = try live([])
            try driver.run(until: 0.5)
            let held = try firstRow(driver, scene)
            driver.app.handle(.pointerDown(Point(x: 240, y: 200)), at: driver.time)
            try driver.run(until: 1.5)
            #expect(try firstRow(driver, scene).id == held.id && (try firstRow(driver, scene).y) == held.y)
            #expect(scene.pill == "1 new")
            driver.app.handle(.pointerUp(Point(x: 240, y: 200)), at: driver.time)
            try driver.run(until: 1.9)
            #expect(scene.list.offset == LiveScene.rowHeight, "it rests where the finger left it")
            #expect(scene.pill == "1 new")
        }

        /// With `--insert-at end` the newest end is the bottom: away from it arrivals wait on the
        /// pill; reaching it by itself (End) shows them and clears the count; there, arrivals are followed.
        @Test func withInsertAtEndTheNewestEndIsTheBottom() throws {
            let (driver, scene) = try live(["--insert-at", "end"], script: "1.5 key End\n")
            try driver.run(until: 1.4)
            #expect(scene.list.offset == 0 && scene.pill == "1 new" && scrollsToRows(driver) == 0)
            try driver.run(until: 1.9)
            #expect(scene.list.offset == scene.list.bounds.max)
            #expect(scene.pill == nil, "the rows are on screen")
            try driver.run(until: 2.9)
            #expect(scrollsToRows(driver) == 1, "the arrival at 2 s is followed")
            #expect(scene.list.offset == scene.list.bounds.max)
            #expect(scene.list.visibleRows.last == ListIndexPath(row: LiveScene.initialCount + 1, section: 0))
        }
    }
}
