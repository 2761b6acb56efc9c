/// What a window's content answers the same way whatever it shows — one app, or `--compare`'s two
/// halves: how much of the frame-timing overlay is shown (F1 cycles off / compact / full,
/// `--overlay` starts in full, a script's `overlay on|off` sets it) and whether quitting was asked
/// for (the window's close button, Ctrl+Q).
struct AppShell {
    private(set) var overlayMode: OverlayMode
    private(set) var quitRequested = false

    init(options: ListDemoOptions) {
        overlayMode = options.overlay ? .full : .off
    }

    /// Takes `event` if it is one the shell answers (quit, Ctrl+Q, F1); false when it is for the content.
    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .quit:
            quitRequested = true
        case .key("Q", let modifiers) where modifiers.contains(.ctrl):
            quitRequested = true
        case .key("F1", _):
            overlayMode = overlayMode.next
        default:
            return false
        }
        return true
    }

    /// Shows the overlay in full or hides it (script `overlay on|off`).
    mutating func setOverlay(_ visible: Bool) { overlayMode = visible ? .full : .off }
}
