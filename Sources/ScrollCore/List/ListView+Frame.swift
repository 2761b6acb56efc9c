extension ListView {
    /// One frame as the list produced it, after input, `advance(to:)` and the measuring pass: an
    /// immutable value that drawing, the overlay, the trace and hit testing read. Every place is in
    /// viewport space: y = 0 at the viewport's top, the offset already applied.
    ///
    /// Making one is not free of effects on the list: its rows and headers are built in storage the
    /// list keeps and reuses for the next frame (`advance`, `currentFrame`), so a caller that still
    /// holds the previous frame then makes the list allocate new storage instead.
    public struct Frame: Equatable, Sendable {
        /// A row as this frame draws it.
        public struct Row: Equatable, Sendable {
            /// Which row it is.
            public let indexPath: ListIndexPath
            /// Where it is drawn: its layout span, or its place in a running update animation
            /// (shorter while it grows in), in viewport space.
            public let span: ListSpan
            /// Its height in the layout: the content is laid out at this height, clipped to `span`.
            public let height: Double
            /// 0 (invisible) ... 1 (opaque).
            public let alpha: Double
            /// The selected row: drawn highlighted.
            public let isSelected: Bool
            /// The keyboard's current row: drawn with a focus ring.
            public let isCurrent: Bool
        }

        /// A section header as this frame draws it, in viewport space.
        public struct Header: Equatable, Sendable {
            /// The section it heads.
            public let section: Int
            /// Where it is drawn, in viewport space: pinned at the top while its section passes
            /// under it in a plain list, pushed up by the next header.
            public let span: ListSpan
        }

        /// The frame time: the time the frame is shown, at which its offset is exactly what it draws.
        public let time: Double
        /// The content offset at `time`, in points (the content's y at the viewport's top).
        public let offset: Double
        /// How fast the offset changes at `time`, points per second (positive toward the end).
        public let velocity: Double
        /// What the scroll position is doing at `time`.
        public let phase: ScrollPhase
        /// The viewport's height, in points.
        public let viewportHeight: Double
        /// The height of everything the list lays out (estimates included), in points.
        public let contentHeight: Double
        /// The range the offset rests in at this frame.
        public let bounds: ScrollBounds
        /// Rows intersecting the viewport, in row order.
        public let rows: [Row]
        /// Headers in the viewport at their own place (the pinned one is `stickyHeader`).
        public let headers: [Header]
        /// The plain style's pinned header, drawn over the rows.
        public let stickyHeader: Header?
        /// Deleted rows still fading out (their index paths from before the update).
        public let ghosts: [Row]
        /// The scroll indicator (its track and thumb, and the thumb ↔ offset mapping), nil when the content fits.
        public let indicator: ScrollIndicator?
        /// Overscroll drawn rather than scrolled (Android's stretch, `EdgeModel.clamp`), in points:
        /// positive past the end, negative past the start; 0 otherwise. The renderer only reads it.
        public let stretch: Double
        /// The pull past the edge that `stretch` draws (the pointer's travel past it, or an
        /// absorbed fling's), signed as `stretch`; 0 otherwise.
        public let pull: Double
        /// The motion running in this frame, if any.
        public let motion: Scroller.RunningMotion?
        /// The current gesture's motions so far, in order (see `Scroller.segments`).
        public let segments: [Scroller.RunningMotion]

        /// The row drawn at viewport y `y` (hit testing): the last drawn (so topmost) row whose span
        /// holds it, not counting ghosts; nil under the pinned header, over a gap or outside the rows.
        /// - Complexity: O(k) for k rows in the frame.
        public func row(atY y: Double) -> Row? {
            if let sticky = stickyHeader, sticky.span.contains(y) { return nil }
            return rows.last { $0.span.contains(y) }
        }
    }

    /// The frame as the list stands now, without advancing: what the last `advance` returned,
    /// unless input or a batch update changed the list since.
    /// - Complexity: O(k log n) for k rows and headers in the viewport.
    public var currentFrame: Frame { makeFrame(placesAreFresh: false) }

    /// The frame of the list as it stands. With `placesAreFresh` (right after the display tracker's
    /// walk of this frame) rows and headers are placed from that walk; otherwise each is looked up.
    /// The arrays are built in buffers the list keeps: once the caller has let go of the last frame,
    /// a steady frame allocates nothing.
    func makeFrame(placesAreFresh: Bool) -> Frame {
        let height = viewportHeight ?? 0
        let top = offset
        let fresh = placesAreFresh && display.visibleSpans.count == display.visible.count
        var rows = frameBuffers.rows
        var headers = frameBuffers.headers
        frameBuffers = ([], [])  // the buffers are now held once, so clearing them keeps their storage
        rows.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)

        for (index, indexPath) in display.visible.enumerated() {
            let span = fresh ? display.visibleSpans[index] : layout.rowSpan(at: indexPath)
            let look = updateAnimation?.appearance(of: indexPath, span: span, at: time) ?? .init(span: span, alpha: 1)
            rows.append(Frame.Row(indexPath: indexPath, span: ListSpan(y: look.span.y - top, height: look.span.height),
                                  height: span.height, alpha: look.alpha, isSelected: selection == indexPath,
                                  isCurrent: currentRow == indexPath))
        }
        let sticky = stickyHeader.map { Frame.Header(section: $0.section, span: ListSpan(y: $0.span.y - top, height: $0.span.height)) }
        func addHeader(_ section: Int, _ span: ListSpan) {
            if section != sticky?.section { headers.append(Frame.Header(section: section, span: ListSpan(y: span.y - top, height: span.height))) }
        }
        if fresh {
            for header in display.headers { addHeader(header.section, header.span) }
        } else if height > 0 {
            layout.forEachElement(from: top, to: top + height) { placed in
                if case .header(let section) = placed.element { addHeader(section, placed.span) }
                return true
            }
        }
        let ghosts = updateAnimation.map { animation in
            animation.ghosts.map { ghost -> Frame.Row in
                let look = animation.appearance(of: ghost, at: time)
                return Frame.Row(indexPath: ghost.indexPath, span: ListSpan(y: look.span.y - top, height: look.span.height),
                                 height: ghost.span.height, alpha: look.alpha, isSelected: false, isCurrent: false)
            }
        } ?? []
        frameBuffers = (rows, headers)
        return Frame(time: time, offset: offset, velocity: velocity, phase: phase, viewportHeight: height,
                     contentHeight: layout.contentHeight, bounds: bounds, rows: rows, headers: headers,
                     stickyHeader: sticky, ghosts: ghosts,
                     indicator: indicator,
                     stretch: scroller.stretch, pull: scroller.pull, motion: scroller.motion, segments: scroller.segments)
    }
}
