import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// Pieces of real scripts, so random input reaches the argument checks and not only the first word.
private let scriptTimes = ["0", "0.5", "1", "1", "2.25", "-2", "1e999", "nan", "x", "", "1e10", "1e300", "-0", "86401"]
private let scriptVerbs = ["wheel", "pan", "drag", "press", "move", "release", "click", "key", "type", "scroll-to",
                           "insert", "delete", "resize", "overlay", "physics", "screenshot", "quit", "whee", "#"]
private let scriptArguments = ["3", "-1.5", "0", "1e999", "nan", "hold", "0.25", "240,600", "240,", ",", "1,2,3",
                               "1e10", "-1e10", "1e300", "-1e300", "5e-324", "1e300,1", "-1e10,0", "99999x100",
                               "ctrl+S", "meta+S", "PageDown", "top", "middle", "animated", "on", "off", "480x600",
                               "0x0", "#", "é", "\u{0}", "\t", "\r", "", "uikit", "UIKit", "uikit,uikit"]

/// Checks the promise every input must keep: a script, or exactly one line of error that starts with "script:".
private func expectScriptOrOneLineError(_ bytes: [UInt8]) {
    do {
        _ = try Script.parse(utf8: bytes)
    } catch {
        // Only a failure records an issue: an expectation per input would cost more than the parse.
        let message = error.description
        if !message.hasPrefix("script:") || message.contains(where: { $0.isNewline }) {
            Issue.record("\(bytes) failed with \(message.debugDescription)")
        }
    }
}

@Test func randomBytesNeverTrapAndFailInOneLine() {
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<5000 {
        let count = Int.random(in: 0...120, using: &random)
        expectScriptOrOneLineError((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })
    }
}

@Test func randomScriptLikeLinesNeverTrapAndFailInOneLine() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<5000 {
        let lines = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            let arguments = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                scriptArguments.randomElement(using: &random)!
            }
            let words = [scriptTimes.randomElement(using: &random)!, scriptVerbs.randomElement(using: &random)!]
            return (words + arguments).joined(separator: Bool.random(using: &random) ? " " : "  ")
        }
        expectScriptOrOneLineError(Array(lines.joined(separator: "\n").utf8))
    }
}

// MARK: Playing random scripts

/// Values for each kind of argument: `valid` ones are inside their limits but as extreme as allowed (huge, tiny,
/// negative, zero); `refused` ones are just past a limit, huge but finite, or not numbers. Valid times and durations
/// stay within a few seconds, so a script of valid lines must play to its end soon: a run still going after its time
/// limit is a hang.
private struct ArgumentKind {
    let valid: [String]
    let refused: [String]
}

private let hugeFinite = ["1e10", "-1e10", "1e300", "-1e300", "9223372036854775807"]
private let notNumbers = ["nan", "inf", "-inf", "1e999"]
private let notches = ArgumentKind(valid: ["0", "-0", "1", "-1", "3", "-2.5", "1e-9", "5e-324", "1000", "-1000"],
                                   refused: ["1001", "-1001"] + hugeFinite + notNumbers)
private let panPoints = ArgumentKind(valid: ["0", "40", "-40", "1e-300", "1e6", "-1e6", "999999.5"],
                                     refused: ["1000001", "-1000000.5"] + hugeFinite + notNumbers)
private let coordinates = ArgumentKind(valid: ["0", "-0", "5e-324", "240", "600", "1e6", "-1e6", "-50", "33.3"],
                                       refused: ["1000001", "-1e7"] + hugeFinite + notNumbers)
private let gestureSeconds = ArgumentKind(valid: ["0.001", "0.1", "0.25", "1", "1e-9", "5e-324"],
                                          refused: ["0", "-0.25", "86401", "-1"] + hugeFinite + notNumbers)
private let indexes = ArgumentKind(valid: ["0", "1", "7", "199", "2147483647"],
                                   refused: ["-1", "2147483648", "1.5", "1e300", "9223372036854775807", "nan"])
private let windowSizes = ArgumentKind(valid: ["480x600", "100x100", "8192x100", "100x2000", "240x320"],
                                       refused: ["99x100", "100x8193", "0x0", "99999999999x100", "1e3x100"])
private let stallSeconds = ArgumentKind(valid: ["0.008", "0.1", "1"], refused: ["0", "-1", "1.5"] + hugeFinite)
private let times = ArgumentKind(valid: ["0", "0", "0.1", "0.5", "1", "1.5", "2"],
                                 refused: ["86401", "-1", "1e10", "1e300", "nan"])

