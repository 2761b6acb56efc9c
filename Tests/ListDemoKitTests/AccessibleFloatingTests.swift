import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// What floats over the list is in the accessibility tree too, read from the frame that draws it and at its
/// drawn place: the "N new" pill (a push button), a field's context menu (a menu of its commands) and the quit
/// dialog (a dialog with Save, Discard and Cancel, the focused one focused).
@Suite struct AccessibleFloatingTests {
    private func frameElement(_ driver: HeadlessDriver) throws -> AccessibleElement {
        try #require(driver.app.shown?.accessibleTree.children.first)
    }

    @Test func thePillIsAPushButtonWhereItIsDrawn() throws {
        // One arrival a second while the list shows its end (LiveArrivalTests): the pill counts them.
        let driver = try HeadlessDriver(["live", "--auto", "1", "--size", "480x400", "--duration", "60"], script: "0.2 key End\n")
        try driver.run(until: 2.5)
        let pill = try #require(driver.app.shown?.top.pill)
        let element = try #require(try frameElement(driver).children.first { $0.id == .pill })
        #expect(element.role == .pushButton && element.name == pill.title && pill.title.hasSuffix(" new"))
        #expect(element.bounds == pill.rect)
        let image = try driver.canvas.readPixels()
        #expect(image[Int(element.bounds.minX + 6), Int(element.bounds.midY)] == Theme.light.tint, "drawn there")
    }

    @Test func aFieldsContextMenuIsAMenuOfItsCommands() throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try HeadlessDriver(["form", "--size", "480x800", "--save-to", folder.appendingPathComponent("c.json").path])
        try driver.run(until: 0.1)
        let field = try #require(driver.app.shown?.accessibleTree.first { $0.role == .entry })
        // As the headless runner does: a field places the pointer's caret with the canvas's metrics.
        driver.session.textMetrics = driver.canvas
        driver.app.handle(.contextClick(Point(x: field.bounds.midX, y: field.bounds.midY)), at: driver.time)
        #expect(try frameElement(driver).first { $0.role == .menu } == nil, "not in the tree before a frame shows it")
        try driver.step()
        let menu = try #require(driver.app.shown?.menu)
        let element = try #require(try frameElement(driver).children.first { $0.role == .menu })
        #expect(element.bounds == menu.frame)
        #expect(element.children.map(\.name) == menu.items.map(\.command.rawValue))
        #expect(element.children.map(\.role) == Array(repeating: .menuItem, count: menu.items.count))
        #expect(element.children.map { $0.states.contains(.enabled) } == menu.items.map(\.isEnabled))
        #expect(element.children.indices.map { element.children[$0].bounds } == menu.items.indices.map(menu.itemRect))
    }

    @Test func theQuitDialogIsADialogWithItsButtons() throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try HeadlessDriver(["form", "--size", "480x800", "--save-to", folder.appendingPathComponent("c.json").path],
                                        script: "0.1 key Tab\n0.2 type Ada\n", asksBeforeQuitting: true)
        try driver.run(until: 0.3)
        #expect(driver.app.shell.handle(.key(name: "Q", modifiers: .ctrl), unwrittenEdits: "no space",
                                        size: driver.app.windowSize) == .confirmation(nil))
        try driver.step()
        let dialog = try #require(driver.app.shown?.dialog)
        let element = try #require(try frameElement(driver).children.last)
        #expect(element.role == .dialog && element.name == QuitDialog.title && element.description == dialog.message)
        #expect(element.bounds == dialog.panel)
        #expect(element.children.map(\.name) == ["Save", "Discard", "Cancel"])
        #expect(element.children.map(\.bounds) == QuitDialog.Button.allCases.map(dialog.rect))
        #expect(element.children.filter { $0.states.contains(.focused) }.map(\.name) == ["Save"])
        #expect(driver.app.shown?.accessibleFocus == .dialogButton(QuitDialog.Button.save.rawValue))
    }
}
