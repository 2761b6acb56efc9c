import Foundation
import ListDemoKit
import SnapshotTesting
import Testing

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// Images stored as PNG and compared pixel for pixel; see `Diffing.png`.
    static var png: Snapshotting { .png() }

    /// Images stored as PNG, compared with each channel allowed to differ by `tolerance`; a
    /// mismatch writes actual/diff/expected PNGs into `failuresDirectory` (by default
    /// `SnapshotFailures.directory()` for the running test).
    static func png(tolerance: UInt8 = 0, failuresDirectory: URL? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance, failuresDirectory: failuresDirectory))
    }
}

extension Diffing where Value == RGBAImage {
    /// Pixel comparison of PNG-stored images. On a mismatch it writes `actual.png`, `diff.png`
    /// (differing pixels red over a dimmed copy) and `expected.png` into `failuresDirectory`
    /// (nil: `SnapshotFailures.directory()`, worked out when the mismatch happens) and names
    /// them in the message.
    static func png(tolerance: UInt8 = 0, failuresDirectory: URL? = nil) -> Diffing {
        .diff(
            // An image that cannot be encoded (0×0) is stored as nothing; reading nothing or a
            // damaged file back gives a 0×0 image, which the comparison reports as a size mismatch.
            toData: { image in (try? PNG.encode(image)).map { Data($0) } ?? Data() },
            fromData: { data in (try? PNG.decode([UInt8](data))) ?? RGBAImage(width: 0, height: 0) },
            diffV2: { reference, actual in
                guard let difference = ImageDifference.compare(reference, actual, tolerance: tolerance) else {
                    return nil
                }
                let folder = failuresDirectory ?? SnapshotFailures.directory()
                return (SnapshotFailures.save(difference, reference: reference, actual: actual, in: folder), [])
            }
        )
    }
}

/// Where failed image snapshots are written for a person to open.
enum SnapshotFailures {
    /// The variable that, when set, names the folder for failure images.
    static let environmentVariable = "LISTDEMO_SNAPSHOT_FAILURES"

    /// `$LISTDEMO_SNAPSHOT_FAILURES/<test>` or `<package>/Tests/__Failures__/<test>`, where
    /// `<test>` is the running test's name made safe for a path (plus the snapshot's name). It is
    /// outside the test target's folder so SwiftPM never sees the images as unhandled sources.
    static func directory(snapshotName: String? = nil) -> URL {
        let root = ProcessInfo.processInfo.environment[environmentVariable].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // ListDemoKitTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("__Failures__")
        let test = Test.current?.name ?? "unknown-test"
        let name = [test, snapshotName].compactMap { $0.map(sanitized) }.joined(separator: ".")
        return root.appendingPathComponent(name, isDirectory: true)
    }

    /// Writes the three images and returns the failure message that names them.
    static func save(_ difference: ImageDifference, reference: RGBAImage, actual: RGBAImage, in folder: URL) -> String {
        let actualPath = folder.appendingPathComponent("actual.png").path
        let diffPath = folder.appendingPathComponent("diff.png").path
        let expectedPath = folder.appendingPathComponent("expected.png").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try PNG.write(actual, to: actualPath)
            try PNG.write(difference.diffImage, to: diffPath)
            if reference.width > 0 && reference.height > 0 {
                try PNG.write(reference, to: expectedPath)
            }
        } catch {
            return "\(difference.summary); could not save the failure images: \(error)"
        }
        return """
            \(difference.summary)
            actual:   \(actualPath)
            diff:     \(diffPath)
            expected: \(expectedPath)
            """
    }

    /// `smallScene()` → `smallScene`: letters, digits and dashes only, no dashes at the ends.
    private static func sanitized(_ name: String) -> String {
        let safe = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(safe).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}
