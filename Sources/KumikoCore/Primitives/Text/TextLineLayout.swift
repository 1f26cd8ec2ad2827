import Foundation

/// A line of laid-out text.
struct TextLine: Equatable {
    /// The pieces of this line in order, each tagged with the index of the input run it came from.
    /// Consecutive characters of one run share a segment; a line never holds an empty segment.
    var segments: [TextSegment]
    /// Width of the line, in the unit its glyphs were measured in (points; columns for `layout(runs:maxColumns:)`).
    var width: CGFloat

    /// Creates a line.
    init(segments: [TextSegment], width: CGFloat) {
        self.segments = segments
        self.width = width
    }

    /// Creates a line measured in columns.
    init(segments: [TextSegment], columns: Int) { self.init(segments: segments, width: CGFloat(columns)) }

    /// The width as a whole number of columns (for lines measured in columns).
    var columns: Int { width.clampedInt() }
}

/// A piece of a line that comes from one input run; the caller styles it by `run`.
struct TextSegment: Equatable {
    /// Index of the input run this text came from.
    var run: Int
    /// The text shown, without line breaks or the spaces a line was broken at.
    var text: String
}

/// Where a text that has more lines than allowed loses characters to make room for "…".
enum TextTruncation {
    /// "…" followed by the end of the text.
    case head
    /// The start of the line, "…", then the end of the text.
    case middle
    /// The start of the line followed by "…".
    case tail
}

/// Breaks styled text runs into lines no wider than a width, each glyph measured by the platform's text measurer
/// (the terminal's glyphs are one or two cells wide; a proportional font's have their advances).
///
/// The runs are concatenated in order; each run's characters are taken on their own, so a grapheme cluster
/// never spans two runs. Hard line breaks are any `Character.isNewline` ("\n", "\r\n", "\r", "\u{2028}", …).
/// Tabs are shown and counted as one space.
enum TextLineLayout {
    /// Lays out `runs` (concatenated in order) into lines.
    ///
    /// - Parameters:
    ///   - maxColumns: nil lays out one line per hard line. Otherwise lines are broken so none is wider: at spaces
    ///     (the spaces at a break are dropped, so they neither start the next line nor count toward `columns`),
    ///     after hyphens, and before or after any wide (CJK, emoji) character — except where Japanese and Chinese
    ///     typesetting forbid it (kinsoku shori, `LineBreakRestriction`): no line starts with closing punctuation,
    ///     。、，．？！, small kana, ー or iteration marks, and none ends with an opening bracket; the character
    ///     before the forbidden break moves to the next line with it. A line with no allowed break, and a word
    ///     wider than a line, is broken between characters. A wide character never straddles two lines: if it
    ///     doesn't fit it moves to the next one, and with `maxColumns == 1` it can never fit and is dropped.
    ///     `maxColumns <= 0` returns `[]`.
    ///   - maxLines: nil keeps every line. Otherwise at most that many lines are kept (`maxLines <= 0` returns
    ///     `[]`) and, if text was cut, the last kept line is rebuilt from the rest of the text as "…" plus what
    ///     fits in `maxColumns` according to `truncation`: `.tail` keeps the start of its hard line, `.head`
    ///     the end of the text's last hard line, `.middle` both (the start gets the larger half). Spaces next to
    ///     the "…" are dropped; the "…" carries the run of the character it replaces. With `maxColumns` nil
    ///     nothing is cut for width, so `.tail` simply appends "…".
    ///   - truncation: Which part of the last line gives way to "…".
    /// - Returns: The lines, top to bottom. Empty text (no runs, or only empty runs) has zero size and returns
    ///   `[]`; an empty hard line inside the text is a line with no segments and zero columns.
    static func layout(runs: [String], maxColumns: Int?, maxLines: Int?, truncation: TextTruncation) -> [TextLine] {
        layout(runs: runs, maxWidth: maxColumns.map { CGFloat($0) }, maxLines: maxLines, truncation: truncation) { character, _ in
            CGFloat(EastAsianWidth.columns(of: character))
        }
    }

