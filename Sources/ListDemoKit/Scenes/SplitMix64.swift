/// A tiny deterministic random generator (SplitMix64): generated content depends on `--seed` only.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value that depends only on `seed` and `index`: content for item `index` without generating the ones before it.
    static func hash(_ seed: UInt64, _ index: Int) -> UInt64 {
        var generator = SplitMix64(seed: seed ^ (UInt64(bitPattern: Int64(index)) &* 0xD6E8_FEB8_6659_FD93))
        return generator.next()
    }
}
