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

        /// Seed 000's scroll to a row near the end: `scroll-to` section 190 of the feed's 200, animated, landing on
        /// the post as measured although the rows on the way were only estimated (320 × 400 at 30 fps).
        @Test func seedZerosScrollToARowNearTheEnd() throws {
            try assertAnimationSnapshot(["feed", "--size", "320x400", "--fps", "30"],
                                        script: "0.1 scroll-to 190 0 top animated\n", named: "scroll-to")
        }

        /// Seed 002's insert: Insert adds a location at the top of the live scene, the row fading and growing in,
        /// and the scroll to it runs after the batch (320 × 400 at 30 fps).
        @Test func seedTwosInsertedRowFadesIn() throws {
            try assertAnimationSnapshot(["live", "--size", "320x400", "--fps", "30"],
                                        script: "0.1 key Insert\n0.8 key Insert\n", named: "insert")
        }

        /// Seed 003's form: text typed into the first field is kept while the field's row scrolls out of view and
        /// back, its cell reused meanwhile (320 × 400 at 30 fps).
        @Test func seedThreesFieldIsKeptThroughReuse() throws {
            try assertAnimationSnapshot(["form", "--size", "320x400", "--fps", "30"],
                                        script: "0.1 key Tab\n0.2 type Ada\n0.5 drag 160,350 160,60 0.3 hold 0.1\n"
                                            + "1.2 drag 160,60 160,350 0.3 hold 0.1\n", named: "reuse")
        }

        /// Seed 004's snap to a section start: a fling in the feed lands with a section's header at the top (the
        /// default, projected timing: the fling is aimed there on release), its long tail included (320 × 400 at 20 fps).
        @Test func seedFoursSnapToASectionStart() throws {
            try assertAnimationSnapshot(["feed", "--size", "320x400", "--fps", "20"],
                                        script: "0.1 drag 160,300 160,200 0.1\n", named: "section")
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
        /// feel, UIKit's deceleration beside Android's spline, to rest (440 × 360 at 20 fps: each half is wide enough
        /// for its feel's name under the title).
        @Test func aFlingComparedUIKitAgainstAndroid() throws {
            try assertAnimationSnapshot(["feed", "--compare", "uikit,android", "--size", "440x360", "--fps", "20"],
                                        script: "0.1 drag 220,300 220,100 0.15\n", named: "fling")
        }
    }
}
