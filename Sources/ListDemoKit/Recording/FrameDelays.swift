/// How long each recorded frame shows, as an APNG frame's delay: a fraction of a second whose numerator and
/// denominator are 16-bit (`fcTL`'s `delay_num` and `delay_den`).
///
/// A frame lasts from its present to the next frame's, and the delays are counted from the first present in ticks
/// of 0.1 ms: each delay is the tick its frame ends on, rounded, less the ticks written before it, so the rounding
/// never adds up. At 60 Hz the frames read 16.7, 16.7 and 16.6 ms in turn, and any number of them end within
/// 0.05 ms of the last present. A delay longer than 6.5535 s (an idle window) takes the finest denominator that
/// holds it — 1/1000 s up to 65.535 s, …, whole seconds up to 65,535 s, the most a frame can last — and the next
/// delay makes up what that rounding left.
struct FrameDelays {
    /// One fcTL delay: `numerator / denominator` seconds.
    struct Delay: Equatable {
        let numerator: UInt16
        let denominator: UInt16

        /// The delay in seconds.
        var seconds: Double { Double(numerator) / Double(denominator) }
    }

    /// Ticks in a second: the finest denominator used.
    static let ticksPerSecond = 10_000
    /// The denominators tried in turn, finest first: each holds delays ten times longer than the one before.
    private static let denominators = [10_000, 1_000, 100, 10, 1]

    /// When the first frame was presented (seconds on the run's clock).
    private let start: Double
    /// The delays given so far, in ticks.
    private var ticksGiven = 0

    init(firstPresent: Double) {
        start = firstPresent
    }

    /// The delay of the frame that shows until `end` (the next frame's present, on the run's clock).
    mutating func delay(until end: Double) -> Delay {
        let endTick = Int(((end - start) * Double(Self.ticksPerSecond)).rounded())
        let ticks = max(0, endTick - ticksGiven)
        for denominator in Self.denominators {
            let ticksPerUnit = Self.ticksPerSecond / denominator
            let units = (ticks + ticksPerUnit / 2) / ticksPerUnit
            guard units <= Int(UInt16.max) else { continue }
            ticksGiven += units * ticksPerUnit
            return Delay(numerator: UInt16(units), denominator: UInt16(denominator))
        }
        ticksGiven += Int(UInt16.max) * Self.ticksPerSecond
        return Delay(numerator: .max, denominator: 1)
    }
}
