import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// Every list driven by keys alone, through the app's own routing (the desktop's conventions):
/// Up/Down move the current row (a focus ring) and scroll it into view with the least movement,
/// Return/Space activate it, Home/End/Page Up/Page Down move it, Tab reaches the bar's buttons.
@Suite struct KeyboardTests {
    private func row(_ row: Int, _ section: Int = 0) -> ScrollCore.ListIndexPath { ListIndexPath(row: row, section: section) }

    /// The scroll-to animations started so far.
    private func scrollAnimations(_ driver: SceneDriver) -> [(from: Double, to: Double)] {
        driver.events.compactMap {
            if case .animation(_, .scrollTo, let from, let to, _, _) = $0 { (from, to) } else { nil }
        }
    }

    @Test func theMenuIsUsableByKeysAlone() throws {
        let driver = try SceneDriver([])
        let menu = try #require(driver.app.scene as? MenuScene)
        #expect(driver.app.windowTitle == "listdemo")
        #expect(menu.list.currentRow == nil, "no ring until a key asks for one")
        driver.key("Down")
        #expect(menu.list.currentRow == row(0), "the first press shows the ring on the first row")
        driver.key("Down")
        driver.key("Down")
        driver.key("Up")
        #expect(menu.list.currentRow == row(1))
        driver.run(until: 0.1)
        #expect(driver.app.frame(at: 0.1).rows.filter(\.isCurrent).map(\.indexPath) == [row(1)], "the frame marks the ring's row")
        driver.key("Return")
        #expect(driver.app.scene is SnapScene, "Return opens the Snap scene")
        #expect(driver.app.windowTitle == "Snap — listdemo")
        // Keys wait for the push's slide to end (as UIKit ignores touches during it).
        driver.run(until: 0.1 + NavigationTransition.duration)
        driver.key("Escape")
        #expect(driver.app.scene === menu)
        #expect(driver.app.windowTitle == "listdemo")
        driver.run(until: 0.1 + 2 * NavigationTransition.duration)
        #expect(menu.list.currentRow == row(1), "back in the menu, the ring is where it was")
        driver.key("End")
        #expect(menu.list.currentRow == row(4))
        driver.key("Home")
        #expect(menu.list.currentRow == row(0))
        driver.key("Space")
        #expect(driver.app.scene is OptionsScene, "Space opens Options")
        #expect(driver.app.windowTitle == "Demo Table — listdemo")
        #expect(driver.errors.isEmpty)
    }

    /// Seed 000 by keys: the ring starts on the first fully visible option, Return checks it, and
    /// Up past the top edge scrolls exactly one row (UITableView's `.none`: the row at the top).
    @Test func optionsMoveTheCheckmarkByKeysWithTheLeastScrolling() throws {
        let driver = try SceneDriver(["options"])
        let scene = try #require(driver.app.scene as? OptionsScene)
        let list = scene.list
        driver.run(until: 0.1)
        let start = list.offset
        #expect(start == list.bounds.max, "option 19 in the middle clamps to the end")
        // The first row wholly below the top edge.
        let first = (0..<20).first { list.layout.rowSpan(at: row($0)).y >= start }!
        driver.key("Down")
        #expect(list.currentRow == row(first))
        driver.key("Return")
        #expect(scene.value == first, "Return checks the current option")
        driver.run(until: 1)
        #expect(list.offset == start, "a fully visible row does not scroll")
        #expect(scrollAnimations(driver).isEmpty)

        driver.key("Up")
        #expect(list.currentRow == row(first - 1))
        driver.run(until: 2)
        #expect(list.offset == list.layout.rowSpan(at: row(first - 1)).y, "the row above comes to the top edge, no further")
        #expect(scrollAnimations(driver).count == 1)
        driver.key("Space")
        #expect(scene.value == first - 1)
        #expect(driver.errors.isEmpty)
    }

