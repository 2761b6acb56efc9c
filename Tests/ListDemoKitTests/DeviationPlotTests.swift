import ScrollCore
import Testing
@testable import ListDemoKit

/// The numbers behind the gesture plot and the frame timeline: the deviation plot's symmetric log scale, which dots
/// are drawn, the time axis' steps, which motions share a panel, a frame's signed deviation and where its work is
/// drawn, and what the overlay keeps of each frame for the timeline.
@Suite struct DeviationPlotTests {
    /// The top is the power of ten at or above the largest deviation, at least 10 pt.
    @Test func theScalesTopIsAPowerOfTenAtOrAboveTheLargest() {
        let cases: [(Double, Double)] = [(0, 10), (3, 10), (10, 10), (10.5, 100), (100, 100), (1000, 1000),
                                         (1174.09, 10_000), (.nan, 10), (.infinity, 10)]
        for (largest, top) in cases { #expect(DeviationScale(largest: largest).top == top, "\(largest)") }
    }

    /// sign(d) · log10(1 + |d| / 0.25) / log10(1 + top / 0.25), worked out by hand (Python's math.log10):
    /// under a 100 pt top, 0.5 pt stands at 0.18329 of the half height, 1 pt at 0.26851, 20 pt at 0.73315; under
    /// the 10,000 pt top a 1,174 pt key scroll sets, 0.5 pt still stands at 0.10368 and 20 pt at 0.41470.
    @Test func halfAPointAndTwentyPointsAreBothReadable() {
        let hundred = DeviationScale(largest: 20)
        #expect(hundred.top == 100)
        #expect(hundred.fraction(0) == 0)
        #expect(abs(hundred.fraction(0.5) - 0.18329) < 1e-5)
        #expect(abs(hundred.fraction(1) - 0.26851) < 1e-5)
        #expect(abs(hundred.fraction(20) - 0.73315) < 1e-5)
        #expect(abs(hundred.fraction(-20) + 0.73315) < 1e-5, "symmetric")
        #expect(hundred.fraction(100) == 1 && hundred.fraction(1e9) == 1 && hundred.fraction(-1e9) == -1, "clamped")
        let outlier = DeviationScale(largest: 1174.09)
        #expect(abs(outlier.fraction(0.5) - 0.10368) < 1e-5)
        #expect(abs(outlier.fraction(20) - 0.41470) < 1e-5)
        // On a 30 pt half height (the report's), half a point is 3 pt from the 0 line and 20 pt twelve: both read.
        #expect(outlier.fraction(0.5) * 30 > 3 && outlier.fraction(20) * 30 > 12)
    }

    /// A dot a dot's width (3 pt) from the last one drawn is drawn; the others are left out unless kept.
    @Test func thinningLeavesOutOverlappingDotsAndKeepsEveryLateFrame() {
        let xs = (0..<9).map(Double.init)
        #expect(GesturePlot.thinned(xs, keeping: { _ in false }) == [0, 3, 6])
        // Frame 4 was late: drawn, and the next dot counts from it (7 is 3 pt on).
        #expect(GesturePlot.thinned(xs, keeping: { $0 == 4 }) == [0, 3, 4, 7])
        // 240 frames on 390 pt (a 4 s gesture at 60 Hz on the report's plot): at most one dot per 3 pt, plus the kept.
        let crowded = (0..<240).map { Double($0) * 390 / 240 }
        let late: Set = [25, 26, 100]
        let drawn = GesturePlot.thinned(crowded, keeping: { late.contains($0) })
        #expect(late.isSubset(of: drawn))
        #expect(drawn.count <= 390 / 3 + 1 + late.count)
        for (a, b) in zip(drawn, drawn.dropFirst()) where !late.contains(a) && !late.contains(b) {
            #expect(crowded[b] - crowded[a] >= GesturePlot.dotDiameter - 1e-9)
        }
    }

    /// Steps of 1, 2 or 5 times a power of ten, at least a millisecond; the decimals they need.
    @Test func theTimeAxisStepsAreRound() {
        let steps: [(Double, Double)] = [(0.0004, 0.001), (0.0011, 0.002), (0.13, 0.2), (0.2, 0.2), (0.21, 0.5), (3, 5),
                                         (7, 10), (33_333, 50_000), (.nan, 0.001)]
        for (seconds, step) in steps { #expect(abs(TimeAxis.step(atLeast: seconds) - step) < step * 1e-12, "\(seconds)") }
        let decimals: [(Double, Int)] = [(0.001, 3), (0.05, 2), (0.5, 1), (0.1, 1), (1, 0), (2, 0), (50_000, 0)]
        for (step, count) in decimals { #expect(TimeAxis.decimals(forStep: step) == count, "\(step)") }
        #expect(TimeAxis.text(-0.0001, decimals: 1) == "0.0" && TimeAxis.text(-2, decimals: 1) == "-2.0")
    }

    /// A motion of `name` starting at `start`, lasting `duration`.
    private func segment(_ name: String, at start: Double, duration: Double = 0.5) -> GestureRecording.Segment {
        .init(name: name, motion: TimedAnimation(from: 0, to: 100, duration: duration, curve: .easeOut), startTime: start)
    }

    /// One panel for each run of motions of one kind; a key scroll's retargets share the key's panel.
    @Test func eachRunOfMotionsOfOneKindHasAPanel() throws {
        var gesture = GestureRecording()
        for segment in [segment("fling", at: 0, duration: 2), segment("key", at: 0.9)]
            + (1...17).map({ segment("key", at: 0.9 + Double($0) / 60) }) + [segment("snap", at: 1.6)] {
            let appended = gesture.appendInOrder(segment)
            #expect(appended)
        }
        let span = try #require(gesture.timeSpan)
        let times = GesturePlot.panelTimes(of: gesture, span: span, width: 526)
        #expect(times.map(\.lowerBound) == [0, 0.9, 1.6])
        #expect(times.last?.upperBound == span.upperBound)
        // 130 pt fits one panel (130 / 72 - 1 rounds to 0, at least 1): the three merge.
        #expect(GesturePlot.panelTimes(of: gesture, span: span, width: 130) == [span])
        // 220 pt fits two: the two shortest neighbours (the key's 0.7 s and the snap's 0.5 s) merge.
        #expect(GesturePlot.panelTimes(of: gesture, span: span, width: 220).map(\.lowerBound) == [0, 0.9])
    }

    /// The trace records a deviation's size; the rebuilt curve says which side the frame was on.
    @Test func aRecordedDeviationTakesItsSignFromTheRebuiltCurve() {
        #expect(TraceAnalysis.signedDeviation(recorded: 3, offset: 10, ideal: 12) == -3)
        #expect(TraceAnalysis.signedDeviation(recorded: 3, offset: 14, ideal: 12) == 3)
        #expect(TraceAnalysis.signedDeviation(recorded: nil, offset: 10, ideal: 12) == -2)
        #expect(TraceAnalysis.signedDeviation(recorded: 3, offset: 10, ideal: nil) == 3)
        #expect(TraceAnalysis.signedDeviation(recorded: nil, offset: 10, ideal: nil) == 0)
    }

    /// The work is drawn ending at the target, or at the present when that came first; the input before the present.
    @Test func aFramesWorkEndsAtItsTargetOrItsPresent() {
        let late = FrameTimelinePlot.Frame(shown: .init(target: 1.0, present: 1.008, work: 0.004, moving: true),
                                           inputLatency: 0.030, verdict: nil)
        #expect(late.workEnd == 1.0 && abs(late.workStart - 0.996) < 1e-12)
        #expect(abs(late.inputTime! - 0.978) < 1e-12)
        let early = FrameTimelinePlot.Frame(shown: .init(target: 1.0, present: 0.99, work: 0.004, moving: true),
                                            inputLatency: nil, verdict: nil)
        #expect(early.workEnd == 0.99 && early.inputTime == nil)
    }

    /// The overlay's ring keeps each frame with the input it showed and what the figures made of it, oldest first:
    /// at 60 Hz a frame presented 8 ms after its target is 8 ms late, presented late, and misses no refresh (24.67 ms
    /// after the one before is 1.48 budgets).
    @Test func theOverlayKeepsEachFramesVerdictForTheTimeline() throws {
        var statistics = FrameStatistics(refresh: DisplayRefresh(hertz: 60, source: "fps"))
        var verdicts: [FrameFigures.Verdict?] = []
        for index in 0..<300 {
            let target = Double(index) / 60
            let present = target + (index == 290 ? 0.008 : 0)
            verdicts.append(statistics.record(.init(target: target, present: present, work: 0.002, moving: true),
                                              inputLatency: index == 290 ? 0.012 : nil))
        }
        #expect(verdicts[0] == nil, "the first frame has no frame before it")
        #expect(verdicts[289] == FrameFigures.Verdict(hitch: 0, reason: nil, missedRefreshes: 0))
        let late = try #require(verdicts[290])
        #expect(late.reason == .presentedLate && abs(late.hitch - 0.008) < 1e-9 && late.missedRefreshes == 0)
        let frames = statistics.presentedFrames
        #expect(frames.count == FrameStatistics.capacity)
        // The ring holds the newest 240: frames 60 to 299, oldest first.
        #expect(abs(frames.first!.shown.target - 60.0 / 60) < 1e-12 && abs(frames.last!.shown.target - 299.0 / 60) < 1e-12)
        let kept = frames[290 - 60]
        #expect(kept.verdict == late && kept.inputLatency == 0.012)
        // The window's figures read the same frames.
        #expect(statistics.figures.lateFrames == 1)
    }
}
