/// Revealing what the layout still estimates (`ListEstimates`) before the list shows it or names its rows:
/// the screen, the viewport the list is heading for, and the section of any index path it is handed.
extension ListView {
    /// The content y that stays still when what lies above it changes: the visible area's top, or none
    /// while the list rests at its top, where content grows downward.
    var anchorY: Double { offset > bounds.min ? offset + insets.top : -.infinity }

    /// Reveals `[top, bottom)` in content coordinates, keeping what is on screen still; true when the layout changed.
    @discardableResult
    func reveal(from top: Double, to bottom: Double) -> Bool {
        guard layout.hasUnrevealedContent, let dataSource,
              let grown = layout.reveal(from: top, to: bottom, keeping: anchorY, from: dataSource)
        else { return false }
        contentRevealed(grown: grown)
        return true
    }

    /// Reveals `section` if it is still estimated (and exists), keeping what is on screen still.
    func revealSection(_ section: Int) {
        guard layout.hasUnrevealedContent, section >= 0, section < layout.numberOfSections, let dataSource,
              let grown = layout.revealSection(section, keeping: anchorY, from: dataSource)
        else { return }
        contentRevealed(grown: grown)
    }

    /// Reveals the viewport and the one the running animation or fling is heading for; true when the layout changed.
    func revealViewports() -> Bool {
        guard layout.hasUnrevealedContent, let height = viewportHeight else { return false }
        var changed = reveal(from: offset, to: offset + height)
        if let heading, heading.motion != nil {
            let destination = offset(for: heading.target)
            changed = reveal(from: destination, to: destination + height) || changed
        }
        return changed
    }

    private func contentRevealed(grown: Double) {
        if grown != 0 { scroller.shift(by: grown) }
        updateBounds()
    }
}
