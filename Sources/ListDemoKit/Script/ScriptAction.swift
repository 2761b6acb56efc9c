import ScrollCore

/// What one script line does; data only, the app turns it into input events.
public enum ScriptAction: Hashable, Sendable {
    /// Mouse-wheel notches: positive toward the end of the list, negative toward the start; fractions allowed.
    case wheel(notches: Double)
    /// A precise (touchpad) scroll of this many points: positive toward the end, negative toward the start.
    case pan(points: Double)
    /// Press at `from`, move in a straight line to `to` over `duration` seconds, then release; with `hold`, rest that
    /// many seconds at `to` before releasing, so the release carries no fling.
    case drag(from: Point, to: Point, duration: Double, hold: Double?)
    /// Press the pointer button at a point.
    case press(Point)
    /// Move the pointer (pressed or not) to a point.
    case move(Point)
    /// Release the pointer button at a point.
    case release(Point)
    /// Press and release at a point.
    case click(Point)
    /// The right button at a point (a text field's context menu).
    case rightClick(Point)
    /// The middle button at a point (a text field pastes PRIMARY there).
    case middleClick(Point)
    /// Press and release a key with modifiers.
    case key(KeyChord)
    /// Type this text as text input (the `type` verb).
    case typeText(String)
    /// Scroll so the row sits at `position`, animated or at once.
    case scrollTo(ListIndexPath, position: ScrollPosition, animated: Bool)
    /// Insert a row into the data source (live scene).
    case insert(ListIndexPath)
    /// Delete a row from the data source (live scene).
    case delete(ListIndexPath)
    /// Resize the window.
    case resize(Size)
    /// Show or hide the diagnostics overlay.
    case overlay(isOn: Bool)
    /// Freeze the overlay's view, or let it go when frozen (what F3 does).
    case overlayPause
    /// Read out the paused overlay's frame this many frames later (earlier when negative), as Right (Left) does.
    case overlayStep(frames: Int)
    /// Move the lists with the preset of this name from the next input on (F2 without cycling); in `--compare`, the
    /// right half's.
    case physics(name: String)
    /// Save a PNG of the current frame to a path.
    case screenshot(path: String)
    /// Present the next frame this many seconds after its target time (a late frame on purpose, to check the
    /// overlay); the frames after it keep the refresh cadence.
    case stall(seconds: Double)
    /// Assistive technology's action, as a screen reader asks it over AT-SPI (and as the trace's `access` records it).
    case access(AccessAction)
    /// End the run.
    case quit
}
