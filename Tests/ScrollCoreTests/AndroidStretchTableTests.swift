import Foundation
import Testing
@testable import ScrollCore

/// Android 12L's stretch against `Tests/Tools/android-stretch-table.py` (AOSP `EdgeEffect.java`,
/// TYPE_STRETCH, frame by frame in whole milliseconds, with the linear take-over): each number
/// below is the tool's output, copied. The tool keeps AOSP's float state, so the engine (in
/// doubles) agrees to a thousandth of a point, not exactly.
struct AndroidStretchTableTests {
    /// A pull of `pull` points at the top released at 0.5 s, then frames at `rate` Hz: the pull at
    /// each, until it rests.
    private static func released(pull: Double, rate: Double) -> (pulls: [Double], stretches: [Double], rest: Double) {
        var s = Scroller(offset: 0, bounds: ScrollBounds(min: 0, max: 9200), viewportHeight: 756)
        s.physics = .android
        s.beginDrag(pointer: 0, at: 0)
        s.drag(to: pull, at: 0.01)
        _ = s.endDrag(at: 0.5)
        var pulls: [Double] = [], stretches: [Double] = []
        var k = 0
        while k < Int(rate) {
            k += 1
            let rest = s.advance(to: 0.5 + Double(k) / rate)
            pulls.append(-s.pull)
            stretches.append(-s.stretch)
            if rest != nil { break }
        }
        return (pulls, stretches, Double(k) / rate)
    }

    @Test(arguments: [
        (100.0, 30.0, [80.22634094953537, 51.043081015348434, 28.581184342503548, 15.217162683606148, 7.730743423104286],
         [8.332866714040644, 5.976724948785016, 3.694065693314441, 2.0915848979592595, 1.1008375358287363], 0.23333333333333334),
        (100.0, 60.0, [93.96365448832512, 80.22634094953537, 64.71129333972931, 51.043081015348434, 38.60855743288994],
         [9.254241360215069, 8.332866714040644, 7.155125676376187, 5.976724948785016, 4.7714277214345495], 0.21666666666666667),
        (100.0, 144.0, [99.00596469640732, 95.82310688495636, 91.13787218928337, 85.49958935379982, 79.32394149899483],
         [9.567202886503216, 9.371140969790067, 9.073163760214854, 8.699033150915772, 8.268562086993306], 0.20833333333333334),
        (20.0, 30.0, [16.04526762664318, 10.20861592143774, 5.71623644605279, 0.0], [2.1968839322320566, 1.4366584363993342,
         0.8218523413473036, 0], 0.13333333333333333),
        (20.0, 60.0, [18.792730897665024, 16.04526762664318, 12.942259512841702, 10.20861592143774, 7.721711486577988],
         [2.540360877789831, 2.1968839322320566, 1.7979990857883175, 1.4366584363993342, 1.099598763558034],
         0.13333333333333333),
        (20.0, 144.0, [19.801192939281464, 19.16462165862322, 18.227575846016407, 17.099918715655804, 15.864789426326752],
         [2.6642046258261836, 2.5861685755445314, 2.4704377698339077, 2.3297937518082366, 2.1740056527749263], 0.125),
    ])
    func aReleasedPullFollowsEdgeEffectFrameByFrame(pull: Double, rate: Double, table: [Double], stretches: [Double],
                                                    rest: Double) {
        let run = Self.released(pull: pull, rate: rate)
        for (k, source) in table.enumerated() {
            #expect(abs(run.pulls[k] - source) < 1e-3, "\(pull) pt at \(rate) Hz, frame \(k + 1)")
            #expect(abs(run.stretches[k] - stretches[k]) < 1e-3, "the stretch drawn for it")
        }
        // The take-over brings it home in 0.21–0.23 s from 100 pt where the spring alone takes 0.55 s.
        #expect(abs(run.rest - rest) < 1e-9, "\(pull) pt at \(rate) Hz rests at \(run.rest)")
    }

    /// `onAbsorb`: a 2,000 pt/s fling's impact grows the stretch first (13 × its speed), then it
    /// returns, taken over near the edge: (rate, pulls of the first frames, rest).
    @Test(arguments: [
        (30.0, [384.83829402923584, 342.2002762556076, 222.83415806293488, 129.36500984430313, 69.80874145030975],
         0.3333333333333333),
        (60.0, [282.31856524944305, 384.83829402923584, 384.4735243320465, 342.2002762556076, 282.4607330560684],
         0.31666666666666665),
        (144.0, [134.9262494444847, 246.71589374542236, 320.200067281723, 364.5202839374542, 386.92962527275085], 0.3125),
    ])
    func anAbsorbedFlingSwellsThenReturns(rate: Double, table: [Double], rest: Double) throws {
        // Frames as the scroller asks a relaxing stretch: each may hand over (the take-over).
        let model = StretchSpring.Model()
        var motion = model.absorb(velocity: 2000, dimension: 756)
        var start = 0.0, last = 0.0
        var pulls: [Double] = []
        var k = 0
        while k < Int(rate) {
            k += 1
            let t = Double(k) / rate
            if let next = model.continuation(of: motion, atFrame: t - start, after: last) {
                motion = next
                start = t
            }
            last = t - start
            pulls.append(motion.isDone(at: t - start) ? 0 : motion.position(at: t - start))
            if motion.isDone(at: t - start) { break }
        }
        for (k, source) in table.enumerated() { #expect(abs(pulls[k] - source) < 1e-3, "\(rate) Hz, frame \(k + 1)") }
        #expect(abs(Double(k) / rate - rest) < 1e-9, "rests at \(Double(k) / rate)")
    }
}
