import CSDL2

/// The clipboard text fields cut, copy and paste through: plain UTF-8 text.
protocol Clipboard: AnyObject {
    /// The clipboard's text, nil when it holds none.
    func text() -> String?
    /// Puts `text` on the clipboard; throws one line when it cannot.
    func setText(_ text: String) throws
}

/// The desktop's clipboard through SDL (SDL_SetClipboardText / SDL_GetClipboardText): on X11
/// the CLIPBOARD selection, which other programs (xclip, a browser) read and fill. It needs SDL's
/// video subsystem, so it works while a `Window` is open. On X11 SDL answers other programs'
/// requests for the text from its event loop, so they get it while the app pumps events.
final class SystemClipboard: Clipboard {
    func text() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        // Another program's bytes: String(cString:) repairs invalid UTF-8 with U+FFFD.
        let text = String(cString: pointer)
        return text.isEmpty ? nil : text
    }

    func setText(_ text: String) throws {
        guard SDL_SetClipboardText(text) == 0 else { throw PlatformError.sdl("cannot copy to the clipboard") }
    }
}

/// A clipboard of the app's own, for headless runs (no desktop to share one with): what a cut or
/// copy put there, a paste gets back.
final class AppClipboard: Clipboard {
    private var stored: String?

    func text() -> String? { stored }

    func setText(_ text: String) throws { stored = text }
}
