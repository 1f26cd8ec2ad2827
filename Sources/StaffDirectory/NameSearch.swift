import Foundation

/// What the search field finds: names containing the query with case, diacritics and character width ignored
/// ("jose" finds "José", and so does "ＪＯＳＥ"; `localizedStandardContains` ignores the first two), and hiragana and katakana taken
/// as the same kana ("サクラ" finds "さくら", "たろう" finds "タロウ"), as a Japanese reader expects of a search: the
/// same word is written in either script. Foundation has no option for the second, so both sides are written in
/// katakana first, and only when the query has kana in it (a Latin query costs nothing more).
struct NameSearch {
    /// The query, trimmed, its hiragana written in katakana.
    private let query: String
    /// Whether the query has kana, so names must be folded too.
    private let hasKana: Bool

    /// The search for `query`; nil when it is empty or only spaces (everyone matches).
    init?(_ query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        hasKana = trimmed.unicodeScalars.contains { Self.isKana($0) }
        self.query = hasKana ? Self.katakana(trimmed) : trimmed
    }

    /// Whether `name` contains the query.
    func matches(_ name: String) -> Bool {
        (hasKana ? Self.katakana(name) : name)
            .range(of: query, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]) != nil
    }

    /// Hiragana (U+3041–U+3096, and the iteration marks ゝゞ U+309D–U+309E) as the katakana 0x60 code points above
    /// them (Unicode's Hiragana and Katakana blocks are laid out in the same order); everything else as it is.
    static func katakana(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x3041...0x3096).contains(scalar.value) || (0x309D...0x309E).contains(scalar.value),
               let folded = Unicode.Scalar(scalar.value + 0x60) {
                scalars.append(folded)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Hiragana or katakana (U+3041–U+30FF), or half-width katakana (U+FF66–U+FF9F).
    private static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x30FF).contains(scalar.value) || (0xFF66...0xFF9F).contains(scalar.value)
    }
}
