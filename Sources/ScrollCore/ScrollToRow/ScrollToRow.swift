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

/// A scroll-to-row request waiting for layout or for a batch to end (seeds 000 and 002).
struct ScrollRequest: Sendable {
    var indexPath: IndexPath
    var position: ScrollPosition
    var animated: Bool
}

extension ListView {
    /// Scrolls so the row at `indexPath` sits at `position`, clamped to the content (SPEC §1.5).
    ///
    /// Before the list has a size, or during a batch update, the request waits and is carried out
    /// with the index path as the data stands then. An index path that does not exist is an error
    /// (thrown now, or reported as an error event when a queued request finds it missing).
    @discardableResult
    public func scrollToRow(at indexPath: IndexPath, position: ScrollPosition, animated: Bool,
                            at time: Double) throws(ListError) -> ScrollRequestOutcome {
        self.time = max(self.time, time)
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
    public func targetOffset(forRowAt indexPath: IndexPath, position: ScrollPosition) throws(ListError) -> Double {
        guard layout.contains(indexPath) else { throw .noSuchRow(indexPath) }
        let viewport = viewportHeight ?? 0
        let span = layout.rowSpan(at: indexPath)
        let revealsHeader = layout.style == .plain && indexPath.row == 0
        let top = (revealsHeader ? layout.headerSpan(inSection: indexPath.section).y : span.y) - insets.top
        let bottom = span.maxY - viewport + insets.bottom
        let visibleHeight = viewport - insets.top - insets.bottom
        let target: Double = switch position {
        case .top: top
        case .bottom: bottom
        case .middle: span.y + span.height / 2 - insets.top - visibleHeight / 2
        case .none:
            if span.y >= offset + insets.top, span.maxY <= offset + viewport - insets.bottom {
                offset
            } else {
                abs(top - offset) <= abs(bottom - offset) ? top : bottom
            }
        }
        return bounds.clamp(target)
    }

    func perform(_ request: ScrollRequest) throws(ListError) {
        let target = try targetOffset(forRowAt: request.indexPath, position: request.position)
        if request.animated {
            scroller.animate(to: target, kind: .scrollTo, duration: Self.scrollToRowDuration, at: time)
        } else {
            scroller.jump(to: target)
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
