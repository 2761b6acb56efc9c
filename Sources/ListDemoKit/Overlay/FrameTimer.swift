/// How the runners time a frame's CPU work and the overlay's own drawing.
///
/// A window measures both with the monotonic clock. Measured figures differ run to run, so a
/// headless run that must be repeatable (screenshot tests) reports fixed figures instead; the
/// frames themselves, the virtual clock and everything drawn from them stay exact either way.
enum FrameTimer {
    /// What is being timed.
    enum Part {
        /// Everything that produces a frame: input, advancing the list, drawing.
        case work
        /// The overlay panel's drawing, a part of the frame's work.
        case overlay
    }

    /// Real elapsed time.
    case measured
    /// The same figures every frame, in seconds.
    case fixed(work: Double, overlay: Double)

    /// Runs `body` and returns its result with the seconds it took, as this timer reports them.
    func time<T>(_ part: Part, _ body: () throws -> T) rethrows -> (result: T, seconds: Double) {
        switch self {
        case .measured:
            let clock = ContinuousClock()
            let started = clock.now
            let result = try body()
            return (result, (clock.now - started).seconds)
        case .fixed(let work, let overlay):
            return (try body(), part == .work ? work : overlay)
        }
    }
}
