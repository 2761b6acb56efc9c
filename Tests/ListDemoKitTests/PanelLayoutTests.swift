import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Issue 19's crowded panels ("16.7 ms" crossed by the frame line, a range label under a curve,
    /// dots over "19.1 pt off", "pt/s" over "-56" in the compare panel), laid out at 1x and 2x: the
    /// frames the plot and the frame graph draw their labels in (their layouts, not guessed from
    /// pixels) overlap no other label and none of the areas curves, dots and bars are drawn in.
    @Suite struct PanelLayoutTests {
        /// Gestures recorded headless with the overlay on: a fling with a frame presented 8 ms late
        /// (a fault and its label), a pull past the top and its bounce, and a fling into the top edge
        /// handing over to the bounce (a velocity step).
        static func recordings() throws -> [GestureRecording] {
            let scripts = ["0.2 drag 240,600 240,200 0.2\n0.41 stall 0.008\n",
                           "0.2 drag 240,200 240,400 0.2\n",
                           "0.2 drag 240,600 240,300 0.1\n1.5 drag 240,200 240,700 0.08\n"]
            return try scripts.map { script in
                let driver = try HeadlessDriver(["snap", "--snap", "off", "--overlay", "--size", "480x800"], script: script)
                // Each frame presented as the headless runner presents it (a stall late), so deviations are measured.
                try driver.run(until: 4, presenting: true)
                return driver.app.overlay.gesture.recording
            }
        }

        /// Labels over each other or over an area a curve, dot or bar is drawn in, or outside the plot's rows (a panel
        /// or the axis line).
        static func collisions(_ labels: [GesturePlot.Label], areas: [(String, Rect)], rows: [Rect]) -> [String] {
            var found: [String] = []
            for (index, a) in labels.enumerated() {
                for b in labels[(index + 1)...] where a.frame.intersects(b.frame) {
                    found.append("\"\(a.text)\" over \"\(b.text)\"")
                }
                for (name, area) in areas where a.frame.intersects(area) {
                    found.append("\"\(a.text)\" over the \(name) plot")
                }
                if !rows.contains(where: { row in
                    a.frame.minX >= row.minX && a.frame.maxX <= row.maxX && a.frame.minY >= row.minY && a.frame.maxY <= row.maxY
                }) {
                    found.append("\"\(a.text)\" outside the plot's rows")
                }
            }
            return found
        }

        private static func collisions(_ layout: GesturePlot.Layout) -> [String] {
            let areas = [("offsets", layout.offsetArea), ("deviations", layout.deviationArea)]
                + (layout.velocityArea.map { [("velocities", $0)] } ?? [])
            return collisions(layout.labels, areas: areas,
                              rows: [layout.offsetPanel, layout.deviationPanel, layout.axis] + [layout.velocityPanel].compactMap { $0 })
        }

        /// The overlay's compact and full plots and the report's, one gesture or two on one axis.
        @Test(arguments: [1.0, 2.0])
        func aGesturePlotsLabelsNeverCollide(scale: Double) throws {
            let canvas = try Canvas(size: Size(width: 600, height: 300), scale: scale, assets: PlatformTestSupport.assets())
            let plot = GesturePlot(palette: Theme.light.overlay)
            let recordings = try Self.recordings()
            var cases = recordings.map { [plot.series($0)] }
            cases.append([plot.series(recordings[0]), plot.series(recordings[2], index: 1)])
            var faults = 0
            for series in cases {
                // The overlay's smallest plot (the narrow full panel's at 320 points), its compact and full plots, the
                // report's.
                for rect in [Rect(x: 8, y: 8, width: 288, height: PanelLayout.plotMinimum),
                             Rect(x: 8, y: 8, width: 284, height: 96), Rect(x: 8, y: 8, width: 448, height: 160),
                             Rect(x: 8, y: 8, width: 526, height: 250)] {
                    let layout = try plot.layout(series, in: rect, metrics: canvas)
                    #expect(Self.collisions(layout).isEmpty, "\(rect.size) at \(scale)x: \(Self.collisions(layout))")
                    faults += layout.labels.filter { $0.ink == .fault }.count
                    #expect(layout.offsetArea.height > 20 && layout.deviationArea.height > 15, "room left for the curves")
                    #expect((layout.velocityArea?.height ?? 11) > 10, "room left for the velocities")
                    #expect(layout.axis.maxY <= rect.maxY + 1e-9 && layout.labels.allSatisfy { $0.frame.maxY <= rect.maxY })
                    // Every plot has a time axis: at least two ticks read.
                    #expect(layout.ticks.compactMap(\.label).count >= 2, "\(rect.size): \(layout.ticks)")
                }
            }
            #expect(faults > 0, "the crowded cases name a fault")
        }

        /// The budget line's label sits in a gutter beside the frame graph, never on it.
        @Test(arguments: [1.0, 2.0])
        func theBudgetLabelSitsBesideTheFrameGraph(scale: Double) throws {
            let canvas = try Canvas(size: Size(width: 600, height: 300), scale: scale, assets: PlatformTestSupport.assets())
            let statistics = FrameStatistics(refresh: DisplayRefresh(hertz: 60, source: "fps"))
            let graph = try OverlayRenderer.frameGraphLayout(statistics, in: Rect(x: 8, y: 8, width: 448, height: 56),
                                                              metrics: canvas)
            #expect(!graph.label.intersects(graph.bars))
            #expect(graph.label.minX >= graph.bars.maxX && graph.label.maxX <= 8 + 448)
            #expect(graph.label.minY >= 8 && graph.label.maxY <= 8 + 56)
        }
    }
}

