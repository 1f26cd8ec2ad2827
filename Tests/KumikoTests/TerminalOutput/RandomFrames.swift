import KumikoCore
@testable import KumikoTerminal

/// A seeded random number generator (SplitMix64), so randomized tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Random drawing on cell buffers: narrow and wide characters, colours (some that collapse to the same palette
/// entry at lower depths), styles and backgrounds.
enum RandomFrames {
    static let narrow = ["a", "b", "x", " ", "é", "─"]
    static let wide = ["漢", "字", "🙂"]
    static let colors: [ResolvedColor?] = [
        nil, ResolvedColor(red: 1, green: 0, blue: 0), ResolvedColor(red: 0.98, green: 0.02, blue: 0),
        ResolvedColor(red: 0, green: 0.5, blue: 1), ResolvedColor(red: 0.5, green: 0.5, blue: 0.5),
    ]
    static let styles: [CellStyle] = [[], [.bold], [.underline, .italic]]

    /// A buffer with random content.
    static func buffer(columns: Int, rows: Int, malformed: Bool = false, using generator: inout SeededGenerator) -> CellBuffer {
        var buffer = CellBuffer(columns: columns, rows: rows)
        draw(on: &buffer, operations: columns * rows, malformed: malformed, using: &generator)
        return buffer
    }

    /// Characters set straight into cells, bypassing `CellBuffer.put`, so wide characters lose halves and
    /// continuations appear alone.
    static let malformed = ["", "", "a", "漢", "\u{7}"]

    /// Draws `operations` random things on a buffer; when `malformed`, some of them break the wide-character
    /// structure the way only direct cell writes can.
    static func draw(on buffer: inout CellBuffer, operations: Int, malformed: Bool = false,
                     using generator: inout SeededGenerator) {
        guard buffer.columns > 0, buffer.rows > 0 else { return }
        for _ in 0..<operations {
            let column = Int.random(in: 0..<buffer.columns, using: &generator)
            let row = Int.random(in: 0..<buffer.rows, using: &generator)
            switch Int.random(in: 0..<(malformed ? 13 : 10), using: &generator) {
            case 0..<5:
                buffer.put(narrow.randomElement(using: &generator)!, width: 1, column: column, row: row,
                           foreground: colors.randomElement(using: &generator)!, style: styles.randomElement(using: &generator)!)
            case 5..<8:
                buffer.put(wide.randomElement(using: &generator)!, width: 2, column: column, row: row,
                           foreground: colors.randomElement(using: &generator)!, style: styles.randomElement(using: &generator)!)
            case 8..<10:
                buffer.paint(column: column, row: row, background: colors.randomElement(using: &generator)!)
            default:
                buffer[column, row].character = Self.malformed.randomElement(using: &generator)!
            }
        }
    }
}
