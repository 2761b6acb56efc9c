import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The form's fields with the desktop's habits that GtkText and QLineEdit have, through the app's
    /// input routing with real text metrics: Ctrl+Backspace and Ctrl+Delete by words, Shift+Insert,
    /// Ctrl+Insert and Shift+Delete, Shift+click, PRIMARY (a selection offers it, a middle click
    /// pastes it), the context menu by pointer and by keys, and a paste larger than a field.
    @Suite struct FormDesktopHabitsTests {
        /// The form at 480×400 saving into a temporary folder, measuring text with a headless canvas.
        private struct Form {
            let driver: SceneDriver
            let scene: FormScene
            let canvas: Canvas
            let directory: URL

            init(clipboard: Clipboard = AppClipboard()) throws {
                directory = try PlatformTestSupport.temporaryDirectory()
                driver = try SceneDriver(["form", "--size", "480x400", "--save-to", directory.appendingPathComponent("c.json").path],
                                         clipboard: clipboard)
                canvas = try PlatformTestSupport.canvas(width: 480, height: 400)
                driver.app.textMetrics = canvas
                scene = try #require(driver.app.scene as? FormScene)
            }

            /// Types `text` into field `row` (focused by Tabs from none), a character at a time as typing comes.
            func type(_ text: String) {
                for character in text { driver.send(.textInput(String(character))) }
            }

            /// The window x of the boundary after `prefix` in a field with no sideways scroll.
            func x(after prefix: String) throws -> Double {
                FormScene.labelWidth + 8 + (try canvas.measure(text: prefix, style: Theme.body).width)
            }

            func draft() throws -> [String?] {
                try JSONDecoder().decode([String?].self, from: Data(contentsOf: directory.appendingPathComponent("c.json.draft")))
            }

            var notices: [String] {
                driver.sceneEvents.compactMap { if case .notice(_, let message) = $0 { message } else { nil } }
            }
        }

        /// The middle of row `row` with the list at offset 0.
        private func rowY(_ row: Int) -> Double { Theme.navigationBarHeight + (Double(row) + 0.5) * FormScene.rowHeight }

        // MARK: Keys

        /// GTK's `delete-from-cursor` by word ends: Ctrl+Backspace takes the word before the caret
        /// with the spaces and punctuation after it, Ctrl+Delete up to the next word's end, and with
        /// a selection both remove the selection.
        @Test func ctrlBackspaceAndCtrlDeleteRemoveByWords() {
            func apply(_ key: String, to text: String, caret: Int, anchor: Int? = nil) -> (String, Int) {
                var editor = TextFieldEditor(text: text, caret: caret, anchor: anchor)
                _ = editor.apply(key: key, byWord: true)
                return (editor.text, editor.caret)
            }
            #expect(apply("Backspace", to: "Ada Lovelace", caret: 12) == ("Ada ", 4))
            #expect(apply("Backspace", to: "Ada Lovelace, ", caret: 14) == ("Ada ", 4), "the comma and space go with the word")
            #expect(apply("Backspace", to: "Ada Lovelace", caret: 6) == ("Ada velace", 4), "from inside a word: its start")
            #expect(apply("Backspace", to: "Ada", caret: 0) == ("Ada", 0))
            #expect(apply("Backspace", to: "Ada Lovelace", caret: 12, anchor: 0) == ("", 0), "a selection is removed")
            #expect(apply("Delete", to: "Ada Lovelace", caret: 3) == ("Ada", 3))
            #expect(apply("Delete", to: "Ada Lovelace", caret: 0) == (" Lovelace", 0))
            #expect(apply("Delete", to: "Ada", caret: 3) == ("Ada", 3))
        }

        /// Ctrl+Backspace through the app: one undo step brings the word back, and the draft follows.
        @Test func ctrlBackspaceIsOneUndoStep() throws {
            let form = try Form()
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("Tab")
            form.type("Ada Lovelace")
            form.driver.key("Backspace", .ctrl)
            #expect(form.scene.value(ofRow: 0) == "Ada ")
            #expect(try form.draft()[0] == "Ada ")
            form.driver.key("Z", .ctrl)
            #expect(form.scene.value(ofRow: 0) == "Ada Lovelace" && form.scene.focus?.caret == 12)
        }

        /// Shift+Insert pastes, Ctrl+Insert copies and Shift+Delete cuts, as in GTK and Qt.
        @Test func theInsertKeyShortcutsCopyPasteAndCut() throws {
            let form = try Form()
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("Tab")
            form.type("Ada")
            form.driver.key("A", .ctrl)
            form.driver.key("Insert", .ctrl)
            #expect(form.scene.clipboard.text(of: .clipboard)?.text == "Ada")
            form.driver.key("End")
            form.driver.key("Insert", .shift)
            #expect(form.scene.value(ofRow: 0) == "AdaAda")
            form.driver.key("Left", .shift)
            form.driver.key("Delete", .shift)
            #expect(form.scene.value(ofRow: 0) == "AdaAd")
            #expect(form.scene.clipboard.text(of: .clipboard)?.text == "a")
        }

        // MARK: Pointer

        /// Shift+click moves the caret's end of the selection to the click, the anchor staying
        /// where the selection began; it is never counted as a double click.
        @Test func shiftClickExtendsTheSelectionFromItsAnchor() throws {
            let form = try Form()
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("Tab")
            form.type("Ada Lovelace")
            form.driver.click(x: try form.x(after: "Ada "), y: rowY(0))
            #expect(form.scene.focus?.caret == 4 && form.scene.focus?.anchor == 4)
            let shiftClick = { (x: Double) in
                form.driver.send(.pointerDown(Point(x: x, y: self.rowY(0)), modifiers: .shift))
                form.driver.send(.pointerUp(Point(x: x, y: self.rowY(0))))
            }
            try shiftClick(form.x(after: "Ada Love"))
            #expect(form.scene.focus?.anchor == 4 && form.scene.focus?.caret == 8)
            try shiftClick(form.x(after: "A"))
            #expect(form.scene.focus?.anchor == 4 && form.scene.focus?.caret == 1, "the other way from the same anchor")
            #expect(form.scene.clipboard.text(of: .primary)?.text == "da ", "the selection offers PRIMARY")
        }

        /// A selection owns PRIMARY as it changes; a middle click in a field pastes PRIMARY at the
        /// click (the caret after it), focusing that field; a middle click outside the fields does nothing.
        @Test func aSelectionOffersPrimaryAndAMiddleClickPastesItAtTheClick() throws {
            let form = try Form()
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("Tab")
            form.type("Ada Lovelace")
            #expect(form.scene.clipboard.text(of: .primary) == nil, "typing selects nothing")
            form.driver.key("Left", [.ctrl, .shift])
            #expect(form.scene.clipboard.text(of: .primary)?.text == "Lovelace")
            #expect(form.scene.clipboard.text(of: .clipboard) == nil, "selecting does not touch CLIPBOARD")
            form.driver.key("Tab")
            form.type("Grace Hopper")
            form.driver.send(.middleClick(Point(x: try form.x(after: "Grace "), y: rowY(1))))
            #expect(form.scene.value(ofRow: 1) == "Grace LovelaceHopper")
            #expect(form.scene.focus?.row == 1 && form.scene.focus?.caret == 14, "the caret after the pasted text")
            #expect(try form.draft()[1] == "Grace LovelaceHopper")
            // Into field 3, not being edited: it is focused first.
            form.driver.send(.middleClick(Point(x: 300, y: rowY(3))))
            #expect(form.scene.focus?.row == 3 && form.scene.value(ofRow: 3) == "Lovelace")
            // On a label, and under the bar: nothing.
            form.driver.send(.middleClick(Point(x: 40, y: rowY(2))))
            form.driver.send(.middleClick(Point(x: 300, y: 20)))
            #expect(form.scene.value(ofRow: 2) == "" && form.scene.focus?.row == 3)
        }

        // MARK: Context menu

        /// Right-click in a field with a selection: the menu opens at the pointer (flipped left where
        /// the window has no room) with Undo, Cut, Copy, Delete and Select All enabled and Paste greyed
        /// (nothing on the clipboard); a click on Cut cuts. Reopened, Paste is enabled and Delete greyed.
        @Test func aRightClickOpensTheMenuAndAClickChoosesAnItem() throws {
            let form = try Form()
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("Tab")
            form.type("Ada Lovelace")
            form.driver.key("Left", [.ctrl, .shift])
            form.driver.send(.contextClick(Point(x: 300, y: rowY(0))))
            let menu = try #require(form.driver.app.contextMenu)
            #expect(menu.items.map(\.command) == [.undo, .cut, .copy, .paste, .delete, .selectAll])
            #expect(menu.items.filter(\.isEnabled).map(\.command) == [.undo, .cut, .copy, .delete, .selectAll])
            #expect(menu.frame.minX == 300 - ContextMenu.width && menu.frame.minY == rowY(0), "flipped left of the pointer")
            #expect(form.scene.focus?.anchor == 12 && form.scene.focus?.caret == 4, "the selection stays for the menu")
            form.driver.app.frame(at: form.driver.time)
            #expect(form.driver.app.shown?.menu == menu, "the frame shows it")

            // Paste is greyed: a click on it does nothing and the menu stays.
            let paste = menu.itemRect(3)
            form.driver.click(x: paste.midX, y: paste.midY)
            #expect(form.driver.app.contextMenu != nil && form.scene.value(ofRow: 0) == "Ada Lovelace")
            // The pointer over Cut highlights it; a click there cuts.
            let cut = menu.itemRect(1)
            form.driver.send(.pointerMoved(Point(x: cut.midX, y: cut.midY)))
            #expect(form.driver.app.contextMenu?.highlighted == 1)
            form.driver.click(x: cut.midX, y: cut.midY)
            #expect(form.driver.app.contextMenu == nil)
            #expect(form.scene.value(ofRow: 0) == "Ada " && form.scene.clipboard.text(of: .clipboard)?.text == "Lovelace")
            #expect(try form.draft()[0] == "Ada ")

            form.driver.send(.contextClick(Point(x: 300, y: rowY(0))))
            let again = try #require(form.driver.app.contextMenu)
            #expect(again.items.filter(\.isEnabled).map(\.command) == [.undo, .paste, .selectAll])
            #expect(form.driver.sceneEvents.filter { if case .menuOpened = $0 { true } else { false } } == [
                .menuOpened(time: 0, enabled: [.undo, .cut, .copy, .delete, .selectAll]),
                .menuOpened(time: 0, enabled: [.undo, .paste, .selectAll]),
            ])
            #expect(form.driver.sceneEvents.contains(.menuClosed(time: 0, chosen: .cut)))
        }

        /// By keys: Down from nothing highlights the first enabled item and skips greyed ones,
        /// Up from the first wraps to the last, Return carries out the highlighted item, Escape closes
        /// without editing. While the menu is open, typing and other keys go nowhere.
        @Test func theMenuWorksByKeys() throws {
            let form = try Form()
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("Tab")
            form.type("Ada")
            form.driver.send(.contextClick(Point(x: 200, y: rowY(0))))
            // Nothing selected, nothing copied: Undo, Select All.
            #expect(form.driver.app.contextMenu?.items.filter(\.isEnabled).map(\.command) == [.undo, .selectAll])
            form.driver.key("Down")
            #expect(form.driver.app.contextMenu?.highlightedCommand == .undo)
            form.driver.key("Down")
            #expect(form.driver.app.contextMenu?.highlightedCommand == .selectAll, "greyed items are skipped")
            form.driver.key("Down")
            #expect(form.driver.app.contextMenu?.highlightedCommand == .undo, "round from the last to the first")
            form.driver.key("Up")
            #expect(form.driver.app.contextMenu?.highlightedCommand == .selectAll)
            form.driver.send(.textInput("x"))
            form.driver.key("Tab")
            #expect(form.scene.value(ofRow: 0) == "Ada" && form.scene.focus?.row == 0, "the menu has the keys")
            form.driver.key("Return")
            #expect(form.driver.app.contextMenu == nil)
            #expect(form.scene.focus?.anchor == 0 && form.scene.focus?.caret == 3, "Select All")

            form.driver.send(.contextClick(Point(x: 200, y: rowY(0))))
            form.driver.key("Escape")
            #expect(form.driver.app.contextMenu == nil && form.scene.focus?.row == 0, "Escape closes the menu, not the field")
            #expect(form.driver.app.scene === form.scene)
            form.driver.send(.contextClick(Point(x: 200, y: rowY(0))))
            form.driver.key("Up")
            form.driver.key("Up")
            form.driver.key("Return")
            #expect(form.scene.value(ofRow: 0) == "", "Up from nothing: Select All, then Delete, which removed the selection")
        }

        /// Shift+F10 (or the Menu key) opens the field's menu under the caret with its first enabled
        /// item highlighted, so Return runs it; with no field being edited it opens nothing.
        @Test func shiftF10OpensTheMenuAtTheCaret() throws {
            let form = try Form()
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("F10", .shift)
            #expect(form.driver.app.contextMenu == nil)
            form.driver.key("Tab")
            form.type("Ada")
            try form.driver.app.frame(at: form.driver.time, measuringWith: form.canvas)
            form.driver.key("F10", .shift)
            let menu = try #require(form.driver.app.contextMenu)
            #expect(abs(menu.frame.minX - (try form.x(after: "Ada"))) < 1e-9, "at the caret: \(menu.frame)")
            #expect(menu.frame.minY == Theme.navigationBarHeight + FormScene.rowHeight - 6, "under the field")
            #expect(menu.highlightedCommand == .undo)
            form.driver.key("Return")
            #expect(form.scene.value(ofRow: 0) == "" && form.driver.app.contextMenu == nil)
            form.driver.app.frame(at: form.driver.time)
            form.driver.key("Application")
            #expect(form.driver.app.contextMenu == nil, "a frame without a laid-out field has no caret to open at")
            try form.driver.app.frame(at: form.driver.time, measuringWith: form.canvas)
            form.driver.key("Application")
            #expect(form.driver.app.contextMenu != nil)
        }

        /// A press outside the menu closes it and goes no further (the row under it is not focused);
        /// a right-click outside any field opens nothing.
        @Test func aPressOutsideClosesTheMenuAndNothingElse() throws {
            let form = try Form()
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("Tab")
            form.type("Ada")
            form.driver.send(.contextClick(Point(x: 200, y: rowY(0))))
            form.driver.click(x: 300, y: rowY(5))
            #expect(form.driver.app.contextMenu == nil && form.scene.focus?.row == 0)
            #expect(form.driver.sceneEvents.last == .menuClosed(time: 0, chosen: nil))
            form.driver.send(.contextClick(Point(x: 40, y: rowY(2))))
            #expect(form.driver.app.contextMenu == nil, "a label has no menu")
            form.driver.key("Escape")
            form.driver.send(.contextClick(Point(x: 300, y: rowY(4))))
            #expect(form.driver.app.contextMenu != nil && form.scene.focus?.row == 4, "a right-click focuses the field")
        }

        /// While another instance owns the form's file (its lock held), the menu offers only what
        /// changes no text, Copy and Select All, and a cut by keys copies nothing: the banner says why.
        @Test func aReadOnlyFormsMenuOffersOnlyCopyAndSelectAll() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("c.json").path
            let values: [String?] = ["Ada Lovelace"] + Array(repeating: nil, count: FormScene.fieldCount - 1)
            try JSONEncoder().encode(values).write(to: URL(fileURLWithPath: path))
            // The other instance: another process holding the lock (util-linux's flock, its PID unwritten in the file):
            // the form names the holder the kernel names.
            let holder = try PlatformTestSupport.holdLock(path + ".lock")
            defer { PlatformTestSupport.release(holder) }
            let clipboard = AppClipboard()
            try clipboard.setText("Byron", of: .clipboard)
            let driver = try SceneDriver(["form", "--size", "480x400", "--save-to", path], clipboard: clipboard)
            let canvas = try PlatformTestSupport.canvas(width: 480, height: 400)
            driver.app.textMetrics = canvas
            let scene = try #require(driver.app.scene as? FormScene)
            driver.key("Tab")
            driver.key("Left", [.ctrl, .shift])
            // By keys: the banner naming the owner has moved the rows down.
            try driver.app.frame(at: driver.time, measuringWith: canvas)
            driver.key("F10", .shift)
            #expect(driver.app.contextMenu?.items.filter(\.isEnabled).map(\.command) == [.copy, .selectAll])
            driver.key("Escape")
            driver.key("X", .ctrl)
            #expect(scene.value(ofRow: 0) == "Ada Lovelace" && clipboard.text(of: .clipboard)?.text == "Byron")
            #expect(scene.banner?.hasPrefix("Read-only: sleep (PID \(holder.processIdentifier)) has c.json open") == true,
                    "\(scene.banner ?? "")")
        }

        // MARK: Large pastes

        /// A clipboard far larger than a field: the first 1,000 characters go in and the banner says
        /// the field's limit, as a notice the trace records.
        @Test func aTwoMegabytePasteKeepsTheFirstThousandCharacters() throws {
            let clipboard = AppClipboard()
            let text = String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 2_000_000 / 26)
            try clipboard.setText(text, of: .clipboard)
            let form = try Form(clipboard: clipboard)
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("Tab")
            form.driver.key("V", .ctrl)
            #expect(form.scene.value(ofRow: 0) == String(text.prefix(1_000)))
            #expect(form.scene.banner == FormScene.lengthLimitNotice)
            #expect(form.notices == [FormScene.lengthLimitNotice])
        }

        /// A paste of which only the start arrived, short of the field's limits, says so.
        @Test func aPasteCutShortSaysSo() throws {
            final class SlowOwner: Clipboard {
                func text(of selection: ClipboardSelection) -> ClipboardText? { ClipboardText(text: "Ada Love", isWhole: false) }
                func hasText(of selection: ClipboardSelection) -> Bool { true }
                func setText(_ text: String, of selection: ClipboardSelection) throws {}
            }
            let form = try Form(clipboard: SlowOwner())
            defer { try? FileManager.default.removeItem(at: form.directory) }
            form.driver.key("Tab")
            form.driver.key("V", .ctrl)
            #expect(form.scene.value(ofRow: 0) == "Ada Love")
            #expect(form.notices == [FormScene.pasteCutNotice])
        }
    }
}
