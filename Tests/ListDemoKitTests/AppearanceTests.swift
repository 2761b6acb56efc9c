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

    @Test func theDarkThemeHasUIKitsDarkSystemColours() {
        // UIColor's dark trait: systemBackground black, secondarySystemGroupedBackground #1C1C1E,
        // systemBlue #0A84FF, systemGreen #30D158, systemRed #FF453A, opaqueSeparator #38383A.
        #expect(Theme.dark.systemBackground == Color(r: 0, g: 0, b: 0))
        #expect(Theme.dark.secondarySystemGroupedBackground == Color(r: 28, g: 28, b: 30))
        #expect(Theme.dark.tint == Color(r: 10, g: 132, b: 255))
        #expect(Theme.dark.systemGreen == Color(r: 48, g: 209, b: 88))
        #expect(Theme.dark.systemRed == Color(r: 255, g: 69, b: 58))
        #expect(Theme.dark.separator == Color(r: 56, g: 56, b: 58))
        #expect(Theme.dark.label == .white && Theme.light.label == .black)
        #expect(Theme.dark.overlay == Theme.light.overlay, "the overlay is one dark panel in both")
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
