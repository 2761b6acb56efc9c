import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Shaped text: runs of one script and direction in the bidi algorithm's visual order, carets and
    /// selections on the drawn clusters, and pictures of Arabic, Hebrew and Devanagari.
    @Suite struct TextShapingTests {
        private let body = TextStyle(size: 17)

        /// One font for every character, so runs split by script and direction alone.
        private func runs(_ text: String) -> [(text: String, script: String, rightToLeft: Bool)] {
            TextRuns.split(text) { _ in 0 }.map { (String($0.text), $0.script, $0.rightToLeft) }
        }

        // MARK: Runs

        /// Each script is a run of its own, in its direction: Hebrew and Arabic right to left,
        /// Devanagari left to right; spaces between words of one script stay in its run.
        @Test func eachScriptIsARunInItsDirection() {
            #expect(runs("Hello world").map(\.script) == ["Latn"] && runs("Hello world")[0].rightToLeft == false)
            let hebrew = runs("שלום עולם")
            #expect(hebrew.count == 1 && hebrew[0].script == "Hebr" && hebrew[0].rightToLeft)
            let arabic = runs("مرحبا بالعالم")
            #expect(arabic.count == 1 && arabic[0].script == "Arab" && arabic[0].rightToLeft)
            let devanagari = runs("नमस्ते क्षत्रिय")
            #expect(devanagari.count == 1 && devanagari[0].script == "Deva" && !devanagari[0].rightToLeft)
        }

        /// UAX #9 on a left-to-right line (what `fribidi` and Pango give): the Hebrew word and the
        /// number after it read right to left as one group, so the number is drawn left of the word.
        @Test func aMixedLineIsOrderedByTheBidiAlgorithm() {
            let line = runs("abc שלום 123")
            #expect(line.map(\.text) == ["abc ", "123", "שלום "])
            #expect(line.map(\.rightToLeft) == [false, false, true])
        }

        /// A line whose first strong character is Hebrew is a right-to-left paragraph: the Latin
        /// word typed after the Hebrew one is drawn to its left.
        @Test func aLineStartingInHebrewReadsRightToLeft() {
            #expect(runs("שלום abc").map(\.text) == ["abc", "שלום "])
        }

        /// A run also ends where the font changes (a character the face lacks), in logical order.
        @Test func aFontChangeSplitsARun() {
            let split = TextRuns.split("ab中文cd") { $0.unicodeScalars.first!.value > 0x3000 ? 1 : 0 }
            #expect(split.map { String($0.text) } == ["ab", "中文", "cd"])
            #expect(split.map(\.characters) == [0..<2, 2..<4, 4..<6])
        }

        /// Plain Latin text the face draws skips the bidi algorithm, the script lookups and the
        /// per-character font choice (`TextRuns.plainLatinRun`) and must come out as the one run
        /// `split` makes: every scalar of the blocks it takes, alone and in lines — equal runs are
        /// equal calls to SDL_ttf, so equal pixels. Lines it must leave to `split` (Hebrew, a combining
        /// mark, a control, an override, IPA, CJK, a character the face lacks) it leaves.
        @Test func plainLatinTextIsTheOneRunSplitMakes() {
            let font: (Character) -> Int = { _ in 0 }
            let every = (UInt32(0x20)...0x24F).filter(TextRuns.isPlainLatin).compactMap(Unicode.Scalar.init).map { String($0) }
            let lines = ["Hello, world!", "123 ...", "Ünïcödé × 3 ÷ 2 = ½", "µ 5", "(a [b] {c}) 42%", "Ǆ ȸ ɏ ª º",
                         "a\u{00AD}b", "  trailing  ", "Ada Lovelace"]
            for text in every + lines {
                let fast = TextRuns.plainLatinRun(text, font: 0, covers: { _ in true })
                #expect(fast != nil && [fast!] == TextRuns.split(text, font: font),
                        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
            for text in ["abc שלום", "e\u{301}", "a\tb", "\u{7F}", "\u{85}", "ab中文cd", "abc\u{202E}def", "ɐ", "12 مرحبا", ""] {
                #expect(TextRuns.plainLatinRun(text, font: 0, covers: { _ in true }) == nil, "\(text)")
            }
            #expect(TextRuns.plainLatinRun("abc", font: 0, covers: { $0 != 0x62 }) == nil, "b is not in the face")
        }

        // MARK: Carets and clusters

        /// A Devanagari conjunct is one cluster: one character to the editor (Unicode's GB9c, as
        /// HarfBuzz draws क्ष as one glyph), so the caret steps over it whole and never stands inside it.
        @Test func aDevanagariConjunctIsOneCaretStep() throws {
            let text = "क्षत्रिय"
            #expect(text.count == 3 && text.unicodeScalars.count == 8)
            var editor = TextFieldEditor(text: text, caret: 0)
            _ = editor.apply(key: "Right")
            #expect(editor.caret == 1)
            let canvas = try PlatformTestSupport.canvas(width: 300, height: 60)
            // The caret after the first cluster stands where the conjunct drawn alone ends — not after
            // क (a caret counting scalars).
            let afterConjunct = try canvas.caretX(at: 1, in: text, style: body)
            #expect(afterConjunct == (try canvas.measure(text: "क्ष", style: body)).width)
            // (In Noto Sans Devanagari at 17 px the conjunct is 13 px wide, क alone 14.)
            #expect(afterConjunct != (try canvas.measure(text: "क", style: body)).width)
            let edges = try (0...3).map { try canvas.caretX(at: $0, in: text, style: body) }
            #expect(edges == edges.sorted() && Set(edges).count == 4, "\(edges)")
            #expect(edges.last == (try canvas.measure(text: text, style: body)).width)
        }

        /// In Hebrew the caret starts at the right edge and moves left as the text goes on.
        @Test func aHebrewCaretMovesFromRightToLeft() throws {
            let canvas = try PlatformTestSupport.canvas(width: 300, height: 60)
            let text = "שלום"
            let width = try canvas.measure(text: text, style: body).width
            let edges = try (0...4).map { try canvas.caretX(at: $0, in: text, style: body) }
            #expect(edges.first == width && edges.last == 0)
            #expect(edges == edges.sorted(by: >) && Set(edges).count == 5, "\(edges)")
            // After ש, the caret stands where ש ends: its drawn width from the right edge.
            #expect(edges[1] == width - (try canvas.measure(text: "ש", style: body)).width)
        }

        /// In joined Arabic the caret steps leftwards through the word, every edge inside it, and the
        /// joined word is narrower than its letters drawn apart (what joining does to DejaVu's forms).
        @Test func anArabicCaretStepsThroughTheJoinedWord() throws {
            let canvas = try PlatformTestSupport.canvas(width: 300, height: 60)
            let text = "مرحبا"
            let width = try canvas.measure(text: text, style: body).width
            let edges = try (0...5).map { try canvas.caretX(at: $0, in: text, style: body) }
            #expect(edges.first == width && edges.last == 0)
            #expect(edges == edges.sorted(by: >) && Set(edges).count == 6, "\(edges)")
            let apart = try text.map { try canvas.measure(text: String($0), style: body).width }.reduce(0, +)
            #expect(width != apart)
        }

        /// On a mixed line the caret sits at the drawn edge of the character before it: through "abc "
        /// left to right, then through the Hebrew word from its right end leftwards.
        @Test func aMixedLinesCaretFollowsEachRunsDirection() throws {
            let canvas = try PlatformTestSupport.canvas(width: 300, height: 60)
            let text = "abc שלום"
            let latin = try canvas.measure(text: "abc ", style: body).width
            let whole = try canvas.measure(text: text, style: body).width
            let edges = try (0...8).map { try canvas.caretX(at: $0, in: text, style: body) }
            #expect(edges[4] == latin && edges[8] == latin)
            #expect(edges[5] == whole - (try canvas.measure(text: "ש", style: body)).width)
            #expect(Array(edges[0...4]) == edges[0...4].sorted() && Array(edges[5...8]) == edges[5...8].sorted(by: >))
        }

        /// A selection from "c" into the Hebrew word covers two separate spans as drawn: the end of
        /// the Latin run, and the right end of the Hebrew one — not one band between two carets.
        @Test func aSelectionAcrossDirectionsCoversEachRunItReaches() throws {
            let canvas = try PlatformTestSupport.canvas(width: 300, height: 60)
            let text = "abc שלום"
            let spans = try canvas.spans(of: 2..<6, in: text, style: body)
            let whole = try canvas.measure(text: text, style: body).width
            let ab = try canvas.measure(text: "ab", style: body).width
            let latin = try canvas.measure(text: "abc ", style: body).width
            let hebrewStart = try canvas.caretX(at: 6, in: text, style: body)
            #expect(spans == [ab..<latin, hebrewStart..<whole], "\(spans)")
            // Selecting everything is the whole line, one span.
            #expect(try canvas.spans(of: 0..<8, in: text, style: body) == [0..<whole])
        }

        /// A click at a caret's place finds that boundary again, in both directions: every boundary
        /// inside a run (at a run's edge, two boundaries share one place).
        @Test func aClickFindsTheBoundaryDrawnThere() throws {
            let canvas = try PlatformTestSupport.canvas(width: 300, height: 60)
            for text in ["abc שלום xyz", "मरहबा नमस्ते", "مرحبا 42", "ab中文cd"] {
                let count = text.count
                let carets = try (0...count).map { try canvas.caretX(at: $0, in: text, style: body) }
                for offset in 1..<count {
                    let found = try canvas.offset(nearestTo: carets[offset], in: text, style: body)
                    #expect(carets[found] == carets[offset], "\(text) at \(offset): found \(found)")
                }
                // Beside the line: the boundary drawn at the line's end on that side.
                let width = try canvas.measure(text: text, style: body).width
                for (x, end) in [(-50.0, 0.0), (width + 50, width)] where !text.hasPrefix("م") {
                    let found = try canvas.offset(nearestTo: x, in: text, style: body)
                    #expect(carets[found] == end, "\(text) at \(x): found \(found)")
                }
            }
            // Where runs of both directions meet, two boundaries are drawn at one place, and a caret
            // is drawn after the character before it (GTK's strong cursor). Left of "42 مرحبا" is the
            // boundary before 4, offset 6, whose caret stands after the space — the space read right to
            // left, so at its left edge, right of "42".
            let text = "مرحبا 42"
            #expect(try canvas.offset(nearestTo: -50, in: text, style: body) == 6)
            #expect(try canvas.caretX(at: 6, in: text, style: body) == (try canvas.measure(text: "42", style: body)).width)
        }

        // MARK: Right-to-left fields

        /// A text's direction is its first strong character's (UAX #9's P2–P3, GTK's rule for an
        /// entry): digits and punctuation before it do not decide, and a text without one is left to right.
        @Test func aTextReadsRightToLeftByItsFirstStrongCharacter() {
            #expect(TextRuns.isRightToLeft("שלום abc"))
            #expect(TextRuns.isRightToLeft("مرحبا"))
            #expect(TextRuns.isRightToLeft("12, שלום"), "digits and punctuation are weak")
            #expect(!TextRuns.isRightToLeft("abc שלום"))
            #expect(!TextRuns.isRightToLeft("नमस्ते"))
            #expect(!TextRuns.isRightToLeft("123 ..."), "no strong character: left to right")
            #expect(!TextRuns.isRightToLeft(""))
        }

        /// A field typed in Hebrew is aligned to its right edge, the caret's width inside; Left moves
        /// the caret on through the text (drawn leftwards) and Right back, Home goes to the text's
        /// start at the right edge, and Shift+Left from there selects the first letter, drawn rightmost.
        @Test func aRightToLeftFieldIsAlignedRightAndItsArrowsMoveAsDrawn() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let script = """
                0.1 key Tab
                0.2 type שלום
                0.3 key Right
                0.4 key Left
                0.5 key Left
                0.6 key Home
                0.7 key shift+Left

                """
            let driver = try HeadlessDriver(["form", "--size", "480x400",
                                             "--save-to", directory.appendingPathComponent("c.json").path], script: script)
            let scene = try #require(driver.app.scene as? FormScene)
            // The field's text area in window points (the form's rows span the window).
            let textLeft = FormScene.labelWidth + 8, textRight = 480 - Theme.rowPadding - 8
            let width = try driver.canvas.measure(text: "שלום", style: body).width
            var carets: [Int: Double] = [:]
            func caret(at time: Double) throws -> (offset: Int, x: Double, layout: TextFieldLayout) {
                try driver.run(until: time)
                let layout = try #require(driver.app.shown?.top.list.textField)
                let offset = try #require(scene.focus?.caret)
                let x = textLeft - layout.scroll + layout.caretX
                carets[offset] = x
                return (offset, x, layout)
            }
            let typed = try caret(at: 0.25)
            #expect(typed.offset == 4 && scene.focus?.rightToLeft == true)
            // Aligned right: the text's right end (the caret before its first letter) is the caret's
            // width inside the area, its left end the text's width further left.
            #expect(abs(textLeft - typed.layout.scroll + width + FormScene.caretWidth - textRight) < 1e-9)
            #expect(abs(typed.x - (textRight - FormScene.caretWidth - width)) < 1e-9, "the caret after the last letter, leftmost")
            let right = try caret(at: 0.35)
            #expect(right.offset == 3 && right.x > typed.x, "Right goes back through the text, rightwards")
            #expect(try caret(at: 0.45).offset == 4, "Left goes on, leftwards")
            #expect(try caret(at: 0.55).offset == 4, "at the text's end, drawn leftmost, Left stops")
            let home = try caret(at: 0.65)
            #expect(home.offset == 0 && abs(home.x - (textRight - FormScene.caretWidth)) < 1e-9)
            let selected = try caret(at: 0.75)
            #expect(scene.focus?.anchor == 0 && selected.offset == 1)
            let first = try driver.canvas.measure(text: "ש", style: body).width
            #expect(selected.layout.selection == [(width - first)..<width], "the first letter, at the right end")
            // The caret's place at every offset went leftwards as the offset grew.
            let xs = carets.sorted { $0.key < $1.key }.map(\.value)
            #expect(xs == xs.sorted(by: >) && xs.count == 4, "\(carets)")
        }

        /// Right-to-left fields as a user types them: Hebrew and Arabic aligned right, an Arabic line
        /// ending in Latin and digits (still a right-to-left paragraph: the Latin drawn at its left),
        /// a Hebrew text longer than its field showing its start at the right edge, and the field
        /// being edited with its first two letters selected by Shift+Left from Home, at the right end.
        @Test(arguments: [1.0, 2.0])
        func rightToLeftFields(scale: Double) throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let script = """
                0.1 key Tab
                0.2 type שלום עולם
                0.3 key Tab
                0.4 type مرحبا بالعالم abc 42
                0.5 key Tab
                0.6 type זהו משפט ארוך מאוד שאינו נכנס בשדה אחד
                0.7 key Tab
                0.8 type עברית ועוד
                0.9 key Home
                0.91 key shift+Left
                0.92 key shift+Left

                """
            let driver = try HeadlessDriver(["form", "--scale", String(scale),
                                             "--save-to", directory.appendingPathComponent("c.json").path],
                                            script: script)
            try driver.run(until: 1.1)
            assertImageSnapshot(of: try driver.canvas.readPixels(), named: "form-right-to-left-\(Int(scale))x")
        }

        // MARK: Fonts

        /// The Devanagari picture below expects Noto Sans Devanagari (Debian's fonts-noto-core, which
        /// ./dev installs) to draw what DejaVu lacks; fontconfig's own answer must agree.
        @Test func devanagariFallsBackToNotoSansDevanagari() {
            let chosen = FontFallback(family: FontFaces.bundledFamily, bold: false).face(for: "क")?.family
            #expect(chosen == "Noto Sans Devanagari", "install fonts-noto-core (./dev does); got \(chosen ?? "no font")")
        }

        // MARK: Pictures

        /// Four fields as a user types them: Arabic joined and right to left, Hebrew right to left,
        /// Devanagari with its conjuncts (Noto Sans Devanagari), and a mixed line whose selection,
        /// made with Shift+Left from its end, covers the Arabic word and the number before it.
        @Test(arguments: [1.0, 2.0])
        func shapedTextInTheForm(scale: Double) throws {
            try #require(FontFallback(family: FontFaces.bundledFamily, bold: false).face(for: "क")?.family
                         == "Noto Sans Devanagari", "see devanagariFallsBackToNotoSansDevanagari")
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let script = """
                0.1 key Tab
                0.2 type مرحبا بالعالم
                0.3 key Tab
                0.4 type שלום עולם
                0.5 key Tab
                0.6 type नमस्ते क्षत्रिय
                0.7 key Tab
                0.8 type abc שלום 123 مرحبا
                0.9 key shift+Left
                0.91 key shift+Left
                0.92 key shift+Left

                """
            let driver = try HeadlessDriver(["form", "--scale", String(scale),
                                             "--save-to", directory.appendingPathComponent("c.json").path],
                                            script: script)
            try driver.run(until: 1.1)
            assertImageSnapshot(of: try driver.canvas.readPixels(), named: "form-shaped-\(Int(scale))x")
        }
    }
}
