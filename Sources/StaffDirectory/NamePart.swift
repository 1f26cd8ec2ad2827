import Foundation

/// One part of a name, given or family, as written and as romanized for an email address.
struct NamePart: Sendable {
    /// The part as its owner writes it: "Hélène", "佐藤", "민준".
    let written: String
    /// Lower-case ASCII letters: "helene", "sato", "minjun".
    let romanized: String

    /// A part written in Latin letters: its romanization is itself in lower case, without diacritics,
    /// spaces or punctuation ("O'Brien" → "obrien", "Văn An" → "vanan").
    init(_ written: String) {
        self.init(written, written)
    }

    /// A part with its romanization (Hepburn, pinyin, Revised Romanization, ISO 9 and so on); the
    /// romanization is cleaned as a Latin part's is.
    init(_ written: String, _ romanization: String) {
        self.written = written
        romanized = String(
            romanization.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                .unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }
        )
    }
}