/// One script line at `time`; with `refusing`, one of its numbers is out of its range. A drag only when `dragFree`
/// (a script has one pointer: drags may not overlap).
private func hostileLine(at time: String, refusing: Bool, dragFree: Bool, using random: inout SplitMix64) -> String {
    // Each argument takes a valid value, except the one chosen to be refused (when refusing).
    var slots: [ArgumentKind] = []
    func value(_ kind: ArgumentKind) -> String { slots.append(kind); return "\u{1}\(slots.count - 1)" }
    func pick(_ words: [String]) -> String { words.randomElement(using: &random)! }
    func point() -> String { "\(value(coordinates)),\(value(coordinates))" }
    let verbs = ["wheel", "pan", "drag", "drag", "press", "move", "release", "click", "key", "type", "scroll-to",
                 "insert", "delete", "resize", "overlay", "physics", "stall"].filter { dragFree || $0 != "drag" }
    let verb = refusing ? pick(verbs.filter { !["key", "type", "overlay", "physics"].contains($0) }) : pick(verbs)
    let arguments: String = switch verb {
    case "wheel": value(notches)
    case "pan": value(panPoints)
    case "drag":
        "\(point()) \(point()) \(value(gestureSeconds))"
            + (Bool.random(using: &random) ? " hold \(value(gestureSeconds))" : "")
    case "press", "move", "release", "click": point()
    case "key": pick(["PageDown", "End", "Home", "Tab", "ctrl+S", "Return", "Escape", "Up", "F1", "Delete",
                      "Down", "PageUp", "Space", "shift+Tab", "F2", "shift+F2"])
    case "type": pick(["Ada", "é😀", String(repeating: "x", count: 2000), "C# #1"])
    case "scroll-to":
        "\(value(indexes)) \(value(indexes)) \(pick(["top", "middle", "bottom", "none"]))"
            + (Bool.random(using: &random) ? " animated" : "")
    case "insert", "delete": "\(value(indexes)) \(value(indexes))"
    case "resize": value(windowSizes)
    case "overlay": pick(["on", "off"])
    case "physics": pick(ScrollPhysics.presets.map(\.name))
    default: value(stallSeconds)
    }
    let refused = refusing ? Int.random(in: 0..<slots.count, using: &random) : -1
    var line = "\(time) \(verb) \(arguments)"
    for (index, kind) in slots.enumerated() {
        line = line.replacingOccurrences(of: "\u{1}\(index)", with: pick(index == refused ? kind.refused : kind.valid))
    }
    return line
}

/// A random run: a scene, a script of up to 12 lines in time order, and the line that must be refused, if any.
struct RandomRun: Sendable, CustomTestStringConvertible {
    let scene: String
    let script: String
    /// The 1-based line whose number is out of range, or nil when every line is valid and the script must play.
    let refusedLine: Int?
    var testDescription: String {
        "\(scene) \(refusedLine.map { "refusing line \($0)" } ?? "playing"): "
            + script.split(separator: "\n").map { $0.prefix(60) }.joined(separator: " | ")
    }
}

/// Random runs, the same every time (seeded): half play every line, half hold one refused line.
private let randomRuns: [RandomRun] = {
    var random = SplitMix64(seed: 0xBAD_5C21)
    return (0..<96).map { number in
        let count = Int.random(in: 1...12, using: &random)
        var lineTimes = (0..<count).map { _ in times.valid.randomElement(using: &random)! }
            .sorted { Double($0)! < Double($1)! }
        let refusedLine = number.isMultiple(of: 2) ? nil : Int.random(in: 0..<count, using: &random)
        // A refused line is a refused time (the last line, so the times before it stay in order) or a refused value.
        let refusedTime = refusedLine != nil && Bool.random(using: &random)
        if refusedTime { lineTimes[count - 1] = times.refused.randomElement(using: &random)! }
        var dragEnd = -Double.infinity
        let lines = lineTimes.enumerated().map { index, time in
            let line = hostileLine(at: time, refusing: !refusedTime && index == refusedLine,
                                   dragFree: Double(time).map { $0 >= dragEnd } ?? false, using: &random)
            if case .drag(_, _, let duration, let hold) = (try? Script.parse(line))?.commands.first?.action {
                dragEnd = Double(time)! + duration + (hold ?? 0)
            }
            return line
        }
        return RandomRun(scene: ["snap", "feed", "live", "form", "options", "menu"].randomElement(using: &random)!,
                         script: lines.joined(separator: "\n"),
                         refusedLine: refusedTime ? count : refusedLine.map { $0 + 1 })
    }
}()

/// Issue 11: random scripts were only parsed, so nothing caught a drag that allocated 44 GB or a line that never
/// ended. The real executable plays each one headless under a time limit. A script of valid lines, however extreme
/// its values, must play to its end (at rest once the script has run out) with exit 0 and nothing on standard error;
/// a script with one refused line must fail in one line naming it. A run still going at the limit is killed and
/// fails, so a hang cannot stall the suite.
@Test(arguments: randomRuns)
func randomHostileScriptsPlayToTheEndOrFailInOneLine(_ run: RandomRun) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listdemo-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("script.txt")
    try Data(run.script.utf8).write(to: script)
    let arguments = [run.scene, "--headless", "--size", "240x320", "--script", script.path,
                     "--save-to", directory.appendingPathComponent("form.json").path,
                     "--trace", directory.appendingPathComponent("trace.jsonl").path]
    let limit = Duration.seconds(60)
    let result = try ExecutableRun(arguments, environment: ExecutableRun.inheritedEnvironment(), in: directory,
                                   limit: limit)
    #expect(!result.timedOut, "still running after \(limit)")
    #expect(result.exited, "no trap: \(result.errors)")
    if let line = run.refusedLine {
        #expect(result.status != 0)
        #expect(result.errorLines.count == 1 && result.errors.hasPrefix("listdemo: script:\(line): "), "\(result.errors)")
    } else {
        #expect(result.status == 0 && result.errors.isEmpty, "exit \(result.status): \(result.errors)")
    }
}
