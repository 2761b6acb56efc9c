import Foundation
import Testing
@testable import ListDemoKit

/// An animation golden: a scripted headless run of `arguments` recorded (`--record`, the virtual clock and fixed
/// overlay figures, so it is the same every run) and compared frame by frame with a reference animated PNG,
/// `__Snapshots__/<test file>/<test>.<name>.png` beside the test, where the stills' references are.
///
/// Both files are read by Pillow (`APNGReading`). The frame count and every delay must match exactly; every pixel of
/// every frame within `tolerance` per channel, as stills are compared. On a mismatch it writes `frames.png` into
/// `SnapshotFailures.directory(snapshotName:)`: the first differing frames (up to three), each a row of expected,
/// actual and difference, and names the first of them and when it shows. `LISTDEMO_RECORD_SNAPSHOTS=1` records the
/// reference instead and fails saying so, as the stills do; nothing else ever records one.
func assertAnimationSnapshot(_ arguments: [String], script: String, named name: String, tolerance: UInt8 = 0,
                             filePath: StaticString = #filePath, testName: String = #function,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
    let work = try PlatformTestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    guard case .run(var options) = ListDemoOptions.interpret(arguments + ["--headless"]) else {
        Issue.record("\(arguments) is not a command line that runs", sourceLocation: sourceLocation)
        return
    }
    let recorded = work.appendingPathComponent("actual.png")
    options.record = recorded.path
    options.saveTo = work.appendingPathComponent("c.json").path
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(), script: try Script.parse(script),
                       timer: .fixed(work: 0.004, overlay: 0.0002)).run()

    let testFile = URL(fileURLWithPath: "\(filePath)")
    let test = testName.prefix { $0 != "(" }
    let reference = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        .appendingPathComponent("\(test).\(name).png")
    if ProcessInfo.processInfo.environment[SnapshotRecording.environmentVariable] == "1" {
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: reference)
        try FileManager.default.copyItem(at: recorded, to: reference)
        Issue.record(Comment(rawValue: "Recorded the reference \(reference.path): look at its frames, then run again "
                                       + "without \(SnapshotRecording.environmentVariable)"), sourceLocation: sourceLocation)
        return
    }
    guard FileManager.default.fileExists(atPath: reference.path) else {
        Issue.record("No reference at \(reference.path): record it with \(SnapshotRecording.environmentVariable)=1",
                     sourceLocation: sourceLocation)
        return
    }
    let folders = ["expected", "actual"].map { work.appendingPathComponent($0) }
    for folder in folders { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    let expected = try APNGReading(path: reference.path, everyFrameInto: folders[0])
    let actual = try APNGReading(path: recorded.path, everyFrameInto: folders[1])
    guard expected.width == actual.width, expected.height == actual.height, expected.durations == actual.durations else {
        Issue.record(Comment(rawValue: "\(actual.frames) frames of \(actual.width)×\(actual.height), "
                                       + "\(actual.durations.reduce(0, +)) ms, against the reference's \(expected.frames) of "
                                       + "\(expected.width)×\(expected.height), \(expected.durations.reduce(0, +)) ms"),
                     sourceLocation: sourceLocation)
        return
    }
    var differing: [(frame: Int, expected: RGBAImage, actual: RGBAImage, difference: ImageDifference)] = []
    for frame in 0..<expected.frames where differing.count < 3 {
        let pair = try folders.map { try PNG.read(from: $0.appendingPathComponent("\(frame).png").path) }
        if let difference = ImageDifference.compare(pair[0], pair[1], tolerance: tolerance) {
            differing.append((frame, pair[0], pair[1], difference))
        }
    }
    guard let first = differing.first else { return }
    let shown = expected.durations[..<first.frame].reduce(0, +) / 1000
    let sheet = differing.map { [$0.expected, $0.actual, $0.difference.diffImage] }.sideBySideRows()
    let failures = SnapshotFailures.directory(snapshotName: name)
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    let sheetPath = failures.appendingPathComponent("frames.png").path
    try PNG.write(sheet, to: sheetPath)
    Issue.record(Comment(rawValue: "frame \(first.frame) of \(expected.frames), shown from "
                                   + "\(String(format: "%.3f", shown)) s, differs: \(first.difference.summary); frames "
                                   + "\(differing.map(\.frame)) as expected | actual | difference: \(sheetPath)"),
                 sourceLocation: sourceLocation)
}

extension Array where Element == [RGBAImage] {
    /// The images laid out as a sheet: each element a row, its images side by side (all one size).
    func sideBySideRows() -> RGBAImage {
        let width = self[0][0].width, height = self[0][0].height, columns = self.map(\.count).max() ?? 0
        var sheet = RGBAImage(width: width * columns, height: height * count, fill: .black)
        for (row, images) in enumerated() {
            for (column, image) in images.enumerated() {
                for y in 0..<Swift.min(height, image.height) {
                    let target = (row * height + y) * sheet.width + column * width
                    sheet.pixels.replaceSubrange(target..<(target + Swift.min(width, image.width)),
                                                 with: image.pixels[(y * image.width)..<(y * image.width + Swift.min(width, image.width))])
                }
            }
        }
        return sheet
    }
}
