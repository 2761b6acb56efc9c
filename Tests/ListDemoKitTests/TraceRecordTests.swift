import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

@Test func frameRecordHasSpecKeysInOrder() {
    let record = TraceRecord.frame(12, t: 0.2, dt: 1.0 / 60, work: 0.00041, offset: 123.5, velocity: -1200,
                                   phase: "decelerating", presentT: 0.208, deviation: 9.6)
    #expect(record.jsonLine
        == #"{"frame":12,"t":0.2,"dt_ms":16.667,"work_ms":0.41,"offset":123.5,"velocity":-1200.0,"phase":"decelerating","#
        + #""present_t":0.208,"deviation":9.6}"#)
}

@Test(arguments: [
    (TraceRecord.animation(t: 1.25, kind: "snap", from: 410, to: 434, duration: 0.5, curve: "ease-out"),
     #"{"event":"animation","t":1.25,"kind":"snap","from":410.0,"to":434.0,"duration":0.5,"curve":"ease-out"}"#),
    (TraceRecord.motion(t: 0.9, purpose: "fling", curve: "uikit deceleration", physics: "uikit", from: 100,
                        velocity: 2000, to: 1099, duration: 3.8),
     #"{"event":"motion","t":0.9,"purpose":"fling","curve":"uikit deceleration","physics":"uikit","from":100.0,"#
     + #""velocity":2000.0,"to":1099.0,"duration":3.8}"#),
    // The header: how frames reach the screen, how they are paced (headless: a virtual clock;
    // the window tests check "predicted" under Xvfb and "vsync" under weston) and the refresh that is their budget
    // (headless: `--fps`; a window: SDL's display mode).
    (TraceRecord.display(t: 0, .headless(.fixed(2), fps: 120)),
     #"{"event":"display","t":0.0,"driver":"headless","renderer":"software","scale":2.0,"scale_source":"--scale","#
     + #""pacing":"virtual","refresh_hz":120.0,"refresh_source":"fps"}"#),
    (TraceRecord.display(t: 0, DisplaySetup(videoDriver: "wayland", renderer: "opengl",
                                            scale: DisplayScale(factor: 2, source: "wayland"), pacing: .vsync,
                                            refresh: DisplayRefresh(hertz: 59.95, source: "display-mode"))),
     #"{"event":"display","t":0.0,"driver":"wayland","renderer":"opengl","scale":2.0,"scale_source":"wayland","#
     + #""pacing":"vsync","refresh_hz":59.95,"refresh_source":"display-mode"}"#),
    (TraceRecord.willDisplay(t: 0.5, at: ListIndexPath(row: 7, section: 0)),
     #"{"event":"willDisplay","t":0.5,"section":0,"row":7}"#),
    (TraceRecord.didEndDisplaying(t: 0.75, at: ListIndexPath(row: 0, section: 3)),
     #"{"event":"didEndDisplaying","t":0.75,"section":3,"row":0}"#),
    (TraceRecord.save(t: 3.0, path: "classmates.json"),
     #"{"event":"save","t":3.0,"path":"classmates.json"}"#),
    (TraceRecord.error(t: 4.5, message: "script:3: unknown verb 'whee'"),
     #"{"event":"error","t":4.5,"message":"script:3: unknown verb 'whee'"}"#),
])
func eventRecordHasSpecKeysInOrder(_ record: TraceRecord, _ line: String) {
    #expect(record.jsonLine == line)
}

@Test(arguments: [
    // A retarget names its curve, which rebuilds it (`AnimationCurve`): Firefox's wheel a Gecko Bézier.
    (ScrollEvent.retarget(time: 0.35, kind: .wheel, from: 12.5, velocity: 391.25, to: 114, duration: 0.166,
                          curve: "firefox smooth scroll"),
     #"{"event":"retarget","t":0.35,"kind":"wheel","from":12.5,"velocity":391.25,"to":114.0,"duration":0.166,"#
     + #""curve":"firefox smooth scroll"}"#),
    (ScrollEvent.reachedEdge(time: 1.25, offset: 0), #"{"event":"edge","t":1.25,"offset":0.0}"#),
] as [(ScrollEvent, String)])
func engineEventRecordHasItsKeysInOrder(_ event: ScrollEvent, _ line: String) {
    #expect(TraceRecord(event).jsonLine == line)
}

@Test func recordKeepsInsertionOrderAndAllValueKinds() {
    var record: TraceRecord = ["z": 1, "a": 2.5, "m": "text", "b": true, "n": nil]
    record.append("later", .bool(false))
    #expect(record.jsonLine == #"{"z":1,"a":2.5,"m":"text","b":true,"n":null,"later":false}"#)
    #expect(record.fields.map(\.key) == ["z", "a", "m", "b", "n", "later"])
}

@Test func emptyRecordIsAnEmptyObject() {
    #expect(TraceRecord().jsonLine == "{}")
}

@Test(arguments: [
    (0.1, "0.1"), (2000, "2000.0"), (-1200, "-1200.0"), (123, "123.0"), (0, "0.0"), (-0.0, "-0.0"),
    (1e-7, "1e-07"), (16.666666666666668, "16.666666666666668"), (1e16, "1e+16"), (.leastNonzeroMagnitude, "5e-324"),
    (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
])
func doublesPrintShortestRoundTripAndNonFiniteAsNull(_ number: Double, _ text: String) {
    let record: TraceRecord = ["x": .double(number)]
    #expect(record.jsonLine == #"{"x":"# + text + "}")
}

@Test(arguments: [Int.min, -1, 0, 42, Int.max])
func integersPrintExactly(_ number: Int) {
    let record: TraceRecord = ["x": .int(number)]
    #expect(record.jsonLine == #"{"x":"# + String(number) + "}")
}

@Test(arguments: [
    ("plain", #""plain""#),
    ("say \"hi\"", #""say \"hi\"""#),
    ("back\\slash", #""back\\slash""#),
    ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
    ("\u{0}\u{1}\u{8}\u{C}\u{1F}", #""\u0000\u0001\u0008\u000c\u001f""#),
    ("del\u{7F} slash/", "\"del\u{7F} slash/\""),
    ("Zoë 😀 日本 \u{2028}", "\"Zoë 😀 日本 \u{2028}\""),
])
func stringsAreEscapedForJSON(_ string: String, _ json: String) {
    let record: TraceRecord = ["s": .string(string)]
    #expect(record.jsonLine == #"{"s":"# + json + "}")
}

@Test func keysAreEscapedToo() {
    let record: TraceRecord = ["a\"b": 1]
    #expect(record.jsonLine == #"{"a\"b":1}"#)
}

/// Every record name the app writes is one the report reads back as that name, through the same declarations
/// (`TraceEventName`); a name it does not write fails the line, naming it.
@Test func everyRecordNameIsReadBackAndAnUnknownOneIsNamed() throws {
    for name in TraceEventName.allCases {
        let line = try JSONDecoder().decode(TraceLine.self, from: Data(TraceRecord(name, [.t: 0.5]).jsonLine.utf8))
        #expect(line.event == name && line.t == 0.5, "\(name)")
    }
    #expect(throws: TraceSchemaError.self) {
        try JSONDecoder().decode(TraceLine.self, from: Data(#"{"event":"Motion","t":0.5}"#.utf8))
    }
    #expect(TraceSchemaError.unknownRecord("Motion").description
        == "unknown record 'Motion': listdemo writes no record of that name")
}

/// docs/TRACE.md's "Trace keys" names every record a trace may hold (`"event":"name"` in an example, or the name in
/// code type), and every curve an animated scroll's record may name, so what the report accepts is what a user can read.
@Test func theTracePageNamesEveryRecordAndAnimationCurve() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let page = try String(contentsOf: root.appendingPathComponent("docs/TRACE.md"), encoding: .utf8)
    let section = try #require(page.components(separatedBy: "\n## Trace keys\n").dropFirst().first)
        .components(separatedBy: "\n## ").first ?? ""
    let report = try #require(page.components(separatedBy: "`listdemo report TRACE.jsonl --out report.png`").dropFirst().first)
    for name in TraceEventName.allCases.map(\.rawValue) {
        // Earlier versions' records are named where the report says what it leaves out.
        let text = name == "deceleration" || name == "bounce" ? report : section
        #expect(text.contains("\"event\":\"\(name)\"") || text.contains("`\(name)`"), "\(name)")
    }
    for curve in AnimationCurve.all.map(\.name) { #expect(section.contains("`\(curve)`"), "\(curve)") }
}
