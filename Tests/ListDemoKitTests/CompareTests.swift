import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// `--compare A,B`: two copies of the scene side by side, each half its own app with its own
/// physics, one input driving both.
@Suite struct CompareGeometryTests {
    @Test func theHalvesShareTheWidthLeftByTheDivider() {
        #expect(CompareApp.halves(of: Size(width: 480, height: 800))
                    == [Rect(x: 0, y: 0, width: 239, height: 800), Rect(x: 241, y: 0, width: 239, height: 800)])
        // An odd width leaves the right half a point wider; the smallest window still has two halves.
        #expect(CompareApp.halves(of: Size(width: 481, height: 300)).map(\.width) == [239, 240])
        #expect(CompareApp.halves(of: Size(width: 100, height: 100)).map(\.minX) == [0, 51])
    }

    @Test func theRightHalfsFormSavesBesideTheLeftOnes() {
        func rightHalfSaveTo(_ path: String) -> String {
            var options = ListDemoOptions()
            options.saveTo = path
            return options.rightHalfFormFile()
        }
        #expect(rightHalfSaveTo("classmates.json") == "classmates-right.json")
        #expect(rightHalfSaveTo("/tmp/a.b/form") == "/tmp/a.b/form-right")
        #expect(rightHalfSaveTo("dir/x.tar.gz") == "dir/x.tar-right.gz")
        #expect(rightHalfSaveTo(".hidden") == ".hidden-right")
    }

    @Test func theRightHalfsFormFileIsCheckedLikeTheOthers() {
        guard case .failure(let message) = ListDemoOptions.interpret(
            ["--compare", "uikit,uikit", "--save-to", "f.json", "--trace", "f-right.json"]) else {
            Issue.record("a trace over the right half's form file was accepted")
            return
        }
        #expect(message.contains("is the same file as the right half's form file 'f-right.json'"))
    }
}

extension PlatformTests {
    @Suite struct CompareTests {
        /// A fling in the left half of the snap scene: 300 pt up in 0.15 s (2,000 pt/s).
        static let fling = "0.3 drag 120,600 120,300 0.15\n"

