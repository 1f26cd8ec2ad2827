import Testing
@testable import KumikoCore
@testable import KumikoTerminal

/// Tests for ``SymbolTable``: direct entries, computed numbered symbols, modifier fallbacks,
/// the unknown-name fallback and the shape of the table's glyphs.
@Suite("SymbolTable")
struct SymbolTableTests {
    // MARK: - Direct entries

    /// Common list-app symbols map to the exact narrow glyphs the table promises.
    @Test(arguments: [
        ("star", "☆"), ("star.fill", "★"),
        ("heart", "♡"), ("heart.fill", "♥"),
        ("magnifyingglass", "⌕"),
        ("checkmark", "✓"), ("xmark", "✕"),
        ("chevron.right", "›"), ("chevron.left", "‹"),
        ("chevron.forward", "›"), ("chevron.backward", "‹"),
        ("chevron.up", "⌃"), ("chevron.down", "⌄"),
        ("house", "⌂"), ("gear", "⚙"), ("gearshape.fill", "⚙"),
        ("phone", "☎"), ("envelope", "✉"),
        ("ellipsis", "⋯"), ("line.3.horizontal", "☰"),
        ("plus", "+"), ("minus", "−"),
        ("plus.circle", "⊕"), ("xmark.circle.fill", "⊗"),
        ("checkmark.square", "☑"), ("square", "☐"),
        ("circle", "○"), ("circle.fill", "●"),
        ("arrow.clockwise", "↻"), ("arrow.counterclockwise", "↺"),
        ("info.circle", "ⓘ"), ("exclamationmark.triangle.fill", "⚠"),
        ("trash", "⌧"), ("pencil", "✎"),
        ("person", "👤"), ("folder", "📁"),
    ])
    func directEntries(name: String, glyph: String) {
        #expect(SymbolTable.entries[name] == glyph)
        #expect(SymbolTable.glyph(for: name) == glyph)
        #expect(SymbolTable.resolve(name) == glyph)
    }

    /// The table lists at least 120 names.
    @Test func tableHasAtLeast120Entries() {
        #expect(SymbolTable.entries.count >= 120)
    }

    // MARK: - .fill fallback

    /// An unlisted `X.fill` falls back to a listed `X`.
    @Test func fillFallsBackToBase() {
        #expect(SymbolTable.entries["cart.fill"] == nil)
        #expect(SymbolTable.glyph(for: "cart.fill") == "🛒")
        #expect(SymbolTable.entries["tag.fill"] == nil)
        #expect(SymbolTable.glyph(for: "tag.fill") == "⌗")
        #expect(SymbolTable.glyph(for: "moon.fill") == "☾")
        #expect(SymbolTable.glyph(for: "bell.slash.fill") == "🔕")
    }

    /// A listed `.fill` entry wins over its base.
    @Test func listedFillBeatsBase() {
        #expect(SymbolTable.glyph(for: "star.fill") == "★")
        #expect(SymbolTable.glyph(for: "flag.fill") == "⚑")
        #expect(SymbolTable.glyph(for: "flag") == "⚐")
    }

    // MARK: - Numbered symbols

    /// `N.circle` and `N.circle.fill` for 1, 10 and 20 (and the zero edge).
    @Test(arguments: [
        ("0.circle", "⓪"), ("1.circle", "①"), ("10.circle", "⑩"), ("20.circle", "⑳"),
        ("0.circle.fill", "⓿"), ("1.circle.fill", "❶"), ("10.circle.fill", "❿"),
        ("11.circle.fill", "⓫"), ("20.circle.fill", "⓴"),
    ])
    func numberedCircles(name: String, glyph: String) {
        #expect(SymbolTable.entries[name] == nil)
        #expect(SymbolTable.glyph(for: name) == glyph)
    }

    /// Every number 0...20 maps to the expected code point in both styles.
    @Test func numberedCirclesFollowCodePoints() {
        for number in 0...20 {
            let outlined: UInt32 = number == 0 ? 0x24EA : 0x2460 + UInt32(number - 1)
            let filled: UInt32 =
                switch number {
                case 0: 0x24FF
                case 1...10: 0x2776 + UInt32(number - 1)
                default: 0x24EB + UInt32(number - 11)
                }
            #expect(SymbolTable.glyph(for: "\(number).circle") == String(Unicode.Scalar(outlined)!))
            #expect(SymbolTable.glyph(for: "\(number).circle.fill") == String(Unicode.Scalar(filled)!))
        }
    }

    /// `N.square` and `N.square.fill` fall back to the circle forms.
    @Test func numberedSquaresUseCircleForms() {
        #expect(SymbolTable.glyph(for: "5.square") == "⑤")
        #expect(SymbolTable.glyph(for: "5.square.fill") == "❺")
        #expect(SymbolTable.glyph(for: "20.square.fill") == "⓴")
        #expect(SymbolTable.glyph(for: "05.circle") == "⑤")
    }

