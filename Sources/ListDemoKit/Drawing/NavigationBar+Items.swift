/// The bar's items as values: each text or the back chevron with the frame it is drawn in and how
/// opaque it is. At rest they sit in their places (`items(measuringWith:)`); while a push or pop
/// slides, `NavigationBar+Transition` moves and fades each one. Drawing and the tests read the same
/// frames, so what is checked for overlap is what is drawn.
struct BarItem: Equatable {
    enum Kind: Equatable { case title, subtitle, backChevron, backLabel, button(Int) }

    let kind: Kind
    /// The text drawn (nil for the chevron or a symbol).
    let text: String?
    /// The symbol a button draws instead of text.
    var symbol: BarSymbol? = nil
    /// Where it is drawn, in window points.
    var frame: Rect
    /// 0 (not drawn) … 1.
    var alpha = 1.0
    /// False for a button that cannot be pressed now, drawn grey as UIKit draws a disabled bar button.
    var isEnabled = true

    /// The item moved sideways by `dx` and faded to `alpha` of its opacity.
    func moved(by dx: Double, alpha: Double) -> BarItem {
        var item = self
        item.frame = Rect(x: frame.minX + dx, y: frame.minY, width: frame.width, height: frame.height)
        item.alpha = self.alpha * min(1, max(0, alpha))
        return item
    }

    var style: TextStyle {
        switch kind {
        case .title: Theme.headline
        case .subtitle: Theme.caption
        case .backChevron, .backLabel, .button: Theme.body
        }
    }

    /// Draws it in `theme`'s colours (nothing when it is transparent).
    func draw(theme: Theme, on canvas: Canvas) throws {
        guard alpha > 0 else { return }
        let color = switch kind {
        case .title: theme.label
        case .subtitle: theme.secondaryLabel
        case .backChevron, .backLabel, .button: isEnabled ? theme.tint : theme.tertiaryLabel
        }
        let faded = alpha >= 1 ? color : color.withAlpha(UInt8((Double(color.a) * alpha).rounded()))
        if let text {
            try canvas.draw(text: text, style: style, color: faded, at: frame.origin)
        } else if let symbol {
            try canvas.draw(symbol.shape, at: frame.origin, tint: faded)
        } else {
            try canvas.draw(Chevron.back, at: frame.origin, tint: faded)
        }
    }
}

extension NavigationBar {
    /// Back's label: UIKit's back indicator 8 pt from the edge, its title 6 pt after it.
    static let backLabel = "Back"
    static var backLabelX: Double { 8 + Chevron.back.size.width + 6 }

    /// The widest the title may be, measured with `metrics`: centred, it keeps 8 pt clear of Back's
    /// label and of the buttons on either side, as UINavigationBar truncates a long title.
    func titleSpace(measuringWith metrics: TextMetrics) throws -> Double {
        let back = canGoBack ? Self.backLabelX + (try metrics.measure(text: Self.backLabel, style: Theme.body).width) : 0
        let side = max(back, Double(buttons.count) * Self.buttonWidth)
        return max(0, width - 2 * side - 16)
    }

    /// The subtitle as it fits `width`: whole if it fits; else its trailing " · " parts are left off one by one, so a
    /// narrow bar (a half of `--compare`) still names the feel ("android" rather than "andr…"); the first part is
    /// truncated only when it alone is too wide.
    func subtitleLine(_ subtitle: String, width: Double, measuringWith metrics: TextMetrics) throws -> String {
        var parts = subtitle.components(separatedBy: " · ")
        while parts.count > 1, try metrics.measure(text: parts.joined(separator: " · "), style: Theme.caption).width > width {
            parts.removeLast()
        }
        return try metrics.truncate(text: parts.joined(separator: " · "), style: Theme.caption, width: width)
    }

    /// The bar's items at rest, measured with `metrics` (the canvas they are drawn on): each text's
    /// frame is the size it draws at.
    func items(measuringWith metrics: TextMetrics) throws -> [BarItem] {
        let bar = Rect(x: 0, y: 0, width: width, height: Theme.navigationBarHeight)
        func centred(_ text: String, _ style: TextStyle, in rect: Rect) throws -> Rect {
            let size = try metrics.measure(text: text, style: style)
            return Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        }
        var items: [BarItem] = []
        let titleSpace = try titleSpace(measuringWith: metrics)
        let title = try metrics.truncate(text: self.title, style: Theme.headline, width: titleSpace)
        if let subtitle {
            // Title and subtitle share the bar's height as UIKit's two-line navigation titles do.
            let split = bar.height - Self.subtitleHeight - 2
            let line = try subtitleLine(subtitle, width: titleSpace, measuringWith: metrics)
            items.append(BarItem(kind: .title, text: title, frame: try centred(title, Theme.headline,
                                                                                 in: Rect(x: 0, y: 2, width: width, height: split - 2))))
            items.append(BarItem(kind: .subtitle, text: line, frame: try centred(line, Theme.caption,
                                                                                 in: Rect(x: 0, y: split, width: width, height: Self.subtitleHeight))))
        } else {
            items.append(BarItem(kind: .title, text: title, frame: try centred(title, Theme.headline, in: bar)))
        }
        if canGoBack {
            let chevron = Chevron.back.size
            items.append(BarItem(kind: .backChevron, text: nil,
                                 frame: Rect(x: 8, y: bar.midY - chevron.height / 2, width: chevron.width, height: chevron.height)))
            let size = try metrics.measure(text: Self.backLabel, style: Theme.body)
            items.append(BarItem(kind: .backLabel, text: Self.backLabel,
                                 frame: Rect(x: Self.backLabelX, y: bar.midY - size.height / 2, width: size.width, height: size.height)))
        }
        for (index, button) in buttons.enumerated() {
            let rect = buttonRect(index)
            if let symbol = button.symbol {
                let size = symbol.size
                items.append(BarItem(kind: .button(index), text: nil, symbol: symbol,
                                     frame: Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                                                 width: size.width, height: size.height), isEnabled: button.isEnabled))
            } else {
                items.append(BarItem(kind: .button(index), text: button.title,
                                     frame: try centred(button.title, Theme.body, in: rect), isEnabled: button.isEnabled))
            }
        }
        return items
    }
}