    /// Lays out `runs` (concatenated in order) into lines no wider than `maxWidth`, each character's advance
    /// given by `advance(character, run)`: as `layout(runs:maxColumns:maxLines:truncation:)` with widths in any
    /// unit. Glyphs that are East Asian wide (`EastAsianWidth`) allow breaks before and after them, within the
    /// rules of `LineBreakRestriction`. A line may exceed `maxWidth` by 1/1000 of a unit (rounding in measured
    /// advances).
    static func layout(
        runs: [String], maxWidth: CGFloat?, maxLines: Int?, truncation: TextTruncation,
        advance: (Character, Int) -> CGFloat
    ) -> [TextLine] {
        if let maxWidth, !(maxWidth > 0) { return [] }
        if let maxLines, maxLines <= 0 { return [] }
        let glyphs = Glyph.glyphs(of: runs, advance: advance)
        if glyphs.isEmpty { return [] }
        let columnLimit = maxWidth.map { $0.isFinite ? $0 + 1e-3 : .greatestFiniteMagnitude } ?? .greatestFiniteMagnitude
        // One line more than allowed is enough to know whether text was cut.
        let ranges = lineRanges(glyphs, maxColumns: columnLimit, limit: maxLines.map { $0 + 1 } ?? .max)
        guard let maxLines, ranges.count > maxLines else {
            return ranges.map { line(of: glyphs[$0]) }
        }
        var lines = ranges[..<(maxLines - 1)].map { line(of: glyphs[$0]) }
        let rest = glyphs[ranges[maxLines - 1].lowerBound...]
        let ellipsis = Glyph(character: "…", width: advance("…", rest[rest.startIndex].run), run: rest[rest.startIndex].run, kind: .other)
        let budget = columnLimit == .greatestFiniteMagnitude ? columnLimit : columnLimit - ellipsis.width
        lines.append(truncatedLine(rest, budget: budget, ellipsis: ellipsis, truncation: truncation))
        return lines
    }

    /// The width in cells of the widest hard line, without wrapping: the text's ideal width.
    static func idealColumns(runs: [String]) -> Int {
        var widest: CGFloat = 0
        var current: CGFloat = 0
        for glyph in Glyph.glyphs(of: runs, advance: { character, _ in CGFloat(EastAsianWidth.columns(of: character)) }) {
            if glyph.kind == .newline {
                widest = max(widest, current)
                current = 0
            } else {
                current += glyph.width
            }
        }
        return max(widest, current).clampedInt()
    }

    /// The glyph ranges of the first `limit` lines, breaking greedily so no line exceeds `maxColumns`.
    /// Runs in time linear in the glyph count: a glyph is scanned again at most once, after a line breaks
    /// before it.
    private static func lineRanges(_ glyphs: [Glyph], maxColumns: CGFloat, limit: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var hardLineStart = 0
        while lines.count < limit {
            let hardLineEnd = glyphs[hardLineStart...].firstIndex { $0.kind == .newline } ?? glyphs.endIndex
            if hardLineStart == hardLineEnd {
                lines.append(hardLineStart..<hardLineEnd)
            }
            var start = hardLineStart
            while start < hardLineEnd && lines.count < limit {
                let (shown, next) = nextLine(glyphs, from: start, to: hardLineEnd, maxColumns: maxColumns)
                if !shown.isEmpty { lines.append(shown) }
                start = next
            }
            guard hardLineEnd < glyphs.endIndex else { break }
            hardLineStart = hardLineEnd + 1
        }
        return lines
    }

    /// The longest line starting at `start` within the hard line ending at `end`: the glyphs it shows and where
    /// the next line starts. `shown` is empty only when the first glyph can never fit (a wide glyph in one column),
    /// which is then skipped.
    private static func nextLine(
        _ glyphs: [Glyph], from start: Int, to end: Int, maxColumns: CGFloat
    ) -> (shown: Range<Int>, next: Int) {
        var width: CGFloat = 0
        var breakAt: (shownEnd: Int, next: Int)?  // The last place this line may end at.
        var index = start
        while index < end {
            let glyph = glyphs[index]
            if glyph.kind == .space {
                let spacesEnd = glyphs[index..<end].firstIndex { $0.kind != .space } ?? end
                if spacesEnd == end {
                    // Spaces ending the hard line are kept as far as they fit.
                    var kept = index
                    while kept < end, width + glyphs[kept].width <= maxColumns {
                        width += glyphs[kept].width
                        kept += 1
                    }
                    return (start..<kept, end)
                }
                if index > start { breakAt = (index, spacesEnd) }
                width += glyphs[index..<spacesEnd].reduce(0) { $0 + $1.width }
                index = spacesEnd
                continue
            }
            if index > start && breaksBetween(glyphs[index - 1], glyph) { breakAt = (index, index) }
            if width + glyph.width > maxColumns {
                if let breakAt { return (start..<breakAt.shownEnd, breakAt.next) }
                return index > start ? (start..<index, index) : (start..<start, start + 1)
            }
            width += glyph.width
            index += 1
        }
        return (start..<end, end)
    }

