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
