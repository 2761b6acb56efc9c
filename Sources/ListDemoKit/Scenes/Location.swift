/// One row of the live scene: a place recorded at a moment (seed 002's Core Data "Locations").
///
/// Everything comes from the virtual clock and `--seed`, never the wall clock, so a headless run
/// draws the same rows every time.
struct Location: Equatable {
    /// The recording's number, which identifies it through inserts and deletes.
    let id: Int
    /// When it was recorded, in seconds of the app's clock.
    let time: Double
    let latitude: Double
    let longitude: Double

    /// The `id`th location of `seed`, recorded at `time`.
    init(id: Int, seed: UInt64, time: Double) {
        self.id = id
        self.time = time
        let hash = SplitMix64.hash(seed, id)
        // Two 32-bit halves of one hash, each mapped onto its range with 1e-4 degree steps.
        latitude = Double(Int((hash & 0xFFFF_FFFF) % 1_800_001) - 900_000) / 10_000
        longitude = Double(Int((hash >> 32) % 3_600_001) - 1_800_000) / 10_000
    }

    /// The time of day, as if the run started at 09:41:00: "09:41:03.250".
    var timestamp: String {
        let day = 24 * 3600 * 1000
        let total = (((9 * 3600 + 41 * 60) * 1000 + Int((time * 1000).rounded())) % day + day) % day
        let (seconds, millis) = total.quotientAndRemainder(dividingBy: 1000)
        return "\(Self.pad(seconds / 3600)):\(Self.pad(seconds / 60 % 60)):\(Self.pad(seconds % 60)).\(Self.pad(millis, width: 3))"
    }

    /// "37.3318° N, 122.0312° W".
    var coordinates: String {
        "\(Self.degrees(latitude))° \(latitude < 0 ? "S" : "N"), \(Self.degrees(longitude))° \(longitude < 0 ? "W" : "E")"
    }

    /// An absolute value with exactly four decimals.
    private static func degrees(_ value: Double) -> String {
        let tenThousandths = Int((abs(value) * 10_000).rounded())
        return "\(tenThousandths / 10_000).\(pad(tenThousandths % 10_000, width: 4))"
    }

    private static func pad(_ value: Int, width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
