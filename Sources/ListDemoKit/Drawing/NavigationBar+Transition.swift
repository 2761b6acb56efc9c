/// The bar while a push or pop slides, after UINavigationBar: the title of the scene being covered
/// slides left toward Back's place and fades, Back's label comes from the centre with the new
/// title, which slides in from the right; the back chevron stays when both bars have one and fades
/// when one has none; each bar's buttons fade in turn. No two items are ever drawn over each other
/// (the cross-fade read "D·listdemo·le"): what leaves is gone by half way — sooner when it would
/// reach Back — and what arrives shows from half way, or once it is clear of what it passes.
extension NavigationBar {
    /// The items of `below` and `above` while `above` covers `below` by `covered` (0 … 1: a push
    /// runs it up, a pop down), measured with `metrics`. Without `sliding` (reduced motion, iOS's
    /// Reduce Motion: the scenes cross-fade in place) nothing moves: every item stays at its place
    /// at rest, what leaves fades out by half way and what arrives fades in from there.
    static func transitionItems(from below: NavigationBar, to above: NavigationBar, covered: Double,
                                sliding: Bool = true, measuringWith metrics: TextMetrics) throws -> [BarItem] {
        let p = min(1, max(0, covered))
        let (old, new) = (try below.items(measuringWith: metrics), try above.items(measuringWith: metrics))
        // How far a title travels: from the centre to where Back's label sits at rest.
        let back = try metrics.measure(text: backLabel, style: Theme.body).width
        let travel = sliding ? max(1, above.width / 2 - (backLabelX + back / 2)) : 0
        /// Opaque until 0, gone at `end`; and its mirror, transparent until `start`, opaque at 1.
        func fadingOut(by end: Double) -> Double { end > 0 ? 1 - p / end : 0 }
        func fadingIn(from start: Double) -> Double { start < 1 ? (p - start) / (1 - start) : 0 }
        // The old title moving left must be gone before it reaches the old bar's Back.
        let oldBack = old.filter { $0.kind == .backLabel || $0.kind == .backChevron }.map(\.frame.maxX).max()
        // New buttons show once the new title sliding in from the right has passed them.
        let newTitleRight = new.filter { $0.kind == .title || $0.kind == .subtitle }.map(\.frame.maxX).max()
        let firstButton = new.compactMap { if case .button = $0.kind { $0.frame.minX } else { nil } }.min()
        var items: [BarItem] = []
        for item in old {
            switch item.kind {
            case .title, .subtitle:
                let reach = sliding ? oldBack.map { (item.frame.minX - $0) / travel } ?? 0.5 : 0.5
                items.append(item.moved(by: -travel * p, alpha: fadingOut(by: min(0.5, reach))))
            case .backChevron: items.append(item.moved(by: 0, alpha: above.canGoBack ? 1 : 1 - p))
            case .backLabel, .button: items.append(item.moved(by: 0, alpha: fadingOut(by: 0.5)))
            }
        }
        for item in new {
            switch item.kind {
            case .title, .subtitle, .backLabel: items.append(item.moved(by: travel * (1 - p), alpha: fadingIn(from: 0.5)))
            // One chevron for both when both have one: the covered bar's stays.
            case .backChevron: if !below.canGoBack { items.append(item.moved(by: 0, alpha: p)) }
            case .button:
                let clear = if sliding, let right = newTitleRight, let left = firstButton { 1 - (left - right) / travel } else { 0.0 }
                items.append(item.moved(by: 0, alpha: fadingIn(from: max(0.5, clear))))
            }
        }
        return items
    }
}