    /// Any other `N.*` name yields the digits; a bare number is not a symbol name.
    @Test func otherNumberedNamesYieldDigits() {
        #expect(SymbolTable.glyph(for: "21.circle") == "21")
        #expect(SymbolTable.glyph(for: "42.square.fill") == "42")
        #expect(SymbolTable.glyph(for: "7.magnifyingglass") == "7")
        #expect(SymbolTable.glyph(for: "3.rectangle") == "3")
        #expect(SymbolTable.glyph(for: "99999999999999999999999.circle") == "99999999999999999999999")
        #expect(SymbolTable.glyph(for: "1") == nil)
        #expect(SymbolTable.glyph(for: "x1.circle") == nil)
    }

    // MARK: - Suffix stripping

    /// `.circle`, `.square` and `.rectangle` are dropped when the base is known.
    @Test(arguments: [
        ("trash.circle", "⌧"), ("house.square", "⌂"), ("play.rectangle", "▻"),
        ("heart.circle", "♡"), ("arrow.up.circle", "↑"), ("person.2.circle", "👥"),
        ("trash.circle.fill", "⌧"), ("questionmark.circle.fill", "⍰"),
        ("star.circle.fill", "★"), ("heart.square.fill", "♥"), ("gearshape.circle.fill", "⚙"),
    ])
    func suffixStripping(name: String, glyph: String) {
        #expect(SymbolTable.entries[name] == nil)
        #expect(SymbolTable.glyph(for: name) == glyph)
    }

    /// Only the listed modifiers are stripped, and only from a known base.
    @Test func strippingNeedsKnownBaseAndModifier() {
        #expect(SymbolTable.glyph(for: "trash.slash") == nil)
        #expect(SymbolTable.glyph(for: "unicorn.circle") == nil)
        #expect(SymbolTable.glyph(for: "unicorn.circle.fill") == nil)
        #expect(SymbolTable.glyph(for: ".fill") == nil)
        #expect(SymbolTable.glyph(for: ".circle") == nil)
        #expect(SymbolTable.glyph(for: "fill") == nil)
        #expect(SymbolTable.glyph(for: "") == nil)
    }

    // MARK: - Unknown names

    /// Unknown names have no glyph and resolve to the fallback "□".
    @Test func unknownNameResolvesToFallback() {
        #expect(SymbolTable.fallback == "□")
        #expect(SymbolTable.glyph(for: "not.a.symbol") == nil)
        #expect(SymbolTable.resolve("not.a.symbol") == "□")
        #expect(SymbolTable.resolve("") == "□")
        #expect(SymbolTable.resolve("star.fill") == "★")
        #expect(SymbolTable.resolve("12.circle") == "⑫")
    }

    /// The fallback never doubles as a real glyph, so it always means "unknown".
    @Test func fallbackIsDistinctFromEveryGlyph() {
        #expect(!SymbolTable.entries.values.contains(SymbolTable.fallback))
    }

    // MARK: - Glyph shape

    /// Every glyph is one Character made of one Unicode scalar (no variation selectors).
    @Test func everyGlyphIsASingleCharacter() {
        for (name, glyph) in SymbolTable.entries {
            #expect(glyph.count == 1, "\(name) → \(glyph)")
            #expect(glyph.unicodeScalars.count == 1, "\(name) → \(glyph)")
        }
    }

    /// No glyph is a supplementary-plane emoji with text presentation by default (🗑, 🖨, 🗺):
    /// width tables call those one cell while terminals draw them two cells wide.
    @Test func noTextDefaultSupplementaryEmoji() {
        for (name, glyph) in SymbolTable.entries {
            for scalar in glyph.unicodeScalars where scalar.value > 0xFFFF && scalar.properties.isEmoji {
                #expect(scalar.properties.isEmojiPresentation, "\(name) → \(glyph)")
            }
        }
    }

    /// The chrome symbols every list uses are narrow glyphs, never two-cell emoji.
    @Test func chromeSymbolsAreNotEmoji() {
        let chrome = [
            "chevron.right", "chevron.left", "chevron.up", "chevron.down", "checkmark", "xmark",
            "plus", "minus", "magnifyingglass", "ellipsis", "line.3.horizontal", "star", "star.fill",
            "heart", "heart.fill", "house", "gear", "trash", "pencil", "circle", "square",
            "checkmark.square", "info.circle", "arrow.left", "arrow.right", "play.fill", "pause",
        ]
        for name in chrome {
            let glyph = SymbolTable.resolve(name)
            #expect(glyph.unicodeScalars.allSatisfy { !$0.properties.isEmojiPresentation }, "\(name) → \(glyph)")
        }
    }
}
