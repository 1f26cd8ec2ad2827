import Testing
import KumikoCore
import KumikoTerminal

extension TerminalInput {
    /// Unknown, malformed and overlong sequences are dropped without holding back the keys after them.
    @Suite struct MalformedInputTests {
        private typealias F = Fixture

        /// Unknown sequences and terminal replies report nothing; the next key still arrives.
        @Test func unknownSequencesAreDropped() {
            #expect(F.decode("\u{1B}[99~x") == F.typed("x"))
            #expect(F.decode("\u{1B}[?1;2cx") == F.typed("x"))  // Device attributes reply.
            #expect(F.decode("\u{1B}[>1;2;3qx") == F.typed("x"))
            #expect(F.decode("\u{1B}[1 qx") == F.typed("x"))  // An intermediate byte.
            #expect(F.decode("\u{1B}[1?Ax") == F.typed("x"))  // A misplaced marker.
            #expect(F.decode("\u{1B}O~x") == F.typed("x"))
            #expect(F.decode("\u{1B}[2Ax") == F.typed("x"))
            #expect(F.decode("\u{1B}[1;2;3Ax") == F.typed("x"))
        }

        /// Replies in DCS, OSC and APC strings, ended by BEL or ST, are skipped whole.
        @Test func replyStringsAreSkipped() {
            #expect(F.decode("\u{1B}]11;rgb:0000/0000/0000\u{7}a") == F.typed("a"))
            #expect(F.decode("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\a") == F.typed("a"))
            #expect(F.decode("\u{1B}P1$r0m\u{1B}\\\u{1B}_Gi=1;OK\u{1B}\\b") == F.typed("b"))
            let split = Array("\u{1B}]10;rgb:1/2/3\u{1B}\\c".utf8)
            #expect(F.decode(pieces: split.map { [$0] }) == F.typed("c"))
        }

        /// A reply string broken by a control byte or an Escape that is not ST is dropped, and what follows
        /// is read normally.
        @Test func brokenReplyStrings() {
            #expect(F.decode("\u{1B}]11;x\ra") == [F.key(.return)] + F.typed("a"))
            #expect(F.decode("\u{1B}]11;x\u{1B}[A") == [F.key(.upArrow)])
            #expect(F.decode("\u{1B}P\r") == [F.key("P", .option), F.key(.return)])
            #expect(F.decode("\u{1B}]\u{1B}[A") == [F.key("]", .option), F.key(.upArrow)])
            var decoder = InputDecoder()
            #expect(decoder.decode(Array("\u{1B}]11;x".utf8)) == [])
            #expect(decoder.flush() == [])
            #expect(decoder.decode(Array("a".utf8)) == F.typed("a"))
        }

        /// A sequence longer than 64 bytes is dropped at the 65th; the bytes after it are read as input.
        @Test func overlongSequenceIsCut() {
            let digits = String(repeating: "1", count: 100)
            #expect(F.decode("\u{1B}[" + digits + "Ab") == F.typed(String(repeating: "1", count: 36) + "Ab"))
            let exactly64 = String(repeating: ";", count: 63) + "1"
            #expect(F.decode("\u{1B}[" + exactly64 + "Ab") == F.typed("b"))
        }

        /// An unfinished sequence interrupted by a control byte or a new Escape is dropped; that byte counts.
        @Test func interruptedSequences() {
            #expect(F.decode("\u{1B}[1;5\r") == [F.key(.return)])
            #expect(F.decode("\u{1B}[1;5\u{1B}[B") == [F.key(.downArrow)])
            #expect(F.decode("\u{1B}[1;5日") == F.typed("日"))
            var decoder = InputDecoder()
            #expect(decoder.decode(Array("\u{1B}[1;5".utf8)) == [])
            #expect(decoder.hasPendingInput)
            #expect(decoder.flush() == [])
            #expect(!decoder.hasPendingInput)
            #expect(decoder.decode(Array("q".utf8)) == F.typed("q"))
            #expect(decoder.decode(Array("\u{1B}[1;5".utf8)) == [])
            #expect(decoder.flush() == [])
            #expect(decoder.decode(Array("\u{1B}[A".utf8)) == [F.key(.upArrow)])
        }

        /// Pseudo-random bytes in random reads never crash or wedge the decoder: after closing any paste they
        /// may have opened and a flush, a typed key comes through at once.
        @Test func randomBytesNeverWedgeTheDecoder() {
            var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
            func next() -> UInt64 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return seed >> 33
            }
            let interesting: [UInt8] = [0x1B, 0x5B, 0x4F, 0x3C, 0x3B, 0x7E, 0x4D, 0x6D, 0x75, 0x07, 0x5C, 0x5D, 0x50]
            for _ in 0..<20 {
                var decoder = InputDecoder()
                var bytes: [UInt8] = []
                for _ in 0..<5_000 {
                    let roll = next()
                    let interestingByte = interesting[Int(roll / 3) % interesting.count]
                    bytes.append(roll % 3 == 0 ? interestingByte : UInt8(truncatingIfNeeded: roll >> 8))
                }
                var offset = 0
                while offset < bytes.count {
                    let next = min(bytes.count, offset + Int(next() % 40) + 1)
                    _ = decoder.decode(bytes[offset..<next])
                    offset = next
                }
                _ = decoder.decode(Array("\u{1B}[201~".utf8))
                _ = decoder.flush()
                #expect(!decoder.hasPendingInput)
                #expect(decoder.decode(Array("k".utf8)) == F.typed("k"))
            }
        }
    }
}
