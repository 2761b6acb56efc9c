/// The kind of file `--record` writes, chosen by its name's extension in any case: an animated PNG of our own writing,
/// or, where an APNG does not play, a video that the ffmpeg program makes.
public enum RecordingFormat: Equatable, Sendable {
    /// `.png` or `.apng`.
    case animatedPNG
    /// `.mp4` (H.264) or `.webm` (VP9): `container` is ffmpeg's name for the format, "mp4" or "webm".
    case video(container: String)

    /// The extensions `--record` takes, for messages and help.
    public static let extensions = ".png, .apng, .mp4 or .webm"

    /// The format a file named `path` asks for; nil for any other extension.
    public init?(path: String) {
        let name = path.lowercased()
        if name.hasSuffix(".png") || name.hasSuffix(".apng") {
            self = .animatedPNG
        } else if let container = ["mp4", "webm"].first(where: { name.hasSuffix("." + $0) }) {
            self = .video(container: container)
        } else {
            return nil
        }
    }
}