        /// Whatever half a drag starts in, both move alike; one that starts on the 2 pt divider
        /// (x 239 ..< 241 of 480: README's own example at x = 240, which moved neither) belongs to
        /// the nearer half.
        @Test func oneDragMovesBothHalvesAlikeWhateverHalfItIsIn() throws {
            var finals: [[Double]] = []
            for x in [120, 361, 240] {
                let driver = try HeadlessDriver(["snap", "--compare", "uikit,uikit", "--snap", "off"],
                                                script: "0.3 drag \(x),600 \(x),300 0.15\n")
                try driver.run(until: 5)
                for drawn in driver.paneFrames { #expect(drawn[0].offset == drawn[1].offset) }
                finals.append(try #require(driver.paneFrames.last).map(\.offset))
            }
            #expect(finals[0][0] > 900)
            #expect(finals.allSatisfy { $0 == finals[0] }, "\(finals)")
        }

        /// Each half moves exactly as a window of its size with its physics alone would.
        @Test(arguments: [["uikit", "uikit"], ["uikit", "android"], ["qt", "gtk"]])
        func eachHalfMovesAsItsPhysicsAlone(_ names: [String]) throws {
            let both = try HeadlessDriver(["snap", "--compare", names.joined(separator: ","), "--snap", "off"],
                                          script: Self.fling)
            try both.run(until: 4)
            for (index, name) in names.enumerated() {
                let alone = try HeadlessDriver(["snap", "--physics", name, "--size", "239x800", "--snap", "off"],
                                               script: Self.fling)
                try alone.run(until: 4)
                #expect(both.paneFrames.map { $0[index].offset } == alone.frames.map(\.offset), "\(name)")
            }
        }

        /// The same fling, two feels: UIKit's exponential rests 999 pt past the release, Android's
        /// spline 647.40 pt (docs/PHYSICS.md; `AndroidPhysicsTests`), each half on its own curve.
        @Test func aFlingShowsBothFeelsAtOnce() throws {
            let driver = try HeadlessDriver(["snap", "--compare", "uikit,android", "--snap", "off"], script: Self.fling)
            try driver.run(until: 5)
            let release = 300.0
            let rest = try #require(driver.paneFrames.last).map { $0.offset - release }
            #expect(abs(rest[0] - 999.0) < 0.01 && abs(rest[1] - 647.40) < 0.01, "\(rest)")
            // Half a second after the release the two have already parted.
            let early = driver.paneFrames[Int(0.95 * 60)]
            #expect(early[0].offset - early[1].offset > 50)
            #expect(early.map { $0.motion?.motion.curveName } == ["uikit deceleration", "android spline"])
        }

        /// `--compare rest,projected`: the same fling (1,500 pt/s, released at 0.2 s 150 pt down), two snap
        /// timings, read from the trace. The `rest` half creeps along UIKit's tail (under 10 pt/s for its last
        /// second) to the fling's own rest, then snaps in a second motion; the `projected` half lands on the
        /// same row in one motion that never turns back. Each half's feel is in the trace and on its bar.
        @Test func restBesideProjectedSnapsTwoWays() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("trace.jsonl").path
            let driver = try HeadlessDriver(["snap", "--compare", "rest,projected"])
            #expect(driver.session.content.panes.map { $0.navigationBar.subtitle } == ["snap rest · uikit", "snap projected · uikit"])
            #expect(driver.session.content.windowTitle == "Snap — uikit · snap rest vs uikit · snap projected — listdemo")
            guard case .run(var options) = ListDemoOptions.interpret(
                ["snap", "--compare", "rest,projected", "--headless", "--trace", path]) else {
                throw CocoaError(.featureUnsupported)
            }
            options.headless = true
            try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(),
                               script: try Script.parse("0.1 drag 120,600 120,450 0.1\n"),
                               timer: .fixed(work: 0.001, overlay: 0.0001)).run()
            let records = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            func of(_ pane: String) -> (frames: [[String: Any]], events: [[String: Any]]) {
                let mine = records.filter { $0["pane"] as? String == pane }
                return (mine.filter { $0["frame"] != nil }, mine.filter { $0["event"] != nil })
            }
            let feels = records.filter { $0["event"] as? String == "feel" }
                .map { "\($0["pane"] ?? "") \($0["physics"] ?? "") \($0["snap"] ?? "")" }
            #expect(feels == ["left uikit rest", "right uikit projected"])
            // The report names each half's gesture by its feel.
            #expect(Set(try TraceAnalysis(tracePath: path).gestures.map(\.label))
                        == ["left · uikit · snap rest", "right · uikit · snap projected"])

            let (restFrames, restEvents) = of("left")
            let restFling = try #require(restEvents.first { $0["event"] as? String == "motion" })
            let snaps = restEvents.filter { $0["event"] as? String == "animation" && $0["kind"] as? String == "snap" }
            #expect(snaps.count == 1, "the rest half snaps in a second motion")
            let snap = try #require(snaps.first)
            let flingEnd = (restFling["t"] as! Double) + (restFling["duration"] as! Double)
            #expect(snap["t"] as! Double >= flingEnd - 1e-9, "the snap starts once the fling has rested")
            #expect(abs((snap["from"] as! Double) - (restFling["to"] as! Double)) < 1e-9, "from the fling's own rest")
            let crawl = restFrames.filter { ($0["t"] as! Double) > (snap["t"] as! Double) - 1 && ($0["t"] as! Double) < snap["t"] as! Double }
            #expect(!crawl.isEmpty && crawl.allSatisfy { abs($0["velocity"] as! Double) < 10 }, "it creeps before the snap")

