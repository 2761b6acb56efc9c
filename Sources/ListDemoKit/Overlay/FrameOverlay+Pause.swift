/// Pausing the overlay (F3, script `overlay-pause`): the panel's view freezes — its figures, its frame graph, its
/// plot — while the app runs on and the overlay goes on recording; Left and Right (script `overlay-step`) then read
/// out the frames of the gesture it shows one by one, each with its figures and its mark on the plot.
extension FrameOverlay {
    var isPaused: Bool { paused != nil }

    /// Freezes the panel's view as it shows `gestures` now, reading out the first gesture's last frame. False when
    /// there is nothing to freeze: the panel has not been shown, so its figures were never taken.
    func pause(showing gestures: [OverlayRenderer.Gesture]) -> Bool {
        guard !isPaused, var content = content(showing: gestures) else { return false }
        let frames = gestures.first?.recording.frames.count ?? 0
        content.view = .paused(frame: frames > 0 ? frames - 1 : nil)
        paused = content
        return true
    }

    /// The panel is live again.
    func resume() { paused = nil }

    /// Reads out the frame `count` frames later (earlier when negative), stopping at the gesture's first and last.
    /// False when the view is not paused.
    func step(by count: Int) -> Bool {
        guard var content = paused else { return false }
        if case .paused(frame: let index?) = content.view, let frames = content.gestures.first?.recording.frames.count {
            content.view = .paused(frame: min(max(index + count, 0), frames - 1))
            paused = content
        }
        return true
    }
}