    /// Whether a line may break between two adjacent non-space glyphs: after a hyphen, or next to a wide glyph,
    /// unless `after` may not start a line or `before` may not end one (JLReq §3.1.7 and §3.1.8). The glyphs
    /// are classified only here, at a possible break, so text without hyphens or wide glyphs pays nothing.
    private static func breaksBetween(_ before: Glyph, _ after: Glyph) -> Bool {
        guard before.kind != .space, before.kind == .hyphen || before.isWide || after.isWide else { return false }
        return LineBreakRestriction(after.character) != .notAtLineStart
            && LineBreakRestriction(before.character) != .notAtLineEnd
    }

    /// The last kept line of cut text, rebuilt from `rest` (the text from that line's start to the end)
    /// as at most `budget` of text plus "…".
    private static func truncatedLine(
        _ rest: ArraySlice<Glyph>, budget: CGFloat, ellipsis: Glyph, truncation: TextTruncation
    ) -> TextLine {
        var prefix = rest.startIndex..<rest.startIndex
        var suffix = rest.endIndex..<rest.endIndex
        switch truncation {
        case .tail:
            prefix = fittingPrefix(rest, limit: budget).range
        case .head:
            suffix = fittingSuffix(rest, limit: budget)
        case .middle:
            // The start gets the glyphs whose middles lie in the first half of the budget (the larger half).
            let (range, width) = fittingPrefix(rest, limit: budget) { width, glyph in width + glyph.width / 2 <= budget / 2 }
            prefix = range
            suffix = fittingSuffix(rest[range.upperBound...], limit: budget - width)
        }
        let prefixEnd = (rest[prefix].lastIndex { $0.kind != .space } ?? prefix.lowerBound - 1) + 1
        let suffixStart = rest[suffix].firstIndex { $0.kind != .space } ?? suffix.upperBound
        let replaced = truncation == .head ? suffix.lowerBound - 1 : prefix.upperBound
        let run = rest[min(max(replaced, rest.startIndex), rest.endIndex - 1)].run
        var ellipsis = ellipsis
        ellipsis.run = run
        return line(of: rest[prefix.lowerBound..<prefixEnd] + [ellipsis] + rest[suffixStart..<suffix.upperBound])
    }

    /// The longest start of `glyphs`' first hard line at most `limit` cells wide, and its width.
    private static func fittingPrefix(
        _ glyphs: ArraySlice<Glyph>, limit: CGFloat, while admits: (CGFloat, Glyph) -> Bool = { _, _ in true }
    ) -> (range: Range<Int>, width: CGFloat) {
        var width: CGFloat = 0
        var end = glyphs.startIndex
        while end < glyphs.endIndex, glyphs[end].kind != .newline, width + glyphs[end].width <= limit,
              admits(width, glyphs[end]) {
            width += glyphs[end].width
            end += 1
        }
        return (glyphs.startIndex..<end, width)
    }

    /// The longest end of `glyphs`' last hard line at most `limit` cells wide.
    private static func fittingSuffix(_ glyphs: ArraySlice<Glyph>, limit: CGFloat) -> Range<Int> {
        var width: CGFloat = 0
        var start = glyphs.endIndex
        while start > glyphs.startIndex, glyphs[start - 1].kind != .newline, width + glyphs[start - 1].width <= limit {
            width += glyphs[start - 1].width
            start -= 1
        }
        return start..<glyphs.endIndex
    }

    /// The line showing `glyphs`, grouped into segments by run.
    private static func line(of glyphs: some Sequence<Glyph>) -> TextLine {
        var line = TextLine(segments: [], width: 0)
        var segment = TextSegment(run: -1, text: "")
        for glyph in glyphs {
            line.width += glyph.width
            if glyph.run != segment.run {
                if !segment.text.isEmpty { line.segments.append(segment) }
                segment = TextSegment(run: glyph.run, text: "")
            }
            segment.text.append(glyph.character)
        }
        if !segment.text.isEmpty { line.segments.append(segment) }
        return line
    }
}

