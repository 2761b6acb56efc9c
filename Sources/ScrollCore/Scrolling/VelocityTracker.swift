/// Estimates how fast the content was moving when the pointer let go, from the positions of the
/// last `window`, by a least-squares line (robust against one jittery sample, unlike the last
/// segment alone). A pointer that rested more than `restCutoff` before release flings nothing.
/// The physics' `ReleaseModel` sets both.
///
/// Samples live in a fixed ring, so tracking a drag never allocates.
public struct VelocityTracker: Sendable {
    /// Only samples this recent count (seconds).
    public var window: Double
    /// A pause this long before release means the user stopped on purpose (seconds).
    public var restCutoff: Double

    private static let capacity = 32
    private var times: [Double]
    private var positions: [Double]
    private var count = 0
    private var next = 0

    /// A tracker that estimates from the samples of the last `window` seconds and reads a pointer
    /// still for `restCutoff` seconds before the release as a release without velocity.
    public init(window: Double, restCutoff: Double) {
        self.window = window
        self.restCutoff = restCutoff
        times = Array(repeating: 0, count: Self.capacity)
        positions = Array(repeating: 0, count: Self.capacity)
    }

    /// Forgets every sample (a new gesture).
    public mutating func reset() {
        count = 0
        next = 0
    }

    /// Forgets every sample and takes the window and rest cutoff of `release` (a new gesture).
    public mutating func reset(for release: ReleaseModel) {
        window = release.velocityWindow
        restCutoff = release.restCutoff
        reset()
    }

    /// Moves every sample by `delta`: the content changed above the screen and the offset moved
    /// with it, which is no movement of the user's.
    /// - Complexity: O(samples kept).
    public mutating func shift(by delta: Double) {
        for index in positions.indices { positions[index] += delta }
    }

    /// Records that the content was at `position` at `time` (never before the previous sample's).
    public mutating func add(position: Double, at time: Double) {
        times[next] = count > 0 ? Swift.max(time, times[(next - 1 + Self.capacity) % Self.capacity]) : time
        positions[next] = position
        next = (next + 1) % Self.capacity
        count = Swift.min(count + 1, Self.capacity)
    }

    /// The velocity in points per second at `time` (the release).
    public func velocity(at time: Double) -> Double {
        guard count >= 2 else { return 0 }
        let newest = (next - 1 + Self.capacity) % Self.capacity
        guard time - times[newest] <= restCutoff else { return 0 }
        var n = 0.0, sumT = 0.0, sumX = 0.0, sumTT = 0.0, sumTX = 0.0
        for i in 0..<count {
            let index = (newest - i + Self.capacity) % Self.capacity
            let t = times[index] - time
            guard t >= -window else { break }
            // Relative to the newest sample: offsets can be ~1e9 pt deep in a huge list.
            let x = positions[index] - positions[newest]
            n += 1; sumT += t; sumX += x; sumTT += t * t; sumTX += t * x
        }
        let denominator = n * sumTT - sumT * sumT
        guard n >= 2, denominator > 1e-12 else { return 0 }
        return (n * sumTX - sumT * sumX) / denominator
    }
}
