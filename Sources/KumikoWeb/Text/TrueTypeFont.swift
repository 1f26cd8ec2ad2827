import Foundation

/// What a platform measuring text with font files (the browser's, the tests' headless points platform) needs of a
/// TrueType or OpenType font file: the advance width of every glyph, the glyph of each
/// Unicode scalar, and the vertical metrics of a line, all in font units (`unitsPerEm` to the em).
///
/// Read from the tables `head` (`unitsPerEm`), `hhea` (ascender, descender, line gap, number of horizontal
/// metrics; `OS/2`'s typographic values when `hhea`'s are all zero), `maxp` (number of glyphs), `hmtx` (advances)
/// and `cmap` (subtable format 12 preferred, else format 4; Apple's TrueType Reference Manual and Microsoft's
/// OpenType specification describe both). Every read is bounds-checked: a truncated file or an offset outside it
/// throws a ``TrueTypeFontError`` naming what was wrong; nothing traps.
package struct TrueTypeFont: Sendable {
    /// Font units per em.
    package let unitsPerEm: Int
    /// Distance from the baseline to the top of a line, in font units (positive up).
    package let ascender: Int
    /// Distance from the baseline to the bottom of a line, in font units (negative below the baseline).
    package let descender: Int
    /// Extra space between lines, in font units.
    package let lineGap: Int
    /// The number of glyphs in the font.
    package let glyphCount: Int
    /// Advance widths of the first glyphs (`hhea.numberOfHMetrics`); later glyphs share the last one.
    private let advances: [UInt16]
    /// Unicode scalar → glyph.
    private let characterMap: CharacterMap
    /// Advances of the ASCII scalars, looked up once (most text is ASCII).
    private var asciiAdvances: [UInt16] = []

    /// Reads the font file at `path`.
    package init(contentsOf path: String) throws(TrueTypeFontError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        try self.init(bytes: [UInt8](data))
    }

    /// Reads a font from the bytes of its file.
    package init(bytes: [UInt8]) throws(TrueTypeFontError) {
        let file = FontBytes(bytes)
        let tables = try Self.tableDirectory(file)
        func table(_ tag: String) throws(TrueTypeFontError) -> FontBytes {
            guard let table = tables[tag] else { throw .missingTable(tag) }
            return table
        }

        let head = try table("head")
        let unitsPerEm = Int(try head.u16(18, in: "head"))
        // The specification allows 16…16,384.
        guard (16...16_384).contains(unitsPerEm) else { throw .badValue(table: "head", field: "unitsPerEm", value: unitsPerEm) }

        let hhea = try table("hhea")
        var ascender = Int(try hhea.i16(4, in: "hhea"))
        var descender = Int(try hhea.i16(6, in: "hhea"))
        var lineGap = Int(try hhea.i16(8, in: "hhea"))
        let metricCount = Int(try hhea.u16(34, in: "hhea"))
        if ascender == 0, descender == 0, lineGap == 0, let os2 = tables["OS/2"] {
            ascender = Int(try os2.i16(68, in: "OS/2"))
            descender = Int(try os2.i16(70, in: "OS/2"))
            lineGap = Int(try os2.i16(72, in: "OS/2"))
        }
        guard ascender - descender + lineGap > 0 else {
            throw .badValue(table: "hhea", field: "ascender - descender + lineGap", value: ascender - descender + lineGap)
        }

        let glyphCount = Int(try table("maxp").u16(4, in: "maxp"))
        guard glyphCount > 0 else { throw .badValue(table: "maxp", field: "numGlyphs", value: glyphCount) }
        guard (1...glyphCount).contains(metricCount) else {
            throw .badValue(table: "hhea", field: "numberOfHMetrics", value: metricCount)
        }
        let hmtx = try table("hmtx")
        var advances: [UInt16] = []
        advances.reserveCapacity(metricCount)
        for glyph in 0..<metricCount { advances.append(try hmtx.u16(4 * glyph, in: "hmtx")) }

        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.glyphCount = glyphCount
        self.advances = advances
        self.characterMap = try CharacterMap(cmap: try table("cmap"))
        asciiAdvances = (0..<128).map { UInt16(advance(ofGlyph: glyph(for: Unicode.Scalar(UInt8($0))))) }
    }

    /// The glyph that shows `scalar`: 0 (the font's "missing glyph") when the font has none.
    package func glyph(for scalar: Unicode.Scalar) -> Int {
        let glyph = characterMap.glyph(for: scalar.value)
        return glyph < glyphCount ? glyph : 0
    }

    /// The advance width of `glyph` in font units (a glyph outside the font counts as glyph 0).
    package func advance(ofGlyph glyph: Int) -> Int {
        let glyph = (0..<glyphCount).contains(glyph) ? glyph : 0
        return Int(advances[min(glyph, advances.count - 1)])
    }

    /// The advance width of the glyph showing `scalar`, in font units.
    package func advance(of scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII, asciiAdvances.count == 128 { return Int(asciiAdvances[Int(scalar.value)]) }
        return advance(ofGlyph: glyph(for: scalar))
    }

    /// The tables of the font by tag, each a bounds-checked view of its bytes.
    private static func tableDirectory(_ file: FontBytes) throws(TrueTypeFontError) -> [String: FontBytes] {
        var start = 0
        if try file.u32(0, in: "offset table") == 0x7474_6366 {
            // "ttcf": a collection (OpenType §5.2). Its first face, as a browser takes a collection served to it;
            // table offsets are from the file's start either way.
            guard try file.u32(8, in: "TTC header") > 0 else { throw .badValue(table: "TTC header", field: "numFonts", value: 0) }
            start = Int(try file.u32(12, in: "TTC header"))
        }
        let version = try file.u32(start, in: "offset table")
        // 0x00010000 (TrueType outlines), "true" (Apple) and "OTTO" (CFF outlines: metrics are read alike).
        guard [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(version) else {
            throw .badValue(table: "offset table", field: "sfntVersion", value: Int(version))
        }
        let count = Int(try file.u16(start + 4, in: "offset table"))
        var tables: [String: FontBytes] = [:]
        for index in 0..<count {
            let record = start + 12 + 16 * index
            let tagBytes = try file.bytes(record, count: 4, in: "table directory")
            let tag = String(decoding: tagBytes, as: UTF8.self)
            let offset = Int(try file.u32(record + 8, in: "table directory"))
            let length = Int(try file.u32(record + 12, in: "table directory"))
            tables[tag] = try file.slice(offset, count: length, in: tag)
        }
        return tables
    }
}

/// Why a font file could not be read.
package enum TrueTypeFontError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(path: String)
    /// A read of `count` bytes at `offset` went past the end of what `table` holds (`available` bytes).
    case truncated(table: String, offset: Int, count: Int, available: Int)
    /// A table the reader needs is not in the font.
    case missingTable(String)
    /// A field holds a value the reader cannot use.
    case badValue(table: String, field: String, value: Int)
    /// The font has no Unicode `cmap` subtable of format 4 or 12 that reads; the reasons of each one tried.
    case noUsableCharacterMap(reasons: [String])

    package var description: String {
        switch self {
        case .unreadable(let path):
            "cannot read the font file \(path)"
        case .truncated(let table, let offset, let count, let available):
            "the font is truncated: \(count) bytes at offset \(offset) of '\(table)' lie outside its \(available) bytes"
        case .missingTable(let tag):
            "the font has no '\(tag)' table"
        case .badValue(let table, let field, let value):
            "the font's '\(table)' table has an unusable \(field) (\(value))"
        case .noUsableCharacterMap(let reasons):
            "the font has no usable Unicode cmap subtable (format 4 or 12)"
                + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; "))
        }
    }
}

