/// A line of laid-out text.
struct TextLine: Equatable {
    /// The pieces of this line in order, each tagged with the index of the input run it came from.
    /// Consecutive characters of one run share a segment; a line never holds an empty segment.
    var segments: [TextSegment]
    /// Width of the line in cells.
    var columns: Int
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

/// Breaks styled text runs into terminal lines measured in cells (see `CellWidth`).
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
    ///     after hyphens, and before or after any wide (CJK, emoji) character; a word wider than a line is broken
    ///     between characters. A wide character never straddles two lines: if it doesn't fit it moves to the next
    ///     one, and with `maxColumns == 1` it can never fit and is dropped. `maxColumns <= 0` returns `[]`.
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
        if let maxColumns, maxColumns <= 0 { return [] }
        if let maxLines, maxLines <= 0 { return [] }
        let glyphs = Glyph.glyphs(of: runs)
        if glyphs.isEmpty { return [] }
        let columnLimit = maxColumns ?? .max
        // One line more than allowed is enough to know whether text was cut.
        let ranges = lineRanges(glyphs, maxColumns: columnLimit, limit: maxLines.map { $0 + 1 } ?? .max)
        guard let maxLines, ranges.count > maxLines else {
            return ranges.map { line(of: glyphs[$0]) }
        }
        var lines = ranges[..<(maxLines - 1)].map { line(of: glyphs[$0]) }
        let rest = glyphs[ranges[maxLines - 1].lowerBound...]
        lines.append(truncatedLine(rest, budget: columnLimit == .max ? .max : columnLimit - 1, truncation: truncation))
        return lines
    }

    /// The width in cells of the widest hard line, without wrapping: the text's ideal width.
    static func idealColumns(runs: [String]) -> Int {
        var widest = 0
        var current = 0
        for glyph in Glyph.glyphs(of: runs) {
            if glyph.kind == .newline {
                widest = max(widest, current)
                current = 0
            } else {
                current += glyph.width
            }
        }
        return max(widest, current)
    }

    /// The glyph ranges of the first `limit` lines, breaking greedily so no line exceeds `maxColumns`.
    /// Runs in time linear in the glyph count: a glyph is scanned again at most once, after a line breaks
    /// before it.
    private static func lineRanges(_ glyphs: [Glyph], maxColumns: Int, limit: Int) -> [Range<Int>] {
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
        _ glyphs: [Glyph], from start: Int, to end: Int, maxColumns: Int
    ) -> (shown: Range<Int>, next: Int) {
        var width = 0
        var breakAt: (shownEnd: Int, next: Int)?  // The last place this line may end at.
        var index = start
        while index < end {
            let glyph = glyphs[index]
            if glyph.kind == .space {
                let spacesEnd = glyphs[index..<end].firstIndex { $0.kind != .space } ?? end
                if spacesEnd == end {
                    // Spaces ending the hard line are kept as far as they fit.
                    return (start..<index + min(end - index, maxColumns - width), end)
                }
                if index > start { breakAt = (index, spacesEnd) }
                width += spacesEnd - index
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

    /// Whether a line may break between two adjacent non-space glyphs: after a hyphen, or next to a wide glyph.
    private static func breaksBetween(_ before: Glyph, _ after: Glyph) -> Bool {
        before.kind != .space && (before.kind == .hyphen || before.width == 2 || after.width == 2)
    }

    /// The last kept line of cut text, rebuilt from `rest` (the text from that line's start to the end)
    /// as at most `budget` cells of text plus "…".
    private static func truncatedLine(_ rest: ArraySlice<Glyph>, budget: Int, truncation: TextTruncation) -> TextLine {
        var prefix = rest.startIndex..<rest.startIndex
        var suffix = rest.endIndex..<rest.endIndex
        switch truncation {
        case .tail:
            prefix = fittingPrefix(rest, limit: budget).range
        case .head:
            suffix = fittingSuffix(rest, limit: budget)
        case .middle:
            let (range, width) = fittingPrefix(rest, limit: budget - budget / 2)
            prefix = range
            suffix = fittingSuffix(rest[range.upperBound...], limit: budget - width)
        }
        let prefixEnd = (rest[prefix].lastIndex { $0.kind != .space } ?? prefix.lowerBound - 1) + 1
        let suffixStart = rest[suffix].firstIndex { $0.kind != .space } ?? suffix.upperBound
        let replaced = truncation == .head ? suffix.lowerBound - 1 : prefix.upperBound
        let run = rest[min(max(replaced, rest.startIndex), rest.endIndex - 1)].run
        let ellipsis = Glyph(character: "…", width: 1, run: run, kind: .other)
        return line(of: rest[prefix.lowerBound..<prefixEnd] + [ellipsis] + rest[suffixStart..<suffix.upperBound])
    }

    /// The longest start of `glyphs`' first hard line at most `limit` cells wide, and its width.
    private static func fittingPrefix(_ glyphs: ArraySlice<Glyph>, limit: Int) -> (range: Range<Int>, width: Int) {
        var width = 0
        var end = glyphs.startIndex
        while end < glyphs.endIndex, glyphs[end].kind != .newline, width + glyphs[end].width <= limit {
            width += glyphs[end].width
            end += 1
        }
        return (glyphs.startIndex..<end, width)
    }

    /// The longest end of `glyphs`' last hard line at most `limit` cells wide.
    private static func fittingSuffix(_ glyphs: ArraySlice<Glyph>, limit: Int) -> Range<Int> {
        var width = 0
        var start = glyphs.endIndex
        while start > glyphs.startIndex, glyphs[start - 1].kind != .newline, width + glyphs[start - 1].width <= limit {
            width += glyphs[start - 1].width
            start -= 1
        }
        return start..<glyphs.endIndex
    }

    /// The line showing `glyphs`, grouped into segments by run.
    private static func line(of glyphs: some Sequence<Glyph>) -> TextLine {
        var line = TextLine(segments: [], columns: 0)
        var segment = TextSegment(run: -1, text: "")
        for glyph in glyphs {
            line.columns += glyph.width
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
        /// Cells taken.
        var width: Int
        /// Index of the input run it came from.
        var run: Int
        /// Its part in line breaking.
        var kind: Kind

        /// The glyphs of `runs`, concatenated in order.
        static func glyphs(of runs: [String]) -> [Glyph] {
            var glyphs: [Glyph] = []
            glyphs.reserveCapacity(runs.reduce(0) { $0 + $1.utf8.count })
            for (run, text) in runs.enumerated() {
                for character in text {
                    glyphs.append(Glyph(character, run: run))
                }
            }
            return glyphs
        }

        /// Measures and classifies `character` from input run `run`.
        init(_ character: Character, run: Int) {
            self.character = character
            self.run = run
            switch character.asciiValue {
            case 0x20?, 0x09?:
                (self.character, width, kind) = (" ", 1, .space)
            case 0x0A?, 0x0B?, 0x0C?, 0x0D?:
                (width, kind) = (0, .newline)
            case let ascii?:
                (width, kind) = (EastAsianWidth.columns(ascii: ascii), ascii == 0x2D ? .hyphen : .other)
            case nil where character.isNewline:
                (width, kind) = (0, .newline)
            case nil:
                (width, kind) = (EastAsianWidth.columns(of: character), character == "\u{2010}" ? .hyphen : .other)
            }
        }

        /// A glyph with the given parts.
        init(character: Character, width: Int, run: Int, kind: Kind) {
            self.character = character
            self.width = width
            self.run = run
            self.kind = kind
        }
    }
}
