import Foundation
import Testing
@testable import ListDemoKit

/// A fresh directory for one test's files, removed when the test ends.
private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("listdemo-script-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
}

@Test func scriptLoadsFromAFile() throws {
    try withTemporaryDirectory { directory in
        let file = directory.appendingPathComponent("demo.script")
        try Data("0.5 wheel 3\n1 type Zoë\n2 quit\n".utf8).write(to: file)
        let script = try Script.load(path: file.path)
        #expect(script.commands.map(\.action) == [.wheel(notches: 3), .typeText("Zoë"), .quit])
    }
}

@Test func missingScriptFileNamesThePathAndReason() {
    #expect(throws: ScriptError(line: nil, "cannot read '/nonexistent/demo.script': No such file or directory")) {
        try Script.load(path: "/nonexistent/demo.script")
    }
}

@Test func directoryIsNotAScript() throws {
    try withTemporaryDirectory { directory in
        let error = #expect(throws: ScriptError.self) { try Script.load(path: directory.path) }
        #expect(error?.description == "script: cannot read '\(directory.path)': Is a directory")
    }
}

@Test func invalidUTF8IsRefusedWithItsLine() throws {
    try withTemporaryDirectory { directory in
        let file = directory.appendingPathComponent("binary.script")
        try Data([0x31, 0x20, 0x71, 0x75, 0x69, 0x74, 0x0A, 0x32, 0x20, 0xC3, 0x28]).write(to: file)
        #expect(throws: ScriptError(line: 2, "not UTF-8 text (binary file?)")) {
            try Script.load(path: file.path)
        }
    }
}

@Test(arguments: [
    [0xFF] as [UInt8],
    [0xC0, 0xAF],                    // overlong "/"
    [0xED, 0xA0, 0x80],              // a UTF-16 surrogate, encoded
    [0xF4, 0x90, 0x80, 0x80],        // beyond U+10FFFF
    [0x31, 0x20, 0x74, 0x79, 0x70, 0x65, 0x20, 0xE2, 0x82],  // "1 type " and a cut-off character
])
func malformedUTF8IsRefused(_ bytes: [UInt8]) {
    #expect(throws: ScriptError(line: 1, "not UTF-8 text (binary file?)")) { try Script.parse(utf8: bytes) }
}

@Test func endlessFileStopsAtTheSizeLimit() {
    #expect(throws: ScriptError(line: nil, "cannot read '/dev/zero': larger than 16 MiB")) {
        try Script.load(path: "/dev/zero")
    }
}
