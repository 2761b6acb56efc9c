/// The frame rates the engine must agree at (no curve depends on the frame rate). Their
/// frames coincide every 1/6 s.
let frameRates = [30, 60, 144]

/// Draws frames `frames` at `rate` Hz, frame n at `start + n / rate`, by calling `advance` with
/// each frame's time, and returns what `sample` reads at the frames every rate of `frameRates`
/// shares (multiples of 1/6 s), keyed by sixths of a second since `start`.
func samplesAtSharedFrames<Sample>(rate: Int, frames: ClosedRange<Int>, from start: Double = 0,
                                   advance: (Double) -> Void, sample: () -> Sample) -> [Int: Sample] {
    var shared: [Int: Sample] = [:]
    for frame in frames {
        advance(start + Double(frame) / Double(rate))
        if (frame * 6) % rate == 0 { shared[frame * 6 / rate] = sample() }
    }
    return shared
}

/// Runs `run` at every rate of `frameRates` and compares each rate's samples with the first's:
/// returns the first rate's samples and one line for each sample another rate puts more than
/// `tolerance` from it (or lacks).
func compareAcrossFrameRates(tolerance: Double,
                             _ run: (Int) -> [Int: [Double]]) -> (samples: [Int: [Double]], disagreements: [String]) {
    let runs = frameRates.map { (rate: $0, samples: run($0)) }
    let reference = runs[0]
    var disagreements: [String] = []
    for other in runs.dropFirst() {
        for key in reference.samples.keys.sorted() {
            let expected = reference.samples[key]!
            guard let found = other.samples[key], found.count == expected.count,
                  zip(found, expected).allSatisfy({ abs($0 - $1) <= tolerance }) else {
                disagreements.append("at \(Double(key) / 6) s: \(reference.rate) Hz \(expected), "
                                     + "\(other.rate) Hz \(other.samples[key].map { "\($0)" } ?? "none")")
                continue
            }
        }
    }
    return (reference.samples, disagreements)
}
