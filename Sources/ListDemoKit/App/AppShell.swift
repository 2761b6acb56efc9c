/// What a window's content answers the same way whatever it shows — one app, or `--compare`'s two
/// halves: how much of the frame-timing overlay is shown (F1 cycles off / compact / full,
/// `--overlay` starts in full, a script's `overlay on|off` sets it) and quitting (the window's close
/// button, Ctrl+Q). Quitting in a window while edits are on no disk (the draft could not be written)
/// first asks Save / Discard / Cancel (`QuitDialog`), as desktop editors do; headless, the run ends
/// and its exit says what was lost.
struct AppShell {
    private(set) var overlayMode: OverlayMode
    private(set) var quitRequested = false
    /// Whether quitting with unwritten edits asks first (a window) or ends the run at once (headless).
    let asksBeforeQuitting: Bool
    /// The question on screen, while it is: why the edits are unwritten and the focused button.
    private(set) var confirmation: (reason: String, focused: QuitDialog.Button)?
    /// The button a press on the dialog began on: a release on the same button answers.
    private var pressedButton: QuitDialog.Button?
    /// Whether the user chose to quit without the edits (Discard): the run then ends as asked, quietly.
    private(set) var discardedEdits = false

    init(options: ListDemoOptions) {
        overlayMode = options.overlay ? .full : .off
        asksBeforeQuitting = !options.headless
    }

    /// What the shell made of an event.
    enum Outcome: Equatable {
        /// Not the shell's: the content takes it.
        case forContent
        /// Answered (F1, a quit, or input the dialog took or ignored).
        case taken
        /// The dialog opened, or was answered: the content ends gestures it holds (`.asked`), saves (`.save`), and
        /// the trace records each step.
        case confirmation(QuitDialog.Button?)
    }

    /// Takes `event` if it is one the shell answers (quit, Ctrl+Q, F1), or everything but window changes while the
    /// dialog shows. `unwrittenEdits` says why the content's edits are on no disk, if they are; `size` is the
    /// window's, where the dialog is hit.
    mutating func handle(_ event: InputEvent, unwrittenEdits: String?, size: Size) -> Outcome {
        if confirmation != nil { return answer(event, size: size) }
        switch event {
        case .quit:
            return requestQuit(unwrittenEdits: unwrittenEdits)
        case .key("Q", let modifiers) where modifiers.contains(.ctrl):
            return requestQuit(unwrittenEdits: unwrittenEdits)
        case .key("F1", _):
            overlayMode = overlayMode.next
            return .taken
        default:
            return .forContent
        }
    }

    /// Quits, or asks first when edits are unwritten in a window.
    private mutating func requestQuit(unwrittenEdits: String?) -> Outcome {
        guard asksBeforeQuitting, let reason = unwrittenEdits else {
            quitRequested = true
            return .taken
        }
        confirmation = (reason, .save)
        return .confirmation(nil)
    }

    /// The dialog is modal: keys move its focus (Tab, arrows) and press (Return, Space; Escape cancels, Ctrl+S saves),
    /// a click on a button or a screen reader's action on it answers; the window's size and exposure still reach the
    /// content, other input goes nowhere.
    private mutating func answer(_ event: InputEvent, size: Size) -> Outcome {
        guard let shown = confirmation, let dialog = quitDialog(size: size) else { return .forContent }
        let buttons = QuitDialog.Button.allCases
        func move(_ step: Int) {
            confirmation?.focused = buttons[(shown.focused.rawValue + step + buttons.count) % buttons.count]
        }
        switch event {
        case .resized, .exposed:
            return .forContent
        case .key("Tab", let modifiers): move(modifiers.contains(.shift) ? -1 : 1)
        case .key("Down", []), .key("Right", []): move(1)
        case .key("Up", []), .key("Left", []): move(-1)
        case .key("Return", []), .key("Space", []): return choose(shown.focused)
        case .key("Escape", []): return choose(.cancel)
        case .key("S", [.ctrl]): return choose(.save)
        case .access(.dialog(let button)): return choose(button)
        case .pointerDown(let point, _):
            pressedButton = dialog.hit(point)
        case .pointerUp(let point):
            defer { pressedButton = nil }
            if let button = dialog.hit(point), button == pressedButton { return choose(button) }
        default:
            // A second close request or Ctrl+Q while asking: the question stands.
            break
        }
        return .taken
    }

    private mutating func choose(_ button: QuitDialog.Button) -> Outcome {
        switch button {
        case .save:
            break  // the content saves, then says how it went (`saved`)
        case .discard:
            confirmation = nil
            discardedEdits = true
            quitRequested = true
        case .cancel:
            confirmation = nil
        }
        return .confirmation(button)
    }

    /// The content saved after Save: with nothing left unwritten the app quits; otherwise the question stays, with
    /// the new reason.
    mutating func saved(unwrittenEdits: String?) {
        guard let reason = unwrittenEdits else {
            confirmation = nil
            quitRequested = true
            return
        }
        confirmation?.reason = reason
    }

    /// The dialog as it shows over a window `size` points large, nil while none does.
    func quitDialog(size: Size) -> QuitDialog? {
        confirmation.map { QuitDialog(reason: $0.reason, focused: $0.focused, size: size) }
    }

    /// Draws the dialog over the whole window while it shows, in `theme`.
    func drawConfirmation(size: Size, theme: Theme, on canvas: Canvas) throws {
        try quitDialog(size: size)?.draw(theme: theme, on: canvas)
    }

    /// Shows the overlay in full or hides it (script `overlay on|off`).
    mutating func setOverlay(_ visible: Bool) { overlayMode = visible ? .full : .off }
}
