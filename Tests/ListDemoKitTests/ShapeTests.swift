import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Shapes are drawn anti-aliased (no stair-step edges) and rasterised once.
    @Suite struct ShapeTests {
        /// Whether `pixel` lies between `background` and `ink` and clearly apart from both: an edge
        /// pixel the shape covers in part, which a hand-filled (aliased) shape never has. SDL's
        /// blending rounds by up to 3 per channel, which neither counts as a blend nor spoils one.
        private static func isBlend(_ pixel: Color, of ink: Color, over background: Color) -> Bool {
            let slack = 3
            func distance(_ a: Color, _ b: Color) -> Int {
                max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
            func between(_ p: UInt8, _ a: UInt8, _ b: UInt8) -> Bool {
                (Int(min(a, b)) - slack...Int(max(a, b)) + slack).contains(Int(p))
            }
            return distance(pixel, ink) > slack && distance(pixel, background) > slack
                && between(pixel.r, ink.r, background.r) && between(pixel.g, ink.g, background.g)
                && between(pixel.b, ink.b, background.b)
        }

        /// The checkmark at 1x and 2x: every pixel row its strokes cross has a partly covered pixel
        /// (a diagonal stroke's edges cross every row at a fraction of a pixel).
        /// Faded to half (`opacity` 128, SDL's alpha modulation) the edges stay blended too.
        @Test(arguments: [(1.0, 255), (2.0, 255), (1.0, 128)] as [(Double, UInt8)])
        func theCheckmarksEdgesAreBlended(scale: Double, opacity: UInt8) throws {
            let canvas = try PlatformTestSupport.canvas(width: 20, height: 20, scale: scale)
            try canvas.clear(.white)
            try canvas.draw(Checkmark.shape, at: Point(x: 3, y: 4), tint: Theme.light.tint.withAlpha(opacity))
            let image = try canvas.readPixels()
            // The ink as drawn: the tint at this opacity over white (a pixel of the stroke's middle).
            let ink = image.pixels.map(Color.init(argb:)).min { $0.r < $1.r }!
            if opacity == 255 { #expect(ink == Theme.light.tint) }
            let inked = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y] != .white } }
            #expect(inked.count >= Int(Checkmark.size.height * scale) - 1)
            for y in inked {
                #expect((0..<image.width).contains { Self.isBlend(image[$0, y], of: ink, over: .white) },
                        "row \(y) of the checkmark at scale \(scale), opacity \(opacity), has no blended edge pixel")
            }
        }

        /// A switch that is on, at 1x and 2x: where the track's left end curves (away from the
        /// knob's shadow and from the rows where the arc runs nearly vertical or horizontal), every
        /// pixel row has a pixel partly green.
        @Test(arguments: [1.0, 2.0])
        func theSwitchsRoundEndIsBlended(scale: Double) throws {
            let canvas = try PlatformTestSupport.canvas(width: 60, height: 40, scale: scale)
            try canvas.clear(.white)
            try Switch.draw(at: Point(x: 4, y: 4), progress: 1, theme: .light, on: canvas)
            let image = try canvas.readPixels()
            let radius = Switch.size.height / 2
            let left = 0..<Int((4 + 10) * scale)  // the soft shadow reaches no further left than 10 pt in
            for dy in stride(from: 3.0, through: radius - 2, by: 1 / scale) {
                for y in [4 + radius - dy, 4 + radius + dy].map({ Int(($0 * scale).rounded(.down)) }) {
                    #expect(left.contains { Self.isBlend(image[$0, y], of: Theme.light.systemGreen, over: .white) },
                            "row \(y) of the switch's round end at scale \(scale) has no blended edge pixel")
                }
            }
        }

        /// Drawing the same shapes again — faded too — rasterises nothing; a new colour is one new
        /// rasterisation per shape, once.
        @Test func aSecondFrameRasterisesNoShape() throws {
            let canvas = try PlatformTestSupport.canvas(width: 200, height: 100, scale: 2)
            func frame(_ color: Color) throws {
                try canvas.clear(.white)
                try canvas.fillRoundedRect(Rect(x: 10, y: 10, width: 180, height: 60), radius: 10, corners: .top, color)
                try Switch.draw(at: Point(x: 20, y: 20), progress: 0.3, theme: .light, on: canvas)
                try Checkmark.draw(inRow: Rect(x: 0, y: 60, width: 200, height: 40), color: color, on: canvas)
            }
            try frame(Theme.light.tint)
            let first = canvas.shapeCacheStatistics
            #expect(first.misses > 0)
            try frame(Theme.light.tint.withAlpha(100))
            #expect(canvas.shapeCacheStatistics.misses == first.misses)
            #expect(canvas.shapeCacheStatistics.hits > first.hits)
            try frame(.black)
            let black = canvas.shapeCacheStatistics.misses
            #expect(black == first.misses + 2, "the black rounded end and checkmark")
            try frame(.black.withAlpha(30))
            #expect(canvas.shapeCacheStatistics.misses == black)
        }

        /// A rounded row of any height reuses its rounded ends: rows growing in an update
        /// animation rasterise nothing new once they are taller than both ends.
        @Test func aTallerRoundedRectReusesItsEnds() throws {
            let canvas = try PlatformTestSupport.canvas(width: 100, height: 200)
            try canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 100, height: 30), radius: 10, .black)
            let misses = canvas.shapeCacheStatistics.misses
            for height in stride(from: 31.0, through: 180, by: 7) {
                try canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 100, height: height), radius: 10, .black)
            }
            #expect(canvas.shapeCacheStatistics.misses == misses)
        }

        /// The switch's knob slides and its track turns from grey to green with `progress`.
        @Test func theKnobSlidesWithProgress() throws {
            func knobCentre(_ progress: Double) throws -> Int {
                let canvas = try PlatformTestSupport.canvas(width: 60, height: 40)
                try canvas.clear(.black)
                try Switch.draw(at: Point(x: 4, y: 4), progress: progress, theme: .light, on: canvas)
                let image = try canvas.readPixels()
                let white = (0..<60).filter { image[$0, 19] == .white }
                return (white.min()! + white.max()!) / 2
            }
            // From the track's left plus 2 + 13.5 to its right less the same: 51 − 27 − 4 = 20 pt of travel.
            #expect(try knobCentre(0) == 4 + 2 + 13)
            #expect(try knobCentre(0.5) == 4 + 2 + 13 + 10)
            #expect(try knobCentre(1) == 4 + 2 + 13 + 20)
        }
    }
}
