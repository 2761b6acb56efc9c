import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// The accessibility tree the app describes after a frame (what `AccessibilityBridge` puts on the
/// bus), headless: the real-window tests check the same through AT-SPI.
@Suite struct AccessibilityTreeTests {
    /// The tree of the next frame, as the bridge reads it after each frame drawn: built from that frame alone.
    private func tree(_ driver: SceneDriver) -> AccessibleElement {
        nextFrame(driver)
        return driver.app.shown!.accessibleTree
    }

    /// Draws the next frame (what the bridge hears of input: a frame after it).
    private func nextFrame(_ driver: SceneDriver) { driver.run(until: driver.time + 1.0 / 60) }

    private func list(_ driver: SceneDriver) throws -> AccessibleElement {
        try #require(tree(driver).first { $0.role == .table })
    }

    @Test func theMenuIsAFrameWithTheBarAndATableOfTheScenes() throws {
        let driver = try SceneDriver(["--size", "480x800"])
        let app = tree(driver)
        #expect(app.role == .application && app.name == "listdemo")
        let frame = try #require(app.children.first)
        #expect(frame.role == .frame && frame.name == "listdemo" && frame.states.contains(.active))
        #expect(frame.children.map(\.role) == [.toolBar, .table])
        #expect(frame.children[0].children.map(\.name) == ["listdemo"], "the menu's bar has only its title")
        let table = try list(driver)
        #expect(table.rowCount == 5)
        #expect(table.children.map(\.name) == SceneCatalogue.entries.map(\.item.title))
        #expect(table.children.map(\.rowNumber) == Array(0..<5))
        #expect(table.children[0].bounds == Rect(x: 0, y: 44, width: 480, height: 64), "the row's place in the window")
        #expect(table.children.allSatisfy { $0.states.isSuperset(of: [.showing, .focusable]) && $0.action == "activate" })
    }

    @Test func aPushedSceneNamesTheFrameAndPutsBackAndItsButtonsInTheBar() throws {
        let driver = try SceneDriver(["live"])
        let frame = try #require(tree(driver).children.first)
        #expect(frame.name == "Locations — listdemo")
        #expect(frame.children[0].children.map(\.name) == ["Back", "Locations", "Add"])
        #expect(frame.children[0].children.map(\.role) == [.pushButton, .label, .pushButton])
    }

    @Test func theOptionsCheckmarkIsTheCheckedStateOnScreenOrOff() throws {
        let driver = try SceneDriver(["options", "--size", "480x400"])
        let shown = try list(driver).children.filter { $0.role == .tableCell }
        #expect(shown.map(\.rowNumber).contains(19))
        #expect(shown.filter { $0.states.contains(.checked) }.map(\.name) == ["Option 19"])
        #expect(shown.allSatisfy { $0.states.contains(.checkable) })
        let offScreen = try #require(driver.app.accessibleRow(number: 0))
        #expect(offScreen.name == "Option 0" && !offScreen.states.contains(.showing) && !offScreen.states.contains(.checked))

        driver.app.activateRow(ListIndexPath(row: 0, section: 0), at: driver.time)
        nextFrame(driver)
        #expect(driver.app.accessibleRow(number: 0)?.states.contains(.checked) == true)
        #expect(driver.app.accessibleRow(number: 19)?.states.contains(.checked) == false)

        let top = try list(SceneDriver(["options", "--value", "0"])).children.first
        #expect(top?.role == .heading && top?.name == OptionsScene.headerTitle, "the section's header, above its rows")
    }

    @Test func aSwitchIsCheckedAndPressedWhileOn() throws {
        let driver = try SceneDriver(["snap"])
        #expect(driver.app.accessibleRow(number: 2)?.states.isDisjoint(with: [.checked, .pressed]) == true)
        driver.app.activateRow(ListIndexPath(row: 2, section: 0), at: driver.time)
        nextFrame(driver)
        #expect(driver.app.accessibleRow(number: 2)?.states.isSuperset(of: [.checkable, .checked, .pressed]) == true)
    }

