import Testing
@testable import ListDemoKit

/// A command line that must fail, and a fragment its one-line message must contain.
struct BadCommandLine: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let fragment: String
    var testDescription: String { arguments.joined(separator: " ") }
}

let badCommandLines: [BadCommandLine] = [
    BadCommandLine(arguments: ["--bogus"], fragment: "listdemo: unknown option '--bogus'"),
    BadCommandLine(arguments: ["--sise", "1x1"], fragment: "unknown option '--sise'. Did you mean '--size'?"),
    BadCommandLine(arguments: ["--fps", "0", "--nope=3"], fragment: "unknown option '--nope'"),
    BadCommandLine(arguments: ["foo"],
                   fragment: "listdemo: unknown scene 'foo' (choose menu, options, snap, live, form, feed)"),
    BadCommandLine(arguments: ["Menu"], fragment: "unknown scene 'Menu'"),
    BadCommandLine(arguments: ["menu", "snap"], fragment: "unexpected argument 'snap'"),
    BadCommandLine(arguments: ["--size", "12"], fragment: "listdemo: --size must look like WxH, e.g. 480x800 (got '12')"),
    BadCommandLine(arguments: ["--size", "-480x800"], fragment: "--size must look like WxH, e.g. 480x800 (got '-480x800')"),
    BadCommandLine(arguments: ["--size", "480x"], fragment: "--size must look like WxH"),
    BadCommandLine(arguments: ["--size", "0x800"], fragment: "--size must be between 100x100 and 8192x8192 (got '0x800')"),
    BadCommandLine(arguments: ["--size", "99x800"], fragment: "--size must be between 100x100 and 8192x8192 (got '99x800')"),
    BadCommandLine(arguments: ["--size=8193x800"], fragment: "--size must be between 100x100 and 8192x8192"),
    BadCommandLine(arguments: ["--size", "99999999999999999999x1"], fragment: "--size must be between 100x100 and 8192x8192"),
    BadCommandLine(arguments: ["--size", "12\n34"], fragment: "--size must look like WxH, e.g. 480x800 (got '12\\n34')"),
    BadCommandLine(arguments: ["--snap", "sometimes"],
                   fragment: "listdemo: unknown --snap value 'sometimes' (choose rest, projected, off)"),
    BadCommandLine(arguments: ["--insert-at", "middle"],
                   fragment: "listdemo: unknown --insert-at value 'middle' (choose top, end)"),
    BadCommandLine(arguments: ["options", "--value", "20"],
                   fragment: "listdemo: --value must be between 0 and 19 for the options scene (got 20)"),
    BadCommandLine(arguments: ["--value", "-1"], fragment: "--value must be a whole number of at least 0 (got '-1')"),
    BadCommandLine(arguments: ["--value", "1.5"], fragment: "--value must be a whole number"),
    BadCommandLine(arguments: ["--rows", "0"], fragment: "--rows must be a whole number from 1 to 1000000000 (got '0')"),
    BadCommandLine(arguments: ["--rows", "1000000001"], fragment: "--rows must be a whole number from 1 to 1000000000"),
    BadCommandLine(arguments: ["--sections", "many"], fragment: "--sections must be a whole number from 1 to 1000000000"),
    BadCommandLine(arguments: ["--seed", "-1"], fragment: "--seed must be a whole number from 0 to 18446744073709551615"),
    BadCommandLine(arguments: ["--fps", "0"], fragment: "--fps must be a whole number from 1 to 1000 (got '0')"),
    BadCommandLine(arguments: ["--fps", "1001"], fragment: "--fps must be a whole number from 1 to 1000 (got '1001')"),
    BadCommandLine(arguments: ["--fps", "--overlay"], fragment: "--fps must be a whole number from 1 to 1000 (got '--overlay')"),
    BadCommandLine(arguments: ["--auto", "0"],
                   fragment: "--auto must be a number of seconds greater than 0 and at most 86400 (got '0')"),
    BadCommandLine(arguments: ["--auto", "inf"], fragment: "--auto must be a number of seconds greater than 0 and at most 86400"),
    BadCommandLine(arguments: ["--auto", "nan"], fragment: "--auto must be a number of seconds greater than 0 and at most 86400"),
    BadCommandLine(arguments: ["--auto", "86401"], fragment: "--auto must be a number of seconds greater than 0 and at most 86400"),
    BadCommandLine(arguments: ["live", "--auto", "1e-9"],
                   fragment: "--auto must be at least 1/60 s (one frame at --fps 60), so at most one row arrives per frame"),
    BadCommandLine(arguments: ["live", "--auto", "0.016", "--fps", "60"], fragment: "--auto must be at least 1/60 s"),
    BadCommandLine(arguments: ["live", "--auto", "0.004", "--fps", "200"], fragment: "--auto must be at least 1/200 s"),
    BadCommandLine(arguments: ["feed", "--fps", "30"],
                   fragment: "--fps sets a --headless run's frame clock; a window draws at the display's refresh rate"),
    BadCommandLine(arguments: ["live", "--headless", "--auto", "1"],
                   fragment: "--auto in a --headless run needs --duration SECONDS or a --script to say when it ends"),
    BadCommandLine(arguments: ["--duration", "-2"], fragment: "--duration must be a number of seconds greater than 0"),
    BadCommandLine(arguments: ["--duration", "0"], fragment: "--duration must be a number of seconds greater than 0 and at most 86400"),
    BadCommandLine(arguments: ["--duration", "1e300"],
                   fragment: "--duration must be a number of seconds greater than 0 and at most 86400 (got '1e300')"),
    BadCommandLine(arguments: ["--duration", "86400.001"], fragment: "--duration must be a number of seconds"),
    BadCommandLine(arguments: ["--script", ""], fragment: "--script needs a file path (got an empty one)"),
    BadCommandLine(arguments: ["--trace"], fragment: "missing value for '--trace <file>'"),
    BadCommandLine(arguments: ["--overlay=yes"], fragment: "'--overlay' does not take any value"),
    // Physics names are exact and listed in full.
    BadCommandLine(arguments: ["--physics", "ios"],
                   fragment: "listdemo: unknown --physics preset 'ios' (choose \(PhysicsOption.choiceList))"),
    BadCommandLine(arguments: ["--physics", "UIKit"], fragment: "unknown --physics preset 'UIKit'"),
    BadCommandLine(arguments: ["--physics", ""], fragment: "unknown --physics preset ''"),
    BadCommandLine(arguments: ["--physics"], fragment: "missing value for '--physics <name>'"),
    // --compare takes exactly two feels, separated by one comma, each PRESET, TIMING or PRESET:TIMING.
    BadCommandLine(arguments: ["--compare", "uikit"],
                   fragment: "listdemo: --compare needs two feels separated by a comma, each a preset, a snap timing "
                       + "(rest, projected, off) or PRESET:TIMING, e.g. uikit,android, rest,projected or "
                       + "uikit:rest,android:projected (got 'uikit')"),
    BadCommandLine(arguments: ["--compare", ""], fragment: "--compare needs two feels separated by a comma"),
    BadCommandLine(arguments: ["--compare", "uikit,"],
                   fragment: "listdemo: --compare's right half is empty: a feel is a preset, a snap timing"),
    BadCommandLine(arguments: ["--compare", ",uikit"], fragment: "--compare's left half is empty"),
    BadCommandLine(arguments: ["--compare", ","], fragment: "--compare's left half is empty"),
    BadCommandLine(arguments: ["--compare", "uikit,uikit,uikit"], fragment: "--compare needs two feels"),
    BadCommandLine(arguments: ["--compare", "rest,projected,rest"], fragment: "--compare needs two feels"),
    BadCommandLine(arguments: ["--compare", "uikit;uikit"], fragment: "--compare needs two feels"),
    BadCommandLine(arguments: ["--compare", "uikit,nope"],
                   fragment: "listdemo: unknown --compare feel 'nope': a preset (\(PhysicsOption.choiceList)) "
                       + "or a snap timing (rest, projected, off)"),
    BadCommandLine(arguments: ["--compare", "uikit, uikit"], fragment: "unknown --compare feel ' uikit'"),
    BadCommandLine(arguments: ["--compare", "Rest,projected"], fragment: "unknown --compare feel 'Rest'"),
    BadCommandLine(arguments: ["--compare", "uikit:sometimes,android"],
                   fragment: "listdemo: unknown --compare snap timing 'sometimes' in 'uikit:sometimes' "
                       + "(choose rest, projected, off)"),
    BadCommandLine(arguments: ["--compare", "ios:rest,android"],
                   fragment: "listdemo: unknown --compare preset 'ios' in 'ios:rest', written PRESET:TIMING "
                       + "(choose \(PhysicsOption.choiceList))"),
    BadCommandLine(arguments: ["--compare", "rest:uikit,android"], fragment: "unknown --compare preset 'rest' in 'rest:uikit'"),
    BadCommandLine(arguments: ["--compare", "uikit:,android"],
                   fragment: "listdemo: --compare's left half 'uikit:' is not a feel: a feel is a preset"),
    BadCommandLine(arguments: ["--compare", "uikit,:rest"], fragment: "--compare's right half ':rest' is not a feel"),
    BadCommandLine(arguments: ["--compare", "uikit:rest:rest,android"],
                   fragment: "--compare's left half 'uikit:rest:rest' is not a feel"),
    BadCommandLine(arguments: ["--compare", "uikit,:"], fragment: "--compare's right half ':' is not a feel"),
    // Hostile halves are quoted with control characters escaped, and cut.
    BadCommandLine(arguments: ["--compare", "uikit,\u{1b}[31mred\n"], fragment: "unknown --compare feel '\\u{1b}[31mred\\n'"),
    BadCommandLine(arguments: ["--compare", "uikit:" + String(repeating: "x", count: 100_000) + ",android"],
                   fragment: "unknown --compare snap timing '" + String(repeating: "x", count: 40)),
    BadCommandLine(arguments: ["--physics", "uikit", "--compare", "uikit,uikit"],
                   fragment: "listdemo: --physics and --compare cannot be used together when --compare names both "
                       + "halves' physics"),
    BadCommandLine(arguments: ["--physics", "qt", "--compare", "android,gtk:rest"],
                   fragment: "--physics and --compare cannot be used together"),
    BadCommandLine(arguments: ["--snap", "rest", "--compare", "rest,uikit:projected"],
                   fragment: "listdemo: --snap and --compare cannot be used together when --compare names both "
                       + "halves' snap timing"),
]

