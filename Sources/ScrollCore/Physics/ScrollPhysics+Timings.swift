extension ScrollPhysics {
    /// The list's own animated moves, which no gesture's velocity shapes (a scroll to a row, a key
    /// step, a snap), how near a section's start a section snap reaches, and how far a touchpad
    /// delta scrolls: figures a platform sets for itself. UIKit's are the uikit preset's
    /// (`Timings.uikit`); a preset whose platform has none modelled here keeps them, saying so.
    public struct Timings: Sendable, Hashable {
        /// How long an animated scroll to a row or an offset takes (seconds).
        public var scrollTo: Double
        /// How long a keyboard step (a line, a page, Home, End) animates (seconds).
        public var keyStep: Double
        /// How long a snap to a row's edge lasts (seconds).
        public var cellSnap: Double
        /// How long a snap to a section's start lasts (seconds): a shorter move.
        public var sectionSnap: Double
        /// How near a section's start (points) a list must rest for a section snap to bring it to the top.
        public var sectionSnapThreshold: Double
        /// How far a precise (touchpad) wheel delta of 1 scrolls, in points: SDL reports touchpad
        /// deltas in notches' worth.
        public var preciseWheelUnit: Double

        /// Timings from their figures (seconds, seconds, seconds, seconds, points, points).
        public init(scrollTo: Double, keyStep: Double, cellSnap: Double, sectionSnap: Double,
                    sectionSnapThreshold: Double, preciseWheelUnit: Double) {
            (self.scrollTo, self.keyStep, self.cellSnap) = (scrollTo, keyStep, cellSnap)
            (self.sectionSnap, self.sectionSnapThreshold, self.preciseWheelUnit) = (sectionSnap, sectionSnapThreshold,
                                                                                   preciseWheelUnit)
        }

        /// UIKit's: `scrollToRow(at:at:animated:)` takes about 0.3 s; a key step 0.25 s; a snap to a
        /// row's edge 0.5 s and to a section's start 0.3 s, reaching 75 pt; a touchpad delta of 1
        /// scrolls 120 pt, a notch of UIKit's wheel, so a touchpad's travel is the same whatever a
        /// preset's notch.
        public static let uikit = Timings(scrollTo: 0.3, keyStep: 0.25, cellSnap: 0.5, sectionSnap: 0.3,
                                          sectionSnapThreshold: 75, preciseWheelUnit: 120)
    }
}
