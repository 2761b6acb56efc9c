import ScrollCore
import Testing
@testable import ListDemoKit

/// A command line that must run, and everything it must set.
struct GoodCommandLine: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: ListDemoOptions
    var testDescription: String { arguments.joined(separator: " ") }
}

/// The documented defaults with `edit` applied.
func defaultsWith(_ edit: (inout ListDemoOptions) -> Void) -> ListDemoOptions {
    var options = ListDemoOptions()
    edit(&options)
    return options
}

let goodCommandLines: [GoodCommandLine] = [
    GoodCommandLine(arguments: [], expected: ListDemoOptions()),
    GoodCommandLine(arguments: ["feed"], expected: defaultsWith { $0.scene = .feed }),
    GoodCommandLine(arguments: ["--", "live"], expected: defaultsWith { $0.scene = .live }),
    GoodCommandLine(arguments: ["options", "--value", "0"], expected: defaultsWith {
        $0.scene = .options
        $0.value = 0
    }),
    GoodCommandLine(arguments: ["--value=19", "options"], expected: defaultsWith { $0.scene = .options }),
    GoodCommandLine(arguments: ["snap", "--value", "500"], expected: defaultsWith {
        $0.scene = .snap
        $0.value = 500
    }),
    GoodCommandLine(arguments: ["--size", "1024x768"], expected: defaultsWith {
        $0.size = Size(width: 1024, height: 768)
    }),
    GoodCommandLine(arguments: ["--size=100X8192"], expected: defaultsWith {
        $0.size = Size(width: 100, height: 8192)
    }),
    GoodCommandLine(arguments: ["--overlay", "--variable", "--headless"], expected: defaultsWith {
        $0.overlay = true
        $0.variable = true
        $0.headless = true
    }),
    GoodCommandLine(arguments: ["--snap", "projected"], expected: defaultsWith { $0.snap = .projected }),
    GoodCommandLine(arguments: ["--snap=off"], expected: defaultsWith { $0.snap = nil }),
    GoodCommandLine(arguments: ["live", "--insert-at", "end", "--auto", "0.5"], expected: defaultsWith {
        $0.scene = .live
        $0.insertAt = .end
        $0.auto = 0.5
    }),
    GoodCommandLine(
        arguments: ["feed", "--rows", "1000000000", "--sections", "1", "--seed", "18446744073709551615"],
        expected: defaultsWith {
            $0.scene = .feed
            $0.rows = 1_000_000_000
            $0.sections = 1
            $0.seed = .max
        }),
    GoodCommandLine(arguments: ["--headless", "--fps", "1000", "--duration", "2.5"], expected: defaultsWith {
        $0.headless = true
        $0.fps = 1000
        $0.duration = 2.5
    }),
    GoodCommandLine(arguments: ["--headless", "--fps", "30", "--fps", "24"], expected: defaultsWith { $0.headless = true; $0.fps = 24 }),
    // The limits' edges are inside: a day, one frame at --fps.
    GoodCommandLine(arguments: ["--headless", "--duration", "86400"], expected: defaultsWith {
        $0.headless = true
        $0.duration = 86_400
    }),
    GoodCommandLine(arguments: ["live", "--auto", "0.016666666666666666"], expected: defaultsWith {
        $0.scene = .live
        $0.auto = 1.0 / 60
    }),
    GoodCommandLine(arguments: ["live", "--auto", "0.005", "--fps", "200", "--headless", "--duration", "1"],
                    expected: defaultsWith {
                        $0.scene = .live
                        $0.auto = 0.005
                        $0.fps = 200
                        $0.headless = true
                        $0.duration = 1
                    }),
    GoodCommandLine(arguments: ["live", "--auto", "86400", "--headless", "--script", "s.txt"], expected: defaultsWith {
        $0.scene = .live
        $0.auto = 86_400
        $0.headless = true
        $0.script = "s.txt"
    }),
    GoodCommandLine(arguments: ["form", "--save-to", "out/people.json"], expected: defaultsWith {
        $0.scene = .form
        $0.saveTo = "out/people.json"
    }),
    GoodCommandLine(
        arguments: ["--script", "demo.script", "--trace=out/t.jsonl", "--screenshot", "out/s.png", "snap"],
        expected: defaultsWith {
            $0.scene = .snap
            $0.script = "demo.script"
            $0.trace = "out/t.jsonl"
            $0.screenshot = "out/s.png"
        }),
    GoodCommandLine(arguments: ["--physics", "uikit"], expected: defaultsWith { $0.physics = .uikit }),
    // --compare's halves: presets (snapping as --snap says), timings (moving as --physics says), or both.
    GoodCommandLine(arguments: ["snap", "--compare=uikit,uikit"], expected: defaultsWith {
        $0.scene = .snap
        $0.compare = FeelComparison(left: Feel(physics: .uikit, snap: .projected),
                                    right: Feel(physics: .uikit, snap: .projected))
    }),
    GoodCommandLine(arguments: ["snap", "--compare", "uikit,android", "--snap", "rest"], expected: defaultsWith {
        $0.scene = .snap
        $0.snap = .rest
        $0.compare = FeelComparison(left: Feel(physics: .uikit, snap: .rest), right: Feel(physics: .android, snap: .rest))
    }),
    GoodCommandLine(arguments: ["--compare", "rest,projected"], expected: defaultsWith {
        $0.compare = FeelComparison(left: Feel(physics: .uikit, snap: .rest), right: Feel(physics: .uikit, snap: .projected))
    }),
    GoodCommandLine(arguments: ["--compare", "off,rest", "--physics", "gtk"], expected: defaultsWith {
        $0.physics = .gtk
        $0.compare = FeelComparison(left: Feel(physics: .gtk, snap: nil), right: Feel(physics: .gtk, snap: .rest))
    }),
    GoodCommandLine(arguments: ["--compare", "uikit:rest,android:projected"], expected: defaultsWith {
        $0.compare = FeelComparison(left: Feel(physics: .uikit, snap: .rest),
                                    right: Feel(physics: .android, snap: .projected))
    }),
    GoodCommandLine(arguments: ["--compare", "flutter-ios:off,android", "--snap", "rest"], expected: defaultsWith {
        $0.snap = .rest
        $0.compare = FeelComparison(left: Feel(physics: .flutterIOS, snap: nil), right: Feel(physics: .android, snap: .rest))
    }),
]

