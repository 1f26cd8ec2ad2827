import Testing
import KumikoCore
import KumikoTerminal

extension TerminalInput {
    /// Typed text: ASCII, UTF-8 in any script, characters split between reads, and invalid UTF-8.
    @Suite struct TextInputTests {
        private typealias F = Fixture

        /// Each printable ASCII character is a key that types itself, with no modifiers: the terminal does not
        /// say whether Shift made an uppercase letter.
        @Test func printableASCII() {
            #expect(F.decode("aZ 9~") == [
                F.key("a", characters: "a"), F.key("Z", characters: "Z"), F.key(.space, characters: " "),
                F.key("9", characters: "9"), F.key("~", characters: "~"),
            ])
            let all = String(String.UnicodeScalarView((0x20...0x7E).map { Unicode.Scalar(UInt8($0)) }))
            #expect(F.decode(all) == F.typed(all))
            #expect(F.decode(all).count == 95)
        }

        /// Japanese, Chinese, Korean, accented Latin and emoji arrive as one key per character.
        @Test func unicodeText() {
            #expect(F.decode("日本語") == [
                F.key("日", characters: "日"), F.key("本", characters: "本"), F.key("語", characters: "語"),
            ])
            #expect(F.decode("中文한국어") == F.typed("中文한국어"))
            #expect(F.decode("é😀") == [F.key("é", characters: "é"), F.key("😀", characters: "😀")])
            #expect(F.decode("é😀").count == 2)
        }

        /// A grapheme cluster of several scalars read at once is one key: a family emoji, a flag, a letter with
        /// a combining accent.
        @Test func graphemeClustersReadTogetherAreOneKey() {
            #expect(F.decode("👩‍👩‍👧") == [F.key("👩‍👩‍👧", characters: "👩‍👩‍👧")])
            #expect(F.decode("🇯🇵") == [F.key("🇯🇵", characters: "🇯🇵")])
            #expect(F.decode("e\u{301}x") == [F.key("e\u{301}", characters: "e\u{301}"), F.key("x", characters: "x")])
        }

        /// A cluster whose scalars come in different reads becomes one key per read (the text is the same).
        @Test func graphemeClusterSplitBetweenReadsIsTwoKeys() {
            let events = F.decode(pieces: [Array("e".utf8), Array("\u{301}".utf8)])
            #expect(events == [F.key("e", characters: "e"), F.key("\u{301}", characters: "\u{301}")])
        }

        /// A multi-byte character split at any byte waits for its remaining bytes and is then one key.
        @Test func characterSplitAtEveryByte() {
            for text in ["日", "😀", "é", "語x", "a😀b"] {
                let bytes = Array(text.utf8)
                for split in 1..<bytes.count {
                    let events = F.decode(pieces: [Array(bytes[..<split]), Array(bytes[split...])])
                    #expect(events == F.typed(text), "\(text) split at \(split)")
                }
                #expect(F.decode(pieces: bytes.map { [$0] }) == F.typed(text))
            }
        }

        /// The first bytes of a character produce nothing and are pending until the rest come.
        @Test func incompleteCharacterIsHeld() {
            var decoder = InputDecoder()
            #expect(decoder.decode([0xE6, 0x97]) == [])
            #expect(decoder.hasPendingInput)
            #expect(decoder.decode([0xA5]) == F.typed("日"))
            #expect(!decoder.hasPendingInput)
        }

        /// Invalid UTF-8 becomes U+FFFD, one per maximal invalid subsequence, and the valid text around it
        /// survives.
        @Test func invalidUTF8BecomesReplacementCharacters() {
            let r = F.replacement
            #expect(F.decode([0x80]) == [r])  // A lone continuation byte.
            #expect(F.decode([0xFF, 0x61]) == [r, F.key("a", characters: "a")])  // Never valid.
            #expect(F.decode([0xC3, 0x41]) == [r, F.key("A", characters: "A")])  // Truncated two-byte sequence.
            #expect(F.decode([0xE6, 0x97, 0x41]) == [r, F.key("A", characters: "A")])  // Truncated: one U+FFFD.
            #expect(F.decode([0xC0, 0xAF]) == [r, r])  // Overlong lead.
            #expect(F.decode([0xE0, 0x80, 0xAF]) == [r, r, r])  // Overlong three-byte form.
            #expect(F.decode([0xED, 0xA0, 0x80]) == [r, r, r])  // A surrogate.
            #expect(F.decode([0xF0, 0x80, 0x80]) == [r, r, r])  // F0 must be followed by 90–BF.
            #expect(F.decode([0xF4, 0x90, 0x80, 0x80]) == [r, r, r, r])  // Above U+10FFFF.
            #expect(F.decode([0x61, 0xE6, 0x97, 0xA5, 0xFE, 0x62]) == F.typed("a日") + [r] + F.typed("b"))
        }

        /// An unfinished character becomes U+FFFD when a control byte or an Escape sequence interrupts it, and
        /// on a flush.
        @Test func interruptedCharacterBecomesReplacement() {
            var decoder = InputDecoder()
            #expect(decoder.decode([0xE6, 0x97]) == [])
            #expect(decoder.decode([0x0D]) == [F.replacement, F.key(.return)])

            #expect(F.decode([0xE6, 0x97, 0x1B, 0x5B, 0x41]) == [F.replacement, F.key(.upArrow)])

            var flushed = InputDecoder()
            #expect(flushed.decode([0xF0, 0x9F, 0x98]) == [])
            #expect(flushed.flush() == [F.replacement])
            #expect(!flushed.hasPendingInput)
            #expect(flushed.flush() == [])
        }

        /// An invalid lead byte at the end of a read is not held: it cannot start a character.
        @Test func invalidTrailingByteIsNotHeld() {
            var decoder = InputDecoder()
            #expect(decoder.decode([0x61, 0xF8]) == F.typed("a") + [F.replacement])
            #expect(decoder.decode([0xE0, 0x80]) == [F.replacement, F.replacement])
            #expect(!decoder.hasPendingInput)
        }
    }
}
