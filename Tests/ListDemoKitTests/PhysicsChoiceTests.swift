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
            #expect(driver.app.physics == expected)
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
        #expect(driver.app.stack.count == 2)
        #expect(driver.app.scene.list.physics == last)
        // After the push's slide, which holds input back while it runs.
        driver.run(until: 1)
        driver.key("F2")
        driver.key("Escape")
        #expect(driver.app.stack.count == 1)
        #expect(driver.app.scene.list.physics == ScrollPhysics.presets[0])
    }
}