extension TextLineLayout {
    /// One character of the input, measured and classified once.
    private struct Glyph {
        /// How a glyph takes part in line breaking.
        enum Kind {
            /// A hard line break; never shown.
            case newline
            /// A space or tab: lines break at it and drop it there.
            case space
            /// A hyphen: lines may break after it.
            case hyphen
            /// Anything else.
            case other
        }

        /// The character shown (a tab becomes a space).
        var character: Character
        /// The advance.
        var width: CGFloat
        /// Whether the glyph is East Asian wide (lines may break before and after it).
        var isWide = false
        /// Index of the input run it came from.
        var run: Int
        /// Its part in line breaking.
        var kind: Kind

        /// The glyphs of `runs`, concatenated in order.
        ///
        /// A run of ASCII text (most labels) is read byte by byte, without grapheme breaking, and measures each
        /// distinct byte once: a run's font is the same for all its characters, so an advance depends on the byte
        /// alone. Other runs are read by grapheme cluster.
        static func glyphs(of runs: [String], advance: (Character, Int) -> CGFloat) -> [Glyph] {
            var glyphs: [Glyph] = []
            glyphs.reserveCapacity(runs.reduce(0) { $0 + $1.utf8.count })
            func measured(_ glyph: inout Glyph) {
                if glyph.kind != .newline, glyph.columns > 0 {
                    let measured = advance(glyph.character, glyph.run)
                    glyph.width = measured.isFinite && measured > 0 ? min(measured, 1e9) : 0
                } else {
                    glyph.width = 0
                }
            }
            var asciiAdvances: [CGFloat] = []
            for (run, text) in runs.enumerated() {
                guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
                    for character in text {
                        var glyph = Glyph(character, run: run)
                        measured(&glyph)
                        glyphs.append(glyph)
                    }
                    continue
                }
                if asciiAdvances.isEmpty { asciiAdvances = Array(repeating: -1, count: 128) } else {
                    for index in asciiAdvances.indices { asciiAdvances[index] = -1 }
                }
                var previous: UInt8 = 0
                for byte in text.utf8 {
                    defer { previous = byte }
                    // "\r\n" is one cluster: its "\r" already made the line break.
                    if byte == 0x0A, previous == 0x0D { continue }
                    var glyph = Glyph(ascii: byte, run: run)
                    if asciiAdvances[Int(byte)] < 0 {
                        measured(&glyph)
                        asciiAdvances[Int(byte)] = glyph.width
                    } else {
                        glyph.width = asciiAdvances[Int(byte)]
                    }
                    glyphs.append(glyph)
                }
            }
            return glyphs
        }

        /// Columns taken in a grid of characters (East Asian Width), which decides breaking and zero width.
        private(set) var columns = 0

        /// Classifies `character` from input run `run`.
        init(_ character: Character, run: Int) {
            if let ascii = character.asciiValue {
                self = Glyph(ascii: ascii, run: run)
                return
            }
            self.character = character
            self.run = run
            if character.isNewline {
                (columns, kind) = (0, .newline)
            } else {
                (columns, kind) = (EastAsianWidth.columns(of: character), character == "\u{2010}" ? .hyphen : .other)
            }
            width = CGFloat(columns)
            isWide = columns == 2
        }

        /// Classifies the ASCII character `ascii` from input run `run`.
        init(ascii: UInt8, run: Int) {
            character = Self.asciiCharacters[Int(ascii & 0x7F)]
            self.run = run
            switch ascii {
            case 0x20, 0x09:
                (character, columns, kind) = (" ", 1, .space)
            case 0x0A, 0x0B, 0x0C, 0x0D:
                (columns, kind) = (0, .newline)
            default:
                (columns, kind) = (EastAsianWidth.columns(ascii: ascii), ascii == 0x2D ? .hyphen : .other)
            }
            width = CGFloat(columns)
        }

        /// The 128 ASCII characters, made once.
        private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

        /// A glyph with the given parts.
        init(character: Character, width: CGFloat, run: Int, kind: Kind) {
            self.character = character
            self.width = width
            self.run = run
            self.kind = kind
        }
    }
}
