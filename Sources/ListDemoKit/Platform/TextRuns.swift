import CFriBidi
import CHarfBuzz

/// Characters of one line drawn together: one font, one script, one direction. HarfBuzz (through
/// SDL_ttf) shapes a run as a whole, so Arabic letters join and Devanagari forms conjuncts inside it.
struct TextRun<Font: Equatable>: Equatable {
    /// The run's characters (`Character`s, grapheme clusters), counted from the line's start in
    /// logical order — the order they were typed in.
    let characters: Range<Int>
    /// Those characters, in logical order (the shaper orders right-to-left glyphs itself).
    let text: Substring
    let font: Font
    /// The run's ISO 15924 script tag ("Latn", "Arab", "Deva"), what HarfBuzz shapes it as.
    let script: String
    /// Whether the run reads right to left (an odd bidi level: Hebrew, Arabic, and digits or
    /// punctuation between them).
    let rightToLeft: Bool
}

/// A line split into runs and ordered for display.
///
/// Decided: GNU FriBidi (Debian's libfribidi-dev) runs the Unicode bidi algorithm (UAX #9): it is
/// what Pango used for years and still ships beside it, a 150 KB C library with nothing above libc;
/// ICU's ubidi would do the same, but the app keeps ICU's 30 MB of data out of its process (it avoids
/// Foundation for that reason). HarfBuzz's Unicode data names each character's script.
enum TextRuns {
    /// `text` as runs in visual order, left to right: split where the font (`font`, asked once per
    /// character), the script or the bidi level changes. The paragraph's direction is its first
    /// strong character's (UAX #9's P2–P3, as GTK's entries do), left to right when there is none.
    /// Characters of no script of their own (spaces, digits, punctuation, combining marks) take the
    /// script of the characters before them (after them at the start), so a space does not split a run.
    /// - Complexity: O(n) for n Unicode scalars.
    static func split<Font: Equatable>(_ text: String, font: (Character) throws -> Font) rethrows -> [TextRun<Font>] {
        let characters = Array(text)
        guard !characters.isEmpty else { return [] }
        let scalars = text.unicodeScalars.map(\.value)
        let levels = visualLevels(scalars)
        // Each character's first scalar, whose level and script it takes.
        var firstScalar: [Int] = []
        firstScalar.reserveCapacity(characters.count)
        var scalarCount = 0
        for character in characters {
            firstScalar.append(scalarCount)
            scalarCount += character.unicodeScalars.count
        }
        let scripts = resolvedScripts(characters)
        // Logical runs.
        var runs: [TextRun<Font>] = []
        var start = 0
        var startIndex = text.startIndex
        var index = text.startIndex
        var runFont = try font(characters[0])
        var runOfCharacter = [Int](repeating: 0, count: characters.count)
        func endRun(at end: Int) {
            let level = levels.levels[firstScalar[start]]
            runs.append(TextRun(characters: start..<end, text: text[startIndex..<index], font: runFont,
                                script: scripts[start], rightToLeft: level % 2 == 1))
        }
        for offset in 0..<characters.count {
            let characterFont = offset == 0 ? runFont : try font(characters[offset])
            if offset > 0, characterFont != runFont || scripts[offset] != scripts[start]
                || levels.levels[firstScalar[offset]] != levels.levels[firstScalar[start]] {
                endRun(at: offset)
                start = offset
                startIndex = index
                runFont = characterFont
            }
            runOfCharacter[offset] = runs.count
            index = text.index(after: index)
        }
        endRun(at: characters.count)
        // Visual order: the runs as the reordered scalars meet them.
        var characterOfScalar = [Int](repeating: 0, count: scalars.count)
        for (offset, first) in firstScalar.enumerated() {
            let end = offset + 1 < firstScalar.count ? firstScalar[offset + 1] : scalars.count
            for scalar in first..<end { characterOfScalar[scalar] = offset }
        }
        var visual: [TextRun<Font>] = []
        var last = -1
        for logical in levels.map {
            let run = runOfCharacter[characterOfScalar[Int(logical)]]
            if run != last { visual.append(runs[run]) }
            last = run
        }
        return visual
    }

    /// Whether `value` is a scalar `plainLatinRun` takes: printable Basic Latin, Latin-1, Latin
    /// Extended-A or -B (U+0020–U+007E, U+00A0–U+024F).
    static func isPlainLatin(_ value: UInt32) -> Bool {
        (0x20...0x7E).contains(value) || (0xA0...0x24F).contains(value)
    }

