import ScrollCore
import Testing
@testable import ListDemoKit

/// The app has one pointer: a press that is never released (a script's second `press`) ends
/// when the next one starts, so the list it was dragging does not stay in a drag no one releases.
@Suite struct PointerRoutingTests {
    @Test func aSecondPressOutsideTheListReleasesTheDragTheFirstOneStarted() throws {
        let driver = try SceneDriver(["snap"])
        driver.send(.pointerDown(Point(x: 240, y: 600)))
        driver.send(.pointerMoved(Point(x: 240, y: 500)))
        #expect(driver.app.scene.list.phase == .dragging)
        // A press on the navigation bar (outside the list), then its release.
        driver.click(x: 240, y: 20)
        #expect(!driver.app.scene.list.scroller.isDragging, "the first press's drag ended")
        driver.run(until: 5)
        #expect(driver.app.scene.list.phase == .idle, "and its fling came to rest")
        driver.send(.wheel(notches: 1))
        driver.run(until: 2)
        #expect(driver.app.scene.list.offset > 100, "the list takes wheel input again")
    }

    /// Escape while dragging leaves the scene: its list lets go then, and is at rest when it comes back.
    @Test func leavingASceneMidDragEndsTheDragOnItsList() throws {
        let driver = try SceneDriver(["snap"])
        let snap = driver.app.scene
        driver.send(.pointerDown(Point(x: 240, y: 600)))
        driver.send(.pointerMoved(Point(x: 240, y: 500)))
        #expect(snap.list.phase == .dragging)
        driver.key("Escape")
        #expect(driver.app.navigator.stack.count == 1, "back in the menu")
        #expect(!snap.list.scroller.isDragging, "the snap list's drag ended when it left")
        driver.send(.pointerUp(Point(x: 240, y: 500)))
        // Off screen the list is not advanced; run it on to when it would come back.
        snap.list.advance(to: 3)
        #expect(snap.list.phase == .idle, "it settled (snapped) instead of staying in a drag")
    }

    /// A press the window lost (hidden, its release sent elsewhere: `pointerCancelled`; unfocused:
    /// `focus(false)`) ends as a release without velocity, as GTK and Qt cancel on grab-broken: a
    /// quick drag that would have flung rests where it is, and a later move without the button
    /// scrolls nothing.
    @Test(arguments: [InputEvent.pointerCancelled, .focus(false)])
    func aCancelledDragRestsWhereItIsWithoutAFling(cancel: InputEvent) throws {
        let driver = try SceneDriver(["snap", "--snap", "off"])
        let list = driver.app.scene.list
        driver.send(.pointerDown(Point(x: 240, y: 600)))
        driver.run(until: 0.05)
        driver.send(.pointerMoved(Point(x: 240, y: 400)))  // 200 pt in 0.05 s: released, it would fling
        #expect(list.phase == .dragging)
        driver.send(cancel)
        #expect(!list.scroller.isDragging && list.phase == .idle, "no fling: \(list.phase)")
        driver.send(.pointerMoved(Point(x: 240, y: 100)))
        driver.run(until: 1)
        #expect(list.offset == 200, "rests where the drag left it: \(list.offset)")
        driver.send(.wheel(notches: 1))
        driver.run(until: 2)
        #expect(list.offset > 200, "the list takes wheel input again")
    }
}
