import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The form's text fields through the app's pointer and key routing, with real text metrics:
    /// click-to-caret, drag and double-click selection, the clipboard, the caret's blink, and a
    /// field scrolled away coming back for an edit.
    @Suite struct FormTextFieldTests {
        /// The form at 480×400 saving into `directory`, measuring text with a headless canvas.
        private func form(in directory: URL) throws -> (SceneDriver, FormScene, Canvas) {
            let driver = try SceneDriver(["form", "--size", "480x400", "--save-to", directory.appendingPathComponent("c.json").path])
            let canvas = try PlatformTestSupport.canvas(width: 480, height: 400)
            driver.app.textMetrics = canvas
            return (driver, try #require(driver.app.scene as? FormScene), canvas)
        }

        /// The middle of row `row` (list at offset 0) and where its field's text starts.
        private func rowY(_ row: Int) -> Double { Theme.navigationBarHeight + (Double(row) + 0.5) * FormScene.rowHeight }
        private let textX = FormScene.labelWidth + 8

        /// The window x of the boundary after `prefix` in a field with no sideways scroll.
        private func x(after prefix: String, _ canvas: Canvas) throws -> Double {
            textX + (try canvas.measure(text: prefix, style: Theme.body).width)
        }

        private func draft(_ directory: URL) throws -> [String?] {
            try JSONDecoder().decode([String?].self, from: Data(contentsOf: directory.appendingPathComponent("c.json.draft")))
        }

        @Test func aClickPutsTheCaretAtTheNearestBoundaryAndTypingGoesThere() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let (driver, scene, canvas) = try form(in: directory)
            driver.key("Tab")
            driver.send(.textInput("Ada Lovelace"))
            driver.key("Down")
            driver.send(.textInput("Grace"))
            // A click a little right of the boundary after "Ada L", in the field not being edited.
            driver.click(x: try x(after: "Ada L", canvas) + 2, y: rowY(0))
            #expect(scene.focus?.row == 0 && scene.focus?.caret == 5)
            driver.send(.textInput("X"))
            #expect(scene.value(ofRow: 0) == "Ada LXovelace")
            #expect(try draft(directory)[0] == "Ada LXovelace")
            // Past the text's end: the caret goes to the end; left of its start: to the start.
            driver.run(until: 1)
            driver.click(x: 440, y: rowY(0))
            #expect(scene.focus?.caret == 13)
            driver.run(until: 2)
            driver.click(x: textX - 4, y: rowY(0))
            #expect(scene.focus?.caret == 0)
        }

        @Test func aDragInTheFocusedFieldSelectsAndDoesNotScrollTheList() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let (driver, scene, canvas) = try form(in: directory)
            driver.key("Tab")
            driver.send(.textInput("Ada Lovelace"))
            let start = try x(after: "Ada ", canvas)
            driver.send(.pointerDown(Point(x: start, y: rowY(0))))
            // Down and right, far past the slop: a vertical move does not make it a list drag.
            driver.send(.pointerMoved(Point(x: start + 20, y: rowY(3))))
            driver.send(.pointerMoved(Point(x: try x(after: "Ada Love", canvas) + 1, y: rowY(5))))
            #expect(scene.list.phase == .idle && scene.list.offset == 0)
            #expect(driver.app.pointerShape == .text)
            driver.send(.pointerUp(Point(x: 300, y: rowY(5))))
            #expect(scene.focus?.anchor == 4 && scene.focus?.caret == 8, "selected \"Love\"")
            #expect(scene.focus?.row == 0, "editing goes on")
            driver.key("C", .ctrl)
            driver.key("End")
            driver.key("V", .ctrl)
            #expect(scene.value(ofRow: 0) == "Ada LovelaceLove")
            #expect(try draft(directory)[0] == "Ada LovelaceLove", "a paste is saved to the draft as typing is")
            driver.key("A", .ctrl)
            driver.key("X", .ctrl)
            #expect(scene.value(ofRow: 0) == "")
            #expect(try draft(directory)[0] == nil, "a cut is saved to the draft")
            driver.key("Down")
            driver.key("V", .ctrl)
            #expect(scene.value(ofRow: 1) == "Ada LovelaceLove")
        }

        @Test func aDoubleClickSelectsAWordAndATripleClickAll() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let (driver, scene, canvas) = try form(in: directory)
            driver.key("Tab")
            driver.send(.textInput("Jean-Luc Picard"))
            let inLuc = try x(after: "Jean-L", canvas)
            driver.run(until: 1)
            driver.click(x: inLuc, y: rowY(0))
            driver.run(until: 1.2)
            driver.click(x: inLuc + 1, y: rowY(0))
            #expect(scene.focus?.anchor == 5 && scene.focus?.caret == 8, "\"Luc\"")
            driver.run(until: 1.5)
            driver.click(x: inLuc, y: rowY(0))
            #expect(scene.focus?.anchor == 0 && scene.focus?.caret == 15)
            // Too late for a double click: a single one.
            driver.run(until: 3)
            driver.click(x: inLuc, y: rowY(0))
            driver.run(until: 3.5)
            driver.click(x: inLuc, y: rowY(0))
            #expect(scene.focus?.anchor == 6 && scene.focus?.caret == 6)
        }

        /// The user scrolls the focused field away with the wheel, then types: the list brings it
        /// back with the least movement (it ends at the viewport's top) and the text goes in.
        @Test func typingIntoAFieldScrolledAwayBringsItBack() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let (driver, scene, _) = try form(in: directory)
            driver.key("Tab")
            driver.send(.wheel(notches: 5))
            driver.run(until: 1)
            #expect(scene.list.offset > 2 * FormScene.rowHeight)
            #expect(!scene.list.visibleRows.contains(ListIndexPath(row: 0, section: 0)))
            driver.send(.textInput("Z"))
            driver.run(until: 2)
            #expect(scene.list.offset == 0)
            #expect(scene.value(ofRow: 0) == "Z")
            // A caret key does the same.
            driver.send(.wheel(notches: 5))
            driver.run(until: 3)
            driver.key("Left")
            driver.run(until: 4)
            #expect(scene.list.offset == 0)
        }

        /// The caret shows, then blinks from the last edit: the app wakes only when it changes.
        @Test func theCaretBlinksFromTheLastEditAndTheAppWakesOnlyForIt() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let (driver, scene, _) = try form(in: directory)
            #expect(driver.app.nextWakeTime == nil)
            driver.run(until: 1)
            driver.key("Tab")
            driver.run(until: 1.5)
            #expect(driver.app.nextWakeTime == 1.8)
            #expect(!driver.app.isAnimating(at: 1.5), "a blinking caret does not keep frames coming")
            driver.send(.textInput("a"))  // at 1.5: the blink restarts
            #expect(scene.focus?.blink == CaretBlink(start: 1.5))
            driver.key("A", .ctrl)
            #expect(driver.app.nextWakeTime == nil, "no caret over a selection")
        }
    }
}
