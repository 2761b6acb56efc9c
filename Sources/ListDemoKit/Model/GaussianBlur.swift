/// A Gaussian blur of an 8-bit coverage mask as three box blurs in each direction, the
/// approximation SVG's `feGaussianBlur` specifies (box size d = ⌊σ · 3 √(2π) / 4 + 0.5⌋), here
/// always centred (d rounded up to odd) so the shadow does not shift.
struct GaussianBlur {
    /// Half the box, in pixels.
    let radius: Int

    init(standardDeviation sigma: Double) {
        let box = Int((max(0, sigma) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        radius = box / 2
    }

    func apply(to data: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard radius > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height { blur(data, start: y * stride, step: 1, count: width, scratch: &line) }
            for x in 0..<width { blur(data, start: x, step: stride, count: height, scratch: &line) }
        }
    }

    /// One box pass along a row or column; outside the mask counts as empty.
    private func blur(_ data: UnsafeMutableBufferPointer<UInt8>, start: Int, step: Int, count: Int,
                      scratch: inout [UInt8]) {
        for i in 0..<count { scratch[i] = data[start + i * step] }
        let size = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            if i + radius < count { sum += Int(scratch[i + radius]) }
            if i - radius - 1 >= 0 { sum -= Int(scratch[i - radius - 1]) }
            data[start + i * step] = UInt8((sum + size / 2) / size)
        }
    }
}
