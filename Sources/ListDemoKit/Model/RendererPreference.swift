import FoundationEssentials

/// Which SDL renderer a window tries first; `candidates` gives the order it falls back in.
public enum RendererPreference: Sendable, Equatable {
    /// SDL's software renderer onto the window's native framebuffer: small and quick to start
    /// where there is no GPU (llvmpipe under Xvfb costs ~100 MB and ~100 ms more). No vsync.
    case software
    /// A GPU renderer with vsync (`driver` names one, e.g. "opengl", or nil takes SDL's order).
    case accelerated(driver: String?)

    /// SDL's name for its software renderer.
    public static let softwareDriver = "software"

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

    /// The render drivers to try, in order, given those SDL has (`available`, in SDL's order):
    /// the preferred one first, then every other SDL lists, so the window draws wherever any
    /// renderer works (software cannot under Wayland; a named GPU driver may be missing).
    public func candidates(available: [String]) -> [String] {
        let preferred: String? = switch self {
        case .software: Self.softwareDriver
        case .accelerated(let driver): driver
        }
        guard let preferred else { return available }
        return [preferred] + available.filter { $0 != preferred }
    }
}
