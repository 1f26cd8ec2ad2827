import Testing
import KumikoCore
import KumikoTerminal

extension TerminalInput {
    /// Bracketed paste: one event whatever the length and however many reads it spans.
    @Suite struct PasteInputTests {
        private typealias F = Fixture
        private static let start = "\u{1B}[200~"
        private static let end = "\u{1B}[201~"

        /// A paste is one event, between the keys typed before and after it.
        @Test func pasteIsOneEvent() {
            #expect(F.decode("x" + Self.start + "hello, 世界\r\nline 2\t!" + Self.end + "y") == [
                F.key("x", characters: "x"), .paste("hello, 世界\r\nline 2\t!"), F.key("y", characters: "y"),
            ])
            #expect(F.decode(Self.start + Self.end) == [.paste("")])
        }

        /// Escapes, control bytes and sequences inside a paste are text; only `ESC [ 201 ~` ends it.
        @Test func sequencesInsidePasteAreText() {
            let content = "a\u{1B}b\u{1B}[A\u{1B}[201x\u{1B}[20\u{1B}[200~\u{3}\u{7F}\u{1B}[2"
            #expect(F.decode(Self.start + content + Self.end + "\u{1B}[B") == [.paste(content), F.key(.downArrow)])
        }

        /// A paste split at every byte offset, and fed one byte at a time, is still one event.
        @Test func pasteSplitAnywhere() {
            let content = "日本\u{1B}[20 ok 😀"
            let bytes = Array((Self.start + content + Self.end + "z").utf8)
            let expected: [TerminalEvent] = [.paste(content), F.key("z", characters: "z")]
            for split in 1..<bytes.count {
                let events = F.decode(pieces: [Array(bytes[..<split]), Array(bytes[split...])])
                #expect(events == expected, "split at \(split)")
            }
            #expect(F.decode(pieces: bytes.map { [$0] }) == expected)
        }

        /// A 100,000-character paste in 4,099-byte reads is one event holding every character.
        @Test func largePaste() {
            let line = "The quick brown fox 日本語 😀 jumps.\n"
            var content = String(repeating: line, count: 100_000 / line.count + 1)
            content = String(content.prefix(100_000))
            #expect(content.count == 100_000)
            let bytes = Array((Self.start + content + Self.end).utf8)
            var decoder = InputDecoder()
            var events: [TerminalEvent] = []
            var offset = 0
            while offset < bytes.count {
                let next = min(offset + 4_099, bytes.count)
                events += decoder.decode(bytes[offset..<next])
                offset = next
            }
            #expect(events.count == 1)
            guard case .paste(let pasted)? = events.first else {
                Issue.record("expected a paste, got \(events.prefix(3))")
                return
            }
            #expect(pasted.count == 100_000)
            #expect(pasted == content)
        }

        /// Invalid UTF-8 in a paste becomes U+FFFD, one per maximal invalid subsequence.
        @Test func invalidUTF8InPaste() {
            let content: [UInt8] = [0x61, 0xFF, 0xE6, 0x97, 0x62, 0xED, 0xA0, 0x80, 0xE6]
            let bytes = Array(Self.start.utf8) + content + Array(Self.end.utf8)
            #expect(F.decode(bytes) == [.paste("a\u{FFFD}\u{FFFD}b\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")])
        }

        /// A flush while a paste is open changes nothing: the paste waits for its end.
        @Test func flushKeepsPasteOpen() {
            var decoder = InputDecoder()
            #expect(decoder.decode(Array((Self.start + "abc").utf8)) == [])
            #expect(!decoder.hasPendingInput)
            #expect(decoder.flush() == [])
            #expect(decoder.decode(Array(("def" + Self.end).utf8)) == [.paste("abcdef")])
        }

        /// A paste end without a start is dropped.
        @Test func strayPasteEndIsDropped() {
            #expect(F.decode(Self.end + "a") == F.typed("a"))
        }
    }
}