@Test(arguments: goodCommandLines)
func goodCommandLineRunsWithTheseOptions(_ line: GoodCommandLine) {
    guard case .run(let options) = ListDemoOptions.interpret(line.arguments) else {
        Issue.record("expected a run, got \(ListDemoOptions.interpret(line.arguments))")
        return
    }
    #expect(options == line.expected)
}

@Test func defaultOptionsAreTheDocumentedOnes() {
    let options = ListDemoOptions()
    #expect(options.scene == .menu)
    #expect(options.size == Size(width: 480, height: 800))
    #expect(options.snap == .projected, "one motion to the snapped row, as iOS; --snap rest is the seeds' recipe")
    #expect(options.value == 19)
    #expect(options.rows == 100)
    #expect(options.sections == 200)
    #expect(options.seed == 1)
    #expect(options.insertAt == .top)
    #expect(options.fps == 60)
    #expect(options.saveTo == nil, "the form's file is in the data folder (DataHomeTests)")
    #expect(!options.overlay && !options.variable && !options.headless)
    #expect(options.auto == nil && options.duration == nil)
    #expect(options.script == nil && options.trace == nil && options.screenshot == nil)
}

@Test(arguments: [["--help"], ["-h"], ["feed", "--help"], ["--bogus", "--help"]])
func helpPrintsTheFullUsage(_ arguments: [String]) {
    guard case .help(let text) = ListDemoOptions.interpret(arguments) else {
        Issue.record("expected help for \(arguments)")
        return
    }
    #expect(text.contains("USAGE: listdemo"))
    let flags = ["--size", "--overlay", "--snap", "--value", "--rows", "--sections", "--seed", "--variable", "--insert-at",
                 "--auto", "--save-to", "--headless", "--fps", "--duration", "--script", "--trace", "--screenshot"]
    for flag in flags {
        #expect(text.contains(flag), "help does not mention \(flag)")
    }
    for scene in SceneName.allCases {
        #expect(text.contains(scene.rawValue), "help does not name the \(scene) scene")
    }
}
