/// When an input event happened, as the window system or SDL says: what `InputClock` places on
/// the app's clock.
public enum EventStamp: Equatable, Sendable {
    /// `SDL_GetTicks()` milliseconds when SDL took the event from the window system into its queue
    /// (read against SDL's clock now: exact, but only as early as SDL read it).
    case queued(UInt32)
    /// The window system's own milliseconds for when the event happened: the X server's time, or
    /// the Wayland compositor's (a clock of its own, related to the app's by `InputClock`).
    case platform(UInt32)
}

/// The clocks window systems stamp input on, read at one moment, in milliseconds wrapping at 32 bits
/// as X's and Wayland's event times do: the system's monotonic clock (X servers, mutter, KWin,
/// wlroots; GDK reads Wayland's times so) and the wall clock (weston 10 stamps the pointer with
/// `CLOCK_REALTIME`). An integer literal is a monotonic reading alone.
struct PlatformClocks: Equatable, Sendable, ExpressibleByIntegerLiteral {
    var monotonic: UInt32
    var realtime: UInt32?

    init(monotonic: UInt32, realtime: UInt32?) {
        self.monotonic = monotonic
        self.realtime = realtime
    }

    init(integerLiteral monotonic: UInt32) {
        self.init(monotonic: monotonic, realtime: nil)
    }
}

/// Places input events on the app's clock by the platform's timestamps instead of by when the app
/// took them from the queue, so a burst of events read at once keeps the times they happened at
/// (the release velocity is estimated from these times).
///
/// SDL 2 stamps an event with `SDL_GetTicks()` (milliseconds, 32 bits, wrapping after 49 days) when
/// it takes the event from the window system into its queue; `place(ticks:ticksNow:now:)` maps that
/// onto the app's clock by reading both clocks at once. SDL reads its connection only when the app
/// pumps it (a frame that is drawing, or presenting on a vertical blank, leaves moves waiting), so
/// where the window system's own time is known (`Window` reads it for X11's input and Wayland's
/// pointer) `place(platform:platformNow:now:)` takes that instead. The X server and most Wayland
/// compositors count it on the system's monotonic clock (GDK reads Wayland's times so too), weston
/// 10 on the wall clock; a stamp within a second of either clock's milliseconds now is read against
/// it. A stamp that is not (a remote X server's own clock) is related to the app's clock by the
/// smallest delay seen (an event is never read before it happens), as a network clock filter does.
/// Either way a time stays between the previous event's time and now (a stamp cannot be in the
/// future, and events stay in order).
struct InputClock {
    /// The time (app seconds) given to the last event placed.
    private(set) var lastTime: Double
    /// The app's time minus the platform's (seconds), from the event that arrived soonest after it
    /// was stamped; nil before the first platform stamp not on the monotonic clock.
    private(set) var platformOffset: Double?
    /// A platform stamp that seems to have waited longer than this (seconds) is a new clock (the
    /// 32-bit milliseconds wrapped after 49 days, the server restarted) or a stalled app: the
    /// offset starts again from it, and the next event read promptly brings it back down.
    static let longestWait = 1.0

    /// A clock whose events come no earlier than `start` (app seconds).
    init(start: Double) {
        lastTime = start
    }

    /// Places events taken from the queue together, in order, into `times`, read at app time `now`;
    /// SDL's clock reads `ticksNow` then, and the monotonic and wall clocks `platformNow`. An event the
    /// window system did not time (SDL's read time stands in) happened no later than the next one it
    /// did time, which came after it on the same connection: under Wayland SDL makes a move of the
    /// pointer's entering, which has no time, just before a timed press, and its read time (up to a
    /// frame later) must not pull the press and the moves after it forward to itself.
    mutating func place(_ stamps: [EventStamp], ticksNow: UInt32, platformNow: PlatformClocks, now: Double,
                        into times: inout [Double]) {
        // `times` is the caller's, reused from pump to pump: placing events allocates nothing once it has grown.
        times.removeAll(keepingCapacity: true)
        for stamp in stamps { times.append(estimate(stamp, ticksNow: ticksNow, platformNow: platformNow, now: now)) }
        var bound = Double.infinity
        for index in times.indices.reversed() {
            if case .platform = stamps[index] { bound = times[index] } else { times[index] = min(times[index], bound) }
        }
        for index in times.indices { times[index] = keep(times[index], now: now) }
    }

    /// The app time of an event stamped `ticks`, when the platform's clock reads `ticksNow` at app
    /// time `now`. Differences wrap as SDL's 32-bit ticks do.
    mutating func place(ticks: UInt32, ticksNow: UInt32, now: Double) -> Double {
        keep(estimate(ticks: ticks, ticksNow: ticksNow, now: now), now: now)
    }

    /// The app time of an event the window system stamped `milliseconds`, read at app time `now`
    /// when the monotonic and wall clocks' milliseconds (32 bits, as X and Wayland count) are `platformNow`.
    mutating func place(platform milliseconds: UInt32, platformNow: PlatformClocks, now: Double) -> Double {
        keep(estimate(platform: milliseconds, platformNow: platformNow, now: now), now: now)
    }

    /// `place(_:…)`'s time for one stamp before it is kept in order.
    private mutating func estimate(_ stamp: EventStamp, ticksNow: UInt32, platformNow: PlatformClocks,
                                   now: Double) -> Double {
        switch stamp {
        case .queued(let ticks): estimate(ticks: ticks, ticksNow: ticksNow, now: now)
        case .platform(let milliseconds): estimate(platform: milliseconds, platformNow: platformNow, now: now)
        }
    }

    /// `place(ticks:…)`'s time before it is kept in order.
    private func estimate(ticks: UInt32, ticksNow: UInt32, now: Double) -> Double {
        let age = Double(ticksNow &- ticks) / 1000
        // An age over a day is a stamp from before a wrap or a clock jump, not a real delay.
        return age < 86_400 ? now - age : now
    }

    /// `place(platform:…)`'s time before it is kept in order; relates a foreign clock to the app's.
    private mutating func estimate(platform milliseconds: UInt32, platformNow: PlatformClocks, now: Double) -> Double {
        for clock in [platformNow.monotonic, platformNow.realtime].compactMap(\.self) {
            // Signed, across the 32-bit wrap; a stamp up to 5 ms ahead is the two clocks' rounding.
            let age = Double(Int32(bitPattern: clock &- milliseconds)) / 1000
            if (-0.005..<Self.longestWait).contains(age) { return now - max(0, age) }
        }
        let stamp = Double(milliseconds) / 1000
        let offset = now - stamp
        if let known = platformOffset, offset >= known, offset - known <= Self.longestWait {
            return stamp + known
        }
        platformOffset = offset
        return now
    }

    private mutating func keep(_ stamped: Double, now: Double) -> Double {
        lastTime = min(now, max(lastTime, stamped))
        return lastTime
    }
}
