import ScrollCore
import Testing
@testable import ListDemoKit

/// One script line that must parse, and the action it must give.
struct GoodScriptLine: Sendable, CustomTestStringConvertible {
    let text: String
    let action: ScriptAction
    var testDescription: String { text }

    init(_ text: String, _ action: ScriptAction) {
        self.text = text
        self.action = action
    }
}

private func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

let goodScriptLines: [GoodScriptLine] = [
    GoodScriptLine("0.5 wheel 3", .wheel(notches: 3)),
    GoodScriptLine("0.5 wheel -1.5", .wheel(notches: -1.5)),
    // The limits' edges are inside.
    GoodScriptLine("86400 wheel -1000", .wheel(notches: -1000)),
    GoodScriptLine("0 wheel 0", .wheel(notches: 0)),
    GoodScriptLine("0 pan 1e6", .pan(points: 1_000_000)),
    GoodScriptLine("0 drag -1e6,1e6 0,0 86400 hold 86400",
                   .drag(from: point(-1_000_000, 1_000_000), to: point(0, 0), duration: 86_400, hold: 86_400)),
    GoodScriptLine("0 scroll-to 2147483647 0 top",
                   .scrollTo(ListIndexPath(row: 0, section: 2_147_483_647), position: .top, animated: false)),
    GoodScriptLine("0 resize 8192x100", .resize(Size(width: 8192, height: 100))),
    GoodScriptLine("0.5 pan -40", .pan(points: -40)),
    GoodScriptLine("0.5\tpan\t12.25", .pan(points: 12.25)),
    GoodScriptLine("1.0 drag 240,600 240,200 0.25",
                   .drag(from: point(240, 600), to: point(240, 200), duration: 0.25, hold: nil)),
    GoodScriptLine("1.0 drag 240,600 240,200 0.25 hold 0.1",
                   .drag(from: point(240, 600), to: point(240, 200), duration: 0.25, hold: 0.1)),
    GoodScriptLine("1 drag 10.5,-3 1e2,0 1", .drag(from: point(10.5, -3), to: point(100, 0), duration: 1, hold: nil)),
    GoodScriptLine("2.0 press 240,600", .press(point(240, 600))),
    GoodScriptLine("2.1 move 240,500", .move(point(240, 500))),
    GoodScriptLine("2.2 release 240,500", .release(point(240, 500))),
    GoodScriptLine("2.5 click 240.5,300.25", .click(point(240.5, 300.25))),
    GoodScriptLine("2.6 right-click 300,66", .rightClick(point(300, 66))),
    GoodScriptLine("2.7 middle-click 1,2", .middleClick(point(1, 2))),
    GoodScriptLine("3.0 key PageDown", .key(KeyChord(key: ScriptKey(name: "PageDown")!))),
    GoodScriptLine("3.0 key pagedown", .key(KeyChord(key: ScriptKey(name: "PageDown")!))),
    GoodScriptLine("3.0 key ctrl+S", .key(KeyChord(key: ScriptKey(name: "S")!, modifiers: .ctrl))),
    GoodScriptLine("3.0 key Shift+Tab", .key(KeyChord(key: ScriptKey(name: "Tab")!, modifiers: .shift))),
    GoodScriptLine("3.0 key CTRL+alt+shift+f5",
                   .key(KeyChord(key: ScriptKey(name: "F5")!, modifiers: [.ctrl, .alt, .shift]))),
    GoodScriptLine("3.5 type Alice Smith", .typeText("Alice Smith")),
    GoodScriptLine("3.5 type  two leading spaces", .typeText(" two leading spaces")),
    GoodScriptLine("3.5 type C# is #1 # not a comment", .typeText("C# is #1 # not a comment")),
    GoodScriptLine("3.5 type Zoë 😀 日本", .typeText("Zoë 😀 日本")),
    GoodScriptLine("4.0 scroll-to 0 19 middle animated",
                   .scrollTo(ListIndexPath(row: 19, section: 0), position: .middle, animated: true)),
    GoodScriptLine("4.0 scroll-to 3 0 top", .scrollTo(ListIndexPath(row: 0, section: 3), position: .top, animated: false)),
    GoodScriptLine("4.0 scroll-to 0 1 bottom", .scrollTo(ListIndexPath(row: 1, section: 0), position: .bottom, animated: false)),
    GoodScriptLine("4.0 scroll-to 0 1 none animated",
                   .scrollTo(ListIndexPath(row: 1, section: 0), position: .none, animated: true)),
    GoodScriptLine("4.5 insert 0 0", .insert(ListIndexPath(row: 0, section: 0))),
    GoodScriptLine("4.5 delete 0 5", .delete(ListIndexPath(row: 5, section: 0))),
    GoodScriptLine("5.0 resize 480x600", .resize(Size(width: 480, height: 600))),
    GoodScriptLine("5.5 overlay on", .overlay(isOn: true)),
    GoodScriptLine("6.5 stall 0.008", .stall(seconds: 0.008)),
    GoodScriptLine("6.5 stall 1", .stall(seconds: 1)),
    GoodScriptLine("5.5 overlay off", .overlay(isOn: false)),
    GoodScriptLine("1.0 overlay-pause", .overlayPause),
    GoodScriptLine("1.0 overlay-step +3", .overlayStep(frames: 3)),
    GoodScriptLine("1.0 overlay-step -28", .overlayStep(frames: -28)),
    GoodScriptLine("1.0 overlay-step 4096", .overlayStep(frames: 4096)),
    GoodScriptLine("1.0 overlay-step 0", .overlayStep(frames: 0)),
    GoodScriptLine("2 physics uikit", .physics(name: "uikit")),
    GoodScriptLine("6.0 screenshot out/after.png", .screenshot(path: "out/after.png")),
    GoodScriptLine("7.0 quit", .quit),
    GoodScriptLine("7.0 quit # the end", .quit),
    GoodScriptLine("7.0 quit#glued comment", .quit),
    GoodScriptLine("  0 quit  ", .quit),
]