    /// Key repeat faster than the scroll: every press counts, judged where the list is heading, and
    /// the list ends with the last row pressed to at the bottom edge.
    @Test func repeatedDownsDuringTheScrollAccumulate() throws {
        let driver = try SceneDriver(["snap", "--size", "480x416"])  // 372 pt: six 62 pt rows
        let list = driver.app.scene.list
        driver.run(until: 0.1)
        driver.key("Down")
        #expect(list.currentRow == row(0))
        for _ in 0..<10 { driver.key("Down") }
        #expect(list.currentRow == row(10))
        driver.run(until: 0.15)
        for _ in 0..<5 { driver.key("Down") }
        #expect(list.currentRow == row(15))
        driver.run(until: 2)
        #expect(list.offset == 16 * SnapScene.rowHeight - 6 * SnapScene.rowHeight, "row 15 ends at the bottom edge")
        #expect(list.visibleRows.first == row(10) && list.visibleRows.last == row(15))
    }

    /// Feed (plain style, sticky headers): a row under the pinned header is not visible, so the
    /// ring starts below it, and Up brings a row to just below its section's header, not under it.
    @Test func theRingNeverHidesUnderAPinnedHeader() throws {
        let driver = try SceneDriver(["feed", "--snap", "off"])
        let list = driver.app.scene.list
        // The data source's counts: the layout estimates the sections it has not shown yet.
        let data = try #require(list.dataSource)
        let section = try #require((0..<data.numberOfSections()).first { data.numberOfRows(inSection: $0) >= 5 })
        try list.scrollToRow(row(3, section), position: .top, animated: false, at: 0)
        driver.run(until: 0.1)
        let header = list.layout.headerSpan(inSection: section).height
        #expect(header > 0)
        #expect(list.stickyHeader?.section == section, "section \(section)'s header is pinned over row 3")
        driver.key("Down")
        let current = try #require(list.currentRow)
        #expect(list.layout.rowSpan(at: current).y >= list.offset + header, "the ring starts below the pinned header")
        #expect(current > row(3, section) && current.section == section)
        driver.key("Up")
        driver.key("Up")
        driver.key("Up")
        #expect(list.currentRow == row(current.row - 3, section))
        driver.run(until: 1.5)
        let span = list.layout.rowSpan(at: row(current.row - 3, section))
        #expect(list.offset < list.layout.rowSpan(at: row(3, section)).y, "the list scrolled up")
        #expect(span.y == list.offset + header, "the row comes to just below its pinned header, not under it")
        #expect(driver.errors.isEmpty)
    }

    @Test func pageKeysGoToThePageEdgeThenAPageOn() throws {
        let driver = try SceneDriver(["snap", "--size", "480x416"])
        let list = driver.app.scene.list
        driver.run(until: 0.1)
        driver.key("PageDown")
        #expect(list.currentRow == row(5), "the first Page Down goes to the last fully visible row")
        driver.key("PageDown")
        #expect(driver.app.scene.list.currentRow == row(10), "from the page's last row, a page on: row 5 is then at the top")
        driver.run(until: 1)
        #expect(list.offset == 5 * SnapScene.rowHeight)
        driver.key("PageUp")
        #expect(list.currentRow == row(5), "Page Up first goes to the first fully visible row")
        driver.key("PageUp")
        #expect(list.currentRow == row(0))
        driver.run(until: 2)
        #expect(list.offset == 0)
        driver.key("End")
        #expect(list.currentRow == row(99))
        driver.run(until: 3)
        #expect(list.offset == list.bounds.max)
    }

    /// A ring the user scrolled away from (with the wheel) is not where the next key starts.
    @Test func aKeyAfterScrollingAwayStartsOnScreen() throws {
        let driver = try SceneDriver(["snap", "--size", "480x416", "--snap", "off"])
        let list = driver.app.scene.list
        driver.run(until: 0.1)
        driver.key("Down")
        #expect(list.currentRow == row(0))
        driver.send(.wheel(notches: 10))
        driver.run(until: 2)
        let top = list.offset
        #expect(top > 600)
        driver.key("Up")
        let expected = (0..<100).last { list.layout.rowSpan(at: row($0)).maxY <= top + 372 }!
        #expect(list.currentRow == row(expected), "Up starts on the last fully visible row")
        driver.run(until: 3)
        #expect(list.offset == top, "and does not scroll")
    }