            let (projectedFrames, projectedEvents) = of("right")
            let motions = projectedEvents.filter { ["motion", "animation", "retarget"].contains($0["event"] as? String) }
            #expect(motions.count == 1 && motions.first?["event"] as? String == "motion", "one motion: \(motions)")
            let offsets = projectedFrames.filter { ($0["t"] as! Double) >= 0.2 }.map { $0["offset"] as! Double }
            for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(b >= a - 1e-9, "turned back from \(a) to \(b)") }

            // Both rest on the row the policy picks, the one the rest half's snap went to.
            let rests = try [restFrames, projectedFrames].map { try #require($0.last?["offset"] as? Double) }
            #expect(rests[0] == snap["to"] as? Double)
            #expect(rests[0] == rests[1] && rests[1] > 0 && rests[1].truncatingRemainder(dividingBy: 62) == 0,
                    "both on one row boundary: \(rests)")
            // The fling's curve was solved for that row: its rest is the row up to the closed form's rounding.
            #expect(abs(rests[1] - (motions.first?["to"] as? Double ?? 0)) < 1e-9)
        }

        /// Runs `arguments` headless with `script` (work and the overlay's cost fixed, so the panel
        /// repeats); the last frame.
        private func render(_ arguments: [String], script: String) throws -> RGBAImage {
            try PlatformTestSupport.renderHeadless(arguments, script: script, timer: .fixed(work: 0.004, overlay: 0.0002))
        }

        /// uikit beside android 0.5 s after the same fling, and at rest with the overlay's plot of
        /// both gestures on one time axis (Android's clamped stretch, UIKit's longer glide).
        @Test func compareScreenshots() throws {
            let arguments = ["snap", "--compare", "uikit,android", "--snap", "off"]
            assertImageSnapshot(of: try render(arguments, script: Self.fling + "0.95 quit\n"), named: "uikit-android-mid")
            assertImageSnapshot(of: try render(arguments + ["--overlay"], script: Self.fling + "4.5 quit\n"),
                                named: "uikit-android-overlay")
        }

        /// The window's pointer (what the overlay's panel keeps clear of) is the one the halves'
        /// `PointerRouter`s keep, put back into window points from the half its samples went to: over
        /// the right half, through a drag that began in the left half and crossed the divider, and
        /// gone once it left the window.
        @Test func theWindowsPointerIsTheOneTheHalvesRoutersKeep() throws {
            let driver = try HeadlessDriver(["snap", "--compare", "uikit,uikit"])
            let compare = try #require(driver.session.content as? CompareApp)
            compare.handle(.pointerMoved(Point(x: 300, y: 500)), at: 0.1)
            #expect(compare.panes.map(\.pointer.position) == [Point(x: 59, y: 500), Point(x: 59, y: 500)])
            #expect(compare.pointer == Point(x: 300, y: 500))
            compare.handle(.pointerDown(Point(x: 100, y: 500), modifiers: []), at: 0.2)
            compare.handle(.pointerMoved(Point(x: 300, y: 400)), at: 0.3)
            #expect(compare.panes[0].pointer.position == Point(x: 300, y: 400), "the drag stays in the left half's terms")
            #expect(compare.pointer == Point(x: 300, y: 400))
            compare.handle(.pointerUp(Point(x: 300, y: 400)), at: 0.4)
            compare.handle(.pointerMoved(Point(x: 310, y: 400)), at: 0.5)
            #expect(compare.panes[0].pointer.position == Point(x: 69, y: 400), "released, it is the right half's again")
            #expect(compare.pointer == Point(x: 310, y: 400))
            compare.handle(.pointerLeft, at: 0.6)
            #expect(compare.pointer == nil)
        }

        @Test func navigationStaysTogether() throws {
            let driver = try HeadlessDriver(["--compare", "uikit,uikit"], script: """
                0.1 click 100,140
                0.5 key Escape
                1 key Down
                1 key Return
                """)
            try driver.run(until: 0.2)
            let panes = driver.session.content.panes
            #expect(panes.map { $0.scene.name } == [.snap, .snap])
            try driver.run(until: 0.55)
            #expect(panes.map(\.navigator.stack.count) == [1, 1])
            try driver.run(until: 1.1)
            #expect(panes.map { $0.scene.name } == [.options, .options])
            // Should the halves part (the same click hitting different rows of lists scrolled apart),
            // the right half follows the left one at the next input.
            panes[1].goBack(at: 1.1)
            panes[1].push(try #require(panes[1].catalogue.make(.feed)), at: 1.1)
            driver.session.content.handle(.key(name: "F3", modifiers: []), at: 1.1)
            #expect(panes.map { $0.scene.name } == [.options, .options])
            #expect(panes[1].navigator.stack.count == 2)
        }

        @Test func f2AndTheScriptChooseTheRightHalfsPhysics() throws {
            let presets = ScrollPhysics.presets
            let driver = try HeadlessDriver(["snap", "--compare", "uikit,uikit"], script: "0.1 key F2\n")
            try driver.run(until: 0.2)
            let panes = driver.session.content.panes
            #expect(panes.map(\.physics) == [.uikit, presets[1 % presets.count]])
            let last = try #require(presets.last)
            let scripted = try HeadlessDriver(["snap", "--compare", "uikit,uikit"], script: "0.1 physics \(last.name)\n")
            try scripted.run(until: 0.2)
            #expect(scripted.session.content.panes.map(\.scene.list.physics) == [.uikit, last])
        }

        /// F2 during a fling: the right half's physics is the next preset at once, but the panel
        /// names the gesture still running by the physics it moves with.
        @Test func thePanelNamesAGestureByThePhysicsItMovesWith() throws {
            let driver = try HeadlessDriver(["snap", "--compare", "uikit,uikit", "--snap", "off", "--overlay"],
                                            script: Self.fling + "0.6 key F2\n")
            try driver.run(until: 0.7)
            let content = try #require(driver.session.content as? CompareApp)
            let next = ScrollPhysics.presets[1 % ScrollPhysics.presets.count]
            #expect(content.panes.map(\.physics) == [.uikit, next])
            let frames = try #require(driver.paneFrames.last)
            #expect(frames.allSatisfy { $0.phase == .decelerating })
            #expect(content.overlayGestures(for: frames).map(\.label) == ["uikit", "uikit"])
        }

        /// The trace holds both halves: each frame once per half, marked, moving frames naming
        /// their physics and curve; events marked too. The report rebuilds each half's gestures.
        @Test func theTraceAndTheReportNameEachHalf() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("trace.jsonl").path
            guard case .run(var options) = ListDemoOptions.interpret(
                ["snap", "--compare", "uikit,uikit", "--snap", "off", "--headless", "--trace", path]) else {
                throw CocoaError(.featureUnsupported)
            }
            options.headless = true
            try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(),
                               script: try Script.parse(Self.fling + "5 quit\n"),
                               timer: .fixed(work: 0.001, overlay: 0.0001)).run()
            let lines = try TraceFile.lines(path)
            let frames = lines.filter { $0.frame != nil }
            #expect(frames.count == 2 * 301)
            for (index, pair) in stride(from: 0, to: frames.count, by: 2).map({ (frames[$0], frames[$0 + 1]) }).enumerated() {
                #expect(pair.0.frame == index && pair.1.frame == index)
                #expect(pair.0.pane == "left" && pair.1.pane == "right")
                #expect(pair.0.offset == pair.1.offset)
            }
            let moving = frames.filter { $0.phase == "decelerating" }
            #expect(!moving.isEmpty)
            #expect(moving.allSatisfy { $0.physics == "uikit" && $0.curve == "uikit deceleration" })
            let flings = lines.filter { $0.event == .motion && $0.purpose == "fling" }
            #expect(flings.map(\.pane) == ["left", "right"])
            let analysis = TraceAnalysis(lines)
            #expect(analysis.gestures.map(\.label) == ["left · uikit", "right · uikit"])
            #expect(analysis.timings.count == 301)
        }
    }
}