@Test(arguments: goodScriptLines)
func goodScriptLineParses(_ line: GoodScriptLine) throws {
    let script = try Script.parse(line.text)
    #expect(script.commands.map(\.action) == [line.action])
}

@Test func dragWithHoldParses() throws {
    let script = try Script.parse("1.0 drag 240,600 240,200 0.25 hold 0.1")
    #expect(script.commands == [ScriptCommand(
        time: 1, line: 1,
        action: .drag(from: point(240, 600), to: point(240, 200), duration: 0.25, hold: 0.1))])
}

/// One script that must fail, and the exact message.
struct BadScript: Sendable, CustomTestStringConvertible {
    let text: String
    let message: String
    var testDescription: String { text.debugDescription }

    init(_ text: String, _ message: String) {
        self.text = text
        self.message = message
    }
}

let badScripts: [BadScript] = [
    BadScript("1 whee 3", "script:1: unknown verb 'whee'"),
    BadScript("1 Wheel 3", "script:1: unknown verb 'Wheel'"),
    BadScript("wheel 3", "script:1: time 'wheel' is not a number"),
    BadScript("1.0", "script:1: missing verb after the time"),
    BadScript("1.0 # no verb", "script:1: missing verb after the time"),
    BadScript("-0.5 quit", "script:1: negative time -0.5"),
    BadScript("inf quit", "script:1: time 'inf' is not a finite number"),
    BadScript("nan quit", "script:1: time 'nan' is not a finite number"),
    BadScript("1e999 quit", "script:1: time '1e999' is not a finite number"),
    BadScript("1e300 quit", "script:1: time must be from 0 to 86400 seconds (got '1e300')"),
    BadScript("86400.5 quit", "script:1: time must be from 0 to 86400 seconds (got '86400.5')"),
    BadScript("1.0 quit\n0.5 quit", "script:2: time 0.5 is earlier than the previous command (1.0)"),
    BadScript("\n# header\n2 wheel 1\n\n1 wheel 1", "script:5: time 1.0 is earlier than the previous command (2.0)"),
    BadScript("1 wheel", "script:1: wheel needs 'NOTCHES'"),
    BadScript("1 wheel 1 2", "script:1: wheel needs 'NOTCHES'"),
    BadScript("1 wheel three", "script:1: wheel: 'three' is not a number"),
    BadScript("1 wheel nan", "script:1: wheel: 'nan' is not a finite number"),
    BadScript("1 pan -inf", "script:1: pan: '-inf' is not a finite number"),
    BadScript("1 drag 240,600 240,200", "script:1: drag needs 'X,Y X,Y SECONDS [hold SECONDS]'"),
    BadScript("1 drag 240,600 240,200 0.25 hold", "script:1: drag needs 'X,Y X,Y SECONDS [hold SECONDS]'"),
    BadScript("1 drag 240,600 240,200 0.25 wait 0.1", "script:1: drag needs 'X,Y X,Y SECONDS [hold SECONDS]'"),
    BadScript("1 drag 240,600 240 200 0.25", "script:1: drag needs 'X,Y X,Y SECONDS [hold SECONDS]'"),
    BadScript("1 drag 240;600 240,200 0.25", "script:1: drag: '240;600' is not a point X,Y"),
    BadScript("1 drag 240,600 240,200 0",
              "script:1: drag: duration must be greater than 0 and at most 86400 seconds (got '0')"),
    BadScript("1 drag 240,600 240,200 0.25 hold -1",
              "script:1: drag: hold must be greater than 0 and at most 86400 seconds (got '-1')"),
    BadScript("1 drag 1,2 3,4 0 hold 0", "script:1: drag: duration must be greater than 0 and at most 86400 seconds (got '0')"),
    BadScript("0 drag 240,600 240,200 1e10",
              "script:1: drag: duration must be greater than 0 and at most 86400 seconds (got '1e10')"),
    BadScript("0 drag 240,600 240,200 1e300",
              "script:1: drag: duration must be greater than 0 and at most 86400 seconds (got '1e300')"),
    BadScript("0 drag 240,600 240,200 0.25 hold 1e300",
              "script:1: drag: hold must be greater than 0 and at most 86400 seconds (got '1e300')"),
    BadScript("0 drag 240,600 240,200 -0.25", "script:1: drag: duration must be greater than 0 and at most 86400 seconds (got '-0.25')"),
    BadScript("0 drag 1e7,600 240,200 0.25",
              "script:1: drag: coordinates must be from -1000000 to 1000000 (got '1e7,600')"),
    BadScript("0 drag 240,600 240,-1e300 0.25",
              "script:1: drag: coordinates must be from -1000000 to 1000000 (got '240,-1e300')"),
    BadScript("0 click 1e10,1", "script:1: click: coordinates must be from -1000000 to 1000000 (got '1e10,1')"),
    BadScript("0 press 1,-1000001", "script:1: press: coordinates must be from -1000000 to 1000000 (got '1,-1000001')"),
    BadScript("0 move 1e300,0", "script:1: move: coordinates must be from -1000000 to 1000000 (got '1e300,0')"),
    BadScript("0 release 0,1e300", "script:1: release: coordinates must be from -1000000 to 1000000 (got '0,1e300')"),
    BadScript("0 drag 240,600 240,200 0.5\n0.25 drag 1,2 3,4 1",
              "script:2: drag at 0.25 starts before the drag on line 1 releases (0.5); a script has one pointer"),
    BadScript("0 drag 240,600 240,200 0.5 hold 1\n0.5 wheel 1\n1.25 drag 1,2 3,4 1",
              "script:3: drag at 1.25 starts before the drag on line 1 releases (1.5); a script has one pointer"),
    BadScript("0 wheel 1e300", "script:1: wheel: notches must be from -1000 to 1000 (got '1e300')"),
    BadScript("0 wheel -1001", "script:1: wheel: notches must be from -1000 to 1000 (got '-1001')"),
    BadScript("0 pan 1e10", "script:1: pan: points must be from -1000000 to 1000000 (got '1e10')"),
    BadScript("0 pan -1e300", "script:1: pan: points must be from -1000000 to 1000000 (got '-1e300')"),
    BadScript("1 press", "script:1: press needs 'X,Y'"),
    BadScript("1 move 1,2,3", "script:1: move: '1,2,3' is not a point X,Y"),
    BadScript("1 release ,5", "script:1: release: ',5' is not a point X,Y"),
    BadScript("1 click 1,inf", "script:1: click: '1,inf' is not a point X,Y"),
    BadScript("1 right-click 1", "script:1: right-click: '1' is not a point X,Y"),
    BadScript("1 key", "script:1: key needs '[MODIFIER+]KEY'"),
    BadScript("1 key Page Down", "script:1: key needs '[MODIFIER+]KEY'"),
    BadScript("1 key PgDn", "script:1: key: unknown key 'PgDn'"),
    BadScript("1 key ctrl+", "script:1: key: unknown key ''"),
    BadScript("1 key meta+S", "script:1: key: unknown modifier 'meta' (choose ctrl, shift, alt)"),
    BadScript("1 key ctrl+Ctrl+S", "script:1: key: modifier 'Ctrl' given twice"),
    BadScript("1 type", "script:1: type needs 'TEXT'"),
    BadScript("1 type ", "script:1: type needs 'TEXT'"),
    BadScript("1 type#comment", "script:1: type needs 'TEXT'"),
    BadScript("1 scroll-to 0 19", "script:1: scroll-to needs 'SECTION ROW top|middle|bottom|none [animated]'"),
    BadScript("1 scroll-to 0 19 top slowly", "script:1: scroll-to needs 'SECTION ROW top|middle|bottom|none [animated]'"),
    BadScript("1 scroll-to 0 19 center", "script:1: scroll-to: unknown position 'center' (choose top, middle, bottom, none)"),
    BadScript("1 scroll-to 0 -1 top", "script:1: scroll-to: row must be a whole number from 0 to 2147483647 (got '-1')"),
    BadScript("1 scroll-to 2147483648 0 top",
              "script:1: scroll-to: section must be a whole number from 0 to 2147483647 (got '2147483648')"),
    BadScript("1 insert 0", "script:1: insert needs 'SECTION ROW'"),
    BadScript("1 insert -1 0", "script:1: insert: section must be a whole number from 0 to 2147483647 (got '-1')"),
    BadScript("1 delete 0 1.5", "script:1: delete: row must be a whole number from 0 to 2147483647 (got '1.5')"),
    BadScript("1 delete 99999999999999999999 0",
              "script:1: delete: section must be a whole number from 0 to 2147483647 (got '99999999999999999999')"),
    BadScript("1 resize 12", "script:1: resize needs 'WxH'"),
    BadScript("1 resize 0x600", "script:1: resize: size must be between 100x100 and 8192x8192 (got '0x600')"),
    BadScript("1 resize 480x99999", "script:1: resize: size must be between 100x100 and 8192x8192 (got '480x99999')"),
    BadScript("1 overlay yes", "script:1: overlay needs 'on|off'"),
    BadScript("1 stall", "script:1: stall needs 'SECONDS'"),
    BadScript("1 stall 0", "script:1: stall: the stall must be greater than 0 and at most 1 seconds (got '0')"),
    BadScript("1 stall 1.5", "script:1: stall: the stall must be greater than 0 and at most 1 seconds (got '1.5')"),
    BadScript("1 stall -0.01", "script:1: stall: the stall must be greater than 0 and at most 1 seconds (got '-0.01')"),
    BadScript("1 stall nan", "script:1: stall: 'nan' is not a finite number"),
    BadScript("1 overlay", "script:1: overlay needs 'on|off'"),
    BadScript("1 overlay-pause now", "script:1: overlay-pause takes no arguments"),
    BadScript("1 overlay-step", "script:1: overlay-step needs 'FRAMES'"),
    BadScript("1 overlay-step 1 2", "script:1: overlay-step needs 'FRAMES'"),
    BadScript("1 overlay-step 1.5", "script:1: overlay-step: frames must be a whole number from -4096 to 4096 (got '1.5')"),
    BadScript("1 overlay-step -4097",
              "script:1: overlay-step: frames must be a whole number from -4096 to 4096 (got '-4097')"),
    BadScript("1 overlay-step right",
              "script:1: overlay-step: frames must be a whole number from -4096 to 4096 (got 'right')"),
    BadScript("2 quit\n3 overlay-step 99999999999999999999",
              "script:2: overlay-step: frames must be a whole number from -4096 to 4096 (got '99999999999999999999')"),
    BadScript("1 physics", "script:1: physics needs 'NAME'"),
    BadScript("1 physics uikit android", "script:1: physics needs 'NAME'"),
    // Names are exact, as on the command line; the message lists every valid one.
    BadScript("1 physics UIKit", "script:1: physics: unknown preset 'UIKit' (choose \(PhysicsOption.choiceList))"),
    BadScript("1 physics uikit,uikit",
              "script:1: physics: unknown preset 'uikit,uikit' (choose \(PhysicsOption.choiceList))"),
    BadScript("1 screenshot", "script:1: screenshot needs 'PATH'"),
    BadScript("1 screenshot a b", "script:1: screenshot needs 'PATH'"),
    BadScript("1 quit now", "script:1: quit takes no arguments"),
    BadScript("1 type a\u{0}b", "script:1: control character U+0000 is not allowed (binary file?)"),
    BadScript("1 quit\n\u{1B}[A", "script:2: control character U+001B is not allowed (binary file?)"),
    BadScript("1 quit\r2 quit", "script:1: control character U+000D is not allowed (binary file?)"),
]

@Test(arguments: badScripts)
func badScriptFailsWithExactMessage(_ bad: BadScript) {
    let error = #expect(throws: ScriptError.self) { try Script.parse(bad.text) }
    #expect(error?.description == bad.message)
}