/// A bounds-checked window on a font file's bytes (big-endian, as every TrueType field is).
private struct FontBytes: Sendable {
    private let storage: [UInt8]
    private let start: Int
    /// The number of bytes in the window.
    package let count: Int

    package init(_ bytes: [UInt8]) {
        storage = bytes
        start = 0
        count = bytes.count
    }

    private init(storage: [UInt8], start: Int, count: Int) {
        self.storage = storage
        self.start = start
        self.count = count
    }

    /// Throws unless `count` bytes at `offset` lie inside the window.
    private func check(_ offset: Int, _ count: Int, _ table: String) throws(TrueTypeFontError) {
        guard offset >= 0, count >= 0, offset <= self.count, count <= self.count - offset else {
            throw .truncated(table: table, offset: offset, count: count, available: self.count)
        }
    }

    package func u16(_ offset: Int, in table: String) throws(TrueTypeFontError) -> UInt16 {
        try check(offset, 2, table)
        return UInt16(storage[start + offset]) << 8 | UInt16(storage[start + offset + 1])
    }

    package func i16(_ offset: Int, in table: String) throws(TrueTypeFontError) -> Int16 {
        Int16(bitPattern: try u16(offset, in: table))
    }

    package func u32(_ offset: Int, in table: String) throws(TrueTypeFontError) -> UInt32 {
        UInt32(try u16(offset, in: table)) << 16 | UInt32(try u16(offset + 2, in: table))
    }