    @Test func theFocusFollowsTheRingAndTheBar() throws {
        let driver = try SceneDriver(["options", "--value", "0"])
        let listID = AccessibleElement.ID.list(ObjectIdentifier(driver.app.scene.list))
        #expect(driver.app.accessibleFocus == listID)
        driver.key("Down")
        let first = AccessibleElement.ID.row(ObjectIdentifier(driver.app.scene.list), .indexPath(ListIndexPath(row: 0, section: 0)))
        #expect(driver.app.accessibleFocus == first)
        #expect(try list(driver).children.filter { $0.states.contains(.focused) }.map(\.name) == ["Option 0"])
        driver.key("Tab")
        #expect(driver.app.accessibleFocus == .back)
        #expect(tree(driver).first { $0.id == .back }?.states.contains(.focused) == true)
        #expect(try list(driver).children.allSatisfy { !$0.states.contains(.focused) })
    }

    @Test func sectionHeadersAreHeadingsAndRowsAreNumberedAcrossSections() throws {
        let driver = try SceneDriver(["feed", "--sections", "1000"])
        let feed = try #require(driver.app.scene as? FeedScene)
        let table = try list(driver)
        #expect(table.rowCount == driver.app.scene.list.layout.numberOfRows)
        let headings = table.children.filter { $0.role == .heading }
        #expect(!headings.isEmpty && headings.allSatisfy { $0.level == 2 })
        #expect(headings.first?.name == feed.content.author(ofSection: 0))
        let rowsOfSection0 = driver.app.scene.list.layout.numberOfRows(inSection: 0)
        #expect(driver.app.accessibleRow(number: rowsOfSection0)?.name == feed.content.post(inSection: 1),
                "the row after section 0's is section 1's post")
    }

    @Test func aFieldIsEditableTextWithItsCaretAndAnEditGoesToTheDraft() throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("classmates.json").path
        let driver = try SceneDriver(["form", "--save-to", path])
        driver.click(x: 300, y: 66)
        driver.send(.textInput("Ada"))
        let cell = try #require(list(driver).children.first)
        let field = try #require(cell.children.first)
        #expect(cell.name == "Classmate 1" && field.role == .entry)
        #expect(field.text == .init(value: "Ada", caret: 3, anchor: 3))
        #expect(field.states.isSuperset(of: [.editable, .singleLine, .focused]))

        let form = try #require(driver.app.scene as? FormScene)
        form.edit(row: 1, selecting: 0..<0, typing: "Grace", at: driver.time)
        #expect(form.value(ofRow: 1) == "Grace")
        let draft = try JSONDecoder().decode([String?].self, from: Data(contentsOf: URL(fileURLWithPath: path + ".draft")))
        #expect(draft.prefix(2) == ["Ada", "Grace"])
        form.edit(row: 1, selecting: 1..<5, typing: "", at: driver.time)
        #expect(form.value(ofRow: 1) == "G")
    }

    @Test func aClickedLocationIsSelectedAndTheTablesSelectedRow() throws {
        let driver = try SceneDriver(["live"])
        #expect(try list(driver).selectedRow == nil)
        driver.click(x: 200, y: 134)  // row 1: 104 ... 164 (the bar is 44 pt, rows 60 pt)
        let table = try list(driver)
        #expect(table.selectedRow == 1)
        #expect(table.children.filter { $0.states.contains(.selected) }.map(\.rowNumber) == [1])
        #expect(table.children.allSatisfy { $0.states.contains(.selectable) }, "live keeps a selection")
    }

    @Test func aLocationKeepsItsIdentityWhenOneArrivesAboveIt() throws {
        let driver = try SceneDriver(["live"])
        let before = try #require(driver.app.accessibleRow(number: 0))
        driver.app.edit(insert: true, at: ListIndexPath(row: 0, section: 0), time: driver.time)
        nextFrame(driver)
        #expect(driver.app.accessibleRow(number: 1)?.id == before.id)
        #expect(driver.app.accessibleRow(number: 0)?.id != before.id)
        #expect(try list(driver).rowCount == LiveScene.initialCount + 1)
    }
}
