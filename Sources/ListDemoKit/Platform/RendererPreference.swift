import FoundationEssentials
import Glibc

/// Which SDL renderer a window draws with.
public enum RendererPreference: Sendable, Equatable {
    /// SDL's software renderer onto the window's native framebuffer: small and quick to start
    /// where there is no GPU (llvmpipe under Xvfb costs ~100 MB and ~100 ms more). No vsync.
    case software
    /// A GPU renderer with vsync (`driver` names one, e.g. "opengl", or nil lets SDL pick);
    /// falls back to software when it cannot be created.
    case accelerated(driver: String?)

    /// The environment variable read by `fromEnvironment`.
    public static let environmentVariable = "LISTDEMO_RENDERER"

    /// `$LISTDEMO_RENDERER`: unset, empty or "software" → software; "accelerated" → any GPU
    /// renderer; another value names an SDL render driver ("opengl", "opengles2", …).
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> RendererPreference {
        switch environment[environmentVariable] ?? "" {
        case "", "software": .software
        case "accelerated": .accelerated(driver: nil)
        case let driver: .accelerated(driver: driver)
        }
    }
}