@Test(arguments: badCommandLines)
func badCommandLineFailsWithOneLineNamingTheProblem(_ line: BadCommandLine) {
    expectOneLineFailure(line)
}

/// `line` is refused with one line that starts "listdemo: " and names the problem (its fragment).
func expectOneLineFailure(_ line: BadCommandLine) {
    guard case .failure(let message) = ListDemoOptions.interpret(line.arguments) else {
        Issue.record("expected a failure, got \(ListDemoOptions.interpret(line.arguments))")
        return
    }
    #expect(message.hasPrefix("listdemo: "))
    #expect(!message.contains { $0.isNewline }, "not one line: \(message)")
    #expect(message.contains(line.fragment), "\(message)")
}

/// Words from every corner of the syntax: flags, values, scenes, junk and the terminator.
let commandLineWords = ["--size", "0x0", "--overlay", "--snap", "--value", "-1", "nan", "--script", "", "--",
                        "options", "-x", "--bogus=1", "\n", "--duration", "--auto", "--fps", "--rows", "1e300", "1e-9",
                        "86401", "8192x8192", "--headless", "live"]

/// Each word followed by every word (one test case per first word, so the cases run in parallel).
@Test(arguments: commandLineWords)
func everyPairOfWordsIsARunOrOneLineFailure(_ first: String) {
    for second in commandLineWords {
        switch ListDemoOptions.interpret([first, second]) {
        case .run, .help, .report:
            break
        case .failure(let message):
            #expect(message.hasPrefix("listdemo: ") && !message.contains { $0.isNewline },
                    "\([first, second]) gave \(message)")
        }
    }
}
