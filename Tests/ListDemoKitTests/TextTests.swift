import Testing
@testable import ListDemoKit

extension PlatformTests {
    @Suite struct TextTests {
        private let body = TextStyle(size: 16)

        @Test func measureIsPositiveAndGrowsWithSize() throws {
            let canvas = try PlatformTestSupport.canvas(width: 100, height: 100)
            let small = try canvas.measure(text: "Hello, world", style: body)
            let large = try canvas.measure(text: "Hello, world", style: TextStyle(size: 32))
            #expect(small.width > 0 && small.height > 0)
            #expect(large.width > small.width * 1.8 && large.width < small.width * 2.2)
            #expect(large.height > small.height * 1.8 && large.height < small.height * 2.2)
            #expect(try canvas.measure(text: "Hello, world", style: TextStyle(size: 16, weight: .bold)).width > small.width)
            #expect(try canvas.measure(text: "", style: body).width == 0)
        }

        /// One line that fits is left alone; a longer one keeps the longest start that fits with an
        /// ellipsis (no trailing space before it); a width too small for the ellipsis gives nothing.
        @Test func truncateFitsOneLineWithAnEllipsis() throws {
            let canvas = try PlatformTestSupport.canvas(width: 100, height: 100)
            let text = "Quiet enjoy swift paper winter journey quick."
            let full = try canvas.measure(text: text, style: body).width
            #expect(try canvas.truncate(text: text, style: body, width: full) == text)
            for width in [full - 1, full / 2, 40] {
                let cut = try canvas.truncate(text: text, style: body, width: width)
                #expect(cut.hasSuffix("…") && !cut.hasSuffix(" …"), "\(cut)")
                #expect(try canvas.measure(text: cut, style: body).width <= width)
                #expect(text.hasPrefix(String(cut.dropLast())))
                // One more character would not fit.
                let longer = String(text.prefix(cut.count)).trimmingCharacters(in: .whitespaces) + "…"
                #expect(try canvas.measure(text: longer, style: body).width > width || longer == cut)
            }
            #expect(try canvas.truncate(text: text, style: body, width: 2) == "")
        }

        @Test func measureIsInPointsAtAnyScale() throws {
            let one = try PlatformTestSupport.canvas(width: 100, height: 100, scale: 1)
            let two = try PlatformTestSupport.canvas(width: 100, height: 100, scale: 2)
            let atOne = try one.measure(text: "Scrolling list", style: body)
            let atTwo = try two.measure(text: "Scrolling list", style: body)
            #expect(abs(atTwo.width - atOne.width) <= atOne.width * 0.05)
        }

        @Test func drawnSizeMatchesMeasureAndInkStaysInside() throws {
            let canvas = try PlatformTestSupport.canvas(width: 120, height: 40)
            try canvas.clear(.white)
            let drawn = try canvas.draw(text: "Hello", style: body, color: .black, at: Point(x: 10, y: 10))
            #expect(drawn == (try canvas.measure(text: "Hello", style: body)))
            let image = try canvas.readPixels()
            var inked = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y] != .white {
                    inked += 1
                    #expect(Rect(x: 10, y: 10, width: drawn.width, height: drawn.height)
                        .contains(Point(x: Double(x), y: Double(y))), "ink at (\(x), \(y))")
                }
            }
            #expect(inked > 20)
        }

        @Test func aSecondFrameRasterisesNothing() throws {
            let canvas = try PlatformTestSupport.canvas(width: 200, height: 100)
            func frame() throws -> RGBAImage {
                try canvas.clear(.white)
                try canvas.draw(text: "Title", style: TextStyle(size: 20, weight: .bold), color: .black, at: Point(x: 4, y: 4))
                try canvas.draw(text: "Row 1", style: body, color: .black, at: Point(x: 4, y: 40))
                try canvas.draw(text: "Row 2", style: body, color: .black, in: Rect(x: 4, y: 60, width: 192, height: 30),
                                alignment: .trailing)
                return try canvas.readPixels()
            }
            let first = try frame()
            #expect(canvas.textCacheStatistics.misses == 3)
            #expect(canvas.textCacheStatistics.hits == 0)

            let second = try frame()
            #expect(canvas.textCacheStatistics.misses == 3)
            #expect(canvas.textCacheStatistics.hits == 3)
            #expect(second == first)

            try canvas.draw(text: "Row 1", style: body, color: Color(r: 200, g: 0, b: 0), at: .zero)
            #expect(canvas.textCacheStatistics.misses == 4, "another colour is another rasterisation")
        }

        @Test func theCacheIsBoundedAndForgetsTheLeastRecentlyDrawn() throws {
            let canvas = try PlatformTestSupport.canvas(width: 50, height: 20)
            for n in 0...Canvas.textCacheCapacity {
                try canvas.draw(text: "\(n)", style: body, color: .black, at: .zero)
            }
            var stats = canvas.textCacheStatistics
            #expect(stats.count == Canvas.textCacheCapacity)
            #expect(stats.evictions == 1)

            try canvas.draw(text: "\(Canvas.textCacheCapacity)", style: body, color: .black, at: .zero)
            stats = canvas.textCacheStatistics
            #expect(stats.hits == 1, "the newest text is still cached")
            try canvas.draw(text: "0", style: body, color: .black, at: .zero)
            #expect(canvas.textCacheStatistics.misses == stats.misses + 1, "the oldest was evicted")
        }

        @Test func wrapSplitsIntoLinesThatFit() throws {
            let canvas = try PlatformTestSupport.canvas(width: 200, height: 100)
            let sentence = "The quick brown fox jumps over the lazy dog while the list keeps scrolling smoothly"
            let lines = try canvas.wrap(text: sentence, style: body, width: 120)

            #expect(lines.count > 2)
            for line in lines {
                #expect(try canvas.measure(text: line, style: body).width <= 120, "\"\(line)\" is too wide")
            }
            #expect(lines.joined(separator: " ") == sentence)
        }

        @Test func wrapKeepsLineBreaksAndBreaksWordsWiderThanALine() throws {
            let canvas = try PlatformTestSupport.canvas(width: 200, height: 100)
            #expect(try canvas.wrap(text: "one\ntwo", style: body, width: 150) == ["one", "two"])

            let lines = try canvas.wrap(text: "Supercalifragilisticexpialidocious", style: body, width: 60)
            #expect(lines.count > 1)
            #expect(lines.joined() == "Supercalifragilisticexpialidocious")
            for line in lines {
                #expect(try canvas.measure(text: line, style: body).width <= 60)
            }
        }

        @Test func lineHeightScalesWithSize() throws {
            let canvas = try PlatformTestSupport.canvas(width: 10, height: 10)
            let small = try canvas.lineHeight(for: body)
            #expect(small >= 16)
            #expect(try canvas.lineHeight(for: TextStyle(size: 32)) > small * 1.8)
        }
    }
}
