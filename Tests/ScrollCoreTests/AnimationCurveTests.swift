import Testing
@testable import ScrollCore

/// The registry of animation curves (`AnimationCurve`): every curve an animated scroll runs is listed under the name
/// its motion records, and a record's numbers rebuild the motion that ran, frame for frame.
struct AnimationCurveTests {
    /// Each curve listed once, and the motion it rebuilds carries its name, so a record names the curve that rebuilds it.
    @Test func eachCurveRebuildsAMotionOfItsOwnName() throws {
        #expect(Set(AnimationCurve.all.map(\.name)).count == AnimationCurve.all.count, "one curve a name")
        for curve in AnimationCurve.all {
            let motion = try #require(curve.motion(from: 10, velocity: 300, to: 110, duration: 0.2))
            #expect(motion.curveName == curve.name)
            #expect(AnimationCurve.named(curve.name) == curve)
            #expect(motion.position(at: 0) == 10 && motion.finalPosition == 110 && motion.duration == 0.2, "\(curve.name)")
        }
        #expect(AnimationCurve.named("wobble") == nil)
        #expect(AnimationCurve.easeOut.motion(from: 0, velocity: 0, to: 1, duration: 0) == nil, "no curve lasts no time")
    }

    /// Every preset's wheel runs a listed curve with its own shape (a Gecko curve with other settings under the same
    /// name would be rebuilt wrong), as do snaps, scrolls to a row and key steps (ease-out) and retargets.
    @Test(arguments: ScrollPhysics.presets.map(\.name))
    func everyPresetsWheelCurveIsListed(physics: String) throws {
        let wheel = try #require(ScrollPhysics.named(physics)).wheel
        if let animated = wheel as? AnimatedWheel {
            #expect(AnimationCurve.named(animated.curve.name) == AnimationCurve(timing: animated.curve))
        } else if let gecko = wheel as? GeckoWheel {
            #expect(AnimationCurve.named(GeckoWheelAnimation.curveName) == AnimationCurve(geckoWheel: gecko.settings))
        } else {
            #expect(!wheel.animates, "a wheel that animates runs a listed curve")
        }
        #expect(AnimationCurve.named(TimingCurve.easeOut.name) == .easeOut)
        #expect(AnimationCurve.named(RetargetedAnimation.curveName) == .continuing)
    }

    /// Six notches of a wheel 50 ms apart at 60 Hz, each during the last: every frame is the curve its last
    /// `animation` or `retarget` event names, rebuilt from that event alone, to 1e-9 pt: Firefox's Béziers (a new one
    /// each notch, its velocity kept), and UIKit's and Chromium's eased steps with their retargets' cubics.
    @Test(arguments: ["firefox", "uikit", "chromium"])
    func aWheelBurstIsRebuiltFromItsEvents(physics: String) throws {
        let list = ListView(dataSource: TestDataSource(rows: 1000, height: 44), physics: try #require(ScrollPhysics.named(physics)))
        list.setViewportHeight(756, at: 0)
        _ = list.advance(to: 0)
        var notches = (0..<6).map { 0.01 + 0.05 * Double($0) }[...]
        var started: [(time: Double, motion: any Motion)] = []
        var checked = 0
        for frame in 1...40 {
            let time = Double(frame) / 60
            while let notch = notches.first, notch <= time {
                list.wheel(notches: 1, at: notch)
                notches = notches.dropFirst()
            }
            let offset = list.advance(to: time).offset
            for event in events(of: list) {
                switch event {
                case .animation(let t, .wheel, let from, let to, let duration, let curve):
                    let motion = try #require(AnimationCurve.named(curve.name)?.motion(from: from, velocity: 0, to: to,
                                                                                        duration: duration))
                    started.append((t, motion))
                case .retarget(let t, .wheel, let from, let velocity, let to, let duration, let curve):
                    let motion = try #require(AnimationCurve.named(curve)?.motion(from: from, velocity: velocity, to: to,
                                                                                   duration: duration))
                    started.append((t, motion))
                default: break
                }
            }
            guard let (start, motion) = started.last(where: { $0.time <= time }) else { continue }
            let ideal = motion.isDone(at: time - start) ? motion.finalPosition : motion.position(at: time - start)
            #expect(abs(ideal - offset) < 1e-9, "\(physics) frame \(frame): \(offset) against \(ideal)")
            checked += 1
        }
        #expect(started.count == 6, "a curve a notch")
        #expect(checked == 40)
        if physics == "firefox" { #expect(started.allSatisfy { $0.motion.curveName == GeckoWheelAnimation.curveName }) }
    }
}
