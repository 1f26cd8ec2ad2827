import Testing
import KumikoCore
import KumikoTerminal

extension TerminalInput {
    /// Input split into reads at any byte decodes to the same events as one read.
    @Suite struct SplitInvarianceTests {
        private typealias F = Fixture

        /// A mix of text, controls, Option chords, key sequences, mouse, paste, focus and invalid UTF-8.
        private static let input: [UInt8] =
            Array("a日\u{1B}[A\u{1B}x\u{1B}OP\u{1B}[1;5C\u{1B}[<0;12;3M".utf8)
            + Array("\u{1B}[200~p日\u{1B}q\u{1B}[201~\u{1B}[I😀\r".utf8)
            + [0x01, 0xFF] + Array("\u{1B}[3~\u{1B}]11;rgb:0/0/0\u{7}\u{1B}[97;5uz".utf8)

        /// The events of the whole input, exactly.
        private static let expected: [TerminalEvent] = F.typed("a日") + [
            F.key(.upArrow), F.key("x", .option), F.key(F.functionKey(1)), F.key(.rightArrow, .control),
            F.mouse(.press, .left, column: 11, row: 2), .paste("p日\u{1B}q"), .focusGained,
        ] + F.typed("😀") + [
            F.key(.return), F.key("a", .control), F.replacement, F.key(.deleteForward), F.key("a", .control),
        ] + F.typed("z")

        /// One read gives the expected events.
        @Test func wholeInput() {
            #expect(F.decode(Self.input) == Self.expected)
        }

        /// Two reads, split at every byte offset, give the same events.
        @Test func splitAtEveryOffset() {
            for split in 1..<Self.input.count {
                let events = F.decode(pieces: [Array(Self.input[..<split]), Array(Self.input[split...])])
                #expect(events == Self.expected, "split at \(split)")
            }
        }

        /// One read per byte gives the same events.
        @Test func oneByteAtATime() {
            #expect(F.decode(pieces: Self.input.map { [$0] }) == Self.expected)
        }

        /// Three reads, split at every pair of offsets, give the same events.
        @Test func splitAtEveryPairOfOffsets() {
            var mismatches = 0
            for first in 1..<Self.input.count {
                for second in first..<Self.input.count {
                    let pieces = [
                        Array(Self.input[..<first]), Array(Self.input[first..<second]), Array(Self.input[second...]),
                    ]
                    if F.decode(pieces: pieces) != Self.expected { mismatches += 1 }
                }
            }
            #expect(mismatches == 0)
        }
    }
}
