import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Motions kept as animations (`assertAnimationSnapshot`): every frame of a scripted gesture against a reference
    /// animated PNG. Small windows at low frame rates keep the references small; the virtual clock makes the frames
    /// the same at any rate.
    @Suite struct AnimationGoldenTests {
        /// Seed 001's snap, as the seeds wrote it (`--snap rest`): a slow drag left with a row cut by the top edge,
        /// released without speed; once the list rests, the ease-out animation that completes the cell, and the scroll
        /// indicator fading (240 × 320 at 30 fps: 56 frames, 1.87 s).
        @Test func seedOnesEaseOutSnap() throws {
            try assertAnimationSnapshot(["snap", "--snap", "rest", "--size", "240x320", "--fps", "30"],
                                        script: "0.1 drag 120,250 120,190 0.3 hold 0.2\n", named: "snap")
        }

        /// The rubber band at both edges (UIKit's): a drag down past the top, released, springs back; then a quick
        /// drag up through the short list's end and past it, released moving, overshoots the bottom and springs back
        /// (8 rows, no snapping; 240 × 320 at 30 fps).
        @Test func theRubberBandAtBothEdges() throws {
            try assertAnimationSnapshot(["snap", "--snap", "off", "--rows", "8", "--size", "240x320", "--fps", "30"],
                                        script: "0.1 drag 120,100 120,200 0.2\n1.5 drag 120,280 120,60 0.3\n",
                                        named: "edges")
        }

        /// UINavigationController's push and pop: a click on the menu's first scene slides it in (the menu 30 % left
        /// and dimmed, the bar's titles crossing), Escape slides it back out (320 × 400 at 30 fps).
        @Test func aPushAndItsPop() throws {
            try assertAnimationSnapshot(["menu", "--size", "320x400", "--fps", "30"],
                                        script: "0.1 click 160,80\n1.0 key Escape\n1.8 quit\n", named: "push-pop")
        }

        /// One fling under `--compare uikit,android`: both halves from the same release, each half's bar naming its
        /// feel, UIKit's deceleration beside Android's spline, to rest (400 × 360 at 20 fps: 115 frames, 5.75 s).
        @Test func aFlingComparedUIKitAgainstAndroid() throws {
            try assertAnimationSnapshot(["feed", "--compare", "uikit,android", "--size", "400x360", "--fps", "20"],
                                        script: "0.1 drag 200,300 200,100 0.15\n", named: "fling")
        }
    }
}
