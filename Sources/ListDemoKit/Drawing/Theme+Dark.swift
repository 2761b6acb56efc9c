extension Theme {
    /// UIKit's dark system colours (iOS 13+, `UIColor`'s dark trait at the base elevation),
    /// translucent ones made opaque over black as UIKit composites them on `systemBackground`: the
    /// same roles as `light`. The knob stays white and shadows black, as UISwitch's; the scroll
    /// indicator turns white, as UIScrollView's `.white` style on dark content.
    static let dark = Theme(
        label: Color(r: 255, g: 255, b: 255),
        // (235, 235, 245) at 60 % and 30 % over black.
        secondaryLabel: Color(r: 141, g: 141, b: 147),
        tertiaryLabel: Color(r: 71, g: 71, b: 74),
        labelOnTint: Color(r: 255, g: 255, b: 255),
        systemBackground: Color(r: 0, g: 0, b: 0),
        systemGroupedBackground: Color(r: 0, g: 0, b: 0),
        secondarySystemGroupedBackground: Color(r: 28, g: 28, b: 30),
        // secondarySystemBackground.
        headerBackground: Color(r: 28, g: 28, b: 30),
        // The bar's dark material over black, a step above the list so its edge reads.
        barBackground: Color(r: 22, g: 22, b: 24),
        // (84, 84, 88) at 60 %, blended over the row as UITableView draws it.
        separator: Color(r: 84, g: 84, b: 88, a: 153),
        opaqueSeparator: Color(r: 56, g: 56, b: 58),
        selection: Color(r: 58, g: 58, b: 60),
        tint: Color(r: 10, g: 132, b: 255),
        // Stronger than light's 25 %: the tint at 25 % over black is barely there.
        textSelection: Color(r: 10, g: 132, b: 255, a: 102),
        systemRed: Color(r: 255, g: 69, b: 58),
        systemGreen: Color(r: 48, g: 209, b: 88),
        fill: Color(r: 44, g: 44, b: 46),
        switchKnob: Color(r: 255, g: 255, b: 255),
        shadow: Color(r: 0, g: 0, b: 0),
        dimming: Color(r: 0, g: 0, b: 0),
        // The light banners' hues, dark enough to carry white text.
        noticeBackground: Color(r: 74, g: 61, b: 18),
        successBackground: Color(r: 22, g: 64, b: 34),
        scrollIndicator: Color(r: 255, g: 255, b: 255, a: 90),
        scrollThumb: Color(r: 255, g: 255, b: 255, a: 115),
        scrollThumbDragged: Color(r: 255, g: 255, b: 255, a: 160),
        scrollTrack: Color(r: 255, g: 255, b: 255, a: 22),
        overlay: .dark)
}

extension Theme.OverlayPalette {
    /// The panel in the dark appearance: the same panel, which is as dark as the list around it (1.1:1 against black),
    /// edged in UIKit's dark `systemGray`, at least 3:1 (WCAG's contrast for a component's edge) against the panel and
    /// every dark background it can sit on.
    static let dark: Self = {
        var palette = standard
        palette.edge = Color(r: 142, g: 142, b: 147)
        return palette
    }()
}