    /// The one run `split` makes of `text` when every scalar is plain Latin (`isPlainLatin`) and
    /// drawn by `font` (`covers`); nil otherwise (and for an empty text). Most of what a list shows —
    /// titles, English posts, numbers — is such text, and `split`'s bidi algorithm, script lookups and
    /// per-character font choice have nothing to say about it, so a caret or a wrapped line measured
    /// many times a frame skips them: those blocks hold no right-to-left character (R, AL, AN), no
    /// explicit embedding, override or isolate, and no combining mark (each scalar is a `Character`
    /// of its own), so every bidi level is 0 (UAX #9: numbers after the paragraph's left-to-right
    /// start resolve to L, neutrals between left-to-right text and at the end take the paragraph's
    /// level); their scripts are Latin (the letters) and Common, which `split` joins into one run
    /// named Latin when it has a letter, Common otherwise. Controls (U+0000–U+001F, U+007F–U+009F),
    /// IPA and everything beyond take `split`.
    /// - Complexity: O(n) for n Unicode scalars, no allocation but the run.
    static func plainLatinRun<Font>(_ text: String, font: Font, covers: (UInt32) -> Bool) -> TextRun<Font>? {
        var count = 0
        var hasLetter = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard isPlainLatin(value), covers(value) else { return nil }
            count += 1
            hasLetter = hasLetter || isLatinLetter(value)
        }
        guard count > 0 else { return nil }
        return TextRun(characters: 0..<count, text: text[...], font: font, script: hasLetter ? "Latn" : "Zyyy",
                       rightToLeft: false)
    }

    /// Whether a plain Latin scalar is of the Latin script (Unicode's Scripts.txt): A–Z, a–z, the
    /// ordinal indicators ª and º, and U+00C0–U+024F but for × and ÷ (Common).
    private static func isLatinLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA: true
        case 0xD7, 0xF7: false
        case 0xC0...0x24F: true
        default: false
        }
    }

    /// Whether `text` is a right-to-left paragraph: its first strong character (UAX #9's P2–P3,
    /// skipping isolates) reads right to left — Hebrew, Arabic —, the rule `split` orders a line by
    /// and GTK's entries align and move their caret by. A text without a strong character (empty,
    /// digits, punctuation) is left to right.
    /// - Complexity: O(n) for n Unicode scalars.
    static func isRightToLeft(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.map(\.value)
        let count = FriBidiStrIndex(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
        fribidi_get_bidi_types(scalars, count, &types)
        return fribidi_get_par_direction(types, count) == CFriBidiParagraphRightToLeft
    }

    /// FriBidi's resolved level of every scalar of one line (after L1: trailing spaces take the
    /// paragraph's level) and its visual order (`map[visual position] = logical position`).
    private static func visualLevels(_ scalars: [UInt32]) -> (levels: [FriBidiLevel], map: [FriBidiStrIndex]) {
        let count = FriBidiStrIndex(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var map = (0..<count).map { $0 }
        var direction = CFriBidiParagraphAuto
        fribidi_get_bidi_types(scalars, count, &types)
        fribidi_get_bracket_types(scalars, count, types, &brackets)
        // Zero is FriBidi's "out of memory": the line is then drawn in logical order, left to right.
        guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) > 0,
              fribidi_reorder_line(0, types, count, 0, direction, &levels, nil, &map) > 0 else {
            return ([FriBidiLevel](repeating: 0, count: scalars.count), (0..<count).map { $0 })
        }
        return (levels, map)
    }

    /// Each character's script as an ISO 15924 tag, characters of no script of their own (HarfBuzz's
    /// Common, Inherited and Unknown) taking their neighbour's; "Zyyy" (Common) for a line that has none.
    private static func resolvedScripts(_ characters: [Character]) -> [String] {
        let functions = hb_unicode_funcs_get_default()
        let own: [hb_script_t?] = characters.map { character in
            let script = hb_unicode_script(functions, character.unicodeScalars.first!.value)
            return script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN ? nil : script
        }
        var current = own.first { $0 != nil }.flatMap { $0 } ?? HB_SCRIPT_COMMON
        return own.map { script in
            if let script { current = script }
            return tag(current)
        }
    }

    /// A HarfBuzz script as its four letters ("Arab"): the tag's bytes, most significant first.
    private static func tag(_ script: hb_script_t) -> String {
        let value = script.rawValue
        return String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }, as: UTF8.self)
    }
}
