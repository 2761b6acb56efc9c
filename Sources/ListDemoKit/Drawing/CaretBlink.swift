/// When a text field's caret shows, as GTK blinks it: a 1.2 s cycle (`gtk-cursor-blink-time`),
/// shown for its first two thirds and hidden for the last (GTK's on/off multipliers 2:1), restarted
/// shown by every edit, caret move or click, so it stays solid while typing; after 10 s without one
/// (`gtk-cursor-blink-timeout`) it stops blinking, shown. A pure function of the time since the last
/// restart, so headless frames show it the same every run.
struct CaretBlink: Equatable {
    static let cycle = 1.2
    static let shownPart = 0.8
    static let timeout = 10.0

    /// When the blink last restarted (shown).
    var start: Double

    /// Whether the caret shows at `time`.
    func isShown(at time: Double) -> Bool {
        guard time > start, time < start + Self.timeout else { return true }
        return time < cycleStart(at: time) + Self.shownPart
    }

    /// When the caret next shows or hides after `time`; nil once it stays shown. What the app
    /// waits for while idle, so a blinking caret draws two frames a cycle and no more.
    func nextChange(after time: Double) -> Double? {
        guard time < start + Self.timeout else { return nil }
        let cycle = time < start ? start : cycleStart(at: time)
        let next = time < cycle + Self.shownPart ? cycle + Self.shownPart : cycle + Self.cycle
        if next < start + Self.timeout { return next }
        // The blink ends at the timeout: a hidden caret shows then; a shown one stays.
        return isShown(at: time) ? nil : start + Self.timeout
    }

    /// The start of the cycle `time` is in. Boundaries are compared as times (start + k cycles),
    /// the same sums `nextChange` returns, so a frame at a returned time sees the change.
    private func cycleStart(at time: Double) -> Double {
        var cycles = ((time - start) / Self.cycle).rounded(.down)
        if time < start + cycles * Self.cycle { cycles -= 1 } else if time >= start + (cycles + 1) * Self.cycle { cycles += 1 }
        return start + cycles * Self.cycle
    }
}
