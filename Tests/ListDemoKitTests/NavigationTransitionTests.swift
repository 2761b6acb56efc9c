import Foundation
import Testing
@testable import ListDemoKit

/// UINavigationController's slide: how far it has come at a time, input during it, and (headless)
/// a mid-push and a mid-pop frame against their reference images.
@Suite struct NavigationTransitionTests {
    /// The menu's first row (Options), 64 pt tall under the 44 pt bar.
    private static let optionsRow = (x: 240.0, y: 76.0)

    /// UIKit's ease-in-out over 0.35 s: still at its start, half way at half time (the curve is
    /// symmetric), in place at the end; the scene below has moved 30 % of the width left by then.
    @Test func aPushCoversTheWindowAlongUIKitsCurveIn035Seconds() {
        let push = NavigationTransition(kind: .push, below: SceneCatalogue(options: ListDemoOptions(), clipboard: AppClipboard()).menu(), above: OptionsScene(value: 0), start: 1)
        #expect(push.coverage(at: 1) == 0)
        #expect(abs(push.coverage(at: 1.175) - 0.5) < 1e-9)
        #expect(push.coverage(at: 1.1) < 0.25, "ease-in: slow at first")
        #expect(push.coverage(at: 1.35) == 1)
        #expect(push.isRunning(at: 1.349) && !push.isRunning(at: 1.35))
        let end = push.offsets(at: 1.35, width: 480)
        #expect(end.below == -144 && end.above == 0)
        let start = push.offsets(at: 1, width: 480)
        #expect(start.below == 0 && start.above == 480)
    }

    @Test func aPopIsThePushInReverse() {
        let menu = SceneCatalogue(options: ListDemoOptions(), clipboard: AppClipboard()).menu(), options = OptionsScene(value: 0)
        let push = NavigationTransition(kind: .push, below: menu, above: options, start: 0)
        let pop = NavigationTransition(kind: .pop, below: menu, above: options, start: 0)
        for t in stride(from: 0.0, through: 0.35, by: 0.05) {
            #expect(abs(pop.coverage(at: t) - (1 - push.coverage(at: t))) < 1e-12)
        }
    }

    /// The mouse's back button pops the scene as Back does, and like it is ignored during a slide.
    @Test func theMouseBackButtonGoesBack() throws {
        let driver = try SceneDriver([])
        driver.click(x: Self.optionsRow.x, y: Self.optionsRow.y)
        driver.run(until: 0.2)
        driver.send(.back)
        #expect(driver.app.scene is OptionsScene, "ignored during the push")
        driver.run(until: 0.5)
        driver.send(.back)
        #expect(driver.app.scene is MenuScene)
        #expect(driver.app.navigator.transition?.kind == .pop)
    }

    /// A tap or a key during the slide does nothing (UIKit takes no touches while it runs); once it
    /// has ended, the same input works.
    @Test func inputDuringTheSlideIsIgnored() throws {
        let driver = try SceneDriver([])
        driver.run(until: 0.1)
        driver.click(x: Self.optionsRow.x, y: Self.optionsRow.y)
        #expect(driver.app.scene is OptionsScene)
        #expect(driver.app.navigator.transition?.kind == .push)
        driver.run(until: 0.3)
        driver.key("Escape")
        driver.send(.wheel(notches: 3))
        #expect(driver.app.scene is OptionsScene, "Escape during the push is ignored")
        #expect(driver.app.scene.list.phase == .idle, "so is the wheel")
        driver.run(until: 0.45)
        #expect(driver.app.navigator.transition == nil)
        driver.key("Escape")
        #expect(driver.app.scene is MenuScene)
        #expect(driver.app.navigator.transition?.kind == .pop)
        driver.click(x: Self.optionsRow.x, y: Self.optionsRow.y)
        #expect(driver.app.scene is MenuScene, "a tap during the pop is ignored")
        driver.run(until: 0.8)
        driver.click(x: Self.optionsRow.x, y: Self.optionsRow.y)
        #expect(driver.app.scene is OptionsScene)
        // The trace says when each slide ran, so a script or test can wait for its end.
        #expect(driver.sceneEvents == [
            .navigation(time: 0.1, push: true, title: "Demo Table", duration: 0.35),
            .navigation(time: 0.45, push: false, title: "listdemo", duration: 0.35),
            .navigation(time: 0.8, push: true, title: "Demo Table", duration: 0.35),
        ])
    }

    /// The app keeps drawing frames while the slide runs, even with nothing else moving.
    @Test func theSlideIsAnAnimation() throws {
        let driver = try SceneDriver([])
        driver.run(until: 1)
        #expect(!driver.app.isAnimating(at: 1))
        driver.key("Down")
        driver.run(until: 2)
        driver.key("Return")
        #expect(driver.app.isAnimating(at: 2.34))
        driver.run(until: 3)
        #expect(!driver.app.isAnimating(at: 3))
    }
}

extension PlatformTests {
    @Suite struct NavigationTransitionScreenshotTests {
        /// 0.2 s into the push of Options (coverage ≈ 0.62): the menu 19 % of the way left and
        /// dimmed, Demo Table sliding over it; in the bar the menu's title has gone toward Back, and
        /// Back's label and the new title slide in, never over each other. At 1x and 2x.
        @Test func midPush() throws {
            assertImageSnapshot(of: try pushed(scale: 1), named: "mid-push")
        }

        @Test func midPushAt2x() throws {
            assertImageSnapshot(of: try pushed(scale: 2), named: "mid-push-2x")
        }

        private func pushed(scale: Int) throws -> RGBAImage {
            let driver = try HeadlessDriver(["--scale", "\(scale)"], script: "0.2 click 240,76\n")
            try driver.run(until: 0.4)
            #expect(driver.app.navigator.transition?.isRunning(at: 0.4) == true)
            return try driver.canvas.readPixels()
        }

        /// 0.1 s into Back from Demo Table: it slides off to the right, the menu comes back from the left.
        @Test func midPop() throws {
            let driver = try HeadlessDriver([], script: "0.2 click 240,76\n1 key Escape\n")
            try driver.run(until: 1.1)
            #expect(driver.app.navigator.transition?.kind == .pop)
            assertImageSnapshot(of: try driver.canvas.readPixels(), named: "mid-pop")
        }
    }
}
