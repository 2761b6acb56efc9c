import Testing
@testable import ListDemoKit

extension PlatformTests {
    @Suite struct CanvasTests {
        private let red = Color(r: 255, g: 0, b: 0)

        @Test func fillPaintsExactlyTheRectangle() throws {
            let canvas = try PlatformTestSupport.canvas(width: 10, height: 10)
            try canvas.clear(.white)
            try canvas.fill(Rect(x: 2, y: 3, width: 4, height: 5), red)
            let image = try canvas.readPixels()

            #expect(image.width == 10 && image.height == 10)
            for y in 0..<10 {
                for x in 0..<10 {
                    let inside = (2..<6).contains(x) && (3..<8).contains(y)
                    #expect(image[x, y] == (inside ? red : .white), "pixel (\(x), \(y))")
                }
            }
        }

        @Test func fillBlendsByAlpha() throws {
            let canvas = try PlatformTestSupport.canvas(width: 4, height: 2)
            try canvas.clear(.white)
            try canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), red.withAlpha(128))
            try canvas.fill(Rect(x: 0, y: 1, width: 4, height: 1), .black)
            try canvas.fill(Rect(x: 0, y: 1, width: 4, height: 1), Color(r: 0, g: 255, b: 0, a: 64))
            let image = try canvas.readPixels()

