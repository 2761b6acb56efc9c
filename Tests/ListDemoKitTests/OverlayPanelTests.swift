import Foundation
import Testing
@testable import ListDemoKit

/// The overlay panel: F1 cycles it, it sits in a corner and leaves the pointer's
/// place alone, and a scene change forgets the last scene's gesture.
@Suite struct OverlayPanelTests {
    @Test func f1CyclesOffCompactFull() {
        #expect(OverlayMode.off.next == .compact)
        #expect(OverlayMode.compact.next == .full)
        #expect(OverlayMode.full.next == .off)
    }

    private let window = Size(width: 480, height: 800)

    @Test func thePanelSitsInTheBottomRightCornerAndOffIsNothing() throws {
        #expect(OverlayRenderer.panelRect(.off, in: window) == nil)
        let compact = try #require(OverlayRenderer.panelRect(.compact, in: window))
        let full = try #require(OverlayRenderer.panelRect(.full, in: window))
        for panel in [compact, full] {
            #expect(panel.maxX == window.width - OverlayRenderer.margin)
            #expect(panel.maxY == window.height - OverlayRenderer.margin)
        }
        #expect(compact.width < full.width && compact.height < full.height, "compact hides less")
        #expect(compact.width == OverlayRenderer.compactWidth)
    }

    /// The pointer over the bottom place moves the panel to the top one (below the bar); a pointer
    /// anywhere else leaves it at the bottom. Either way the panel is never under the pointer.
    @Test(arguments: [OverlayMode.compact, .full])
    func thePanelNeverCoversThePointer(mode: OverlayMode) throws {
        let bottom = try #require(OverlayRenderer.panelRect(mode, in: window))
        let pointers = [Point(x: bottom.midX, y: bottom.midY), Point(x: bottom.maxX - 1, y: bottom.maxY - 1),
                        Point(x: bottom.minX, y: bottom.minY), Point(x: 10, y: 300), Point(x: 240, y: 100)]
        for pointer in pointers {
            let panel = try #require(OverlayRenderer.panelRect(mode, in: window, top: 44, pointer: pointer))
            #expect(!panel.contains(pointer), "\(mode) at \(pointer)")
            if bottom.contains(pointer) {
                #expect(panel.minY == 44 + OverlayRenderer.margin)
            } else {
                #expect(panel == bottom)
            }
        }
    }

