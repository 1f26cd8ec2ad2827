import Testing
import KumikoCore
import KumikoTerminal

extension TerminalInput {
    /// Control characters, Escape, and Option chords sent as Escape plus a key.
    @Suite struct ControlKeyTests {
        private typealias F = Fixture

        /// Return (CR or LF), Tab and Backspace (DEL or BS) are their keys and type nothing.
        @Test func editingControls() {
            #expect(F.decode([0x0D]) == [F.key(.return)])
            #expect(F.decode([0x0A]) == [F.key(.return)])
            #expect(F.decode([0x09]) == [F.key(.tab)])
            #expect(F.decode([0x7F]) == [F.key(.delete)])
            #expect(F.decode([0x08]) == [F.key(.delete)])
        }

        /// Control-A…Control-Z are the lowercase letter with Control; NUL is Control-Space; 0x1C–0x1F are
        /// Control with `\ ] ^ _`.
        @Test func controlChords() {
            #expect(F.decode([0x01]) == [F.key("a", .control)])
            #expect(F.decode([0x03]) == [F.key("c", .control)])
            #expect(F.decode([0x0B]) == [F.key("k", .control)])
            #expect(F.decode([0x1A]) == [F.key("z", .control)])
            #expect(F.decode([0x00]) == [F.key(.space, .control)])
            #expect(F.decode([0x1C, 0x1D, 0x1E, 0x1F]) == [
                F.key("\\", .control), F.key("]", .control), F.key("^", .control), F.key("_", .control),
            ])
            let letters = (0x01...0x1A).filter { ![0x08, 0x09, 0x0A, 0x0D].contains($0) }.map { UInt8($0) }
            let chords = letters.map { F.key(KeyEquivalent(Character(Unicode.Scalar($0 + 0x60))), .control) }
            #expect(F.decode(letters) == chords)
        }

        /// A lone Escape is held until a flush, which reports it once.
        @Test func loneEscapeNeedsFlush() {
            var decoder = InputDecoder()
            #expect(decoder.decode([0x1B]) == [])
            #expect(decoder.hasPendingInput)
            #expect(decoder.flush() == [F.key(.escape)])
            #expect(!decoder.hasPendingInput)
            #expect(decoder.flush() == [])
            #expect(decoder.decode(Array("a".utf8)) == F.typed("a"))
        }

        /// Escape twice: the first is the Escape key at once, the second waits.
        @Test func doubleEscape() {
            var decoder = InputDecoder()
            #expect(decoder.decode([0x1B, 0x1B]) == [F.key(.escape)])
            #expect(decoder.flush() == [F.key(.escape)])
            #expect(F.decode([0x1B, 0x1B, 0x5B, 0x41]) == [F.key(.escape), F.key(.upArrow)])
        }

        /// Escape before a key is Option (Alt) with that key; the chord types nothing.
        @Test func optionChords() {
            #expect(F.decode("\u{1B}a") == [F.key("a", .option)])
            #expect(F.decode("\u{1B}A") == [F.key("A", .option)])
            #expect(F.decode("\u{1B} ") == [F.key(.space, .option)])
            #expect(F.decode("\u{1B}.") == [F.key(".", .option)])
            #expect(F.decode([0x1B, 0x01]) == [F.key("a", [.control, .option])])
            #expect(F.decode([0x1B, 0x7F]) == [F.key(.delete, .option)])
            #expect(F.decode([0x1B, 0x0D]) == [F.key(.return, .option)])
            #expect(F.decode([0x1B, 0x00]) == [F.key(.space, [.control, .option])])
            #expect(F.decode("\u{1B}éx") == [F.key("é", .option), F.key("x", characters: "x")])
            #expect(F.decode("\u{1B}日") == [F.key("日", .option)])
        }

        /// Option with a non-ASCII character still works when the character is split from the Escape and
        /// between reads.
        @Test func optionChordSplitAcrossReads() {
            let bytes: [UInt8] = [0x1B] + Array("日".utf8)
            #expect(F.decode(pieces: bytes.map { [$0] }) == [F.key("日", .option)])
            var decoder = InputDecoder()
            #expect(decoder.decode([0x1B, 0xE6]) == [])
            #expect(decoder.flush() == [F.key("\u{FFFD}", .option)])
        }

        /// Escape and `[` or `O` (the openings of CSI and SS3) with nothing after them are Option chords on
        /// flush; so are Escape and `P`, `]`, `_`, which open reply strings.
        @Test func ambiguousOpeningsResolveOnFlush() {
            let openings: [(UInt8, KeyEquivalent)] = [(0x5B, "["), (0x4F, "O"), (0x50, "P"), (0x5D, "]"), (0x5F, "_")]
            for (byte, key) in openings {
                var decoder = InputDecoder()
                #expect(decoder.decode([0x1B, byte]) == [])
                #expect(decoder.hasPendingInput)
                #expect(decoder.flush() == [F.key(key, .option)])
                #expect(!decoder.hasPendingInput)
            }
        }

        /// Escape and `[` split between reads is still one sequence.
        @Test func escapeAndBracketSplitAcrossReads() {
            #expect(F.decode(pieces: [[0x1B], [0x5B], [0x41]]) == [F.key(.upArrow)])
            #expect(F.decode(pieces: [[0x1B], [0x5B, 0x31, 0x3B], [0x35, 0x43]]) == [F.key(.rightArrow, .control)])
            var decoder = InputDecoder()
            #expect(decoder.decode([0x1B]) == [])
            #expect(decoder.decode([0x5B]) == [])
            #expect(decoder.decode([0x42, 0x61]) == [F.key(.downArrow)] + F.typed("a"))
        }

        /// Escape and `[` followed by a byte no sequence holds is Option-[ and then that byte's key.
        @Test func interruptedOpeningIsOptionChord() {
            #expect(F.decode([0x1B, 0x5B, 0x0D]) == [F.key("[", .option), F.key(.return)])
            var decoder = InputDecoder()
            #expect(decoder.decode([0x1B, 0x5B, 0x1B]) == [F.key("[", .option)])
            #expect(decoder.flush() == [F.key(.escape)])
        }
    }
}