            // SDL blends in 8-bit integers: out = src·a/255 + dst·(255−a)/255, each term truncated.
            // Red at 128 over white: R = 255·128/255 + 255·127/255 = 128 + 127 = 255,
            // G = B = 0 + 255·127/255 = 127; alpha = 128 + 255·127/255 = 255.
            #expect(image[1, 0] == Color(r: 255, g: 127, b: 127, a: 255))
            // Green at 64 over black: G = 255·64/255 + 0 = 64.
            #expect(image[1, 1] == Color(r: 0, g: 64, b: 0, a: 255))
        }

        /// Rows at fractional points and scales, some out of order, one not spanning the area, one above
        /// it: filling the area around the covering rows and then the rows must give every pixel the
        /// filling of the whole area then the rows gives (what the list renderer did before).
        @Test(arguments: [1.0, 1.25, 1.5, 2.0])
        func fillingAroundCoveringRowsPaintsWhatFillingEverythingDoes(scale: Double) throws {
            let area = Rect(x: 0, y: 10.3, width: 37, height: 61.7)
            let rows = [Rect(x: 0, y: 4.2, width: 37, height: 11.1), Rect(x: 0, y: 15.3, width: 37, height: 9.45),
                        Rect(x: 0, y: 33.7, width: 37, height: 7.6), Rect(x: 0, y: 26.1, width: 37, height: 5.05),
                        Rect(x: 3, y: 48, width: 34, height: 9), Rect(x: 0, y: 57.25, width: 40, height: 30)]
            let gray = Color(r: 200, g: 200, b: 200)
            func draw(around: Bool) throws -> RGBAImage {
                let canvas = try PlatformTestSupport.canvas(width: 40, height: 80, scale: scale)
                try canvas.clear(.black)
                if around {
                    try canvas.fill(area, gray, besides: rows)
                } else {
                    try canvas.fill(area, gray)
                }
                try canvas.setClip(area)
                for (index, row) in rows.enumerated() {
                    try canvas.fill(row, Color(r: UInt8(40 * index), g: 0, b: 255))
                }
                return try canvas.readPixels()
            }
            let whole = try draw(around: false), around = try draw(around: true)
            #expect(around.pixels == whole.pixels)
            // The gaps between rows got the area's colour, and nothing outside the area did.
            #expect(around[1, Int((42 * scale).rounded())] == gray)
            #expect(around[1, Int((5 * scale).rounded())] == .black)
        }

        @Test func clearingAroundAnAreaLeavesItAndClearsTheRest() throws {
            let canvas = try PlatformTestSupport.canvas(width: 10, height: 10)
            try canvas.clear(red)
            try canvas.clear(.white, except: Rect(x: 0, y: 3, width: 10, height: 4))
            let image = try canvas.readPixels()
            for y in 0..<10 {
                #expect(image[5, y] == ((3..<7).contains(y) ? red : .white), "row \(y)")
            }
            // An area that does not span the width is cleared like the rest.
            try canvas.clear(.white, except: Rect(x: 2, y: 3, width: 8, height: 4))
            #expect(try canvas.readPixels()[5, 4] == .white)
        }

        @Test func clearReplacesRatherThanBlendsAndTheCanvasIsOpaque() throws {
            let canvas = try PlatformTestSupport.canvas(width: 2, height: 2)
            try canvas.clear(.white)
            try canvas.clear(red.withAlpha(100))
            #expect(try canvas.readPixels()[0, 0] == red)
        }

        @Test func clipRestrictsDrawingUntilRemoved() throws {
            let canvas = try PlatformTestSupport.canvas(width: 10, height: 4)
            try canvas.clear(.white)
            try canvas.setClip(Rect(x: 0, y: 0, width: 5, height: 4))
            #expect(canvas.clip == Rect(x: 0, y: 0, width: 5, height: 4))
            try canvas.fill(Rect(x: 0, y: 0, width: 10, height: 2), red)
            var image = try canvas.readPixels()
            #expect(image[4, 0] == red)
            #expect(image[5, 0] == .white)

            try canvas.setClip(nil)
            try canvas.fill(Rect(x: 0, y: 2, width: 10, height: 2), red)
            image = try canvas.readPixels()
            #expect(image[9, 3] == red)
            #expect(image[9, 0] == .white)
        }

        @Test func anEmptyClipDrawsNothing() throws {
            let canvas = try PlatformTestSupport.canvas(width: 4, height: 4)
            try canvas.clear(.white)
            try canvas.setClip(Rect(x: 1, y: 1, width: 0, height: 3))
            try canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), red)
            try canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 4, height: 4), radius: 1, red)
            try canvas.strokeLine(from: Point(x: 0, y: 0), to: Point(x: 4, y: 3), color: red)
            try canvas.draw(text: "x", style: TextStyle(size: 10), color: red, at: .zero)
            #expect(try canvas.readPixels() == RGBAImage(width: 4, height: 4, fill: .white))
        }

        @Test func scaleTwoDoublesEveryPixel() throws {
            let canvas = try PlatformTestSupport.canvas(width: 10, height: 5, scale: 2)
            #expect(canvas.size == Size(width: 10, height: 5))
            #expect(canvas.pixelWidth == 20 && canvas.pixelHeight == 10)
            try canvas.clear(.white)
            try canvas.fill(Rect(x: 1, y: 1, width: 2, height: 1), red)
            let image = try canvas.readPixels()

            #expect(image.width == 20 && image.height == 10)
            for x in 0..<8 {
                #expect(image[x, 2] == ((2..<6).contains(x) ? red : .white), "pixel (\(x), 2)")
            }
            #expect(image[2, 1] == .white)
            #expect(image[2, 3] == red)
            #expect(image[2, 4] == .white)
        }

        @Test func roundedRectLeavesCornersAndPaintsEachPixelOnce() throws {
            let canvas = try PlatformTestSupport.canvas(width: 20, height: 20)
            try canvas.clear(.white)
            try canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 6, red.withAlpha(128))
            let image = try canvas.readPixels()

            let once = Color(r: 255, g: 127, b: 127)  // red at 128 over white, blended one time
            /// Between white and `once`: an edge pixel partly covered, never a pixel blended twice.
            func paintedAtMostOnce(_ image: RGBAImage) -> Bool {
                image.pixels.map(Color.init(argb:)).allSatisfy { $0.r == 255 && $0.g >= once.g && $0.g == $0.b }
            }
            #expect(image[0, 0] == .white)
            #expect(image[19, 19] == .white)
            #expect(image[10, 10] == once)
            #expect(image[0, 10] == once)
            #expect(image[10, 0] == once)
            #expect(paintedAtMostOnce(image))
            // The corner's arc is anti-aliased: the pixel it cuts through is partly covered.
            let arc = image[1, 1]
            #expect(arc != .white && arc != once, "pixel (1, 1) on the arc is \(arc)")

            // An odd height whose corner bands meet in the middle row.
            try canvas.clear(.white)
            try canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 20, height: 7), radius: 10, red.withAlpha(128))
            let odd = try canvas.readPixels()
            #expect(odd[10, 3] == once)
            #expect(paintedAtMostOnce(odd))
        }

        @Test func axisAlignedLinesCoverWholePixelRows() throws {
            let canvas = try PlatformTestSupport.canvas(width: 10, height: 10)
            try canvas.clear(.white)
            try canvas.strokeLine(from: Point(x: 1, y: 5), to: Point(x: 9, y: 5), color: red, width: 2)
            let image = try canvas.readPixels()
            #expect(image[5, 3] == .white)
            #expect(image[5, 4] == red)
            #expect(image[5, 5] == red)
            #expect(image[5, 6] == .white)
            #expect(image[0, 5] == .white)
        }

        @Test func diagonalLinesAndCheckmarksStayInTheirArea() throws {
            let canvas = try PlatformTestSupport.canvas(width: 40, height: 20)
            try canvas.clear(.white)
            try canvas.strokeLine(from: Point(x: 2, y: 2), to: Point(x: 18, y: 18), color: red, width: 2)
            try canvas.draw(Checkmark.shape, at: Point(x: 23, y: 4), tint: .black)
            let image = try canvas.readPixels()

            #expect(image[10, 10] == red)
            #expect(image[17, 2] == .white)
            let check = (0..<20).flatMap { y in (20..<40).map { x in image[x, y] } }
            #expect(check.contains(.black))
            #expect(!check.contains(red))
        }

        @Test func drawingIsRepeatable() throws {
            func frame() throws -> RGBAImage {
                let canvas = try PlatformTestSupport.canvas(width: 60, height: 30, scale: 2)
                try canvas.clear(.white)
                try canvas.fillRoundedRect(Rect(x: 2, y: 2, width: 56, height: 26), radius: 5, Color(r: 30, g: 90, b: 200))
                try canvas.draw(text: "Ag", style: TextStyle(size: 12), color: .white, at: Point(x: 6, y: 6))
                return try canvas.readPixels()
            }
            #expect(try frame() == frame())
        }
    }
}
