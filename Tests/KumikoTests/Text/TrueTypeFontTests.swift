import Foundation
import Testing
import Kumiko
import KumikoTestSupport
import KumikoCore
import KumikoWeb

/// The TrueType reader (the web platform's and the headless test platform's): DejaVu Sans's numbers, and bad font data giving a diagnostic and a
/// fallback instead of a crash.
@Suite struct TrueTypeFontTests {
    private static func fontBytes(_ path: String = HeadlessPointsPlatform.regularFontPath) throws -> [UInt8] {
        let data = try #require(FileManager.default.contents(atPath: path),
                                "\(path) is missing: install Debian's fonts-dejavu-core (.ci/run does)")
        return [UInt8](data)
    }

    @Test func readsDejaVuSansMetrics() throws {
        let font = try TrueTypeFont(bytes: Self.fontBytes())
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascender == 1901)
        #expect(font.descender == -483)
        #expect(font.lineGap == 0)
        #expect(font.advance(of: "H") == 1540)
        #expect(font.advance(of: " ") == 651)
        #expect(font.glyph(for: "H") == 43)
        // Outside ASCII, through the cmap's binary search: "é" and the snowman; U+0301 has a zero-width glyph.
        #expect(font.advance(of: "é") == 1260)
        #expect(font.glyph(for: "\u{2603}") == 3803)
        #expect(font.advance(of: "\u{2603}") == 1836)
        #expect(font.advance(of: "\u{301}") == 0)
        // Not in the font: glyph 0.
        #expect(font.glyph(for: "中") == 0)
        #expect(font.advance(of: "中") == 1229)
        #expect(font.advance(ofGlyph: -1) == 1229)
        #expect(font.advance(ofGlyph: 1_000_000) == 1229)
    }

    @Test func readsDejaVuSansBold() throws {
        let font = try TrueTypeFont(bytes: Self.fontBytes(HeadlessPointsPlatform.boldFontPath))
        #expect(font.unitsPerEm == 2048)
        #expect(font.advance(of: "H") == 1714)
        #expect(font.advance(of: "o") == 1407)
    }

    @Test func theMeasurerScalesAdvancesAndLineMetricsToTheSize() throws {
        let regular = try TrueTypeFont(bytes: Self.fontBytes())
        let bold = try TrueTypeFont(bytes: Self.fontBytes(HeadlessPointsPlatform.boldFontPath))
        let measurer = FontTextMeasurer(regular: regular, bold: bold)
        // At 2048 pt a font unit is a point; at 17 pt 17/2048 of one.
        let em = ResolvedFont(size: 2048)
        #expect(measurer.advance(of: "H", in: em) == 1540)
        #expect(measurer.advance(of: "H", in: ResolvedFont(size: 2048, weight: .semibold)) == 1714)
        #expect(measurer.advance(of: "H", in: ResolvedFont(size: 2048, weight: .medium)) == 1540)
        #expect(measurer.advance(of: "H", in: .body) == CGFloat(1540 * 17) / 2048)
        #expect(measurer.lineMetrics(of: em) == TextLineMetrics(height: 2384, baseline: 1901))
        // A flag is two regional indicators DejaVu lacks: two glyph-0 advances; a joiner adds nothing, nor does
        // a combining accent after its base.
        #expect(measurer.advance(of: "🇯🇵", in: em) == CGFloat(2 * 1229))
        #expect(measurer.advance(of: "e\u{200D}", in: em) == 1260)
        #expect(measurer.advance(of: "e\u{301}\u{308}", in: em) == 1260)
        // A size that is not finite measures nothing rather than NaN.
        #expect(measurer.advance(of: "H", in: ResolvedFont(size: .nan)) == 0)
        #expect(measurer.lineMetrics(of: ResolvedFont(size: -3)) == TextLineMetrics(height: 0, baseline: 0))
    }

    @Test func format4AndFormat12MapsAgree() throws {
        // DejaVu has both a format-12 (preferred) and a format-4 subtable; without the format-12 records the
        // reader uses format 4, which must map the BMP the same way.
        let (bytes, _) = try Self.format4Only()
        let format4 = try TrueTypeFont(bytes: bytes)
        let format12 = try TrueTypeFont(bytes: Self.fontBytes())
        for scalar in Self.bmp where format4.glyph(for: scalar) != format12.glyph(for: scalar) {
            Issue.record("U+\(String(scalar.value, radix: 16)): \(format4.glyph(for: scalar)) ≠ \(format12.glyph(for: scalar))")
            return
        }
        #expect(format4.glyph(for: "\u{2603}") == 3803)
        #expect(format4.glyph(for: "\u{1F600}") == 0)  // Beyond the BMP, format 4 maps nothing.
    }

    @Test func format4GlyphIdsOutsideTheSubtableMapToGlyphZero() throws {
        // Every segment that finds its glyph ids through idRangeOffset is pointed past the subtable's end.
        var (bytes, subtable) = try Self.format4Only()
        let intact = try TrueTypeFont(bytes: bytes)
        let segments = (Int(bytes[subtable + 6]) << 8 | Int(bytes[subtable + 7])) / 2
        for index in 0..<segments {
            let rangeOffset = subtable + 16 + 6 * segments + 2 * index
            if bytes[rangeOffset] != 0 || bytes[rangeOffset + 1] != 0 { bytes.replaceSubrange(rangeOffset..<(rangeOffset + 2), with: [0xFF, 0xFF]) }
        }
        let font = try TrueTypeFont(bytes: bytes)
        var lost = 0
        for scalar in Self.bmp where font.glyph(for: scalar) != intact.glyph(for: scalar) {
            #expect(font.glyph(for: scalar) == 0)
            lost += 1
        }
        #expect(lost > 0)
        #expect(font.glyph(for: "H") == 43)  // Its segment maps by delta alone.
    }

    /// The scalars of the Basic Multilingual Plane.
    private static let bmp = (0...0xFFFF as ClosedRange<UInt32>).compactMap(Unicode.Scalar.init)

    /// DejaVu Sans with its format-12 cmap records moved to a platform that is not Unicode, and the offset of its
    /// format-4 subtable.
    private static func format4Only() throws -> (bytes: [UInt8], subtable: Int) {
        var bytes = try fontBytes()
        let cmap = try #require(tableOffset("cmap", in: bytes))
        let count = Int(bytes[cmap + 2]) << 8 | Int(bytes[cmap + 3])
        var format4: Int?
        for index in 0..<count {
            let record = cmap + 4 + 8 * index
            let offset = cmap + u32(bytes, record + 4)
            if bytes[offset + 1] == 12 { bytes[record] = 0x7F } else if bytes[offset + 1] == 4 { format4 = offset }
        }
        return (bytes, try #require(format4))
    }

    @Test func truncatedCopiesThrowWithoutCrashing() throws {
        let bytes = try Self.fontBytes()
        // Every prefix of the header and table directory, then prefixes ending inside each table.
        var lengths = Array(0..<(12 + 16 * 20))
        for tag in ["head", "hhea", "maxp", "hmtx", "cmap"] {
            let offset = try #require(Self.tableOffset(tag, in: bytes))
            lengths += [offset, offset + 3, offset + 19, offset + 35]
        }
        for length in lengths {
            #expect(throws: TrueTypeFontError.self, "\(length) bytes") { try TrueTypeFont(bytes: Array(bytes.prefix(length))) }
        }
        #expect(throws: TrueTypeFontError.truncated(table: "offset table", offset: 0, count: 2, available: 0)) {
            try TrueTypeFont(bytes: [])
        }
    }

    @Test func badOffsetsThrowWithoutCrashing() throws {
        let bytes = try Self.fontBytes()
        // Each table record's offset pointed past the end of the file.
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count {
            var copy = bytes
            let record = 12 + 16 * index
            copy.replaceSubrange((record + 8)..<(record + 12), with: [0xFF, 0xFF, 0xFF, 0xF0])
            let tag = String(decoding: copy[record..<(record + 4)], as: UTF8.self)
            #expect(throws: TrueTypeFontError.self, "\(tag)") { try TrueTypeFont(bytes: copy) }
        }
        // The cmap's subtable offsets pointed past the cmap: no subtable reads.
        var copy = bytes
        let cmap = try #require(Self.tableOffset("cmap", in: bytes))
        let subtables = Int(bytes[cmap + 2]) << 8 | Int(bytes[cmap + 3])
        for index in 0..<subtables {
            copy.replaceSubrange((cmap + 8 + 8 * index)..<(cmap + 12 + 8 * index), with: [0x7F, 0xFF, 0xFF, 0xFF])
        }
        #expect(throws: TrueTypeFontError.noUsableCharacterMap(reasons: [])) { try TrueTypeFont(bytes: copy) }
        // A units-per-em of zero would divide by zero.
        var zeroEm = bytes
        let head = try #require(Self.tableOffset("head", in: bytes))
        zeroEm[head + 18] = 0
        zeroEm[head + 19] = 0
        #expect(throws: TrueTypeFontError.badValue(table: "head", field: "unitsPerEm", value: 0)) {
            try TrueTypeFont(bytes: zeroEm)
        }
    }

    @Test func aTruncatedFontFileGivesADiagnosticAndFallsBack() throws {
        let bytes = try Self.fontBytes()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kumiko-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let truncated = directory.appendingPathComponent("Truncated.ttf")
        try Data(bytes.prefix(bytes.count / 3)).write(to: truncated)

        // The bold face still reads: regular text falls back to it.
        let (platform, diagnostics) = HeadlessPointsPlatform.make(
            regularFontAt: truncated.path, boldFontAt: HeadlessPointsPlatform.boldFontPath)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("Truncated.ttf: the font is truncated") == true, "\(diagnostics)")
        #expect(platform.text.advance(of: "H", in: ResolvedFont(size: 2048)) == 1714)

        // Neither face reads: the uniform measurer (half an em a character).
        let missing = directory.appendingPathComponent("Missing.ttf").path
        let (fallback, both) = HeadlessPointsPlatform.make(regularFontAt: truncated.path, boldFontAt: missing)
        #expect(both.count == 3)
        #expect(both.contains { $0.contains("Missing.ttf: cannot read the font file") && $0.contains("fonts-dejavu-core") })
        #expect(fallback.text.advance(of: "H", in: ResolvedFont(size: 20)) == 10)
        #expect(fallback.text.lineMetrics(of: ResolvedFont(size: 20)) == UniformTextMeasurer().lineMetrics(of: ResolvedFont(size: 20)))
    }

    /// A font collection (`.ttc`) reads as its first face: Noto Sans CJK's ideographs are a full em, 1,000 units,
    /// its Hangul syllables 920.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
                   "needs Debian's fonts-noto-cjk (.ci/run installs it)"))
    func readsTheFirstFaceOfACollection() throws {
        let font = try TrueTypeFont(contentsOf: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        #expect(font.unitsPerEm == 1000)
        #expect(font.advance(of: "漢") == 1000)
        #expect(font.advance(of: "한") == 920)
        #expect(font.glyph(for: "漢") != 0)
    }

    /// A scalar the main face lacks is measured in the fallback that has it within its ranges; an emoji sequence
    /// is one glyph; anything else the main face's missing glyph.
    @Test func aFallbackFamilyMeasuresWhatTheMainFaceLacksWithinItsRanges() throws {
        let main = try TrueTypeFont(bytes: Self.fontBytes())
        let bold = try TrueTypeFont(bytes: Self.fontBytes(HeadlessPointsPlatform.boldFontPath))
        // DejaVu Sans Bold as a stand-in fallback for the CJK range only: it has no "中" either, so the main face's
        // missing glyph stays; for "é" (outside the range) the main face is used even where it has no glyph.
        let measurer = FontTextMeasurer(regular: main, bold: bold, fallbacks: [.init(regular: bold, bold: bold, ranges: [0x2600...0x26FF])])
        let size = ResolvedFont(size: 20.48)  // 1/100 pt per font unit of a 2,048-unit em
        // U+2603 (the snowman) is in the main face: the main face's advance, not the fallback's.
        #expect(abs(measurer.advance(of: "\u{2603}", in: size) - 18.36) < 0.001)
        #expect(abs(measurer.advance(of: "中", in: size) - 12.29) < 0.001)
    }

    /// An emoji sequence (a ZWJ family, a skin tone, a flag) is one glyph of Noto Color Emoji: 2,550 units of its
    /// 2,048-unit em.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
                   "needs Debian's fonts-noto-color-emoji (.ci/run installs it)"))
    func anEmojiSequenceIsOneGlyph() throws {
        let main = try TrueTypeFont(bytes: Self.fontBytes())
        let emojiFont = try TrueTypeFont(contentsOf: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        let measurer = FontTextMeasurer(regular: main, bold: main, fallbacks: [
            .init(regular: emojiFont, bold: emojiFont, ranges: [0x200D...0x200D, 0x1F000...0x1FAFF], clustersAreOneGlyph: true),
        ])
        let size = ResolvedFont(size: 20.48)
        for sequence in ["👨", "👨‍👩‍👧", "👍🏽", "🇯🇵"] {
            #expect(abs(measurer.advance(of: Character(sequence), in: size) - 25.5) < 0.001, "\(sequence)")
        }
    }

    /// The offset of a table in a font file, from its table directory.
    private static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int? {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            if String(decoding: bytes[record..<(record + 4)], as: UTF8.self) == tag { return u32(bytes, record + 8) }
        }
        return nil
    }

    private static func u32(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}
