/// Places input events on the app's clock by the platform's timestamps instead of by when the app
/// took them from the queue, so a burst of events read at once keeps the times they happened at
/// (the release velocity is estimated from these times).
///
/// SDL 2 stamps an event with `SDL_GetTicks()` (milliseconds, 32 bits, wrapping after 49 days) when
/// it takes the event from the window system into its queue; `place` maps that onto the app's
/// clock by reading both clocks at once, and keeps the result between the previous event's time
/// and now (a stamp cannot be in the future, and events stay in order).
struct InputClock {
    /// The time (app seconds) given to the last event placed.
    private(set) var lastTime: Double

    /// A clock whose events come no earlier than `start` (app seconds).
    init(start: Double) {
        lastTime = start
    }

    /// The app time of an event stamped `ticks`, when the platform's clock reads `ticksNow` at app
    /// time `now`. Differences wrap as SDL's 32-bit ticks do.
    mutating func place(ticks: UInt32, ticksNow: UInt32, now: Double) -> Double {
        let age = Double(ticksNow &- ticks) / 1000
        // An age over a day is a stamp from before a wrap or a clock jump, not a real delay.
        let stamped = age < 86_400 ? now - age : now
        lastTime = min(now, max(lastTime, stamped))
        return lastTime
    }
}
