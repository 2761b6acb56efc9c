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

    let title = "Classmates"
    let navigationButtons = ["Save"]
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    /// A one-line message under the navigation bar: a restored draft, a save, or a failure.
    private(set) var banner: String?
    /// Whether the banner reports a failure, a save or a notice.
    private(set) var bannerStyle: Banner.Style = .notice
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
    /// The field being edited, and its caret.
    private(set) var focus: (row: Int, caret: Int)?
    private var store: FormStore
    /// Saves and failures not yet handed to the trace.
    private var sceneEvents: [SceneEvent] = []

    /// The form saving to `saveTo`, starting from its draft or saved values if there are any.
    /// A file that could not be used is named in the banner (short) and on standard error (in full, one line each).
    init(saveTo: String) {
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
        bannerStyle = start.notices.isEmpty ? .notice : .error
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

    /// Starts editing `row` with the caret at its end, and brings the row into view. While the
    /// keyboard's focus ring shows, it moves to the row, so the ring and the field agree.
    func beginEditing(row: Int, at time: Double) {
        focus = (row, value(ofRow: row).count)
        if list.currentRow != nil { try? list.setCurrentRow(IndexPath(row: row, section: 0)) }
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
        if modifiers.contains(.ctrl) {
            guard name == "S" else { return false }
            save(at: time)
            return true
        }
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
            var editor = TextFieldEditor(text: value(ofRow: current.row), caret: current.caret)
            guard editor.apply(key: name) else { return false }
            commit(editor, row: current.row, at: time)
        default:
            return false
        }
        return true
    }

    func handleText(_ text: String, at time: Double) {
        guard let current = focus else { return }
        var editor = TextFieldEditor(text: value(ofRow: current.row), caret: current.caret)
        let typed = fitting(text, after: editor.text)
        editor.insert(typed)
        commit(editor, row: current.row, at: time)
    }

    /// The start of `text` that fits in a field holding `current`; when some is cut the banner says why.
    private func fitting(_ text: String, after current: String) -> String {
        var characters = max(0, Self.maximumLength - current.count)
        var bytes = max(0, Self.maximumBytes - current.utf8.count)
        var end = text.startIndex
        // Walks only as far as the field has room, however long `text` is.
        while end < text.endIndex {
            let size = text[end].utf8.count
            guard characters > 0, size <= bytes else {
                banner = characters > 0 ? Self.byteLimitNotice : Self.lengthLimitNotice
                bannerStyle = .notice
                break
            }
            characters -= 1
            bytes -= size
            end = text.index(after: end)
        }
        return String(text[..<end])
    }

    /// Keeps an edit in the field and in the draft file.
    private func commit(_ editor: TextFieldEditor, row: Int, at time: Double) {
        let changed = editor.text != value(ofRow: row)
        setValue(editor.text, ofRow: row)
        focus = (row, editor.caret)
        guard changed else { return }
        do { try store.writeDraft(allValues) } catch { failed(error, at: time) }
    }

    /// Shows `error` in the banner and reports it to the trace.
    private func failed(_ error: any Error, at time: Double) {
        banner = "\(error)"
        bannerStyle = .error
        sceneEvents.append(.error(time: time, message: banner!))
    }

    // MARK: Saving

    /// Writes every value to `--save-to`; a failure is shown in the banner and changes nothing.
    func save(at time: Double) {
        do {
            try store.save(allValues)
            banner = "Saved to \(store.path)"
            bannerStyle = .success
            sceneEvents.append(.save(time: time, path: store.path))
        } catch {
            failed(error, at: time)
        }
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

    func drawRow(_ indexPath: IndexPath, in rect: Rect, on canvas: Canvas) throws {
        try canvas.draw(text: "Classmate \(indexPath.row + 1)", style: Theme.body, color: Theme.text,
                        in: Rect(x: rect.minX + Theme.rowPadding, y: rect.minY, width: Self.labelWidth, height: rect.height))
        let field = fieldRect(in: rect)
        let focused = focus?.row == indexPath.row
        if focused { try canvas.fillRoundedRect(field.insetBy(dx: -1, dy: -1), radius: 7, Theme.tint) }
        try canvas.fillRoundedRect(field, radius: 6, Theme.groupedBackground)
        let text = field.insetBy(dx: 8, dy: 0)
        let value = value(ofRow: indexPath.row)
        var caret: Double?
        if let focus, focused {
            let before = TextFieldEditor(text: value, caret: focus.caret).textBeforeCaret
            caret = try canvas.measure(text: String(before), style: Theme.body).width
        }
        // Text wider than the field scrolls sideways to keep the caret in view, and never spills out of the field.
        let scroll = max(0, (caret ?? 0) + Self.caretWidth - text.width)
        let outer = canvas.clip
        try canvas.setClip(Self.clip(text.insetBy(dx: -1, dy: 0), within: outer))
        defer { try? canvas.setClip(outer) }
        let shifted = Rect(x: text.minX - scroll, y: text.minY, width: text.width + scroll, height: text.height)
        if value.isEmpty {
            try canvas.draw(text: "Name", style: Theme.body, color: Theme.secondaryText, in: text)
        } else {
            try canvas.draw(text: value, style: Theme.body, color: Theme.text, in: shifted)
        }
        if let caret {
            try canvas.fill(Rect(x: shifted.minX + caret, y: field.midY - 10, width: Self.caretWidth, height: 20), Theme.tint)
        }
    }

    static let caretWidth = 2.0

    /// `rect` cut to `outer` (the row's own clip), or `rect` when nothing clips.
    private static func clip(_ rect: Rect, within outer: Rect?) -> Rect {
        outer.map(rect.intersection) ?? rect
    }
}
