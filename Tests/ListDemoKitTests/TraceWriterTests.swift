import Foundation
import Testing
@testable import ListDemoKit

/// A path in a fresh directory, removed when the test ends.
private func withTemporaryFile(_ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("listdemo-trace-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory.appendingPathComponent("trace.jsonl").path)
}

private func lines(at path: String) throws -> [String] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@Test func writtenLinesReadBackWithJSONSerialization() throws {
    try withTemporaryFile { path in
        let writer = try TraceWriter(path: path)
        try writer.append(.frame(1, t: 1.0 / 60, dt: 1.0 / 60, work: 0.000_25, offset: -0.5, velocity: 1e-7,
                                 phase: "tracking", presentT: 0.02, deviation: 0.25))
        try writer.append(.save(t: 2, path: "out/\"quoted\" \\ Zoë\n.json"))
        try writer.append(["event": "custom", "nan": .double(.nan), "flag": true, "none": nil, "big": .int(.max)])
        try writer.close()

        let text = try lines(at: path)
        #expect(text.count == 4 && text[3].isEmpty, "every record ends with a line break")
        let objects = try text.dropLast().map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects[0]["frame"] as? Int == 1)
        #expect(objects[0]["t"] as? Double == 1.0 / 60)
        #expect(objects[0]["dt_ms"] as? Double == 16.667)
        #expect(objects[0]["work_ms"] as? Double == 0.25)
        #expect(objects[0]["offset"] as? Double == -0.5)
        #expect(objects[0]["velocity"] as? Double == 1e-7)
        #expect(objects[0]["phase"] as? String == "tracking")
        #expect(objects[1]["path"] as? String == "out/\"quoted\" \\ Zoë\n.json")
        #expect(objects[2]["nan"] is NSNull)
        #expect(objects[2]["none"] is NSNull)
        #expect(objects[2]["flag"] as? Bool == true)
        #expect(objects[2]["big"] as? Int == .max)
    }
}

@Test func recordsReachTheFileEveryNAndOnClose() throws {
    try withTemporaryFile { path in
        let writer = try TraceWriter(path: path, flushEvery: 3)
        try writer.append(["n": 1])
        try writer.append(["n": 2])
        #expect(try lines(at: path) == [""], "nothing written before the third record")
        try writer.append(["n": 3])
        #expect(try lines(at: path) == [#"{"n":1}"#, #"{"n":2}"#, #"{"n":3}"#, ""])
        try writer.append(["n": 4])
        try writer.close()
        #expect(try lines(at: path).count == 5)
    }
}

@Test func openingTruncatesAnOldTrace() throws {
    try withTemporaryFile { path in
        try Data("old contents that are longer\n".utf8).write(to: URL(fileURLWithPath: path))
        let writer = try TraceWriter(path: path)
        try writer.append(["n": 1])
        try writer.close()
        #expect(try lines(at: path) == [#"{"n":1}"#, ""])
    }
}

@Test func droppedWriterStillSavesItsRecords() throws {
    try withTemporaryFile { path in
        do {
            let writer = try TraceWriter(path: path)
            try writer.append(["n": 1])
        }
        #expect(try lines(at: path) == [#"{"n":1}"#, ""])
    }
}

@Test func unwritablePathFailsNamingThePath() {
    #expect(throws: TraceError("trace: cannot open '/nonexistent-dir/trace.jsonl': No such file or directory")) {
        try TraceWriter(path: "/nonexistent-dir/trace.jsonl")
    }
}

@Test func directoryPathFailsNamingThePath() throws {
    let directory = FileManager.default.temporaryDirectory.path
    #expect(throws: TraceError("trace: refusing to write '\(directory)': it is a directory, not a regular file or a pipe")) {
        try TraceWriter(path: directory)
    }
}

/// A full disk (a tiny tmpfs of our own, never a real device) fails the write with one line, and the failure sticks.
@Test(.enabled(if: TinyDisk.unavailableReason == nil, "\(TinyDisk.unavailableReason ?? "")"))
func writeFailureIsOneLineAndSticks() throws {
    let disk = try TinyDisk()
    let path = disk.folder.appendingPathComponent("trace.jsonl").path
    let writer = try TraceWriter(path: path, flushEvery: 1)
    disk.fill()
    let failure = TraceError("trace: cannot write '\(path)': No space left on device")
    #expect(throws: failure) { try writer.append(["n": .string(String(repeating: "x", count: 8192))]) }
    #expect(throws: failure) { try writer.append(["n": 2]) }
    #expect(throws: failure) { try writer.flush() }
    try writer.close()
}

/// A FIFO no process reads is refused at once (a plain open would wait for a reader for ever), and stays a FIFO.
@Test func aFIFOWithoutAReaderIsRefusedWithoutWaiting() throws {
    try withTemporaryFile { path in
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: TraceError("trace: cannot open '\(path)': it is a FIFO that no process is reading")) {
            try TraceWriter(path: path)
        }
        #expect(FileIdentity(path: path)?.kind == .fifo)
    }
}

/// A FIFO with a reader gets the trace as it is written (`--trace /dev/stdout | jq …` works the same way).
@Test func aFIFOWithAReaderGetsTheTrace() throws {
    try withTemporaryFile { path in
        #expect(mkfifo(path, 0o644) == 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let writer = try TraceWriter(path: path, flushEvery: 1)
        try writer.append(["n": 1])
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &bytes, bytes.count)
        #expect(String(decoding: bytes.prefix(max(0, count)), as: UTF8.self) == #"{"n":1}"# + "\n")
        try writer.close()
        #expect(FileIdentity(path: path)?.kind == .fifo)
    }
}

/// A device node (our own, in a temporary folder, with /dev/full's numbers) is refused before it is opened.
@Test func aDeviceIsRefusedUnopened() throws {
    try withTemporaryFile { path in
        guard mknod(path, S_IFCHR | 0o644, deviceNumber(major: 1, minor: 7)) == 0 else {
            print("skipped: cannot make a device node here (\(String(cString: strerror(errno))))")
            return
        }
        #expect(throws: TraceError("trace: refusing to write '\(path)': it is a character device, not a regular file or a pipe")) {
            try TraceWriter(path: path)
        }
        #expect(FileIdentity(path: path)?.kind == .characterDevice)
    }
}

/// A symlink is written through: the link stays, its target gets the trace.
@Test func aSymlinkIsWrittenThrough() throws {
    try withTemporaryFile { path in
        let target = path + ".real"
        try Data("old contents that are longer than the trace\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        let writer = try TraceWriter(path: path)
        try writer.append(["n": 1])
        try writer.close()
        #expect(FileIdentity(path: path)?.kind == .symlink)
        #expect(try lines(at: target) == [#"{"n":1}"#, ""])
    }
}

@Test func closeIsIdempotentAndAppendAfterCloseFails() throws {
    try withTemporaryFile { path in
        let writer = try TraceWriter(path: path)
        try writer.close()
        try writer.close()
        #expect(throws: TraceError("trace: '\(path)' is already closed")) { try writer.append(["n": 1]) }
    }
}
