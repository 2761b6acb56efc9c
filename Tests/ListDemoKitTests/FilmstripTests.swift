import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// What a user sees over time, not one frame: contact sheets of the frames at fixed times
    /// along a motion, each frame at half size left to right, compared pixel for pixel with the
    /// references under `__Snapshots__/FilmstripTests/` (record with `LISTDEMO_RECORD_SNAPSHOTS=1`).
    @Suite struct FilmstripTests {
        /// Pixels between two frames of a sheet.
        static let gap = 4

        /// Runs the app headless at 60 fps with `script` and returns the frames at `times`
        /// (seconds, each a frame time n/60) side by side at half size.
        private func filmstrip(_ arguments: [String], script: String, times: [Double]) throws -> RGBAImage {
            let driver = try HeadlessDriver(arguments, script: script)
            var frames: [RGBAImage] = []
            for time in times {
                let index = Int((time * 60).rounded())
                #expect(abs(Double(index) / 60 - time) < 1e-9, "\(time) s is a frame time")
                while driver.frameCount <= index { try driver.step() }
                frames.append(Self.halved(try driver.canvas.readPixels()))
            }
            return Self.sheet(frames)
        }

        /// Each 2×2 block averaged into one pixel, channel by channel.
        static func halved(_ image: RGBAImage) -> RGBAImage {
            let (width, height) = (image.width / 2, image.height / 2)
            var pixels = [UInt32](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width {
                    var sum: [UInt32] = [0, 0, 0, 0]
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let argb = image.pixels[(2 * y + dy) * image.width + 2 * x + dx]
                        for channel in 0..<4 { sum[channel] += (argb >> (8 * UInt32(channel))) & 0xFF }
                    }
                    pixels[y * width + x] = (0..<4).reduce(0) { $0 | (((sum[$1] + 2) / 4) << (8 * UInt32($1))) }
                }
            }
            return RGBAImage(width: width, height: height, pixels: pixels)
        }

        /// The frames left to right, `gap` black pixels apart.
        static func sheet(_ frames: [RGBAImage]) -> RGBAImage {
            let height = frames.map(\.height).max() ?? 0
            let width = frames.map(\.width).reduce(0, +) + gap * max(0, frames.count - 1)
            var sheet = RGBAImage(width: width, height: height, fill: Color(r: 0, g: 0, b: 0))
            var left = 0
            for frame in frames {
                for y in 0..<frame.height {
                    for x in 0..<frame.width { sheet.pixels[y * width + left + x] = frame.pixels[y * frame.width + x] }
                }
                left += frame.width + gap
            }
            return sheet
        }

        /// Seed 001's recipe (`--snap rest`): a slow drag leaves row 2 cut more than half; released at
        /// 0.6 s, the snap eases the next row to the top over 0.5 s.
        @Test func aSnap() throws {
            let sheet = try filmstrip(["snap", "--snap", "rest"], script: "0.2 drag 240,600 240,420 0.3 hold 0.1\n",
                                      times: [0.6, 0.7, 0.8, 0.9, 1.0, 1.1])
            assertImageSnapshot(of: sheet, named: "snap")
        }

        /// The default (`--snap projected`): a 1,500 pt/s flick released at 0.2 s is aimed so the one
        /// deceleration, leaving at 1,500 pt/s, lands row 15 (930 pt) exactly at the top at 4.02 s, no second motion.
        @Test func aFlingThatLandsOnARow() throws {
            let sheet = try filmstrip(["snap"], script: "0.1 drag 240,600 240,450 0.1\n",
                                      times: [0.2, 0.3, 0.5, 0.8, 1.2, 4.1])
            assertImageSnapshot(of: sheet, named: "projected-snap")
        }

        /// From row 5 (310 pt) a 2,000 pt/s flick toward the top: the fling crosses the top and
        /// the spring brings the list back to it.
        @Test func aFlingIntoABounce() throws {
            let sheet = try filmstrip(["snap", "--snap", "off"],
                                      script: "0 scroll-to 0 5 top\n0.1 drag 240,300 240,500 0.1\n",
                                      times: [0.2, 0.25, 0.3, 0.4, 0.55, 0.8])
            assertImageSnapshot(of: sheet, named: "fling-bounce")
        }

        /// The feed at post 3 dragged slowly toward the start: post 3's header pushes post 2's
        /// pinned header up and off, then takes its place.
        @Test func aStickyHeaderPushedOff() throws {
            let sheet = try filmstrip(["feed", "--snap", "off"],
                                      script: "0 scroll-to 3 0 top\n0.1 drag 240,300 240,380 1.0 hold 0.2\n",
                                      times: [0.1, 0.3, 0.5, 0.7, 0.9, 1.1])
            assertImageSnapshot(of: sheet, named: "sticky-header")
        }

        /// Seed 002: Insert at 0.5 s with the list at its top; over 0.3 s the new row fades and
        /// grows in and the rows below slide down.
        @Test func aBatchInsertFadingIn() throws {
            let sheet = try filmstrip(["live"], script: "0.5 key Insert\n", times: [0.5, 0.55, 0.6, 0.7, 0.8, 0.85])
            assertImageSnapshot(of: sheet, named: "insert")
        }
    }
}
