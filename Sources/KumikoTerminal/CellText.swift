import Synchronization

/// What a cell shows, held without a reference: the UTF-8 bytes of one grapheme (up to 15) inline, or, for a
/// longer one (an emoji sequence of several scalars), its number in a table of long texts kept for the process.
///
/// A cell made of plain bits is copied, compared and initialised as bits: a frame makes, compares and copies
/// thousands of cells, and a `String` in each would retain and release them one by one.
struct CellText: Equatable, Sendable {
    /// The first 8 bytes, the first byte lowest.
    private var low: UInt64
    /// Bytes 8 to 14, then the count in the top byte (``longMarker`` for a text in the table, whose number is
    /// then `low`).
    private var high: UInt64

    /// The count that marks a text kept in the table of long texts.
    private static let longMarker: UInt64 = 0xFF
    /// Long texts by number, and their numbers.
    private static let longTexts = Mutex<(texts: [String], numbers: [String: UInt64])>(([], [:]))
    /// How many long texts the table keeps: past that (text made to be distinct, such as endless combining marks),
    /// a new one shows as U+FFFD, so that the table cannot grow without bound.
    static let longTextLimit = 65_536

    /// The empty text: the right half of a wide character.
    static let empty = CellText(low: 0, high: 0)
    /// One space.
    static let space = CellText(ascii: 0x20)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// A one-byte text.
    init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    /// A text.
    init(_ string: String) {
        let count = string.utf8.count
        guard count <= 15 else {
            let number = Self.longTexts.withLock { table -> UInt64? in
                if let number = table.numbers[string] { return number }
                guard table.texts.count < Self.longTextLimit else { return nil }
                let number = UInt64(table.texts.count)
                table.texts.append(string)
                table.numbers[string] = number
                return number
            }
            guard let number else {
                self = CellText("\u{FFFD}")
                return
            }
            low = number
            high = Self.longMarker << 56
            return
        }
        var low: UInt64 = 0, high: UInt64 = UInt64(count) << 56
        var contiguous = string
        contiguous.makeContiguousUTF8()      // a native string already is: nothing is copied
        contiguous.utf8.withContiguousStorageIfAvailable { bytes in
            for (offset, byte) in bytes.enumerated() {
                if offset < 8 { low |= UInt64(byte) << (8 * offset) } else { high |= UInt64(byte) << (8 * (offset - 8)) }
            }
        }
        self.low = low
        self.high = high
    }

    /// Whether there is no text (the right half of a wide character).
    var isEmpty: Bool { low == 0 && high == 0 }

    /// The one byte of a one-byte text; nil otherwise.
    var asciiByte: UInt8? { high == 1 << 56 ? UInt8(truncatingIfNeeded: low) : nil }

    /// The text as a string.
    var string: String {
        let count = Int(high >> 56)
        if UInt64(count) == Self.longMarker {
            let number = Int(low)
            return Self.longTexts.withLock { $0.texts[number] }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { bytes in
            for offset in 0..<count {
                bytes[offset] = offset < 8 ? UInt8(truncatingIfNeeded: low >> (8 * offset))
                    : UInt8(truncatingIfNeeded: high >> (8 * (offset - 8)))
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self)
        }
    }
}
