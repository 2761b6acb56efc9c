import Foundation
import Testing
@testable import ListDemoKit

/// `listdemo help [subcommand]`, `--version`, and what `--help` tells a new user.
struct CommandLineHelpTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func helpAloneIsTheCommandsHelp() {
        #expect(ListDemoOptions.interpret(["help"]) == ListDemoOptions.interpret(["--help"]))
        guard case .help(let text) = ListDemoOptions.interpret(["help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(text.contains("USAGE: listdemo"))
        #expect(text.contains("EXAMPLES:") && text.contains("listdemo report t.jsonl --out report.png"))
        // The exit codes, as ListDemoMain returns them.
        #expect(text.contains("EXIT STATUS:") && text.contains("1  a failure while running")
                && text.contains("2  a usage error"))
        // The overlay's keys, pausing included, are named where its flag is.
        #expect(text.contains("F1") && text.contains("F3 pauses it"), "\(text)")
    }

    @Test func helpReportIsTheReportsHelp() {
        guard case .help(let text) = ListDemoOptions.interpret(["help", "report"]) else {
            Issue.record("expected the report's help")
            return
        }
        #expect(ListDemoOptions.interpret(["report", "--help"]) == .help(text))
        #expect(text.contains("USAGE: listdemo report <trace> [--out <file.png>] [--json] [--perfetto <file.json>]"), "\(text)")
        #expect(text.contains("EXAMPLES:") && text.contains("EXIT STATUS:"))
    }

    @Test(arguments: [["bogus"], ["report", "extra"], ["feed"]])
    func helpForAnythingElseIsAUsageError(_ rest: [String]) {
        let outcome = ListDemoOptions.interpret(["help"] + rest)
        #expect(outcome == .failure("listdemo help: unknown subcommand '\(rest.joined(separator: " "))' (choose report)"))
        #expect(ListDemoMain.run(["help"] + rest) == 2)
    }

    /// `--version` names the release CHANGELOG.md lists first, and exits 0.
    @Test func versionIsTheChangelogsNewestRelease() throws {
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }.map { String($0.dropFirst(3)) }
        #expect(newest != nil)
        for arguments in [["--version"], ["feed", "--version"], ["report", "--version"]] {
            #expect(ListDemoOptions.interpret(arguments) == .help("listdemo \(newest ?? "?")"), "\(arguments)")
        }
        #expect(ListDemoMain.run(["--version"]) == 0)
    }
}
