import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The overlay at the app's smallest window, 320×400 points, where the full panel used to clip its own text
    /// ("p99 2…") and cover about 85 % of the list: laid out (`PanelLayout`, the frames the panel draws its text in,
    /// not guessed from pixels) at 1x and 2x, every line fits inside the panel, nothing is cut short, the figures the
    /// panel is for are there, and the panel leaves most of the window below the bar uncovered.
    @Suite struct OverlayNarrowLayoutTests {
        /// A fling at `size` with the frame at 25/60 s presented 8 ms late (`stall`), the overlay shown in `mode`
        /// throughout, each frame presented as the headless runner presents it; paused at 0.9 s and stepped back to
        /// the late frame (the gesture's second: it started at the release frame, 24/60 s) when `paused`.
        static func fling(_ mode: OverlayMode, paused: Bool, size: String = "320x400") throws -> HeadlessDriver {
            let compact = mode == .compact ? "0 key F1\n0 key F1\n" : ""
            let pause = paused ? "0.9 overlay-pause\n0.9 overlay-step -28\n" : ""
            let driver = try HeadlessDriver(["snap", "--snap", "off", "--overlay", "--size", size],
                                            script: compact + "0.2 drag 160,350 160,150 0.2\n0.41 stall 0.008\n" + pause)
            try driver.run(until: 1, presenting: true)
            return driver
        }

        /// The panel as the last frame drew it, laid out again on a canvas at `scale`.
        static func layout(_ driver: HeadlessDriver, _ mode: OverlayMode, scale: Double) throws -> (PanelLayout, Canvas) {
            let panel = try #require(driver.overlayPanels.last ?? nil)
            let content = try #require(driver.app.overlay.content(showing: driver.app.overlayGestures))
            let canvas = try PlatformTestSupport.canvas(width: driver.app.windowSize.width,
                                                        height: driver.app.windowSize.height, scale: scale)
            return (try PanelLayout(mode, content, in: panel, metrics: canvas), canvas)
        }

        /// What each panel must print at 320 points: its first figures whole.
        static func expected(_ mode: OverlayMode, paused: Bool) -> [String] {
            if paused {
                // The frame read out is the late one (see `OverlayPauseTests` for its figures worked out by hand).
                return ["paused at frame 2 of 30", "target 0.417 s", "presented 0.425 s", "offset ", "ideal ", "deviation ",
                        "velocity ", "late 8.0 ms: presented late"]
            }
            return mode == .compact ? ["60.0 fps", "over ", "p99 ", "hitch "]
                : ["60.0 fps", "over ", "overlay 0.10 ms", "hitch ", "decelerating"]
        }

        @Test(arguments: [OverlayMode.compact, .full], [1.0, 2.0])
        func everyLineFitsAt320(mode: OverlayMode, scale: Double) throws {
            for paused in [false, true] { try everyLineFits(mode, paused: paused, scale: scale) }
        }

        private func everyLineFits(_ mode: OverlayMode, paused: Bool, scale: Double) throws {
            let driver = try Self.fling(mode, paused: paused)
            let (layout, canvas) = try Self.layout(driver, mode, scale: scale)
            let panel = layout.panel
            let inner = panel.insetBy(dx: OverlayRenderer.padding, dy: OverlayRenderer.padding)
            #expect(panel.width == (mode == .compact ? OverlayRenderer.compactWidth : 304), "the window's width less the margins")
            #expect(layout.innerWidth == panel.width - 16)
            #expect(!layout.texts.isEmpty)
            for (index, text) in layout.texts.enumerated() {
                let measured = try canvas.measure(text: text.text, style: text.bold ? OverlayRenderer.boldStyle : OverlayRenderer.style)
                #expect(measured.width <= layout.innerWidth, "\"\(text.text)\" is \(measured.width) pt wide at \(scale)x")
                #expect(text.frame.minX >= inner.minX && text.frame.maxX <= inner.maxX
                        && text.frame.minY >= inner.minY && text.frame.maxY <= inner.maxY, "\"\(text.text)\" inside the panel")
                #expect(!text.text.hasSuffix("…"), "\"\(text.text)\" cut short")
                for other in layout.texts[(index + 1)...] {
                    #expect(!text.frame.intersects(other.frame), "\"\(text.text)\" over \"\(other.text)\"")
                }
                for area in [layout.frameGraph, layout.timeline, layout.plot].compactMap(\.self) {
                    #expect(!text.frame.intersects(area), "\"\(text.text)\" over the graph, the timeline or the plot")
                }
            }
            let printed = layout.texts.map(\.text).joined(separator: " | ")
            for phrase in Self.expected(mode, paused: paused) {
                #expect(printed.contains(phrase), "\(mode)\(paused ? ", paused" : "") prints \"\(phrase)\": \(printed)")
            }
            // The plot keeps the height at which its own labels stay apart; the narrow full panel keeps its frame graph
            // and leaves out the frame timeline, the first row it gives up (57 pt where 187 pt at most holds the rest).
            let plot = try #require(layout.plot)
            #expect(plot.height >= PanelLayout.plotMinimum && plot.maxY == inner.maxY)
            if mode == .full, !paused { #expect(layout.frameGraph != nil) }
            #expect(layout.timeline == nil)
            // Half of the window below the bar at most (320 × 356 / 2 = 56,960 pt²); the old full panel was 304 × 340.
            #expect(panel.width * panel.height <= 320 * 356 / 2, "\(panel.size)")
        }

        /// The frame timeline is the first row a short full panel gives up, wide or narrow: a point short of every row
        /// at its least, only the timeline is left out, and the 60 points it leaves (its 57 and the 4 below it, less
        /// the one missing) go to the plot first, up to its height (115 pt wide, 96 narrow, from its least 84).
        @Test(arguments: [false, true])
        func theTimelineIsLeftOutFirst(narrow: Bool) throws {
            let rows = PanelLayout.rows(.full, narrow: narrow, gestures: 1, view: .live)
            #expect(rows.filter { $0.kind == .timeline }.count == 1)
            let kept = PanelLayout.fit(rows, height: PanelLayout.minimumHeight(of: rows) - 1)
            #expect(kept.map(\.kind) == rows.map(\.kind).filter { $0 != .timeline })
            let plot = try #require(kept.first { $0.kind == .plot })
            #expect(plot.minimum == (narrow ? 96 : 115))
        }

        /// At the default 480×800 the full panel is as wide as ever and leaves out nothing: the budget with where it
        /// came from, the setup and input latency, both percentiles, the frame graph and timeline, the gesture's
        /// motions and its figures.
        @Test func theWidePanelKeepsEveryLine() throws {
            let driver = try Self.fling(.full, paused: false, size: "480x800")
            let (layout, _) = try Self.layout(driver, .full, scale: 1)
            #expect(layout.panel.size == Size(width: 464, height: 368))
            let printed = layout.texts.map(\.text).joined(separator: " | ")
            // As last refreshed at 1 s: frames 0 to 59 presented, 59 intervals, none over budget (the late frame came
            // 24.7 ms after the one before, 1.48 refreshes: none missed); the gesture's frames from 24/60 s to 60/60 s.
            for phrase in ["60.0 fps   budget 16.7 ms (60 Hz, fps)   overlay 0.10 ms", "over budget 0 of 59   hitch ",
                           "headless · software · scale 1 (default)   input p50 ", "frame p50 16.67  p99 ", "work p50 1.00",
                           "decelerating   offset ", "fling · exponential, rate 0.998", "37 frames   largest deviation "] {
                #expect(printed.contains(phrase), "prints \"\(phrase)\": \(printed)")
            }
            // 368 − 16 of padding − 7 lines of 16 − 2 − the graph's 56 + 4 − the timeline's 57 + 4 − 2 = 115.
            #expect(layout.frameGraph?.height == 56 && layout.timeline?.height == PanelLayout.timelineHeight)
            #expect(layout.plot?.height == 115)
        }
    }
}