    package func bytes(_ offset: Int, count: Int, in table: String) throws(TrueTypeFontError) -> ArraySlice<UInt8> {
        try check(offset, count, table)
        return storage[(start + offset)..<(start + offset + count)]
    }

    /// The window of `count` bytes at `offset`.
    package func slice(_ offset: Int, count: Int, in table: String) throws(TrueTypeFontError) -> FontBytes {
        try check(offset, count, table)
        return FontBytes(storage: storage, start: start + offset, count: count)
    }

    /// The window from `offset` to the end.
    package func suffix(from offset: Int, in table: String) throws(TrueTypeFontError) -> FontBytes {
        try slice(offset, count: count - min(max(offset, 0), count), in: table)
    }
}

/// A font's map from Unicode scalars to glyphs: one `cmap` subtable of format 12 (segmented coverage, all of
/// Unicode) or 4 (segment mapping to delta values, the Basic Multilingual Plane).
private enum CharacterMap: Sendable {
    /// Format 12's groups: consecutive scalars mapped to consecutive glyphs, sorted by their first scalar.
    case groups([(first: UInt32, last: UInt32, glyph: UInt32)])
    /// Format 4's segments (sorted by their last code) and the subtable's bytes, where their glyph ids lie.
    case segments([Segment], FontBytes)

    /// One format-4 segment.
    package struct Segment: Sendable {
        var first: UInt32
        var last: UInt32
        var delta: UInt16
        var rangeOffset: Int
        /// Where the segment's `idRangeOffset` field lies in the subtable (its glyph ids are found from there).
        var rangeOffsetPosition: Int
    }

    /// The best Unicode subtable of `cmap` that reads: format 12 before format 4, Unicode platform or Windows
    /// Unicode encodings only.
    package init(cmap: FontBytes) throws(TrueTypeFontError) {
        let count = Int(try cmap.u16(2, in: "cmap"))
        var candidates: [(rank: Int, offset: Int)] = []
        for index in 0..<count {
            let record = 4 + 8 * index
            let platform = try cmap.u16(record, in: "cmap")
            let encoding = try cmap.u16(record + 2, in: "cmap")
            let offset = Int(try cmap.u32(record + 4, in: "cmap"))
            let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard isUnicode, let format = try? cmap.u16(offset, in: "cmap") else { continue }
            if format == 12 { candidates.append((0, offset)) } else if format == 4 { candidates.append((1, offset)) }
        }
        var reasons: [String] = []
        for candidate in candidates.sorted(by: { $0.rank < $1.rank }) {
            do throws(TrueTypeFontError) {
                let subtable = try cmap.suffix(from: candidate.offset, in: "cmap")
                self = candidate.rank == 0 ? try Self.format12(subtable) : try Self.format4(subtable)
                return
            } catch {
                reasons.append(error.description)
            }
        }
        throw .noUsableCharacterMap(reasons: reasons)
    }

