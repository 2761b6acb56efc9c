/// How two images differ: a count of pixels and a picture a person can look at.
public struct ImageDifference: Sendable {
    /// Pixels whose channels differ by more than the tolerance (or that exist in only one image).
    public let differingPixels: Int
    /// Pixels compared: the area of the larger extent of both images.
    public let totalPixels: Int
    /// The largest difference of any one channel, 0...255.
    public let maxChannelDelta: Int
    /// `actual` dimmed, with every differing pixel painted opaque red.
    public let diffImage: RGBAImage
    /// One line saying what differs, for a test failure message.
    public let summary: String

    /// Compares `actual` with `reference`; nil when every channel of every pixel is within
    /// `tolerance` and the sizes match.
    public static func compare(_ reference: RGBAImage, _ actual: RGBAImage,
                               tolerance: UInt8 = 0) -> ImageDifference? {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        let sameSize = reference.width == actual.width && reference.height == actual.height
        if sameSize && reference.pixels == actual.pixels { return nil }

        var diff = RGBAImage(width: width, height: height, fill: .black)
        var differing = 0
        var maxDelta = 0
        for y in 0..<height {
            for x in 0..<width {
                let inReference = x < reference.width && y < reference.height
                let inActual = x < actual.width && y < actual.height
                let delta: Int
                if inReference && inActual {
                    delta = channelDelta(reference[x, y], actual[x, y])
                } else {
                    delta = 255
                }
                maxDelta = max(maxDelta, delta)
                if delta > Int(tolerance) {
                    differing += 1
                    diff[x, y] = Color(r: 255, g: 0, b: 0)
                } else if inActual {
                    diff[x, y] = dimmed(actual[x, y])
                }
            }
        }
        if differing == 0 && sameSize { return nil }

        var summary = "\(differing) of \(width * height) pixels differ (max channel delta \(maxDelta)"
        summary += tolerance > 0 ? ", tolerance \(tolerance))" : ")"
        if !sameSize {
            summary += "; size \(actual.width)×\(actual.height), expected \(reference.width)×\(reference.height)"
        }
        return ImageDifference(differingPixels: differing, totalPixels: width * height,
                               maxChannelDelta: maxDelta, diffImage: diff, summary: summary)
    }

    private static func channelDelta(_ a: Color, _ b: Color) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)),
            abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
    }

    /// A third of the brightness, opaque, so red marks stand out while the picture stays recognisable.
    private static func dimmed(_ c: Color) -> Color {
        Color(r: c.r / 3, g: c.g / 3, b: c.b / 3)
    }
}
