import CSDL2

/// Which of the desktop's selections: CLIPBOARD (cut, copy and paste) or PRIMARY (X11's habit,
/// which GTK and Qt follow: selecting text offers it, a middle click pastes it).
enum ClipboardSelection: Equatable {
    case clipboard, primary
}

/// Text read from a selection: all of it, or (`isWhole` false) only its start, when it was larger
/// than a reader keeps or its owner did not finish sending it in time.
struct ClipboardText: Equatable {
    var text: String
    var isWhole = true
}

/// The clipboard text fields cut, copy and paste through, and the PRIMARY selection: plain text.
protocol Clipboard: AnyObject {
    /// The text `selection` holds, nil when it holds none.
    func text(of selection: ClipboardSelection) -> ClipboardText?
    /// Whether `selection` may hold text (a context menu's Paste is enabled by it), without reading it.
    func hasText(of selection: ClipboardSelection) -> Bool
    /// Puts `text` in `selection`; throws one line when it cannot.
    func setText(_ text: String, of selection: ClipboardSelection) throws
}

/// The desktop's clipboard through SDL (SDL_SetClipboardText, SDL_SetPrimarySelectionText): on X11
/// SDL owns CLIPBOARD and PRIMARY and answers other programs (xclip, a browser) from its event
/// loop, so they get the text while the app pumps events. It needs SDL's video subsystem, so it
/// works while a `Window` is open. Reading on X11 goes through `X11SelectionReader` (INCR
/// transfers, bounded in time and size); under other video drivers through SDL.
final class SystemClipboard: Clipboard {
    private let isX11: Bool
    /// Opened at the first read: its connection, window and atoms are round trips to the X server that a run
    /// which never pastes (and every run's first frame) need not wait for.
    private lazy var x11: X11SelectionReader? = isX11 ? X11SelectionReader(pump: { SDL_PumpEvents() }) : nil

    /// The clipboard of a window under SDL's video driver `videoDriver`.
    init(videoDriver: String) {
        isX11 = videoDriver == "x11"
    }

    func text(of selection: ClipboardSelection) -> ClipboardText? {
        if let x11 { return x11.read(selection).flatMap { $0.text.isEmpty ? nil : $0 } }
        guard let pointer = selection == .primary ? SDL_GetPrimarySelectionText() : SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        // Another program's bytes: String(cString:) repairs invalid UTF-8 with U+FFFD.
        let text = String(cString: pointer)
        return text.isEmpty ? nil : ClipboardText(text: text)
    }

    func hasText(of selection: ClipboardSelection) -> Bool {
        // On X11 SDL's own check reads the whole selection (and waits up to 1 s for its owner).
        if let x11 { return x11.hasOwner(selection) }
        return (selection == .primary ? SDL_HasPrimarySelectionText() : SDL_HasClipboardText()) == SDL_TRUE
    }

    func setText(_ text: String, of selection: ClipboardSelection) throws {
        let status = selection == .primary ? SDL_SetPrimarySelectionText(text) : SDL_SetClipboardText(text)
        guard status == 0 else { throw PlatformError.sdl("cannot copy to the \(selection == .primary ? "primary selection" : "clipboard")") }
    }
}

/// A clipboard of the app's own, for headless runs (no desktop to share one with): what a cut or
/// copy put in a selection (or a selection made), a paste gets back.
final class AppClipboard: Clipboard {
    private var stored: [ClipboardSelection: String] = [:]

    func text(of selection: ClipboardSelection) -> ClipboardText? { stored[selection].map { ClipboardText(text: $0) } }

    func hasText(of selection: ClipboardSelection) -> Bool { stored[selection] != nil }

    func setText(_ text: String, of selection: ClipboardSelection) throws { stored[selection] = text }
}
