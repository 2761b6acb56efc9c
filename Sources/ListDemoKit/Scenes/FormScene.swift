import ScrollCore

/// Seed 003's "Classmates": 20 rows, each a label and a text field, in reused cells.
///
/// Only rows on screen have a cell (`liveCells`), taken from and given back to a `ReusePool` as the
/// list reports willDisplay / didEndDisplaying. A field's text lives in its cell while the row is on
/// screen, is saved into `saved` when the row leaves and put back into a cell when it returns, and
/// reading all values takes live cells before saved ones. Save writes them to `--save-to`; every
/// edit also goes to a draft file, so a crash loses nothing.
final class FormScene: Scene, ListDataSource {
    static let fieldCount = 20
    static let rowHeight = 44.0
    static let labelWidth = 140.0
    /// The kind of cell in the reuse pool (the form has one).
    static let cellKind = "classmate"
    /// The longest text a field takes, in characters: typing or pasting more keeps the first ones
    /// and says so, so no script or paste can grow a field (and its rendering) without bound.
    static let maximumLength = 1_000
    static let lengthLimitNotice = "Field is limited to 1,000 characters"
    /// The most UTF-8 bytes a field takes: a character may carry any number of combining marks, so
    /// characters alone do not bound a field (or the files, which `FormStore.largestFile` bounds).
    static let maximumBytes = 16_384
    static let byteLimitNotice = "Field is limited to 16 KB of text"

    let name = SceneName.form
    let title = "Classmates"
    let navigationButtons = ["Save"]
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    /// A one-line message under the navigation bar: a restored draft, a save, or a failure.
    private(set) var banner: String?
    /// Whether the banner reports a failure, a save or a notice.
    private(set) var bannerKind: BannerKind = .notice
    /// What the launch said on standard error about files it could not use, one line each.
    private(set) var fileNotices: [String] = []

    /// The cells of the rows on screen.
    private(set) var liveCells: [IndexPath: FormCell] = [:]
    /// Cells that left the screen, waiting for the next row that arrives.
    private(set) var pool = ReusePool<String, FormCell>()
    /// How many cells were ever built (a cell is built only when the pool has none).
    private(set) var cellsBuilt = 0
    /// The text of every field as of when its row last left the screen (or as loaded).
    private var saved: [String]
    /// The field being edited: its caret, selection, horizontal scroll and caret blink.
    private(set) var focus: Focus?
    /// Where cut, copy and paste go: the desktop's clipboard in a window, the app's own headless.
    private let clipboard: Clipboard
    /// The last frame's time (`tick`): when the caret blink is drawn.
    private var now = 0.0
    /// Where the row was drawn when a press in its field began, while the pointer holds it.
    private var pressedRow: Rect?
    private var store: FormStore
    /// Saves and failures not yet handed to the trace.
    private var sceneEvents: [SceneEvent] = []

