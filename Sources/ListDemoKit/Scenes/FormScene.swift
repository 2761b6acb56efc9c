import FoundationEssentials
import ScrollCore

/// Seed 003's "Classmates": 20 rows, each a label and a text field, in reused cells.
///
/// Only rows on screen have a cell (`liveCells`), taken from and given back to a `ReusePool` as the
/// list reports willDisplay / didEndDisplaying. A field's text lives in its cell while the row is on
/// screen, is saved into `saved` when the row leaves and put back into a cell when it returns, and
/// reading all values takes live cells before saved ones. Save writes them to `--save-to`; every
/// edit also goes to a draft file, so a crash loses nothing.
///
/// This file holds the form's data, cells and saving; `FormScene+Editing` the field being edited
/// (keys, shortcuts, typing), `FormScene+Pointer` presses and drags in a field, `FormScene+Drawing`
/// the field's layout for a frame and the rows.
final class FormScene: ListDataSource {
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
    /// A paste of which only the start arrived (its owner was too slow, or it was far larger than a field).
    static let pasteCutNotice = "Only the start of the clipboard was pasted"

    let name = SceneName.form
    let title = "Classmates"
    /// The label beside row `row`'s field.
    static func label(ofRow row: Int) -> String { "Classmate \(row + 1)" }
    /// Save, which a read-only form (another instance owns the files) cannot press.
    var navigationButtons: [NavigationBar.Button] { [NavigationBar.Button("Save", isEnabled: store.readOnlyReason == nil)] }
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    /// A one-line message under the navigation bar: a restored draft, a save, or a failure.
    var banner: String?
    /// Whether the banner reports a failure, a save or a notice.
    var bannerKind: BannerKind = .notice
    /// What the launch said on standard error about files it could not use, one line each.
    private(set) var fileNotices: [String] = []
    /// Why the edits since the last write are on no disk (the draft could not be written, nor a save since); nil while
    /// the draft or the save file holds every edit. Quitting then asks first in a window, and the run's exit says so.
    private(set) var unwrittenEdits: String?

    /// The cells of the rows on screen.
    private(set) var liveCells: [ListIndexPath: FormCell] = [:]
    /// Cells that left the screen, waiting for the next row that arrives.
    private(set) var pool = ReusePool<String, FormCell>()
    /// How many cells were ever built (a cell is built only when the pool has none).
    private(set) var cellsBuilt = 0
    /// The text of every field as of when its row last left the screen (or as loaded).
    private var saved: [String]
    /// The field being edited: its caret, selection, horizontal scroll and caret blink.
    var focus: Focus?
    /// Each field's undo history (by row), kept while the form is open, focused or not (GTK keeps an
    /// entry's history while the entry lives).
    var histories: [Int: TextFieldHistory] = [:]
    /// Where cut, copy and paste go: the desktop's clipboard in a window, the app's own headless.
    let clipboard: Clipboard
    /// The last frame's time (`tick`): when the caret blink is drawn.
    private(set) var now = 0.0
    /// Where the row was drawn when a press in its field began, while the pointer holds it.
    var pressedRow: Rect?
    var store: FormStore
    /// While another instance owns the files: when this one next tries to take them over (app clock).
    private var nextLockTry = 0.0
    /// How often a read-only form tries the lock, in seconds of the app's clock.
    static let lockTryInterval = 1.0
    /// Saves and failures not yet handed to the trace.
    private var sceneEvents: [SceneEvent] = []
    /// What the launch found wrong with the files (read-only included), for the trace at the first frame.
    private var untracedNotices: [String] = []

    /// The form saving to `saveTo`, starting from its draft or saved values if there are any; its files never become
    /// one of `otherFiles`, the run's others. A file that could not be used, or another instance owning the files, is
    /// named in the banner (short) and on standard error (in full, one line each).
    init(saveTo: String, clipboard: Clipboard, otherFiles: [FileRole] = []) {
        self.clipboard = clipboard
        store = FormStore(path: saveTo, count: Self.fieldCount, fault: WriteFault.fromEnvironment(), otherFiles: otherFiles)
        saved = Array(repeating: "", count: Self.fieldCount)
        let start = store.load()
        if let values = start.values { saved = values }
        show(start)
        untracedNotices = start.notices.map(\.banner)
    }

    /// Says what reading the files found: a banner line per file that could not be used, a restored draft, a
    /// takeover; one line each on standard error for the files.
    private func show(_ start: FormStore.Start) {
        fileNotices = start.notices.map(\.line)
        for line in fileNotices { StandardError.writeLine("listdemo: \(line)") }
        var lines = start.takeover.map { [$0] } ?? []
        lines += start.notices.map(\.banner)
        if start.fromDraft { lines.append("Restored unsaved changes") }
        banner = lines.isEmpty ? nil : lines.joined(separator: "; ")
        // A file that could not be read is a failure, even beside a restored draft.
        bannerKind = start.notices.isEmpty ? .notice : .error
    }

