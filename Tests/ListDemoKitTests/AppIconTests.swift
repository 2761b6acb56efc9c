import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The app's icon and its desktop entry: `Assets/listdemo.png`, which README installs, is the
    /// icon the window gives the desktop, drawn by the same vector code; the entry launches the app
    /// and names the window class the window has. Record the PNG again with LISTDEMO_RECORD_SNAPSHOTS=1.
    @Suite struct AppIconTests {
        static let assets = EndToEndTests.packageRoot.appendingPathComponent("Assets")

        @Test func theInstalledIconIsTheOneTheWindowShows() throws {
            let drawn = try ShapeRasterizer.rasterize(AppIcon.shape(tint: Theme.light.tint), scale: 1)
            let path = Self.assets.appendingPathComponent("listdemo.png").path
            if SnapshotRecording.mode() == .all { try PNG.write(drawn, to: path) }
            let installed = try PNG.read(from: path)
            #expect(installed.width == 128 && installed.height == 128)
            #expect(installed == drawn, "Assets/listdemo.png is not the icon the code draws: record it again")
            // Anti-aliased: the rounded corner's edge blends into transparency.
            let corner = (0..<30).map { installed[$0, $0].a }
            #expect(corner.contains { $0 > 0 && $0 < 255 }, "\(corner)")
        }

        @Test func theDesktopEntryLaunchesTheAppWithItsIcon() throws {
            let text = try String(contentsOf: Self.assets.appendingPathComponent("listdemo.desktop"), encoding: .utf8)
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.first == "[Desktop Entry]")
            let entries = Dictionary(lines.dropFirst().compactMap { line -> (String, String)? in
                guard let equals = line.firstIndex(of: "=") else { return nil }
                return (String(line[..<equals]), String(line[line.index(after: equals)...]))
            }, uniquingKeysWith: { first, _ in first })
            #expect(entries["Type"] == "Application" && entries["Name"] == "listdemo")
            #expect(entries["Exec"] == "listdemo" && entries["Icon"] == "listdemo" && entries["Terminal"] == "false")
            // The window's WM_CLASS (checked under Xvfb), so the desktop matches the window to the entry.
            #expect(entries["StartupWMClass"] == "listdemo")
        }

        /// The window's `_NET_WM_ICON` holds the 128 × 128 icon, and its class is the entry's.
        @Test func theWindowCarriesTheIcon() throws {
            let run = try EndToEndTests.Run(["--size", "480x800"])
            let id = try run.server.xdotool(EndToEndTests.window)
            let icon = try run.server.run("/usr/bin/xprop", ["-id", id, "_NET_WM_ICON"])
            #expect(icon.hasPrefix("_NET_WM_ICON(CARDINAL) =") && icon.contains("Icon (128 x 128)"), "\(icon.prefix(120))")
            let windowClass = try run.server.run("/usr/bin/xprop", ["-id", id, "WM_CLASS"])
            #expect(windowClass.contains("\"listdemo\""), "\(windowClass)")
            try run.server.xdotool("key", "ctrl+q")
            #expect(run.exit(within: 20).status == 0)
        }
    }
}
