import KumikoCore

/// Typed text waiting to become key events: UTF-8 bytes, which may end part-way through a character when a
/// read splits one.
///
/// Each grapheme cluster becomes one key event. Invalid UTF-8 becomes U+FFFD, one per maximal invalid
/// subsequence (Unicode's recommended practice, which `String(decoding:as:)` follows). A character whose
/// bytes are split between reads is held until the rest arrive; a cluster whose scalars are split between
/// reads (a letter and a combining accent, the two halves of a flag) becomes two events.
struct PendingText {
    private var bytes: [UInt8] = []
    /// Whether an Escape came just before this text: its first character is then an Option chord.
    var followsEscape = false

    /// Whether any bytes are waiting.
    var isEmpty: Bool { bytes.isEmpty }

    /// Adds bytes read from the terminal.
    mutating func append(_ more: ArraySlice<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// Turns the waiting bytes into key events; when `holdingIncompleteCharacter`, a valid but unfinished
    /// character at the end stays for the next read, otherwise it becomes U+FFFD.
    mutating func emit(into events: inout [TerminalEvent], holdingIncompleteCharacter: Bool) {
        let held = holdingIncompleteCharacter ? incompleteSuffixLength : 0
        guard bytes.count > held else { return }
        let text = String(decoding: bytes[..<(bytes.count - held)], as: UTF8.self)
        bytes.removeFirst(bytes.count - held)
        for character in text {
            if followsEscape {
                followsEscape = false
                events.append(.key(KeyInput(key: KeyEquivalent(character), modifiers: .option)))
            } else {
                events.append(.key(KeyInput(key: KeyEquivalent(character), characters: String(character))))
            }
        }
    }

    /// How many bytes at the end start a valid UTF-8 sequence that needs more bytes: a lead byte followed by
    /// fewer continuation bytes than it announces, each allowed where it stands.
    private var incompleteSuffixLength: Int {
        var length = 0
        for byte in bytes.reversed() {
            length += 1
            if byte & 0xC0 == 0x80 {  // A continuation byte: the lead is further back.
                if length == 3 { return 0 }
                continue
            }
            let needed: Int
            switch byte {
            case 0xC2...0xDF: needed = 2
            case 0xE0...0xEF: needed = 3
            case 0xF0...0xF4: needed = 4
            default: return 0  // ASCII, or a byte that never starts a character.
            }
            guard length < needed else { return 0 }
            if length >= 2, !Self.allowsSecondByte(bytes[bytes.count - length + 1], after: byte) { return 0 }
            return length
        }
        return 0
    }

    /// Whether a continuation byte may follow a lead byte: the ranges that exclude overlong forms, surrogates
    /// and code points above U+10FFFF.
    private static func allowsSecondByte(_ second: UInt8, after lead: UInt8) -> Bool {
        switch lead {
        case 0xE0: (0xA0...0xBF).contains(second)
        case 0xED: (0x80...0x9F).contains(second)
        case 0xF0: (0x90...0xBF).contains(second)
        case 0xF4: (0x80...0x8F).contains(second)
        default: true
        }
    }
}