    /// The form saving to `saveTo`, starting from its draft or saved values if there are any.
    /// A file that could not be used is named in the banner (short) and on standard error (in full, one line each).
    init(saveTo: String, clipboard: Clipboard) {
        self.clipboard = clipboard
        store = FormStore(path: saveTo, count: Self.fieldCount, fault: WriteFault.fromEnvironment())
        saved = Array(repeating: "", count: Self.fieldCount)
        let start = store.load()
        if let values = start.values { saved = values }
        fileNotices = start.notices.map(\.line)
        for line in fileNotices { StandardError.writeLine("listdemo: \(line)") }
        var lines = start.notices.map(\.banner)
        if start.fromDraft { lines.append("Restored unsaved changes") }
        banner = lines.isEmpty ? nil : lines.joined(separator: "; ")
        // A file that could not be read is a failure, even beside a restored draft.
        bannerKind = start.notices.isEmpty ? .notice : .error
    }

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { Self.fieldCount }
    func heightForRow(at indexPath: IndexPath) -> RowHeight { .exact(Self.rowHeight) }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }

    // MARK: Values

    /// The field of `row`: its live cell's text if it is on screen, else the saved text.
    func value(ofRow row: Int) -> String {
        liveCells[IndexPath(row: row, section: 0)]?.text ?? saved[row]
    }

    /// Every field, live cells first (the seed's Save).
    var allValues: [String] { (0..<Self.fieldCount).map(value(ofRow:)) }

    private func setValue(_ text: String, ofRow row: Int) {
        if let cell = liveCells[IndexPath(row: row, section: 0)] { cell.text = text } else { saved[row] = text }
    }

    // MARK: Cells

    func listDidReport(_ event: ScrollEvent) {
        switch event {
        case .willDisplay(_, let indexPath):
            let cell = pool.dequeue(kind: Self.cellKind) ?? buildCell()
            cell.text = saved[indexPath.row]
            liveCells[indexPath] = cell
        case .didEndDisplaying(_, let indexPath):
            guard let cell = liveCells.removeValue(forKey: indexPath) else { return }
            saved[indexPath.row] = cell.text
            pool.enqueue(cell, kind: Self.cellKind)
        default:
            break
        }
    }

    /// The frame's rows have come and gone: keep only a few idle cells.
    func listDidFinishReporting() {
        pool.trim()
    }

    private func buildCell() -> FormCell {
        cellsBuilt += 1
        return FormCell()
    }

    // MARK: Editing

    /// The field being edited.
    struct Focus: Equatable {
        var row: Int
        /// Characters before the caret, and the selection's other end (`TextFieldEditor`).
        var caret: Int
        var anchor: Int
        /// How far the field's text is scrolled sideways, in points, as last laid out (`layOutText`): it
        /// moves only as far as keeps the caret in view (GTK's), so text under a dragging pointer stays put.
        var scroll = 0.0
        var blink: CaretBlink
    }

    /// Starts editing `row` with the caret at its end, and brings the row into view. While the
    /// keyboard's focus ring shows, it moves to the row, so the ring and the field agree.
    func beginEditing(row: Int, at time: Double) {
        let end = value(ofRow: row).count
        focus = Focus(row: row, caret: end, anchor: end, blink: CaretBlink(start: time))
        if list.currentRow != nil { try? list.setCurrentRow(IndexPath(row: row, section: 0)) }
        bringIntoView(row: row, at: time)
    }

    /// Scrolls `row` into view with the least movement (UIKit's `.none`): on focus, and on every
    /// key or text for a field the user scrolled away, so no edit happens unseen.
    private func bringIntoView(row: Int, at time: Double) {
        _ = try? list.scrollToRow(at: IndexPath(row: row, section: 0), position: .none, animated: true, at: time)
    }

    /// Stops editing; the text stays.
    func endEditing() {
        focus = nil
    }

    func didClickRow(_ indexPath: IndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene? {
        // A form's rows are not selectable: the click goes to the field.
        try? list.select(nil)
        beginEditing(row: indexPath.row, at: time)
        return nil
    }

    /// Return or Space on the current row focuses its field.
    func activateRow(_ indexPath: IndexPath, at time: Double) -> Scene? {
        try? list.select(nil)
        beginEditing(row: indexPath.row, at: time)
        return nil
    }

    func willBeginDragging(at time: Double) {
        endEditing()
    }

    func handleKey(_ name: String, modifiers: KeyModifiers, at time: Double) -> Bool {
        if modifiers.contains(.ctrl) { return handleShortcut(name, modifiers: modifiers, at: time) }
        let last = Self.fieldCount - 1
        switch (name, focus) {
        case ("Tab", nil):
            beginEditing(row: modifiers.contains(.shift) ? last : 0, at: time)
        case ("Tab", let current?):
            let step = modifiers.contains(.shift) ? -1 : 1
            // Past the last field (or before the first) the tab order goes on to the bar's buttons.
            guard (0...last).contains(current.row + step) else {
                endEditing()
                return false
            }
            beginEditing(row: current.row + step, at: time)
        case ("Up", let current?), ("Down", let current?):
            // A single-line field: Up and Down go to the field above or below.
            let row = current.row + (name == "Up" ? -1 : 1)
            if (0...last).contains(row) { beginEditing(row: row, at: time) }
        case ("Space", _?):
            // The space arrives as text; it must not also activate the current row.
            break
        case ("Return", let current?):
            // The last field's Return finishes the form, as a keyboard's "Done" would.
            if current.row < last { beginEditing(row: current.row + 1, at: time) } else { endEditing() }
        case (_, let current?):
            var editor = editor(for: current)
            guard editor.apply(key: name, extending: modifiers.contains(.shift)) else { return false }
            commit(editor, row: current.row, at: time)
        default:
            return false
        }
        return true
    }

    /// Ctrl+S saves; with a field focused Ctrl+A selects all, Ctrl+C copies the selection, Ctrl+X
    /// cuts it and Ctrl+V pastes over it, Ctrl+Left/Right move by words and Ctrl+Home/End go to the
    /// ends, with Shift extending the selection (GTK's shortcuts). False for any other Ctrl key.
    private func handleShortcut(_ name: String, modifiers: KeyModifiers, at time: Double) -> Bool {
        if name == "S" {
            save(at: time)
            return true
        }
        guard let current = focus, ["A", "C", "X", "V", "Left", "Right", "Home", "End"].contains(name) else { return false }
        var editor = editor(for: current)
        switch name {
        case "Left", "Right", "Home", "End":
            _ = editor.apply(key: name, extending: modifiers.contains(.shift), byWord: true)
        case "A":
            editor.selectAll()
        case "C", "X":
            // Nothing selected: nothing to copy, and the clipboard keeps what it had (GTK).
            guard !editor.selection.isEmpty else { return true }
            do { try clipboard.setText(String(editor.selectedText)) } catch { failed(error, at: time); return true }
            if name == "X" { editor.insert("") }
        default:
            guard let pasted = clipboard.text() else { return true }
            insert(pasted, into: &editor)
        }
        commit(editor, row: current.row, at: time)
        return true
    }

    func handleText(_ text: String, at time: Double) {
        guard let current = focus else { return }
        var editor = editor(for: current)
        insert(text, into: &editor)
        commit(editor, row: current.row, at: time)
    }

    /// Types or pastes `text` within the field's limits; when some is left out the banner says why.
    private func insert(_ text: String, into editor: inout TextFieldEditor) {
        switch editor.insert(text, maximumLength: Self.maximumLength, maximumBytes: Self.maximumBytes) {
        case .characters?: banner = Self.lengthLimitNotice
        case .bytes?: banner = Self.byteLimitNotice
        case nil: return
        }
        bannerKind = .notice
    }

    private func editor(for focus: Focus) -> TextFieldEditor {
        TextFieldEditor(text: value(ofRow: focus.row), caret: focus.caret, anchor: focus.anchor)
    }

    /// Keeps an edit (or a caret move) in the field and, when the text changed, in the draft file
    /// — typing, Backspace, cut and paste alike. The caret shows solid again, and a field the user
    /// scrolled away comes back into view.
    private func commit(_ editor: TextFieldEditor, row: Int, at time: Double) {
        let changed = editor.text != value(ofRow: row)
        setValue(editor.text, ofRow: row)
        focus?.caret = editor.caret
        focus?.anchor = editor.anchor
        focus?.blink = CaretBlink(start: time)
        bringIntoView(row: row, at: time)
        guard changed else { return }
        do { try store.writeDraft(allValues) } catch { failed(error, at: time) }
    }

    // MARK: Pointer

    /// A press in the field being edited puts the caret at the nearest character boundary, a
    /// double-click selects a word and a triple-click all; its drag then selects (`dragText`), and
    /// does not scroll the list. With `focusing` (a click the list let through) a field not being
    /// edited is focused first. A press anywhere else, or without text metrics to place the caret
    /// with, stays the list's (a drag scrolls, as a touch list does).
    func pressText(at point: Point, inRowAt indexPath: IndexPath, in rect: Rect, clicks: Int, focusing: Bool,
                   metrics: TextMetrics?, at time: Double) -> Bool {
        guard let metrics, fieldRect(in: rect).contains(point) else { return false }
        if focus?.row != indexPath.row {
            guard focusing else { return false }
            beginEditing(row: indexPath.row, at: time)
        }
        guard let current = focus, let offset = try? offset(at: point, in: rect, metrics: metrics) else { return false }
        var editor = editor(for: current)
        switch clicks {
        case 1: editor.moveCaret(to: offset, extending: false)
        case 2: editor.selectWord(at: offset)
        default: editor.selectAll()
        }
        pressedRow = rect
        commit(editor, row: current.row, at: time)
        return true
    }

    /// The pointer held since `pressText` moved to `point`: the selection runs from where the press
    /// put the caret to the boundary nearest the pointer (only its x counts: a single line).
    func dragText(to point: Point, metrics: TextMetrics?, at time: Double) {
        guard let current = focus, let pressed = pressedRow, let metrics,
              let offset = try? offset(at: point, in: pressed, metrics: metrics) else { return }
        var editor = editor(for: current)
        editor.moveCaret(to: offset, extending: true)
        commit(editor, row: current.row, at: time)
    }

    /// The pointer let go of the field.
    func endTextPress() {
        pressedRow = nil
    }

    /// A field shows the I-beam pointer.
    func isText(at point: Point, inRowAt indexPath: IndexPath, in rect: Rect) -> Bool {
        fieldRect(in: rect).contains(point)
    }

    /// The character boundary nearest `point` in the focused field of the row drawn at `rect`, as it
    /// was last laid out: its text starts at the field's padding, scrolled sideways by `Focus.scroll`.
    private func offset(at point: Point, in rect: Rect, metrics: TextMetrics) throws -> Int {
        guard let focus else { return 0 }
        let x = point.x - textRect(in: rect).minX + focus.scroll
        return try TextFieldEditor.offset(nearestTo: x, in: value(ofRow: focus.row)) {
            try metrics.measure(text: String($0), style: Theme.body).width
        }
    }

    /// Shows `error` in the banner and reports it to the trace.
    private func failed(_ error: any Error, at time: Double) {
        banner = "\(error)"
        bannerKind = .error
        sceneEvents.append(.error(time: time, message: banner!))
    }

    // MARK: Saving

    /// Writes every value to `--save-to`; a failure is shown in the banner and changes nothing.
    func save(at time: Double) {
        do {
            try store.save(allValues)
            banner = "Saved to \(store.path)"
            bannerKind = .success
            sceneEvents.append(.save(time: time, path: store.path))
        } catch {
            failed(error, at: time)
        }
    }

    func tick(at time: Double) {
        now = time
    }

    /// The caret's next blink while a field is focused with nothing selected.
    var nextWakeTime: Double? {
        guard let focus, focus.caret == focus.anchor else { return nil }
        return focus.blink.nextChange(after: now)
    }

    func takeSceneEvents(_ body: (SceneEvent) -> Void) {
        sceneEvents.forEach(body)
        sceneEvents.removeAll()
    }

    func didClickNavigationButton(_ index: Int, at time: Double) {
        save(at: time)
    }

    // MARK: Drawing

    /// The text field's frame inside a row drawn at `rect`.
    private func fieldRect(in rect: Rect) -> Rect {
        Rect(x: rect.minX + Self.labelWidth, y: rect.minY + 6,
             width: rect.width - Self.labelWidth - Theme.rowPadding, height: rect.height - 12)
    }

    /// Where the field's text goes: inside its padding.
    private func textRect(in rect: Rect) -> Rect {
        fieldRect(in: rect).insetBy(dx: 8, dy: 0)
    }

    static let caretWidth = 2.0
    /// The caret's and the selection's height, centred in the field.
    static let caretHeight = 20.0
    /// Selected text's background: the tint at reduced alpha, as iOS and GTK's Adwaita draw it.
    static let selectionColor = Color(r: 0, g: 122, b: 255, a: 64)

    /// Lays out the field being edited for this frame in a row `rowWidth` points wide, measuring with
    /// `metrics`: its sideways scroll moves only as far as keeps the caret in view (kept in `Focus.scroll`
    /// for the next frame and for placing a caret under the pointer). Nil when no field is focused.
    func layOutText(rowWidth: Double, metrics: TextMetrics) throws -> TextFieldLayout? {
        guard let focused = focus else { return nil }
        let value = value(ofRow: focused.row)
        let editor = TextFieldEditor(text: value, caret: focused.caret, anchor: focused.anchor)
        func x(_ offset: Int) throws -> Double { try metrics.measure(text: String(editor.prefix(offset)), style: Theme.body).width }
        let caret = try x(editor.caret)
        let fieldWidth = textRect(in: Rect(x: 0, y: 0, width: rowWidth, height: Self.rowHeight)).width
        let scroll = try Self.scroll(focused.scroll, keepingInView: caret, textWidth: x(value.count), fieldWidth: fieldWidth)
        focus?.scroll = scroll
        let selection = editor.selection
        return TextFieldLayout(indexPath: IndexPath(row: focused.row, section: 0), scroll: scroll, caretX: caret,
                               selectionX: selection.isEmpty ? nil : try x(selection.lowerBound)..<x(selection.upperBound))
    }

    func drawRow(_ indexPath: IndexPath, in rect: Rect, field layout: TextFieldLayout?, on canvas: Canvas) throws {
        try canvas.draw(text: "Classmate \(indexPath.row + 1)", style: Theme.body, color: Theme.text,
                        in: Rect(x: rect.minX + Theme.rowPadding, y: rect.minY, width: Self.labelWidth, height: rect.height))
        let field = fieldRect(in: rect)
        if layout != nil { try canvas.fillRoundedRect(field.insetBy(dx: -1, dy: -1), radius: 7, Theme.tint) }
        try canvas.fillRoundedRect(field, radius: 6, Theme.groupedBackground)
        let text = textRect(in: rect)
        let value = value(ofRow: indexPath.row)
        let outer = canvas.clip
        try canvas.setClip(Self.clip(text.insetBy(dx: -1, dy: 0), within: outer))
        defer { try? canvas.setClip(outer) }
        guard let layout else {
            try canvas.draw(text: value.isEmpty ? "Name" : value, style: Theme.body,
                            color: value.isEmpty ? Theme.secondaryText : Theme.text, in: text)
            return
        }
        let left = text.minX - layout.scroll
        let band = Rect(x: 0, y: field.midY - Self.caretHeight / 2, width: Self.caretWidth, height: Self.caretHeight)
        if let selection = layout.selectionX {
            try canvas.fill(Rect(x: left + selection.lowerBound, y: band.minY, width: selection.upperBound - selection.lowerBound,
                                 height: band.height), Self.selectionColor)
        }
        if value.isEmpty {
            try canvas.draw(text: "Name", style: Theme.body, color: Theme.secondaryText, in: text)
        } else {
            try canvas.draw(text: value, style: Theme.body, color: Theme.text,
                            in: Rect(x: left, y: text.minY, width: text.width + layout.scroll, height: text.height))
        }
        // No caret over a selection (GTK); it starts at the boundary, so at the end it follows the last glyph's advance.
        if layout.selectionX == nil, focus?.blink.isShown(at: now) == true {
            try canvas.fill(Rect(x: left + layout.caretX, y: band.minY, width: Self.caretWidth, height: band.height), Theme.tint)
        }
    }

    /// The field's sideways scroll after `previous`: moved only as far as brings the caret (at
    /// `caret` points into the text, `caretWidth` wide) inside `fieldWidth`, and no further than
    /// shows the text's end, so deleting from a long text brings its start back.
    static func scroll(_ previous: Double, keepingInView caret: Double, textWidth: Double, fieldWidth: Double) -> Double {
        let furthest = max(0, textWidth + caretWidth - fieldWidth)
        let inView = min(max(previous, caret + caretWidth - fieldWidth), caret)
        return min(max(0, inView), furthest)
    }

    /// `rect` cut to `outer` (the row's own clip), or `rect` when nothing clips.
    private static func clip(_ rect: Rect, within outer: Rect?) -> Rect {
        outer.map(rect.intersection) ?? rect
    }
}
