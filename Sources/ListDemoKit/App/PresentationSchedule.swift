/// Predicts when the frame about to be computed will be shown, as CADisplayLink's
/// `targetTimestamp` and Android's Choreographer do: the first refresh, on the grid of the last
/// presents, that leaves room for the frame's work. The app computes each frame for that time,
/// so what is shown is where the content belongs when it is seen.
struct PresentationSchedule {
    /// Seconds between refreshes.
    let interval: Double
    /// Whether presents land on the display's refreshes (vsync): the grid then follows the
    /// measured presents. Without vsync the runner presents at the targets itself, and the grid
    /// follows them, so small lateness does not drift the cadence.
    let followsPresents: Bool
    /// The refresh the grid counts from; nil after a pause (the next frame is shown as soon as it is ready).
    private(set) var anchor: Double?
    /// The work a frame is expected to take (seconds): the longest recent frame's, decaying slowly.
    private(set) var expectedWork = 0.002
    /// How long presenting takes until it returns (seconds; the software renderer copies the
    /// frame to the window): the quickest recent present, rising slowly when presents get slower.
    /// Without vsync a frame is handed over this much before its target, so it is shown at the
    /// target rather than that much after it; the quickest, so a slow present (a busy machine)
    /// does not make later frames shown early.
    private(set) var presentCost = 0.0

    init(interval: Double, followsPresents: Bool) {
        self.interval = interval
        self.followsPresents = followsPresents
    }

    /// A frame whose work starts up to this share of a refresh late (the runner woke late) still
    /// aims for the refresh it was started for, rather than skipping one.
    static let wakeTolerance = 0.25

    /// The target presentation time of a frame whose work starts at `now`. Without vsync a frame
    /// is shown when it is presented, so one that cannot be ready by its refresh (the runner woke
    /// late) is computed for when it will be: presented as soon as it is drawn, not computed for a
    /// moment already past.
    func target(startingAt now: Double) -> Double {
        let ready = now + expectedWork + presentCost
        guard let anchor else { return ready }
        let refreshes = max(1, ((ready - anchor) / interval - Self.wakeTolerance).rounded(.up))
        let refresh = anchor + refreshes * interval
        return followsPresents ? refresh : max(refresh, ready)
    }

    /// When the work of the next frame should start (so it is ready for the refresh after the
    /// last one); nil after a pause.
    var nextWorkStart: Double? { anchor.map { $0 + interval - expectedWork - presentCost } }

    /// The frame computed for `target` was presented at `presentTime` after `work` seconds.
    mutating func presented(target: Double, at presentTime: Double, work: Double) {
        // Without vsync a late frame (a stall, slow work) does not move the display's refreshes:
        // the grid stays, and the next target is the first refresh its work can still make.
        anchor = followsPresents ? presentTime : target
        expectedWork = max(work, expectedWork * 0.95, 0.0005)
    }

    /// When to hand the frame for `target` to the display without vsync (`presentCost` before it).
    func presentStart(for target: Double) -> Double { target - presentCost }

    /// Presenting took `seconds` (from the call until it returned).
    mutating func presentTook(_ seconds: Double) {
        let cost = max(0, min(seconds, interval))
        presentCost = cost < presentCost ? cost : presentCost + (cost - presentCost) * 0.02
    }

    /// Nothing is drawn until the next input: the grid is forgotten.
    mutating func pause() { anchor = nil }
}
