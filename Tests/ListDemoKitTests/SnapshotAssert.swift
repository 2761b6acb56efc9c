import Foundation
import ListDemoKit
import SnapshotTesting

/// When reference images are recorded: only on request, so CI never records.
enum SnapshotRecording {
    /// Set to 1 to (re)record every reference image this run asserts.
    static let environmentVariable = "LISTDEMO_RECORD_SNAPSHOTS"

    /// `.all` when `LISTDEMO_RECORD_SNAPSHOTS=1`, otherwise `.never` (a missing reference fails).
    static func mode(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotTestingConfiguration.Record {
        environment[environmentVariable] == "1" ? .all : .never
    }
}

/// Compares `image` with `__Snapshots__/<test file>/<test>.<name>.png` beside the calling test;
/// a mismatch leaves actual/diff/expected PNGs in `SnapshotFailures.directory(snapshotName:)`.
///
/// The record mode is passed explicitly, so neither `SNAPSHOT_TESTING_RECORD` nor a trait can
/// turn recording on: only `LISTDEMO_RECORD_SNAPSHOTS=1` does.
func assertImageSnapshot(
    of image: RGBAImage,
    named name: String,
    tolerance: UInt8 = 0,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // The failure message already names actual, diff and expected images; the library's
    // default diff tool would add two file URLs and a paragraph of advice.
    withSnapshotTesting(diffTool: SnapshotTestingConfiguration.DiffTool { reference, _ in "reference: \(reference)" }) {
        assertSnapshot(
            of: image,
            as: .png(tolerance: tolerance, failuresDirectory: SnapshotFailures.directory(snapshotName: name)),
            named: name,
            record: SnapshotRecording.mode(),
            fileID: fileID,
            file: filePath,
            testName: testName,
            line: line,
            column: column
        )
    }
}
