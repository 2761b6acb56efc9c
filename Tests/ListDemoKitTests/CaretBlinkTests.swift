import Testing
@testable import ListDemoKit

/// GTK's caret blink: 1.2 s cycles from the last edit (here at 2 s), shown 0.8 s of each, solid
/// once 10 s have passed (the cycle that starts at 11.6 s is the last).
@Suite struct CaretBlinkTests {
    private let blink = CaretBlink(start: 2)

    @Test(arguments: [(1.0, true), (2.0, true), (2.79, true), (2.8, false), (3.19, false), (3.2, true),
                      (11.19, true), (11.21, false), (11.59, false), (11.6, true), (12.0, true), (12.5, true), (100, true)])
    func showsForTwoThirdsOfEachCycleThenStays(time: Double, shown: Bool) {
        #expect(blink.isShown(at: time) == shown)
    }

    @Test(arguments: [(2.0, 2.8), (2.5, 2.8), (2.9, 3.2), (11.0, 11.2), (11.3, 11.6)])
    func wakesWhenItNextChanges(time: Double, next: Double) throws {
        let change = try #require(blink.nextChange(after: time))
        #expect(abs(change - next) < 1e-9)
        #expect(blink.isShown(at: change + 1e-9) != blink.isShown(at: change - 1e-9))
    }

    @Test func afterTheTimeoutItNoLongerWakes() {
        #expect(blink.nextChange(after: 11.7) == nil, "shown from 11.6 on: the hide at 12.4 is past the timeout")
        #expect(blink.nextChange(after: 12) == nil)
        #expect(blink.nextChange(after: 50) == nil)
    }
}
