/// How the app looks and moves: its colours and whether motion is reduced — what the command line
/// chose, and what it leaves to the desktop (`--appearance auto`; animations unless
/// `--reduce-motion`) as the desktop's settings and environment say.
struct Look: Equatable, Sendable {
    var theme: Theme
    /// iOS's Reduce Motion: a push or pop cross-fades instead of sliding, and fades (a tapped row's
    /// highlight, the scroll indicator going away) are instant. Scrolling moves as it always does.
    var reducesMotion: Bool

    /// The look for `appearance` and `reduceMotion` (the command line) on a desktop with `desktop`
    /// settings whose environment names `gtkTheme` (`GTK_THEME`).
    init(appearance: Appearance, reduceMotion: Bool, desktop: DesktopSettings = DesktopSettings(), gtkTheme: String? = nil) {
        theme = appearance.isDark(settings: desktop, gtkTheme: gtkTheme) ? .dark : .light
        reducesMotion = reduceMotion || desktop.enableAnimations == false
    }
}