    /// While another instance owns the files, once a second of the app's clock: once it has ended, takes the files
    /// over (read again, every field shown as they hold it, the undo histories dropped) and says so in the banner and
    /// the trace. A form that was read-only from the start has no edits of its own to lose (its typing changed
    /// nothing); one that owned the files and lost the lock (`showDemotion`) may hold edits no file has: they stay, and
    /// what the other instance wrote is kept aside by the next write, as any file changed on disk is.
    private func takeOverIfFree(at time: Double) {
        guard store.readOnlyReason != nil, time >= nextLockTry else { return }
        nextLockTry = time + Self.lockTryInterval
        let keepsEdits = unwrittenEdits != nil
        guard var start = store.takeOverIfFree(readingFiles: !keepsEdits) else { return }
        if keepsEdits {
            start.takeover = (start.takeover ?? "") + "; your edits not yet written are kept"
        } else {
            for row in 0..<Self.fieldCount { setValue(start.values?[row] ?? "", ofRow: row) }
            histories = [:]
        }
        if let row = focus?.row {
            let end = value(ofRow: row).count
            focus?.caret = end
            focus?.anchor = end
        }
        show(start)
        sceneEvents.append(bannerKind == .error ? .error(time: time, message: banner ?? "") : .notice(time: time, message: banner ?? ""))
    }

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { Self.fieldCount }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .exact(Self.rowHeight) }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }

    // MARK: Values

    /// The field of `row`: its live cell's text if it is on screen, else the saved text.
    func value(ofRow row: Int) -> String {
        liveCells[ListIndexPath(row: row, section: 0)]?.text ?? saved[row]
    }

    /// Every field, live cells first (the seed's Save).
    var allValues: [String] { (0..<Self.fieldCount).map(value(ofRow:)) }

    func setValue(_ text: String, ofRow row: Int) {
        if let cell = liveCells[ListIndexPath(row: row, section: 0)] { cell.text = text } else { saved[row] = text }
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

    /// Shows `error` in the banner and reports it to the trace.
    func failed(_ error: any Error, at time: Double) {
        banner = "\(error)"
        bannerKind = .error
        sceneEvents.append(.error(time: time, message: banner!))
    }

    /// Shows `message` in the banner as a notice (a paste cut at the field's limits) and reports it to the trace.
    func notify(_ message: String, at time: Double) {
        banner = message
        bannerKind = .notice
        sceneEvents.append(.notice(time: time, message: message))
    }

    // MARK: Saving

    /// `path` from the root, so the banner says where the file is whatever folder the app was started in.
    static func fullPath(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        guard !path.hasPrefix("/"), folder.hasPrefix("/") else { return path }
        return (folder == "/" ? "" : folder) + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    /// Writes every value to `--save-to`; a failure is shown in the banner and changes nothing.
    func save(at time: Double) {
        do {
            let kept = try store.save(allValues)
            unwrittenEdits = nil
            banner = "Saved to \(Self.fullPath(store.path))" + (kept.save.map { "; the version changed on disk is kept as \($0)" } ?? "")
                + (kept.draft.map { "; the draft changed on disk is kept as \($0)" } ?? "")
            bannerKind = .success
            sceneEvents.append(.save(time: time, path: store.path))
        } catch {
            // The draft still holds the edits, unless it could not be written either.
            if unwrittenEdits != nil { unwrittenEdits = "\(error)" }
            failed(error, at: time)
            showDemotion(at: time)
        }
    }

    /// Keeps every value in the draft; when it cannot, the edits are unwritten until a save succeeds.
    func writeDraft(at time: Double) {
        do {
            let kept = try store.writeDraft(allValues)
            unwrittenEdits = nil
            if let kept { notify("The draft changed on disk is kept as \(kept)", at: time) }
        } catch {
            unwrittenEdits = "\(error)"
            failed(error, at: time)
            showDemotion(at: time)
        }
    }

    /// Says once, in the banner, on standard error and in the trace, that this form, which owned the files, is now
    /// read-only: its lock file was deleted and another instance took the lock.
    func showDemotion(at time: Double) {
        guard let notice = store.demotion else { return }
        store.demotion = nil
        StandardError.writeLine("listdemo: \(notice.line)")
        banner = notice.banner
        bannerKind = .error
        sceneEvents.append(.error(time: time, message: notice.banner))
    }

    func tick(at time: Double, motionReduced: Bool) {
        now = time
        sceneEvents += untracedNotices.map { .error(time: time, message: $0) }
        untracedNotices = []
        _ = store.checkLock()
        showDemotion(at: time)
        takeOverIfFree(at: time)
    }

    /// The caret's next blink while a field is focused with nothing selected, and the next try of the lock while
    /// another instance owns the files.
    var nextWakeTime: Double? {
        let blink = focus.flatMap { $0.caret == $0.anchor ? $0.blink.nextChange(after: now) : nil }
        let lock = store.readOnlyReason == nil ? nil : nextLockTry
        return [blink, lock].compactMap { $0 }.min()
    }

    func takeSceneEvents(_ body: (SceneEvent) -> Void) {
        sceneEvents.forEach(body)
        sceneEvents.removeAll()
    }

    func didClickNavigationButton(_ index: Int, at time: Double) {
        save(at: time)
    }
}