extension PlatformTests.PanelLayoutTests {
    /// The report's histogram names its marks (budget, p50, p99) on a line above the bars ("budget
    /// 16.7" was drawn over the p50 bar): apart from each other and inside the line, even when the
    /// three fall on one pixel, at the start or at the end.
    @Test(arguments: [1.0, 2.0])
    func theReportsMarksAreNamedApart(scale: Double) throws {
        let canvas = try Canvas(size: Size(width: 600, height: 300), scale: scale, assets: PlatformTestSupport.assets())
        let band = Rect(x: 10, y: 40, width: 300, height: GesturePlot.lineHeight)
        for xs in [[150.0, 150.0, 150.5], [309, 309.5, 310], [10, 10, 11], [40, 300, 170]] {
            let frames = try ReportRenderer.markLabels(zip(xs, ["budget 16.7", "p50", "p99"]).map { ($0, $1) }, in: band,
                                                       metrics: canvas)
            for (index, a) in frames.enumerated() {
                #expect(a.minX >= band.minX && a.maxX <= band.maxX && a.minY >= band.minY, "\(xs): \(a) in \(band)")
                for b in frames[(index + 1)...] { #expect(!a.intersects(b), "\(xs): \(a) over \(b)") }
            }
        }
    }
}

extension PlatformTests.PanelLayoutTests {
    /// The report's gesture headings in the crowded case (issue 19: "a gesture title cut off"): a
    /// `--compare` half's gesture of many motions, beside a short one, at 1x and 2x. Each heading
    /// wraps between words: every line inside its column, none over another line, its plot or the
    /// other column, the rows one under the other, and no word lost.
    @Test(arguments: [1.0, 2.0])
    func theReportsGestureHeadingsWrapInsideTheirColumns(scale: Double) throws {
        let canvas = try Canvas(size: Size(width: 600, height: 300), scale: scale, assets: PlatformTestSupport.assets())
        let recordings = try Self.recordings()
        // The fling into the top edge and its bounce, handed over again and again.
        var crowded = recordings[2]
        crowded.label = "right · flutter-ios"
        var start = try #require(crowded.segments.last).endTime
        for _ in 0..<4 {
            for segment in recordings[2].segments {
                let appended = crowded.appendInOrder(GestureRecording.Segment(name: segment.name, motion: segment.motion,
                                                                              startTime: start))
                #expect(appended)
                start += segment.motion.duration
            }
        }
        let gestures = [crowded, recordings[0], recordings[1], crowded].enumerated().map {
            TraceAnalysis.NumberedGesture(number: 1000 + $0.offset, gesture: $0.element,
                                          figures: FrameFigures(budget: DisplayRefresh.assumed.budget))
        }
        let (placements, size) = try ReportRenderer.layout(gestures, headlineLines: 7, metrics: canvas)
        let column = (ReportRenderer.width - 3 * ReportRenderer.margin) / 2
        let title = try #require(placements.first).heading.title
        #expect(title.count > 1, "the crowded title needs more than a line: \(title)")
        for (index, placement) in placements.enumerated() {
            let heading = placement.heading
            let full = try ReportRenderer.heading(gestures[index].gesture, number: gestures[index].number,
                                                  figures: gestures[index].figures, width: 100_000, metrics: canvas)
            #expect(full.title.count == 1 && full.figures.count == 1)
            func words(_ lines: [String]) -> [Substring] { lines.flatMap { $0.split(separator: " ") } }
            #expect(words(heading.title) == words(full.title), "no word lost: \(heading.title)")
            #expect(words(heading.figures) == words(full.figures), "no word lost: \(heading.figures)")
            let lines = placement.titleFrames + placement.figureFrames
            #expect(lines.count == heading.title.count + heading.figures.count)
            let left = placement.plot.minX
            for (n, line) in lines.enumerated() {
                #expect(line.minX >= left && line.maxX <= left + column, "line \(n) of gesture \(index) inside its column: \(line)")
                #expect(!line.intersects(placement.plot), "line \(n) of gesture \(index) over its plot")
                for other in lines[(n + 1)...] { #expect(!line.intersects(other), "two lines of gesture \(index) overlap") }
                for (otherIndex, neighbour) in placements.enumerated() where otherIndex != index {
                    for frame in neighbour.titleFrames + neighbour.figureFrames + [neighbour.plot] + neighbour.timeline {
                        #expect(!line.intersects(frame), "gesture \(index)'s line \(n) over gesture \(otherIndex)")
                    }
                }
            }
            #expect((placement.timeline.last ?? placement.plot).maxY <= size.height - ReportRenderer.margin)
            // The timeline's rows under the plot, one under the other, the whole gesture between them.
            #expect(placement.timeline.first.map { $0.minY >= placement.plot.maxY } ?? false)
            for (upper, lower) in zip(placement.timeline, placement.timeline.dropFirst()) { #expect(upper.maxY <= lower.minY) }
            let span = try #require(gestures[index].gesture.timeSpan)
            #expect(placement.timelineWindows.first?.lowerBound == span.lowerBound)
            #expect(try #require(placement.timelineWindows.last).upperBound >= span.upperBound - 1e-9)
        }
        // The short gesture beside the crowded one waits for the taller heading: both plots start together; the
        // next row starts below both timelines.
        #expect(placements[0].plot.minY == placements[1].plot.minY)
        #expect(placements[2].titleFrames[0].minY > max(placements[0].timeline.last!.maxY, placements[1].timeline.last!.maxY))
    }

    /// A heading past its line limit ends in an ellipsis after a whole word, inside the width.
    @Test(arguments: [1.0, 2.0])
    func aHeadingPastItsLimitEndsAfterAWord(scale: Double) throws {
        let canvas = try Canvas(size: Size(width: 600, height: 300), scale: scale, assets: PlatformTestSupport.assets())
        let words = (1...60).map { "fling\($0) →" }
        let lines = try ReportRenderer.lines(words.joined(separator: " "), style: ReportRenderer.bold, width: 200, limit: 3,
                                             metrics: canvas)
        #expect(lines.count == 3)
        let last = try #require(lines.last)
        #expect(last.hasSuffix(" …"))
        for line in lines { #expect(try canvas.measure(text: line, style: ReportRenderer.bold).width <= 200) }
        // Whole words only: every word kept is one of the text's.
        let kept = lines.joined(separator: " ").dropLast(2).split(separator: " ").map(String.init)
        #expect(kept == Array(words.joined(separator: " ").split(separator: " ").map(String.init).prefix(kept.count)))
    }
}

extension PlatformTests.PanelLayoutTests {
    /// The frame timeline's labels (the lanes' names, the ticks, the unit) never touch each other or a lane, and stay
    /// inside the plot: the overlay's last two seconds (its wide panel, and its narrow one at 320 points), a report row of a second, and a 100,000 s gesture's third.
    @Test(arguments: [1.0, 2.0])
    func theFrameTimelinesLabelsNeverCollide(scale: Double) throws {
        let canvas = try Canvas(size: Size(width: 600, height: 300), scale: scale, assets: PlatformTestSupport.assets())
        let cases: [(Rect, ClosedRange<Double>, Double)] = [
            (Rect(x: 8, y: 8, width: 448, height: PanelLayout.timelineHeight), -2.0...0, 0),
            (Rect(x: 8, y: 8, width: 288, height: PanelLayout.timelineHeight), -2.0...0, 0),
            (Rect(x: 8, y: 8, width: 526, height: ReportRenderer.timelineRowHeight - 4), 0.4...1.4, 0.4),
            (Rect(x: 8, y: 8, width: 526, height: ReportRenderer.timelineRowHeight - 4), 0...33_333.4, 0),
        ]
        for (rect, window, origin) in cases {
            let layout = try FrameTimelinePlot.layout(window: window, origin: origin, in: rect, metrics: canvas)
            let collisions = Self.collisions(layout.labels, areas: layout.lanes.map { ("lane", $0) }, rows: [rect])
            #expect(collisions.isEmpty, "\(window) at \(scale)x: \(collisions)")
            // Each lane is named beside it, and the time reads at two ticks at least.
            #expect(FrameTimelinePlot.laneNames.allSatisfy { name in layout.labels.contains { $0.text == name } })
            #expect(layout.ticks.compactMap(\.label).count >= 2, "\(window): \(layout.ticks)")
        }
    }
}
