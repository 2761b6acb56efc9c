import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// Seed 003 through the form scene: only visible rows have cells, a field's text survives its
/// cell being reused, editing keys, and the save and draft files.
@Suite struct FormSceneTests {
    /// A form saving into a fresh folder (removed by the caller), in a window of `size`.
    private func form(size: String = "480x400", in directory: URL) throws -> (SceneDriver, FormScene) {
        let driver = try SceneDriver(["form", "--size", size, "--save-to", directory.appendingPathComponent("c.json").path])
        return (driver, try #require(driver.app.scene as? FormScene))
    }

    /// The window y of the middle of row `row` when the list is at offset 0.
    private func rowY(_ row: Int) -> Double { Theme.navigationBarHeight + (Double(row) + 0.5) * FormScene.rowHeight }

    @Test func onlyVisibleRowsHaveCellsWhileScrolling() throws {
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (driver, scene) = try form(in: directory)
        var mostVisible = 0
        for step in 0..<40 {
            // Down for a while, then back up, one notch every 0.1 s.
            driver.send(.wheel(notches: step < 20 ? 1 : -1))
            driver.run(until: Double(step + 1) / 10)
            #expect(scene.liveCells.count == scene.list.visibleRows.count)
            #expect(Set(scene.liveCells.keys) == Set(scene.list.visibleRows))
            #expect(scene.pool.count <= 2)
            mostVisible = max(mostVisible, scene.list.visibleRows.count)
        }
        driver.run(until: 5)
        #expect(scene.list.offset == 0)
        #expect(scene.cellsBuilt <= mostVisible + 2)
    }

    @Test func textSurvivesItsRowLeavingAndReturning() throws {
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (driver, scene) = try form(in: directory)
        driver.click(x: 300, y: rowY(0))
        driver.send(.textInput("Ada"))
        driver.key("End")  // edits the field, not the list
        #expect(scene.list.phase == .idle)
        driver.send(.pointerDown(Point(x: 240, y: 380)))
        driver.send(.pointerMoved(Point(x: 240, y: 100)))
        driver.send(.pointerUp(Point(x: 240, y: 100)))
        #expect(scene.focus == nil, "a drag ends editing")
        driver.key("End")  // nothing focused: scrolls the list
        driver.run(until: 2)
        #expect(scene.liveCells[ListIndexPath(row: 0, section: 0)] == nil)
        #expect(scene.value(ofRow: 0) == "Ada")
        driver.key("Home")
        driver.run(until: 3)
        #expect(scene.liveCells[ListIndexPath(row: 0, section: 0)]?.text == "Ada")
        #expect(scene.allValues == ["Ada"] + Array(repeating: "", count: 19))
    }

    @Test func editingKeysMoveTheCaretAndEditTheText() throws {
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (driver, scene) = try form(in: directory)
        driver.key("Tab")
        #expect(scene.focus?.row == 0)
        driver.send(.textInput("Zoë Q"))
        driver.key("Backspace")
        driver.key("Home")
        driver.key("Delete")
        driver.send(.textInput("Ch"))
        driver.key("Right")
        driver.key("Right")
        driver.send(.textInput("!"))
        #expect(scene.value(ofRow: 0) == "Choë! ")
        #expect(scene.focus?.caret == 5)
        driver.key("Return")
        #expect(scene.focus?.row == 1)
        driver.key("Tab", .shift)
        #expect(scene.focus?.row == 0)
        // Before the first field the tab order goes through the bar (Save, then Back), then wraps.
        driver.key("Tab", .shift)
        #expect(scene.focus == nil && driver.app.barFocus.focused == .button(0), "Shift+Tab from the first field reaches Save")
        driver.key("Tab", .shift)
        #expect(scene.focus == nil && driver.app.barFocus.focused == .back)
        driver.key("Tab", .shift)
        #expect(scene.focus?.row == 19 && driver.app.barFocus.focused == nil, "Shift+Tab wraps to the last field")
    }

    /// With nothing focused Shift+Tab focuses the last field, which scrolls into view (position none).
    @Test func shiftTabFocusesTheLastFieldAndScrollsToIt() throws {
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (driver, scene) = try form(in: directory)
        driver.key("Tab", .shift)
        #expect(scene.focus?.row == 19)
        driver.run(until: 1)
        #expect(scene.list.offset == scene.list.bounds.max)
        #expect(scene.list.visibleRows.last == ListIndexPath(row: 19, section: 0))
    }

    @Test func saveWritesEveryValueAndDropsTheDraft() throws {
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (driver, scene) = try form(in: directory)
        let saveFile = directory.appendingPathComponent("c.json")
        let draft = directory.appendingPathComponent("c.json.draft")
        driver.key("Tab")
        driver.send(.textInput("Ada"))
        #expect(FileManager.default.fileExists(atPath: draft.path))
        driver.key("S", .ctrl)
        #expect(!FileManager.default.fileExists(atPath: draft.path))
        let values = try JSONDecoder().decode([String?].self, from: Data(contentsOf: saveFile))
        #expect(values == ["Ada"] + Array(repeating: nil, count: 19))
        #expect(scene.banner == "Saved to \(saveFile.path)")
        #expect(driver.sceneEvents == [.save(time: 0, path: saveFile.path)])

        // The next launch starts from the saved file, with no banner.
        let (_, again) = try form(in: directory)
        #expect(again.allValues == scene.allValues)
        #expect(again.banner == nil)
    }

    @Test func aDraftIsRestoredAtLaunch() throws {
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (driver, _) = try form(in: directory)
        driver.key("Tab", .shift)
        driver.send(.textInput("Last"))
        let (_, restored) = try form(in: directory)
        #expect(restored.banner == "Restored unsaved changes")
        #expect(restored.value(ofRow: 19) == "Last")
    }

    @Test func aFailedSaveShowsTheErrorAndKeepsEveryValue() throws {
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing/c.json").path
        let driver = try SceneDriver(["form", "--save-to", missing])
        let scene = try #require(driver.app.scene as? FormScene)
        driver.key("Tab")
        driver.send(.textInput("Ada"))
        driver.click(x: 450, y: 22)  // Save
        #expect(scene.banner?.hasPrefix("cannot write '\(missing)") == true)
        #expect(driver.sceneEvents.last == .error(time: 0, message: scene.banner ?? ""))
        #expect(scene.value(ofRow: 0) == "Ada")
        #expect(scene.focus?.row == 0)
    }

    @Test func aMalformedSaveFileIsReportedKeptAsideAndNotFatal() throws {
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let saveFile = directory.appendingPathComponent("c.json")
        try Data("[1, 2]".utf8).write(to: saveFile)
        let (_, scene) = try form(in: directory)
        #expect(scene.banner == "Save file unreadable: kept as c.json.corrupt-1")
        #expect(scene.fileNotices
            == ["'\(saveFile.path)' could not be read (not a JSON array of 20 strings or nulls); kept it as '\(saveFile.path).corrupt-1'"])
        #expect(scene.allValues == Array(repeating: "", count: 20))
        #expect(try Data(contentsOf: directory.appendingPathComponent("c.json.corrupt-1")) == Data("[1, 2]".utf8))
    }
}
