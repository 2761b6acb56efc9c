/// The bar above the list: Back on the left when there is somewhere to go back to, the title in
/// the middle, the scene's buttons on the right. Button areas are fixed so clicks can be hit-tested
/// before anything is drawn.
struct NavigationBar {
    /// A button on the bar's right side: its title (what a screen reader says), the symbol drawn instead of the title
    /// if it has one, and whether it can be pressed now. One that cannot (a read-only form's Save) is drawn grey, is
    /// skipped by Tab, answers no click and is not enabled to assistive technology.
    struct Button: Equatable, ExpressibleByStringLiteral {
        var title: String
        var symbol: BarSymbol?
        var isEnabled = true

        init(_ title: String, symbol: BarSymbol? = nil, isEnabled: Bool = true) {
            self.title = title
            self.symbol = symbol
            self.isEnabled = isEnabled
        }

        init(stringLiteral title: String) { self.init(title) }
    }

    static let backWidth = 88.0
    static let buttonWidth = 72.0
    /// The subtitle's line under the title.
    static let subtitleHeight = 16.0
    /// A bar button's shape, which its focus ring follows (GTK4's flat buttons round theirs this much).
    static let buttonCornerRadius = 8.0

    let title: String
    let canGoBack: Bool
    let buttons: [Button]
    let width: Double
    /// The button with the keyboard focus, drawn with a ring.
    var focused: Hit? = nil
    /// A second line under the title in small grey text (the physics preset the list moves with), if any.
    var subtitle: String? = nil

    var backRect: Rect { Rect(x: 0, y: 0, width: Self.backWidth, height: Theme.navigationBarHeight) }

    /// The area of button `index`, counted from the right.
    func buttonRect(_ index: Int) -> Rect {
        Rect(x: width - Double(buttons.count - index) * Self.buttonWidth, y: 0,
             width: Self.buttonWidth, height: Theme.navigationBarHeight)
    }

    /// What a click at `point` hits.
    enum Hit: Equatable { case back, button(Int) }

    func hit(_ point: Point) -> Hit? {
        if canGoBack, backRect.contains(point) { return .back }
        return buttons.indices.first { buttons[$0].isEnabled && buttonRect($0).contains(point) }.map { .button($0) }
    }

    func draw(theme: Theme, on canvas: Canvas) throws {
        try Self.drawBackground(width: width, theme: theme, on: canvas)
        try drawItems(theme: theme, on: canvas)
    }

    /// The bar without its items: what a push or pop slides two bars' items over.
    static func drawBackground(width: Double, theme: Theme, on canvas: Canvas) throws {
        let bar = Rect(x: 0, y: 0, width: width, height: Theme.navigationBarHeight)
        try canvas.fill(bar, theme.barBackground)
        try canvas.fill(Rect(x: 0, y: bar.maxY - 1 / canvas.scale, width: width, height: 1 / canvas.scale), theme.opaqueSeparator)
    }

    /// The title (and subtitle), Back and the buttons in their places, and the focused one's ring.
    func drawItems(theme: Theme, on canvas: Canvas) throws {
        for item in try items(measuringWith: canvas) { try item.draw(theme: theme, on: canvas) }
        switch focused {
        case .back? where canGoBack:
            try FocusRing.draw(inside: backRect.insetBy(dx: 2, dy: 4), cornerRadius: Self.buttonCornerRadius,
                               theme: theme, on: canvas)
        case .button(let index)? where buttons.indices.contains(index) && buttons[index].isEnabled:
            try FocusRing.draw(inside: buttonRect(index).insetBy(dx: 2, dy: 4), cornerRadius: Self.buttonCornerRadius,
                               theme: theme, on: canvas)
        default: break
        }
    }
}
