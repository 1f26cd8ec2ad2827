/// The East Asian Width of grapheme clusters in columns (UAX #11): how many half-width columns a cluster takes in
/// a grid of characters, and whether it is wide (CJK, emoji) for line breaking.
///
/// A cluster is 0, 1 or 2 columns wide:
/// - 0: control characters, format characters (zero-width space, joiners, soft hyphen), line and paragraph
///   separators, and clusters that start with a combining mark.
/// - 2: East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul, fullwidth forms, CJK
///   punctuation) and emoji shown with emoji presentation: scalars with `isEmojiPresentation` (which includes
///   regional indicators, so flag pairs), and any emoji followed in its cluster by U+FE0F or a zero-width joiner.
/// - 1: everything else, including East Asian Ambiguous characters.
///
/// A cluster's width is decided by its first scalar (combining marks add nothing) unless it is an emoji
/// presentation or ZWJ sequence.
package enum EastAsianWidth {
    /// The width of `character` in columns: 0, 1 or 2.
    package static func columns(of character: Character) -> Int {
        if let ascii = character.asciiValue { return columns(ascii: ascii) }
        let scalars = character.unicodeScalars
        let first = scalars.first!  // A Character always holds at least one scalar.
        let presentsAsEmoji = first.properties.isEmoji
            && scalars.dropFirst().contains { $0 == "\u{FE0F}" || $0 == "\u{200D}" }
        return presentsAsEmoji ? 2 : width(of: first)
    }

    /// The sum of the widths of the string's characters.
    package static func columns<S: StringProtocol>(of string: S) -> Int {
        var width = 0
        for byte in string.utf8 {
            guard byte < 0x80 else { return string.reduce(0) { $0 + columns(of: $1) } }
            width += columns(ascii: byte)
        }
        return width
    }

    /// The width of an ASCII character: 0 for control characters, 1 otherwise.
    package static func columns(ascii: UInt8) -> Int {
        ascii < 0x20 || ascii == 0x7F ? 0 : 1
    }

    /// The width of a scalar standing on its own (or leading a cluster).
    private static func width(of scalar: Unicode.Scalar) -> Int {
        if isWide(scalar.value) { return 2 }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            return scalar.properties.isEmojiPresentation ? 2 : 1
        }
    }

    /// Whether `value` is East Asian Wide or Fullwidth, by binary search of `wideRanges`.
    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if value > wideRanges[middle].upperBound {
                low = middle + 1
            } else if value < wideRanges[middle].lowerBound {
                high = middle
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) scalars of EastAsianWidth.txt that are not emoji, sorted and
    /// disjoint. Adjacent ranges are merged across unassigned gaps inside CJK blocks (which Unicode defaults to
    /// W anyway). Emoji are left to `isEmojiPresentation`, so text-style symbols in the emoji blocks (U+1F321
    /// THERMOMETER) stay narrow unless followed by U+FE0F.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,    // Hangul Jamo leading consonants
        0x2329...0x232A,    // Angle brackets
        0x2E80...0x303E,    // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x3247,    // Hiragana, katakana, bopomofo, Hangul compatibility jamo, kanbun, strokes, enclosed CJK
        0x3250...0x4DBF,    // Enclosed CJK, CJK compatibility, CJK extension A
        0x4E00...0xA4CF,    // CJK unified ideographs, Yi syllables and radicals
        0xA960...0xA97F,    // Hangul Jamo extended A
        0xAC00...0xD7A3,    // Hangul syllables
        0xF900...0xFAFF,    // CJK compatibility ideographs
        0xFE10...0xFE19,    // Vertical forms
        0xFE30...0xFE6F,    // CJK compatibility forms, small form variants
        0xFF00...0xFF60,    // Fullwidth forms
        0xFFE0...0xFFE6,    // Fullwidth signs
        0x16FE0...0x16FFF,  // Ideographic symbols and punctuation
        0x17000...0x18D08,  // Tangut, Khitan small script
        0x1AFF0...0x1B2FF,  // Kana extended and supplement, small kana, Nushu
        0x1F200...0x1F265,  // Enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G–H
    ]
}
