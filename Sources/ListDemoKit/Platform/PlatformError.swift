import CSDL2
import FoundationEssentials
import Glibc

/// A failure in the platform layer (SDL, SDL_ttf, libpng, files), described in one line.
public struct PlatformError: Error, LocalizedError, CustomStringConvertible, Equatable, Sendable {
    /// The one-line description, naming what failed and why.
    public let message: String

    /// Creates an error; line breaks are folded so the message always stays on one line.
    public init(_ message: String) {
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The message, so that `print(error)` shows exactly one clear line.
    public var description: String { message }

    /// The message, so that `error.localizedDescription` is the same line on Linux too.
    public var errorDescription: String? { message }

    /// An error for a failed SDL or SDL_ttf call, with SDL's own reason appended.
    static func sdl(_ what: String) -> PlatformError {
        let reason = String(cString: SDL_GetError())
        return PlatformError(reason.isEmpty ? what : "\(what): \(reason)")
    }

    /// An error for a failed POSIX call, with the reason for the current `errno` appended.
    static func posix(_ what: String, errno code: Int32) -> PlatformError {
        PlatformError("\(what): \(String(cString: strerror(code)))")
    }
}

/// Turns an SDL return code (negative on failure) into a thrown error.
func checkSDL(_ result: Int32, _ what: @autoclosure () -> String) throws {
    if result < 0 { throw PlatformError.sdl(what()) }
}
