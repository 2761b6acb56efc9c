import Foundation
import Testing
@testable import ListDemoKit

/// `--appearance`, `--reduce-motion` and what the desktop says (issue 19, "Appearance follows the
/// desktop"): how the look is decided, and the command line that chooses it.
@Suite struct AppearanceTests {
    @Test(arguments: [
        // The command line's choice wins over everything the desktop says.
        (Appearance.light, DesktopSettings.ColorScheme?.some(.preferDark), String?.some("Adwaita:dark"), false),
        (.dark, .preferLight, nil, true),
        // auto: the portal's preference first,
        (.auto, .preferDark, nil, true),
        (.auto, .preferDark, "Adwaita", true),
        (.auto, .preferLight, "Adwaita:dark", false),
        // then GTK_THEME's variant when the portal has no preference or none was read,
        (.auto, .noPreference, "Adwaita:dark", true),
        (.auto, nil, "Adwaita:dark", true),
        (.auto, nil, "HighContrast:dark", true),
        (.auto, nil, "Adwaita", false),
        (.auto, nil, "Adwaita:light", false),
        (.auto, nil, "dark", false),
        (.auto, nil, "Adwaita:darker", false),
        (.auto, nil, "", false),
        // else light.
        (.auto, nil, nil, false),
        (.auto, .noPreference, nil, false),
    ])
    func theAppearanceIsDarkWhenTheCommandLineOrTheDesktopSaysSo(
        _ appearance: Appearance, _ scheme: DesktopSettings.ColorScheme?, _ gtkTheme: String?, _ dark: Bool
    ) {
        let look = Look(appearance: appearance, reduceMotion: false, desktop: DesktopSettings(colorScheme: scheme),
                        gtkTheme: gtkTheme)
        #expect(look.theme == (dark ? Theme.dark : Theme.light))
    }

    @Test func motionIsReducedByTheFlagOrByTheDesktopTurningAnimationsOff() {
        func reduces(_ flag: Bool, _ animations: Bool?) -> Bool {
            Look(appearance: .light, reduceMotion: flag, desktop: DesktopSettings(enableAnimations: animations)).reducesMotion
        }
        #expect(!reduces(false, nil))
        #expect(!reduces(false, true))
        #expect(reduces(false, false))
        #expect(reduces(true, nil))
        #expect(reduces(true, true), "the flag asks for it whatever the desktop says")
    }

    @Test func aSettingOfTheWrongTypeOrAnUnknownSchemeIsUnknown() {
        let known = DesktopSettings(colorScheme: .preferDark, enableAnimations: false, fontName: "Cantarell 11")
        #expect(DesktopSettings().setting(.colorScheme, to: .number(1)).colorScheme == .preferDark)
        #expect(DesktopSettings().setting(.colorScheme, to: .number(2)).colorScheme == .preferLight)
        #expect(known.setting(.colorScheme, to: .number(3)).colorScheme == nil, "the portal defines 0, 1 and 2")
        #expect(known.setting(.colorScheme, to: .text("dark")).colorScheme == nil)
        #expect(known.setting(.enableAnimations, to: .number(0)).enableAnimations == nil)
        #expect(known.setting(.enableAnimations, to: .boolean(true)).enableAnimations == true)
        #expect(known.setting(.fontName, to: nil).fontName == nil)
        #expect(known.setting(.fontName, to: .text("Inter 10")).fontName == "Inter 10")
        #expect(known.setting(.fontName, to: .text("Inter 10")).colorScheme == .preferDark, "the others stay")
        #expect(DesktopSettings.Key(namespace: "org.freedesktop.appearance", key: "color-scheme") == .colorScheme)
        #expect(DesktopSettings.Key(namespace: "org.gnome.desktop.interface", key: "color-scheme") == nil)
    }