    /// What it keeps clear of at both its places sends it to the highest stretch of the side that holds it, else to
    /// the tallest one, shorter; with no stretch a line tall it is not drawn.
    @Test func withBothPlacesTakenThePanelGoesBetween() throws {
        let full = try #require(OverlayRenderer.panelRect(.full, in: window, top: 44))
        #expect(full.height == 368 && full.minY == 800 - 8 - 368)
        // A focused row at the bottom and a banner-sized band at the top: 100...700 is free, it fits at its top.
        let bottomRow = Rect(x: 0, y: 700, width: 480, height: 62), band = Rect(x: 0, y: 44, width: 480, height: 56)
        let between = try #require(OverlayRenderer.panelRect(.full, in: window, top: 44, keepingClear: [bottomRow, band]))
        #expect(between == Rect(x: full.minX, y: 100, width: full.width, height: 368))
        // Rows at 300 and 600 leave 52...300 (248), 362...600 (238) and 662...792 (130): the tallest, shorter.
        let rows = [Rect(x: 0, y: 300, width: 480, height: 62), Rect(x: 0, y: 600, width: 480, height: 62)]
        let squeezed = try #require(OverlayRenderer.panelRect(.full, in: window, top: 44, keepingClear: rows))
        #expect(squeezed == Rect(x: full.minX, y: 52, width: full.width, height: 248))
        // Something beside the panel (the compact one is 172 to 472) is not in its way.
        #expect(OverlayRenderer.panelRect(.compact, in: window, top: 44, keepingClear: [Rect(x: 0, y: 0, width: 172, height: 800)])
                == OverlayRenderer.panelRect(.compact, in: window, top: 44))
        // A row taller than the window leaves no room: better not drawn than over it.
        #expect(OverlayRenderer.panelRect(.compact, in: window, top: 44,
                                          keepingClear: [Rect(x: 0, y: 60, width: 480, height: 720)]) == nil)
    }

    /// At the smallest window the panel covers at most half of what is below the bar (320 × 356 / 2 points²).
    @Test(arguments: [OverlayMode.compact, .full])
    func atTheSmallestWindowMostOfTheListShows(mode: OverlayMode) throws {
        for view in [PanelContent.View.live, .paused(frame: 0)] {
            let panel = try #require(OverlayRenderer.panelRect(mode, in: Theme.minimumWindowSize, top: 44, view: view))
            #expect(panel.width * panel.height <= 320 * 356 / 2, "\(mode) \(view): \(panel)")
            #expect(panel.height >= PanelLayout.minimumHeight(of: PanelLayout.rows(mode, narrow: mode == .full, gestures: 1,
                                                                                   view: view).filter { $0.dropOrder == nil }))
        }
    }

    /// F1 through the app cycles the mode; `--overlay` starts in full.
    @Test func theAppCyclesWithF1() throws {
        let driver = try HeadlessDriver(["snap"])
        #expect(driver.app.overlayMode == .off)
        let modes = (0..<3).map { _ -> OverlayMode in
            driver.app.handle(.key(name: "F1", modifiers: []), at: 0)
            return driver.app.overlayMode
        }
        #expect(modes == [.compact, .full, .off])
        #expect(try HeadlessDriver(["snap", "--overlay"]).app.overlayMode == .full)
    }

    /// A fling in the snap scene, then Back to the menu: the plot starts empty there.
    @Test func switchingScenesClearsThePlot() throws {
        let driver = try HeadlessDriver(["snap", "--snap", "off"], script: "0.1 drag 240,600 240,300 0.1\n")
        try driver.run(until: 0.5)
        #expect(driver.app.overlay.gesture.recording.segments.map(\.name) == ["fling"])
        #expect(driver.app.overlay.gesture.recording.frames.count > 10)
        driver.app.handle(.key(name: "Escape", modifiers: []), at: driver.time)
        #expect(driver.app.overlay.gesture.recording.isEmpty)
        #expect(driver.app.overlay.gesture.recording.frames.isEmpty)
        try driver.run(until: 0.7)
        #expect(driver.app.overlay.gesture.recording.isEmpty)
    }
}

/// The panel's edge in the dark appearance: the panel (18, 18, 20) is 1.1:1 against a black list, no edge at all; its
/// edge must stand 3:1 (WCAG 2.1's contrast for a component's boundary, 1.4.11) against the panel and every dark
/// background around it. In light the panel itself stands 12:1 and more against every light background, so it has none.
@Suite struct OverlayEdgeTests {
    /// WCAG 2.1's contrast ratio of two opaque colours: (L1 + 0.05) / (L2 + 0.05) of their relative luminances.
    static func contrast(_ a: Color, _ b: Color) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func luminance(_ c: Color) -> Double { 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b) }
        let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
        return (high + 0.05) / (low + 0.05)
    }

    @Test func theDarkPanelHasAnEdgeThatStandsOut() throws {
        let dark = Theme.dark, panel = dark.overlay.background
        let edge = try #require(dark.overlay.edge)
        #expect(Self.contrast(panel, dark.systemBackground) < 1.2, "why it needs one")
        // Worked out by hand: systemGray (142, 142, 147) against black 6.4, the grouped rows and headers (28, 28, 30)
        // 5.2, the bar 5.5, the selection (58, 58, 60) 3.5, the notice banner 3.3, the panel 5.7.
        for background in [dark.systemBackground, dark.secondarySystemGroupedBackground, dark.headerBackground,
                           dark.barBackground, dark.selection, dark.fill, dark.noticeBackground, dark.successBackground,
                           dark.opaqueSeparator, panel] {
            #expect(Self.contrast(edge, background) >= 3, "\(edge) against \(background): \(Self.contrast(edge, background))")
        }
    }

    @Test func theLightPanelStandsOutWithoutOne() {
        let light = Theme.light
        #expect(light.overlay.edge == nil)
        for background in [light.systemBackground, light.systemGroupedBackground, light.headerBackground,
                           light.selection, light.fill, light.noticeBackground, light.successBackground] {
            #expect(Self.contrast(light.overlay.background, background) >= 12, "\(background)")
        }
    }
}
