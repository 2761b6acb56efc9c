import FoundationEssentials
import Glibc

/// The folder holding the app's fonts (and their licence), and the paths of the files in it.
public struct Assets: Sendable, Equatable {
    /// The folder's absolute path.
    public let directory: String

    /// Uses `directory` as the assets folder as it is, without checking it.
    public init(directory: String) {
        self.directory = directory
    }

    /// The environment variable that names the assets folder explicitly.
    public static let environmentVariable = "LISTDEMO_ASSETS"

    /// Finds the assets folder: `$LISTDEMO_ASSETS` if set (and then only there), else `Assets`
    /// beside the executable (an installed copy), else the package's own `Assets/` (a
    /// development checkout, found from this source file's path).
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        // The running executable, from Linux's link to it.
        executableDirectory: String? = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
    ) throws -> Assets {
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            guard isDirectory(explicit) else {
                throw PlatformError("assets folder not found: \(explicit) (from \(environmentVariable))")
            }
            return Assets(directory: explicit)
        }
        let candidates = [executableDirectory.map { $0 + "/Assets" }, packageAssetsDirectory].compactMap { $0 }
        guard let found = candidates.first(where: isDirectory) else {
            throw PlatformError("assets folder not found: looked in \(candidates.joined(separator: ", ")); set \(environmentVariable)")
        }
        return Assets(directory: found)
    }

    /// The path of the font file for `weight`; throws, naming that path, when it is missing.
    public func fontPath(for weight: TextStyle.Weight) throws -> String {
        let path = directory + "/" + weight.fontFileName
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw PlatformError("font not found: \(path)")
        }
        return path
    }

    /// `<package>/Assets`, from this file's place at `<package>/Sources/ListDemoKit/Platform/`.
    private static var packageAssetsDirectory: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Platform
            .deletingLastPathComponent()  // ListDemoKit
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Assets").path
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory
    }
}
