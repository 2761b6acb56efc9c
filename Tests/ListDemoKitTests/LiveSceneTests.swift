import ScrollCore
import Testing
@testable import ListDemoKit

/// Seed 002 through the live scene: batch inserts and deletes, the scroll to a new row requested
/// inside the batch, selection that follows its item, and bad edits that reload instead of trapping.
@Suite struct LiveSceneTests {
    private func live(_ flags: [String] = []) throws -> (SceneDriver, LiveScene) {
        let driver = try SceneDriver(["live"] + flags)
        return (driver, try #require(driver.app.scene as? LiveScene))
    }

    /// The window y of the middle of row `row` when the list is at offset 0.
    private func rowY(_ row: Int) -> Double { Theme.navigationBarHeight + (Double(row) + 0.5) * LiveScene.rowHeight }

    @Test func insertAtTopKeepsALowerSelectionOnItsItem() throws {
        let (driver, scene) = try live()
        driver.click(x: 200, y: rowY(3))
        let selected = try #require(scene.selectedLocation)
        #expect(scene.list.selection == ListIndexPath(row: 3, section: 0))

        driver.run(until: 0.5)
        driver.key("Insert")
        #expect(scene.locations.count == LiveScene.initialCount + 1)
        #expect(scene.list.selection == ListIndexPath(row: 4, section: 0))
        #expect(scene.selectedLocation == selected)
        #expect(scene.locations[0].time == driver.time, "the new row is stamped with the app's clock")
        driver.run(until: 1)
        #expect(scene.list.updateAnimation == nil)
        #expect(driver.errors.isEmpty)
    }

    /// Scrolled down, an insert at the top keeps the screen still, then the queued scroll runs after
    /// the batch: animated from where the content stayed to the new row at the top.
    @Test func theScrollToTheNewRowRunsAfterTheBatch() throws {
        let (driver, scene) = try live(["--size", "480x300"])
        scene.list.advance(to: 0)
        driver.app.scrollTo(ListIndexPath(row: 7, section: 0), position: .bottom, animated: false, at: 0)
        let before = scene.list.offset
        #expect(before > 0)
        driver.run(until: 0.5)
        driver.click(x: 450, y: 22)  // the + button

        let scroll = driver.events.compactMap { event -> (Double, Double, Double)? in
            if case .animation(let t, .scrollTo, let from, let to, _, _) = event { (t, from, to) } else { nil }
        }
        #expect(scroll.count == 1)
        #expect(scroll.first?.0 == 0.5)
        #expect(scroll.first?.1 == before + LiveScene.rowHeight, "the content stayed still while the row arrived above it")
        #expect(scroll.first?.2 == 0, "then scrolled to the new row at the top")
        driver.run(until: 1)
        #expect(scene.list.offset == 0)
    }

    @Test func insertAtEndAppendsAndScrollsToTheEnd() throws {
        let (driver, scene) = try live(["--insert-at", "end", "--size", "480x300"])
        driver.key("Insert")
        #expect(scene.locations.last?.id == LiveScene.initialCount)
        driver.run(until: 1)
        #expect(scene.list.offset == scene.list.bounds.max)
        #expect(scene.list.visibleRows.last == ListIndexPath(row: LiveScene.initialCount, section: 0))
    }

    @Test func deletingTheSelectedRowClearsTheSelection() throws {
        let (driver, scene) = try live()
        driver.click(x: 200, y: rowY(2))
        let doomed = try #require(scene.selectedLocation)
        driver.key("Delete")
        #expect(scene.list.selection == nil)
        #expect(!scene.locations.contains(doomed))
        #expect(scene.list.layout.numberOfRows(inSection: 0) == LiveScene.initialCount - 1)
        driver.key("Delete")
        #expect(scene.locations.count == LiveScene.initialCount - 1, "Delete with nothing selected does nothing")
    }

    @Test func deletingARowAboveTheSelectionKeepsItsItem() throws {
        let (driver, scene) = try live()
        driver.click(x: 200, y: rowY(4))
        let selected = try #require(scene.selectedLocation)
        driver.app.edit(insert: false, at: ListIndexPath(row: 1, section: 0), time: driver.time)
        #expect(scene.list.selection == ListIndexPath(row: 3, section: 0))
        #expect(scene.selectedLocation == selected)
    }

    /// Script edits are untrusted: a row or section the data cannot take is an error event and a
    /// reload from the unchanged data, and the scene keeps working.
    @Test(arguments: [(true, ListIndexPath(row: 99, section: 0)), (false, ListIndexPath(row: 50, section: 0)),
                      (true, ListIndexPath(row: 0, section: 3)), (false, ListIndexPath(row: 0, section: 1))])
    func aBadEditIsAnErrorAndAReload(insert: Bool, indexPath: ListIndexPath) throws {
        let (driver, scene) = try live()
        driver.app.edit(insert: insert, at: indexPath, time: 0)
        #expect(driver.errors.count == 1)
        #expect(driver.errors.first?.contains("reloaded from the data source") == true)
        #expect(scene.locations.count == LiveScene.initialCount)
        #expect(scene.list.layout.numberOfRows(inSection: 0) == LiveScene.initialCount)
        driver.app.edit(insert: true, at: ListIndexPath(row: 0, section: 0), time: 0)
        #expect(scene.list.layout.numberOfRows(inSection: 0) == LiveScene.initialCount + 1)
        #expect(driver.errors.count == 1)
    }

    /// `--auto 1`: a row a second, stamped with the time it was due whatever the frame rate.
    @Test func autoInsertsOnTheAppsClock() throws {
        let (driver, scene) = try live(["--auto", "1"])
        #expect(driver.app.nextWakeTime == 1)
        driver.run(until: 3.05)
        #expect(scene.locations.prefix(3).map(\.time) == [3, 2, 1])
        #expect(driver.app.nextWakeTime == 4)
    }

    /// A timer that fell behind (the machine slept an hour) adds one row for the missed steps, not 3,600 in one frame.
    @Test func autoAfterASleepSkipsTheStepsItMissed() throws {
        let (driver, scene) = try live(["--auto", "1"])
        driver.app.frame(at: 3600.5)
        #expect(scene.locations.count == LiveScene.initialCount + 1)
        #expect(scene.locations.first?.time == 3600)
        #expect(driver.app.nextWakeTime == 3601)
    }

    /// The shortest step, one frame: a row every frame, none lost and never two in one frame.
    @Test func autoAtOneFrameAddsOneRowEveryFrame() throws {
        let (driver, scene) = try live(["--auto", "0.016666666666666666"])
        for frame in 1...120 {
            driver.run(until: Double(frame) / 60)
            #expect(scene.locations.count == LiveScene.initialCount + frame, "frame \(frame)")
        }
    }
}
