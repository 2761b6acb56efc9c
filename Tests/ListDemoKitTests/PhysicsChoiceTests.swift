import ScrollCore
import Testing
@testable import ListDemoKit

/// Choosing how the lists move while the app runs: `--physics`, F2 / Shift+F2 cycling
/// `ScrollPhysics.presets`, and the navigation bar naming the choice.
@Suite struct PhysicsChoiceTests {
    @Test func theBarNamesThePhysicsOnceOneIsChosen() throws {
        let plain = try SceneDriver(["snap"])
        #expect(plain.app.navigationBar.subtitle == nil)
        #expect(plain.app.scene.list.physics == .uikit)
        let chosen = try SceneDriver(["snap", "--physics", "uikit"])
        #expect(chosen.app.navigationBar.subtitle == "uikit")
    }

    @Test func f2StepsThroughEveryPresetInOrderAndShiftF2Back() throws {
        let driver = try SceneDriver(["snap"])
        let presets = ScrollPhysics.presets
        for step in 1...presets.count {
            driver.key("F2")
            let expected = presets[step % presets.count]
            #expect(driver.app.scene.list.physics == expected)
            #expect(driver.app.navigationBar.subtitle == expected.name)
        }
        #expect(driver.app.physics == presets[0])
        for step in 1...presets.count {
            driver.key("F2", .shift)
            #expect(driver.app.scene.list.physics == presets[(presets.count - step) % presets.count])
        }
    }

    /// The choice belongs to the app, not to a scene: the scene opened next and the menu on the way
    /// back move with it too.
    @Test func scenesOpenedAfterTheChoiceMoveWithIt() throws {
        let driver = try SceneDriver([])
        let last = try #require(ScrollPhysics.presets.last)
        driver.key("F2", .shift)
        #expect(driver.app.physics == last)
        driver.key("Down")
        driver.key("Down")
        driver.key("Return")
        #expect(driver.app.navigator.stack.count == 2)
        #expect(driver.app.scene.list.physics == last)
        // After the push's slide, which holds input back while it runs.
        driver.run(until: 1)
        driver.key("F2")
        driver.key("Escape")
        #expect(driver.app.navigator.stack.count == 1)
        #expect(driver.app.scene.list.physics == ScrollPhysics.presets[0])
    }
}

extension PlatformTests {
    @Suite struct PhysicsSwitchTests {
        /// F2 during a run: the next fling follows the new preset's curve (the trace's motion record
        /// names the preset and the curve) and rests where that preset puts it, while the one before
        /// kept UIKit's.
        @Test func aFlingAfterF2FollowsTheNextPreset() throws {
            let driver = try HeadlessDriver(["snap", "--snap", "off"], script: """
                0.3 drag 120,600 120,300 0.15
                5 key F2
                5.5 drag 120,600 120,300 0.15
                """)
            try driver.run(until: 5.4)
            let first = try #require(driver.frames.last).offset
            #expect(abs(first - (300 + 999.0)) < 0.01)
            #expect(driver.app.physics.name == "android")
            #expect(driver.app.navigationBar.subtitle == "android")
            try driver.run(until: 8)
            let motions = driver.events.compactMap { event -> (physics: String, curve: String, from: Double, to: Double)? in
                guard case .motion(_, .fling, let curve, let physics, let from, _, let to, _) = event else { return nil }
                return (physics, curve, from, to)
            }
            #expect(motions.map(\.physics) == ["uikit", "android"])
            #expect(motions.map(\.curve) == ["uikit deceleration", "android spline"])
            // Android's spline rests 647.40 pt past a 2,000 pt/s release (AndroidPhysicsTests).
            let second = try #require(driver.frames.last).offset
            #expect(abs(second - (first + 300 + 647.40)) < 0.01, "\(second - first - 300)")
            #expect(motions.last.map { abs($0.to - second) < 1e-9 } == true)
        }
    }
}
