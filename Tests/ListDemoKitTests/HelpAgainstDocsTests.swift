import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `--help` and the reference pages say the same: every flag `--help` lists is in docs/COMMAND-LINE.md's flag
    /// table and every flag of the table is in `--help`; every key `--help` names is in docs/KEYS.md's table.
    @Suite struct HelpAgainstDocsTests {
        static func page(_ name: String) -> String {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/" + name)
            return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }

        static func help() throws -> String {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try ExecutableRun(["--help"], environment: ExecutableRun.cleanEnvironment(), in: folder,
                                        limit: .seconds(30))
            return run.output
        }

        /// The `--flags` in the first cells of the table `text`'s rows.
        static func tableFlags(_ text: String) -> Set<String> {
            var flags = Set<String>()
            for line in text.components(separatedBy: "\n") where line.hasPrefix("| `--") {
                let cell = line.dropFirst(2).prefix { $0 != "|" }
                for word in cell.split(whereSeparator: { " `,".contains($0) }) where word.hasPrefix("--") {
                    flags.insert(String(word))
                }
            }
            return flags
        }

        @Test func everyFlagOfTheHelpIsInTheFlagTableAndBack() throws {
            let help = try Self.help()
            let options = help.components(separatedBy: "OPTIONS:").last ?? ""
            let helped = Set(options.components(separatedBy: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ").map(String.init)
                return words.first { $0.hasPrefix("--") && line.hasPrefix("  ") && !line.hasPrefix("        ") }
            })
            let page = Self.page("COMMAND-LINE.md")
            let start = page.range(of: "| flag |")?.lowerBound ?? page.startIndex
            let table = String(page[start...]).components(separatedBy: "\n\n").first ?? ""
            let documented = Self.tableFlags(table)
            #expect(helped.count >= 20, "\(helped)")
            #expect(helped == documented, "only in --help: \(helped.subtracting(documented)); only in the table: \(documented.subtracting(helped))")
        }

        @Test func everyKeyTheHelpNamesIsInTheKeyTable() throws {
            let help = try Self.help()
            let section = help.components(separatedBy: "\nKEYS (").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
            let keys = section.components(separatedBy: "\n").dropFirst().flatMap { line in
                // The first column: the key names, up to two spaces.
                line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first?
                    .components(separatedBy: ", ") ?? []
            }.filter { !$0.isEmpty }
            #expect(keys.count >= 12, "\(keys)")
            let table = Self.page("KEYS.md").components(separatedBy: "\n").filter { $0.hasPrefix("| ") }
                .map { $0.dropFirst(2).prefix { $0 != "|" } }.joined(separator: "\n")
            for key in keys { #expect(table.contains(key), "\(key) is not in docs/KEYS.md's table") }
        }
    }
}
