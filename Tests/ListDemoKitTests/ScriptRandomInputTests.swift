import Testing
@testable import ListDemoKit

/// Pieces of real scripts, so random input reaches the argument checks and not only the first word.
private let scriptTimes = ["0", "0.5", "1", "1", "2.25", "-2", "1e999", "nan", "x", ""]
private let scriptVerbs = ["wheel", "pan", "drag", "press", "move", "release", "click", "key", "type", "scroll-to",
                           "insert", "delete", "resize", "overlay", "screenshot", "quit", "whee", "#"]
private let scriptArguments = ["3", "-1.5", "0", "1e999", "nan", "hold", "0.25", "240,600", "240,", ",", "1,2,3",
                               "ctrl+S", "meta+S", "PageDown", "top", "middle", "animated", "on", "off", "480x600",
                               "0x0", "#", "é", "\u{0}", "\t", "\r", ""]

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
