import Histogram

/// The median and 99th percentile of some durations, in seconds: what the overlay prints of its
/// last frames and the report of a whole trace.
struct Percentiles: Equatable {
    var p50: Double
    var p99: Double
}

/// Counts durations into one HdrHistogram (`hdrhistogram-swift`) to take their `Percentiles`, the
/// one way the app takes percentiles. Microseconds at three significant digits: a figure comes back
/// within 0.1 %. Durations past `longest` count as it: a plot only needs to show that they were
/// very long. `reset` keeps the histogram's counts, so the overlay refilling it four times a second
/// allocates nothing.
struct DurationPercentiles {
    /// The histogram's unit: microseconds keep three significant digits of a frame time.
    private static let unit = 1e-6
    /// Longer durations are counted as this (seconds); shorter than 0, as 0.
    static let longest = 10.0

    private var histogram = Histogram<UInt32>(highestTrackableValue: UInt64(longest / unit),
                                              numberOfSignificantValueDigits: .three)

    /// Forgets every duration counted.
    mutating func reset() { histogram.reset() }

    /// Counts `seconds`.
    mutating func record(_ seconds: Double) {
        histogram.record(UInt64((min(max(seconds, 0), Self.longest) / Self.unit).rounded()))
    }

    /// The percentiles of the durations counted since the last reset (0 when there are none).
    var percentiles: Percentiles {
        Percentiles(p50: Double(histogram.valueAtPercentile(50)) * Self.unit,
                    p99: Double(histogram.valueAtPercentile(99)) * Self.unit)
    }
}
