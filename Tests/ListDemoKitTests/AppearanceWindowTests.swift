import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// The real app under Xvfb on a session bus of the test's own with a stand-in Settings portal:
    /// the desktop's dark preference changes while the window is open and the window turns dark
    /// without a restart (as GTK4 and Qt 6 do), then animations are turned off and motion is reduced.
    @Test func theWindowFollowsTheDesktopsDarkPreferenceLive() throws {
        let session = try SettingsPortalTests.Session(settings: ["org.freedesktop.appearance", "color-scheme", "u", "2"])
        let run = try Run(["menu"], environment: session.environment)
        let id = try run.server.xdotool(Self.window)
        /// The window's pixel at the menu's left margin, in the middle of a row (its background).
        func background() throws -> Color {
            let shot = run.directory.appendingPathComponent("shot-\(UUID().uuidString).png").path
            try run.server.run("/usr/bin/import", ["-window", id, shot])
            return try PNG.read(from: shot)[6, 300]
        }
        /// Waits until the trace's last appearance record says `dark`, then for a frame presented after it.
        func waitForAppearance(dark: Bool, reducedMotion: Bool = false) -> Bool {
            guard waitUntil(30, {
                let last = run.events("appearance").last
                return last?["dark"] as? Bool == dark && last?["reduce_motion"] as? Bool == reducedMotion
            }), let t = run.events("appearance").last?["t"] as? Double else { return false }
            return waitUntil { run.frames.contains { ($0["present_t"] as? Double ?? 0) > t } }
        }
        #expect(run.events("appearance").first?["dark"] as? Bool == false, "the portal prefers light")
        #expect(try background() == Theme.light.systemBackground)

        try session.change("org.freedesktop.appearance", "color-scheme", to: "uint32:1")
        #expect(waitForAppearance(dark: true), "the change reached the app: \(run.events("appearance"))")
        #expect(try background() == Theme.dark.systemBackground, "and the window shows it")

        try session.change("org.gnome.desktop.interface", "enable-animations", to: "boolean:false")
        #expect(waitForAppearance(dark: true, reducedMotion: true))

        try run.server.xdotool("key", "ctrl+q")
        let exit = run.exit(within: 10)
        #expect(exit.status == 0, "stderr: \(exit.stderr)")
    }

    /// `GTK_THEME=Adwaita:dark` with no Settings portal to ask (no session bus) opens a dark window,
    /// as GTK4 draws it; `--appearance light` wins over it. Read from the trace's appearance record
    /// and from a pixel of the window as Xvfb shows it.
    @Test(arguments: [(arguments: [String](), dark: true), (arguments: ["--appearance", "light"], dark: false)])
    func gtkThemesDarkVariantOpensADarkWindowUnlessLightIsAskedFor(arguments: [String], dark: Bool) throws {
        // An empty XDG_RUNTIME_DIR: no user bus socket to find, so GTK_THEME alone decides.
        let run = try Run(["menu"] + arguments, environment: ["GTK_THEME": "Adwaita:dark", "XDG_RUNTIME_DIR": ""])
        let id = try run.server.xdotool(Self.window)
        #expect(run.events("appearance").first?["dark"] as? Bool == dark, "\(run.events("appearance"))")
        let shot = run.directory.appendingPathComponent("shot.png").path
        try run.server.run("/usr/bin/import", ["-window", id, shot])
        // The menu's left margin in the middle of a row: the list's background.
        #expect(try PNG.read(from: shot)[6, 300] == (dark ? Theme.dark : Theme.light).systemBackground)
        try run.server.xdotool("key", "ctrl+q")
        let exit = run.exit(within: 10)
        #expect(exit.status == 0, "stderr: \(exit.stderr)")
    }
}
