import CSDL2TTF
import Synchronization

/// Process-wide SDL_ttf set-up, done safely from any thread.
enum TrueType {
    /// `TTF_Init` is not thread-safe and must run once per process. A static `let` is
    /// initialised exactly once, under a lock (swift_once), so it is that once; it is never
    /// undone (`TTF_Quit`) because fonts may live until the process ends.
    private static let initialisation: Result<Void, PlatformError> =
        TTF_Init() == 0 ? .success(()) : .failure(.sdl("cannot initialise SDL_ttf"))

    /// FreeType's one library object, shared by every font, is not safe for concurrent creation
    /// and destruction of faces, so opening and closing fonts holds this lock. Rendering with
    /// different fonts on different threads needs none.
    static let faceLock = Mutex(())

    /// Initialises SDL_ttf on first use; throws SDL's reason if that failed.
    static func initialise() throws {
        try initialisation.get()
    }
}
