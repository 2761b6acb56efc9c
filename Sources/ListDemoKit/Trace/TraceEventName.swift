/// The name of a trace record that is an event (`"event":"…"`): every kind of record a trace holds besides
/// frames, spelled once here. The records (`TraceRecord+Events`, `TraceRecorder`, `TraceQueue`'s note of what it
/// dropped) are written through these names, and the report reads them back as these names (`TraceLine`): a
/// record of another name is no record listdemo writes, and the report refuses the trace naming it. Each reader
/// decides what it does with every name in a `switch` that lists them all, so a new record is one each reader
/// must place.
enum TraceEventName: String, CaseIterable, Sendable {
    // How the run is set up.
    /// The trace's header: how frames reach the screen, and the display's refresh.
    case display
    /// How the app looks and moves from then on (dark or not, motion reduced or not).
    case appearance
    /// A `--compare` half's preset and snap timing, at launch.
    case feel
    /// The window's new size.
    case resize
    /// The window gained or lost the keyboard focus.
    case focus

    // Motions: each is a curve the report rebuilds, from its own record.
    /// An animated scroll began (a snap, a scroll to a row, a wheel or key step): `curve` is an `AnimationCurve`.
    case animation
    /// A running animation was sent somewhere else, keeping its position and velocity.
    case retarget
    /// A fling, coast or bounce began, under any preset: the preset's models rebuild it.
    case motion
    /// A fling or coast reached an edge that stops it: the content rests there.
    case edge
    /// A drawn overscroll (Android's stretch) began relaxing; the offset does not move.
    case stretch
    /// Earlier versions' records of UIKit's fling and bounce, before every preset's were one `motion` record:
    /// a report counts them as motions it left out.
    case deceleration, bounce

    // Input the engine saw.
    /// A drag's pointer went up.
    case release
    /// The scroll indicator's thumb was pressed, and let go.
    case thumbGrab = "thumb-grab", thumbRelease = "thumb-release"
    /// A motion was stopped where it was.
    case stop
    /// Assistive technology asked for an action (a screen reader over AT-SPI): the script verb `access` replays it.
    case access

    // Rows and scenes.
    /// A row came on screen, or left it.
    case willDisplay, didEndDisplaying
    /// A push or pop began its slide.
    case push, pop
    /// The form saved, or the run met an error (its one-line message).
    case save, error
    /// What the banner now says.
    case notice
    /// A text field's context menu opened or closed.
    case menu
    /// Quitting with unwritten edits asked first, and what was answered.
    case quitConfirmation = "quit-confirmation"

    // The trace itself.
    /// A window's run dropped records rather than wait for a slow reader: how many.
    case dropped

    // What the run recorded.
    /// `--record`'s file written at the end, and an F4 clip of the last gesture saved: frames written and dropped.
    case recording, clip
}
