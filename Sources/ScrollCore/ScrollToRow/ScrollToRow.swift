/// Where `scrollToRow` puts the row (UITableView.ScrollPosition).
public enum ScrollPosition: String, Sendable, Equatable, CaseIterable {
    /// The row's top at the top of the visible area (a section's first row also shows its header in plain style).
    case top
    /// The row's centre at the centre of the visible area.
    case middle
    /// The row's bottom at the bottom of the visible area.
    case bottom
    /// No move if the row is fully visible, else the nearer of top and bottom.
    case none
}

/// What became of a scroll request.
public enum ScrollRequestOutcome: Sendable, Equatable {
    /// Carried out now.
    case scrolled
    /// Kept until the list has a size or the batch update ends; the index path is checked then.
    case queued
}

/// A scroll-to-row request waiting for layout or for a batch to end.
struct ScrollRequest: Sendable {
    var indexPath: ListIndexPath
    var position: ScrollPosition
    var animated: Bool
}

extension ListView {
    /// Scrolls so the row at `indexPath` sits at `position`, clamped to the content.
    ///
    /// Before the list has a size, or during a batch update, the request waits and is carried out
    /// with the index path as the data stands then. An index path that does not exist is an error
    /// (thrown now, or reported as an error event when a queued request finds it missing).
    @discardableResult
    public func scrollToRow(_ indexPath: ListIndexPath, position: ScrollPosition, animated: Bool,
                            at time: Double) throws(ListError) -> ScrollRequestOutcome {
        self.time = inputTime(time)
        let request = ScrollRequest(indexPath: indexPath, position: position, animated: animated)
        guard viewportHeight != nil, batchDepth == 0 else {
            pendingScrolls.append(request)
            return .queued
        }
        try perform(request)
        return .scrolled
    }

    /// The offset that puts the row at `indexPath` at `position`, clamped to the bounds.
    /// - Complexity: O(log n).
    public func targetOffset(forRowAt indexPath: ListIndexPath, position: ScrollPosition) throws(ListError) -> Double {
        revealSection(indexPath.section)
        guard layout.contains(indexPath) else { throw .noSuchRow(indexPath) }
        guard let position = placement(ofRowAt: indexPath, position: position) else { return bounds.clamp(offset) }
        return bounds.clamp(unclampedOffset(forRowAt: indexPath, position: position))
    }

    /// `position` with `.none` decided: nil when the row is fully visible (no move), else the
    /// nearer of top and bottom.
    private func placement(ofRowAt indexPath: ListIndexPath, position: ScrollPosition) -> ScrollPosition? {
        guard position == .none else { return position }
        let span = layout.rowSpan(at: indexPath)
        let viewport = viewportHeight ?? 0
        if span.y >= offset + insets.top, span.maxY <= offset + viewport - insets.bottom { return nil }
        let top = unclampedOffset(forRowAt: indexPath, position: .top)
        let bottom = unclampedOffset(forRowAt: indexPath, position: .bottom)
        return abs(top - offset) <= abs(bottom - offset) ? .top : .bottom
    }

    /// The offset for `position` (top, middle or bottom), before clamping.
    private func unclampedOffset(forRowAt indexPath: ListIndexPath, position: ScrollPosition) -> Double {
        let viewport = viewportHeight ?? 0
        let span = layout.rowSpan(at: indexPath)
        switch position {
        case .top, .none:
            let revealsHeader = layout.style == .plain && indexPath.row == 0
            return (revealsHeader ? layout.headerSpan(inSection: indexPath.section).y : span.y) - insets.top
        case .bottom:
            return span.maxY - viewport + insets.bottom
        case .middle:
            return span.y + span.height / 2 - insets.top - (viewport - insets.top - insets.bottom) / 2
        }
    }

    /// Carries out a request: an animation (or a jump) toward the row, followed as heights are measured.
    func perform(_ request: ScrollRequest) throws(ListError) {
        // The section's rows are counted by the data source, not estimated, before the row is looked for.
        revealSection(request.indexPath.section)
        guard layout.contains(request.indexPath) else { throw .noSuchRow(request.indexPath) }
        guard let position = placement(ofRowAt: request.indexPath, position: request.position) else {
            // Already fully visible: whatever moves stops here.
            heading = nil
            if request.animated {
                scroller.animate(to: offset, kind: .scrollTo, duration: physics.timings.scrollTo, at: time)
            } else {
                scroller.jump(to: offset)
            }
            return
        }
        let target = ScrollTarget.row(request.indexPath, position)
        if request.animated {
            animate(toward: target, kind: .scrollTo, duration: physics.timings.scrollTo, at: time)
        } else {
            scroller.jump(to: offset(for: target))
            heading = Heading(target: target, motion: nil)
        }
    }

    /// Carries out waiting requests in order, once there is a size and no batch; one that names
    /// a row that no longer exists becomes an error event.
    func performPendingScrolls() {
        guard viewportHeight != nil, batchDepth == 0, !pendingScrolls.isEmpty else { return }
        let requests = pendingScrolls
        pendingScrolls.removeAll()
        for request in requests {
            do throws(ListError) {
                try perform(request)
            } catch {
                scroller.record(.error(time: time, message: "scroll to row: \(error)"))
            }
        }
    }
}