    private static func format12(_ table: FontBytes) throws(TrueTypeFontError) -> CharacterMap {
        let name = "cmap format 12"
        let length = Int(try table.u32(4, in: name))
        let table = try table.slice(0, count: length, in: name)
        let count = Int(try table.u32(12, in: name))
        // Each group takes 12 bytes: more groups than fit is a bad count, not a reason to allocate.
        guard count <= (table.count - 16) / 12 else { throw .badValue(table: name, field: "numGroups", value: count) }
        var groups: [(first: UInt32, last: UInt32, glyph: UInt32)] = []
        groups.reserveCapacity(count)
        for index in 0..<count {
            let group = 16 + 12 * index
            let first = try table.u32(group, in: name)
            let last = try table.u32(group + 4, in: name)
            guard first <= last else { throw .badValue(table: name, field: "group \(index)'s endCharCode", value: Int(last)) }
            groups.append((first, last, try table.u32(group + 8, in: name)))
        }
        groups.sort { $0.first < $1.first }
        return .groups(groups)
    }

    private static func format4(_ table: FontBytes) throws(TrueTypeFontError) -> CharacterMap {
        let name = "cmap format 4"
        let length = Int(try table.u16(2, in: name))
        let table = try table.slice(0, count: length, in: name)
        let segmentCount = Int(try table.u16(6, in: name)) / 2
        let ends = 14, starts = ends + 2 * segmentCount + 2
        let deltas = starts + 2 * segmentCount, rangeOffsets = deltas + 2 * segmentCount
        var segments: [Segment] = []
        segments.reserveCapacity(segmentCount)
        for index in 0..<segmentCount {
            let first = UInt32(try table.u16(starts + 2 * index, in: name))
            let last = UInt32(try table.u16(ends + 2 * index, in: name))
            guard first <= last else { continue }  // An empty segment maps nothing.
            segments.append(Segment(
                first: first, last: last, delta: try table.u16(deltas + 2 * index, in: name),
                rangeOffset: Int(try table.u16(rangeOffsets + 2 * index, in: name)),
                rangeOffsetPosition: rangeOffsets + 2 * index))
        }
        segments.sort { $0.last < $1.last }
        return .segments(segments, table)
    }

    /// The glyph of `scalar`; 0 when unmapped or when the subtable points outside itself.
    package func glyph(for scalar: UInt32) -> Int {
        switch self {
        case .groups(let groups):
            // The last group starting at or before the scalar.
            var low = 0, high = groups.count
            while low < high {
                let middle = (low + high) / 2
                if groups[middle].first <= scalar { low = middle + 1 } else { high = middle }
            }
            guard low > 0, scalar <= groups[low - 1].last else { return 0 }
            let glyph = UInt64(groups[low - 1].glyph) + UInt64(scalar - groups[low - 1].first)
            return glyph <= UInt64(UInt16.max) ? Int(glyph) : 0
        case .segments(let segments, let table):
            guard scalar <= 0xFFFF else { return 0 }
            // The first segment ending at or after the scalar.
            var low = 0, high = segments.count
            while low < high {
                let middle = (low + high) / 2
                if segments[middle].last < scalar { low = middle + 1 } else { high = middle }
            }
            guard low < segments.count, segments[low].first <= scalar else { return 0 }
            let segment = segments[low]
            if segment.rangeOffset == 0 { return Int(UInt16(truncatingIfNeeded: scalar) &+ segment.delta) }
            let position = segment.rangeOffsetPosition + segment.rangeOffset + 2 * Int(scalar - segment.first)
            guard let glyph = try? table.u16(position, in: "cmap format 4"), glyph != 0 else { return 0 }
            return Int(glyph &+ segment.delta)
        }
    }
}
