import Foundation
import Testing
@testable import ListDemoKit

/// Undo and redo group edits as GTK4's GtkTextHistory does (gtk/gtktexthistory.c, action_chain).
struct TextFieldHistoryTests {
    /// Plays `keys` (characters typed one at a time, or "⌫" for Backspace, "⌦" for Delete) on
    /// `editor`, recording each edit.
    private func play(_ keys: String, on editor: inout TextFieldEditor, into history: inout TextFieldHistory) {
        for key in keys {
            let before = editor
            switch key {
            case "⌫": _ = editor.apply(key: "Backspace")
            case "⌦": _ = editor.apply(key: "Delete")
            default: editor.insert(String(key))
            }
            history.record(from: before, to: editor)
        }
    }

    /// Undoes until nothing is left, returning each text reached.
    private func undoAll(_ history: inout TextFieldHistory) -> [String] {
        var texts: [String] = []
        while let editor = history.undo() { texts.append(editor.text) }
        return texts
    }

    @Test func typingIsOneStepPerWordASpaceStartingTheNext() {
        var editor = TextFieldEditor(text: "", caret: 0), history = TextFieldHistory()
        play("Ada King  Lovelace", on: &editor, into: &history)
        #expect(undoAll(&history) == ["Ada King", "Ada", ""])
    }

    @Test func redoGoesForwardAgainAndANewEditForgetsIt() {
        var editor = TextFieldEditor(text: "", caret: 0), history = TextFieldHistory()
        play("Ada Lovelace", on: &editor, into: &history)
        #expect(history.undo()?.text == "Ada")
        #expect(history.undo()?.text == "")
        #expect(history.redo()?.text == "Ada")
        let restored = history.redo()
        #expect(restored?.text == "Ada Lovelace" && restored?.caret == 12)
        #expect(history.redo() == nil)
        editor = history.undo()!
        play("!", on: &editor, into: &history)
        #expect(!history.canRedo, "typing after an undo forgets the redo")
        // The "!" typed right after "Ada" joins that word's step, as GTK chains an adjacent insert.
        #expect(undoAll(&history) == [""])
    }

    @Test func aRunOfBackspacesIsOneStepAndDeletesStopAtAWord() {
        var editor = TextFieldEditor(text: "Ada Lovelace", caret: 12), history = TextFieldHistory()
        play("⌫⌫⌫⌫", on: &editor, into: &history)
        #expect(editor.text == "Ada Love")
        editor.moveCaret(to: 0, extending: false)
        play("⌦⌦⌦⌦⌦", on: &editor, into: &history)
        // "Ada" and then " L": deleting into a space after a word starts a step of its own.
        #expect(editor.text == "ove")
        #expect(undoAll(&history) == [" Love", "Ada Love", "Ada Lovelace"])
    }

    @Test func typingOverASelectionAndPastesWithSpacesAreStepsOfTheirOwn() {
        var editor = TextFieldEditor(text: "", caret: 0), history = TextFieldHistory()
        play("Ada", on: &editor, into: &history)
        var before = editor
        editor.insert(" King Lovelace")  // a paste: several characters with a space
        history.record(from: before, to: editor)
        play("!", on: &editor, into: &history)
        before = editor
        editor.selectAll()
        editor.insert("G")
        history.record(from: before, to: editor)
        play("race", on: &editor, into: &history)
        // The paste does not join "Ada"'s step; the "!" typed after it joins the paste (GTK judges
        // only the new insertion); typing over the selection is one step, the typing after it another.
        #expect(undoAll(&history) == ["G", "Ada King Lovelace!", "Ada", ""])
    }

    @Test func undoingATypedOverSelectionSelectsItAgain() {
        var editor = TextFieldEditor(text: "Ada Lovelace", caret: 12, anchor: 4), history = TextFieldHistory()
        let before = editor
        editor.insert("Byron")
        history.record(from: before, to: editor)
        let undone = history.undo()
        #expect(undone == before && undone?.selectedText == "Lovelace")
    }

    @Test func theHistoryIsBounded() {
        var editor = TextFieldEditor(text: "", caret: 0), history = TextFieldHistory()
        play(String(repeating: "a ", count: TextFieldHistory.capacity + 20), on: &editor, into: &history)
        #expect(undoAll(&history).count == TextFieldHistory.capacity)
    }

    @Test func editsAreReadFromTheFieldBeforeAndAfter() {
        let field = TextFieldEditor(text: "Ada", caret: 1)
        func edit(_ change: (inout TextFieldEditor) -> Void) -> TextFieldHistory.Edit {
            var after = field
            change(&after)
            return TextFieldHistory.Edit(from: field, to: after)
        }
        #expect(edit { $0.insert("xy") } == .typing("xy"))
        #expect(edit { _ = $0.apply(key: "Backspace") } == .backspace)
        #expect(edit { _ = $0.apply(key: "Delete") } == .delete("d"))
        #expect(edit { $0.selectAll(); $0.insert("") } == .replacement)
    }
}

extension PlatformTests {
    /// Undo, redo and Escape in the form, through the app's key routing.
    @Suite struct FormUndoTests {
        private func draft(_ directory: URL) throws -> [String?] {
            try JSONDecoder().decode([String?].self, from: Data(contentsOf: directory.appendingPathComponent("c.json.draft")))
        }

        @Test func ctrlZUndoesAWordAndRedoBringsItBackBothReachingTheDraft() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let driver = try SceneDriver(["form", "--save-to", directory.appendingPathComponent("c.json").path])
            let scene = try #require(driver.app.scene as? FormScene)
            driver.key("Tab")
            for character in "Ada Lovelace" { driver.send(.textInput(String(character))) }
            driver.key("Z", .ctrl)
            #expect(scene.value(ofRow: 0) == "Ada")
            #expect(try draft(directory)[0] == "Ada")
            driver.key("Z", [.ctrl, .shift])
            #expect(scene.value(ofRow: 0) == "Ada Lovelace" && scene.focus?.caret == 12)
            driver.key("Z", .ctrl)
            driver.key("Z", .ctrl)
            #expect(try draft(directory)[0] == nil, "an empty field is null")
            driver.key("Y", .ctrl)
            #expect(try draft(directory)[0] == "Ada")
            // Each field keeps its own history.
            driver.key("Tab")
            driver.send(.textInput("Grace"))
            driver.key("Z", .ctrl)
            driver.key("Z", .ctrl)
            #expect(scene.value(ofRow: 1) == "" && scene.value(ofRow: 0) == "Ada")
        }

        @Test func escapeWhileEditingEndsEditingAndKeepsThePage() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let driver = try SceneDriver(["form", "--save-to", directory.appendingPathComponent("c.json").path])
            let scene = try #require(driver.app.scene as? FormScene)
            driver.key("Tab")
            driver.send(.textInput("Ada"))
            driver.key("Escape")
            #expect(scene.focus == nil && scene.value(ofRow: 0) == "Ada")
            #expect(driver.app.scene === scene, "the form is still shown")
        }
    }
}
