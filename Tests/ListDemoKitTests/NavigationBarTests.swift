import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The bar's items as laid out at rest and while a push or pop slides, read from the same
    /// `BarItem` frames the bar is drawn from: no two of them ever overlap while both show.
    @Suite struct NavigationBarTests {
        private func canvas(width: Double, scale: Double) throws -> Canvas {
            try Canvas(size: Size(width: width, height: 100), scale: scale, assets: PlatformTestSupport.assets())
        }

        /// The bars a push goes between in the app: the menu to a scene, a scene with a button to
        /// one with another (as a push from a pushed scene), and a long title with a subtitle.
        private static func bars(width: Double) -> [(NavigationBar, NavigationBar)] {
            let menu = NavigationBar(title: "listdemo", canGoBack: false, buttons: [], width: width)
            let options = NavigationBar(title: "Demo Table", canGoBack: true, buttons: [], width: width)
            let form = NavigationBar(title: "Classmates", canGoBack: true, buttons: ["Save"], width: width)
            let live = NavigationBar(title: "Locations", canGoBack: true, buttons: ["Insert"], width: width)
            var long = NavigationBar(title: "A title far too long for any bar at all", canGoBack: true,
                                     buttons: ["Save"], width: width)
            long.subtitle = "uikit vs android and a subtitle as long"
            return [(menu, options), (menu, form), (form, live), (menu, long), (options, long)]
        }

        /// Every pair of items drawn at once, at 1x and 2x, at the narrowest window and a wide one,
        /// every 1 % of the slide: the title never sits over the other title, Back or a button, as
        /// the cross-fade once did ("D·listdemo·le").
        @Test(arguments: [1.0, 2.0])
        func noTwoItemsOverlapAtAnyPointOfASlide(scale: Double) throws {
            for width in [Theme.minimumWindowSize.width, 480] {
                let canvas = try canvas(width: width, scale: scale)
                for (below, above) in Self.bars(width: width) {
                    for step in 0...100 {
                        let shown = try NavigationBar.transitionItems(from: below, to: above, covered: Double(step) / 100,
                                                                      measuringWith: canvas).filter { $0.alpha > 0 }
                        for (index, a) in shown.enumerated() {
                            for b in shown[(index + 1)...] where a.frame.intersects(b.frame) {
                                Issue.record("\(below.title) → \(above.title) at \(width) pt, \(step) %: \(a) over \(b)")
                            }
                        }
                    }
                }
            }
        }

        /// A `--compare` half 200 pt wide has room for "android" under the title but not for "android · snap
        /// projected": the bar leaves the trailing part off rather than cutting the name ("andr…"), and keeps the
        /// whole line where it fits; a first part too wide alone is still truncated.
        @Test func aNarrowBarKeepsTheFeelsFirstPartWhole() throws {
            let canvas = try canvas(width: 480, scale: 1)
            var half = NavigationBar(title: "Feed", canGoBack: true, buttons: [], width: 200)
            half.subtitle = "android · snap projected"
            let space = try half.titleSpace(measuringWith: canvas)
            let whole = try canvas.measure(text: "android · snap projected", style: Theme.caption).width
            let first = try canvas.measure(text: "android", style: Theme.caption).width
            #expect(first <= space && space < whole, "the case this test is about: \(first) ≤ \(space) < \(whole)")
            let line = { (bar: NavigationBar) in try bar.items(measuringWith: canvas).first { $0.kind == .subtitle }?.text }
            #expect(try line(half) == "android")
            var wide = NavigationBar(title: "Feed", canGoBack: true, buttons: [], width: 480)
            wide.subtitle = half.subtitle
            #expect(try line(wide) == "android · snap projected")
            var narrow = NavigationBar(title: "Feed", canGoBack: false, buttons: [], width: 60)
            narrow.subtitle = "flutter-ios · snap projected"
            let cut = try #require(try line(narrow))
            #expect(cut.hasPrefix("flut") && cut.hasSuffix("…") && !cut.contains("·"), "\(cut)")
        }

        /// At rest (0 and 1) the slide is each bar alone; the old title ends where Back's label
        /// is, and the new title starts as far to the right of the centre (UIKit's slide).
        @Test func theOldTitleMovesIntoBackAndTheNewOneInFromTheRight() throws {
            let canvas = try canvas(width: 480, scale: 1)
            let (menu, options) = (Self.bars(width: 480)[0].0, Self.bars(width: 480)[0].1)
            let start = try NavigationBar.transitionItems(from: menu, to: options, covered: 0, measuringWith: canvas)
            let end = try NavigationBar.transitionItems(from: menu, to: options, covered: 1, measuringWith: canvas)
            #expect(start.filter { $0.alpha > 0 } == (try menu.items(measuringWith: canvas)))
            #expect(end.filter { $0.alpha > 0 } == (try options.items(measuringWith: canvas)))
            let oldTitle = try #require(end.first { $0.kind == .title && $0.text == "listdemo" })
            let back = try #require(end.first { $0.kind == .backLabel })
            #expect(abs(oldTitle.frame.midX - back.frame.midX) < 1e-9, "the old title went into Back")
            let newTitle = try #require(start.first { $0.kind == .title && $0.text == "Demo Table" })
            #expect(abs((newTitle.frame.midX - 240) - (240 - back.frame.midX)) < 1e-9, "as far right as Back is left")
            // Half way both titles are on their way, apart.
            let middle = try NavigationBar.transitionItems(from: menu, to: options, covered: 0.5, measuringWith: canvas)
            let titles = middle.filter { $0.kind == .title }
            #expect(titles.count == 2 && !titles[0].frame.intersects(titles[1].frame))
        }

        /// Reduced motion: the bar's items cross-fade in place as the scenes do — every item drawn
        /// where it is at rest, what leaves gone by half way and what arrives shown only from there,
        /// so the two titles are never drawn at once.
        @Test func withReducedMotionTheItemsFadeInPlace() throws {
            let canvas = try canvas(width: 480, scale: 1)
            for (below, above) in Self.bars(width: 480) {
                let rest = try below.items(measuringWith: canvas) + above.items(measuringWith: canvas)
                for step in 0...100 {
                    let items = try NavigationBar.transitionItems(from: below, to: above, covered: Double(step) / 100,
                                                                  sliding: false, measuringWith: canvas)
                    for item in items {
                        #expect(rest.contains { $0.kind == item.kind && $0.text == item.text && $0.frame == item.frame },
                                "\(below.title) → \(above.title) at \(step) %: \(item) moved")
                    }
                    let titles = items.filter { $0.kind == .title && $0.alpha > 0 }
                    #expect(titles.count <= 1, "\(below.title) → \(above.title) at \(step) %: \(titles)")
                }
                let middle = try NavigationBar.transitionItems(from: below, to: above, covered: 0.25, sliding: false,
                                                               measuringWith: canvas)
                #expect(middle.contains { $0.kind == .title && $0.text == below.title && abs($0.alpha - 0.5) < 1e-9 })
            }
        }

        /// A title too long for the space between Back and the buttons is cut with an ellipsis
        /// (at 120 × 90 the title overlapped Back).
        @Test func aLongTitleEndsBeforeBackAndTheButtons() throws {
            let canvas = try canvas(width: 320, scale: 1)
            let long = Self.bars(width: 320)[3].1
            let items = try long.items(measuringWith: canvas)
            let title = try #require(items.first { $0.kind == .title })
            #expect(title.text?.hasSuffix("…") == true)
            let back = try #require(items.first { $0.kind == .backLabel })
            #expect(title.frame.minX >= back.frame.maxX + 8 && title.frame.maxX <= 320 - NavigationBar.buttonWidth - 8)
        }
    }
}