    @Test func returnAndSpaceToggleASnapSwitch() throws {
        let driver = try SceneDriver(["snap"])
        let scene = try #require(driver.app.scene as? SnapScene)
        driver.key("Down")
        driver.key("Down")
        driver.key("Return")
        #expect(scene.isOn(row: 1))
        driver.key("Space")
        #expect(!scene.isOn(row: 1))
        #expect(!scene.isOn(row: 0))
    }

    /// The ring follows its item through batch updates, as the selection does.
    @Test func theCurrentRowFollowsItsItemThroughUpdates() throws {
        let driver = try SceneDriver(["live"])
        let list = driver.app.scene.list
        driver.run(until: 0.1)
        driver.key("Down")
        driver.key("Down")
        #expect(list.currentRow == row(1))
        driver.app.edit(insert: true, at: row(0), time: driver.time)
        #expect(list.currentRow == row(2), "a row inserted above moves it down with its item")
        driver.run(until: 1)
        driver.app.edit(insert: false, at: row(2), time: driver.time)
        #expect(list.currentRow == nil, "deleting its row clears it")
        #expect(driver.errors.isEmpty)
    }

    @Test func aClickHidesTheRing() throws {
        let driver = try SceneDriver(["snap"])
        driver.key("Down")
        #expect(driver.app.scene.list.currentRow == row(0))
        driver.click(x: 100, y: 200)
        #expect(driver.app.scene.list.currentRow == nil)
    }

    /// Tab reaches Back and the scene's buttons; Return or Space presses the focused one.
    @Test func tabReachesTheBarButtons() throws {
        let driver = try SceneDriver(["live"])
        let scene = try #require(driver.app.scene as? LiveScene)
        let count = scene.locations.count
        driver.key("Tab")
        #expect(driver.app.barFocus.focused == .back)
        driver.key("Tab")
        #expect(driver.app.barFocus.focused == .button(0))
        driver.key("Return")
        #expect(scene.locations.count == count + 1, "Return presses +")
        driver.key("Space")
        #expect(scene.locations.count == count + 2, "so does Space")
        driver.key("Tab")
        #expect(driver.app.barFocus.focused == nil, "past the last button the focus returns to the list")
        driver.key("Tab", .shift)
        #expect(driver.app.barFocus.focused == .button(0))
        driver.key("Tab", .shift)
        #expect(driver.app.barFocus.focused == .back)
        driver.key("Return")
        #expect(driver.app.scene is MenuScene, "Return on Back goes back")
        #expect(driver.app.barFocus.focused == nil)
        driver.key("Tab")
        #expect(driver.app.barFocus.focused == nil, "the menu's bar has no buttons")
    }

    /// The form by keys: Return on the ring's row focuses its field; while it is focused keys edit
    /// the text (Space types, it does not activate), Up/Down go to the next field; Tab after the
    /// last field goes on to Back and Save, and Return there saves.
    @Test func theFormByKeys() throws {
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let saveFile = directory.appendingPathComponent("c.json")
        let driver = try SceneDriver(["form", "--size", "480x400", "--save-to", saveFile.path])
        let scene = try #require(driver.app.scene as? FormScene)
        driver.run(until: 0.1)
        driver.key("Down")
        driver.key("Down")
        driver.key("Return")
        #expect(scene.focus?.row == 1)
        driver.send(.textInput("Ada"))
        driver.key("Space")
        driver.send(.textInput(" L"))
        driver.key("Left")
        driver.key("Backspace")
        #expect(scene.value(ofRow: 1) == "AdaL")
        #expect(scene.focus?.row == 1, "Space typed; it did not activate anything")
        driver.key("Down")
        #expect(scene.focus?.row == 2)
        #expect(scene.list.currentRow == row(2), "the ring follows the field")
        driver.key("Up")
        #expect(scene.focus?.row == 1)
        for _ in 0..<18 { driver.key("Tab") }
        #expect(scene.focus?.row == 19)
        driver.key("Tab")
        #expect(scene.focus == nil && driver.app.barFocus.focused == .back)
        driver.key("Tab")
        #expect(driver.app.barFocus.focused == .button(0))
        driver.key("Return")
        #expect(FileManager.default.fileExists(atPath: saveFile.path), "Return on Save saved")
        driver.key("Tab")
        #expect(scene.focus?.row == 0 && driver.app.barFocus.focused == nil, "past Save the tab order wraps to the first field")
    }
}