    /// Every dark role against UIKit's dark system colour (UIColor's dark trait at the base level, as
    /// Apple's Human Interface Guidelines' colour tables and Flutter's CupertinoColors give them):
    /// opaque ones exactly, translucent ones made opaque over black (`systemBackground`) within the
    /// half unit rounding allows, except the separator, which stays translucent (UITableView blends it).
    @Test func theDarkThemeHasUIKitsDarkSystemColours() {
        /// Whether `color` is (`r`, `g`, `b`) at `alpha` over black, each channel within rounding.
        func isOverBlack(_ color: Color, _ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Bool {
            color.a == 255 && zip([color.r, color.g, color.b], [r, g, b]).allSatisfy { abs(Double($0) - $1 * alpha) <= 0.5 + 1e-9 }
        }
        let dark = Theme.dark
        #expect(dark.label == Color(r: 255, g: 255, b: 255), "label #FFFFFF")
        #expect(isOverBlack(dark.secondaryLabel, 235, 235, 245, alpha: 0.6), "secondaryLabel (235, 235, 245, 0.6)")
        #expect(isOverBlack(dark.tertiaryLabel, 235, 235, 245, alpha: 0.3), "tertiaryLabel (235, 235, 245, 0.3)")
        #expect(dark.systemBackground == Color(r: 0, g: 0, b: 0), "systemBackground #000000")
        #expect(dark.systemGroupedBackground == Color(r: 0, g: 0, b: 0), "systemGroupedBackground #000000")
        #expect(dark.secondarySystemGroupedBackground == Color(r: 28, g: 28, b: 30), "secondarySystemGroupedBackground #1C1C1E")
        #expect(dark.headerBackground == Color(r: 28, g: 28, b: 30), "secondarySystemBackground #1C1C1E")
        #expect(dark.separator == Color(r: 84, g: 84, b: 88, a: 153), "separator (84, 84, 88, 0.6)")
        #expect(dark.opaqueSeparator == Color(r: 56, g: 56, b: 58), "opaqueSeparator #38383A")
        #expect(dark.selection == Color(r: 58, g: 58, b: 60), "systemGray4 #3A3A3C")
        #expect(dark.fill == Color(r: 44, g: 44, b: 46), "systemGray5 #2C2C2E")
        #expect(dark.tint == Color(r: 10, g: 132, b: 255), "systemBlue #0A84FF")
        #expect(dark.systemGreen == Color(r: 48, g: 209, b: 88), "systemGreen #30D158")
        #expect(dark.systemRed == Color(r: 255, g: 69, b: 58), "systemRed #FF453A")
        #expect(Theme.light.label == .black)
        // The overlay is one dark panel in both, edged in the dark (`OverlayEdgeTests`): systemGray #8E8E93.
        var edged = Theme.light.overlay
        edged.edge = Color(r: 142, g: 142, b: 147)
        #expect(Theme.dark.overlay == edged)
    }

    // MARK: The command line

    @Test(arguments: [
        GoodCommandLine(arguments: ["--appearance", "dark"], expected: defaultsWith { $0.appearance = .dark }),
        GoodCommandLine(arguments: ["--appearance=light"], expected: defaultsWith { $0.appearance = .light }),
        GoodCommandLine(arguments: ["--appearance", "auto"], expected: ListDemoOptions()),
        GoodCommandLine(arguments: ["feed", "--reduce-motion"], expected: defaultsWith {
            $0.scene = .feed
            $0.reduceMotion = true
        }),
    ])
    func theAppearanceAndReducedMotionAreRead(_ line: GoodCommandLine) {
        guard case .run(let options) = ListDemoOptions.interpret(line.arguments) else {
            Issue.record("expected a run, got \(ListDemoOptions.interpret(line.arguments))")
            return
        }
        #expect(options == line.expected)
    }

    @Test func byDefaultTheAppearanceFollowsTheDesktopAndMotionIsNotReduced() {
        #expect(ListDemoOptions().appearance == .auto)
        #expect(!ListDemoOptions().reduceMotion)
    }

    @Test(arguments: [
        BadCommandLine(arguments: ["--appearance", "sepia"],
                       fragment: "listdemo: unknown --appearance value 'sepia' (choose light, dark, auto)"),
        BadCommandLine(arguments: ["--appearance", "Dark"], fragment: "unknown --appearance value 'Dark'"),
        BadCommandLine(arguments: ["--appearance", ""], fragment: "unknown --appearance value ''"),
        BadCommandLine(arguments: ["--appearance"], fragment: "missing value for '--appearance <appearance>'"),
        BadCommandLine(arguments: ["--reduce-motion=yes"], fragment: "'--reduce-motion' does not take any value"),
    ])
    func aBadAppearanceIsOneLineNamingTheChoices(_ line: BadCommandLine) {
        expectOneLineFailure(line)
    }

    @Test func helpNamesTheAppearancesAndReducedMotion() {
        guard case .help(let text) = ListDemoOptions.interpret(["--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(text.contains("--appearance <appearance>"))
        #expect(text.contains("light, dark or auto"))
        #expect(text.contains("--reduce-motion"))
    }
}
