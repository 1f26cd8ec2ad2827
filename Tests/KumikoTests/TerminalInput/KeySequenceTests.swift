import Testing
import KumikoCore
import KumikoTerminal

extension TerminalInput {
    /// CSI and SS3 key sequences: cursor, editing and function keys, modifiers, Shift-Tab, kitty and
    /// modifyOtherKeys.
    @Suite struct KeySequenceTests {
        private typealias F = Fixture

        /// Arrows, in normal (CSI) and application (SS3) cursor mode.
        @Test func arrows() {
            #expect(F.decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [
                F.key(.upArrow), F.key(.downArrow), F.key(.rightArrow), F.key(.leftArrow),
            ])
            #expect(F.decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [
                F.key(.upArrow), F.key(.downArrow), F.key(.rightArrow), F.key(.leftArrow),
            ])
        }

        /// Home and End in all their encodings.
        @Test func homeAndEnd() {
            for sequence in ["[H", "OH", "[1~", "[7~"] {
                #expect(F.decode("\u{1B}" + sequence) == [F.key(.home)], "\(sequence)")
            }
            for sequence in ["[F", "OF", "[4~", "[8~"] {
                #expect(F.decode("\u{1B}" + sequence) == [F.key(.end)], "\(sequence)")
            }
        }

        /// Insert, Delete (forward), Page Up and Page Down.
        @Test func editingKeys() {
            #expect(F.decode("\u{1B}[2~") == [F.key(F.insert)])
            #expect(F.decode("\u{1B}[3~") == [F.key(.deleteForward)])
            #expect(F.decode("\u{1B}[5~") == [F.key(.pageUp)])
            #expect(F.decode("\u{1B}[6~") == [F.key(.pageDown)])
        }

        /// F1–F4 (SS3 and CSI forms) and F5–F12 (VT220 numbers with gaps at 16 and 22).
        @Test func functionKeys() {
            #expect(F.decode("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS") == (1...4).map { F.key(F.functionKey($0)) })
            #expect(F.decode("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~") == (1...4).map { F.key(F.functionKey($0)) })
            let codes = [15, 17, 18, 19, 20, 21, 23, 24]
            let text = codes.map { "\u{1B}[\($0)~" }.joined()
            #expect(F.decode(text) == (5...12).map { F.key(F.functionKey($0)) })
            #expect(F.decode("\u{1B}[16~\u{1B}[22~") == [])
        }

        /// Shift-Tab is `CSI Z`.
        @Test func shiftTab() {
            #expect(F.decode("\u{1B}[Z") == [F.key(.tab, .shift)])
            #expect(F.decode("\u{1B}[1;5Z") == [F.key(.tab, [.shift, .control])])
        }

        /// xterm's modifier parameter: 1 plus Shift 1, Alt 2, Control 4, Meta 8.
        @Test func modifierParameters() {
            #expect(F.decode("\u{1B}[1;2A") == [F.key(.upArrow, .shift)])
            #expect(F.decode("\u{1B}[1;3B") == [F.key(.downArrow, .option)])
            #expect(F.decode("\u{1B}[1;4C") == [F.key(.rightArrow, [.shift, .option])])
            #expect(F.decode("\u{1B}[1;5D") == [F.key(.leftArrow, .control)])
            #expect(F.decode("\u{1B}[1;6H") == [F.key(.home, [.shift, .control])])
            #expect(F.decode("\u{1B}[1;7F") == [F.key(.end, [.option, .control])])
            #expect(F.decode("\u{1B}[1;8A") == [F.key(.upArrow, [.shift, .option, .control])])
            #expect(F.decode("\u{1B}[1;9A") == [F.key(.upArrow, .command)])
            #expect(F.decode("\u{1B}[1;1A") == [F.key(.upArrow)])
            #expect(F.decode("\u{1B}[3;5~") == [F.key(.deleteForward, .control)])
            #expect(F.decode("\u{1B}[5;2~") == [F.key(.pageUp, .shift)])
            #expect(F.decode("\u{1B}[15;3~") == [F.key(F.functionKey(5), .option)])
            #expect(F.decode("\u{1B}[1;2P") == [F.key(F.functionKey(1), .shift)])
            #expect(F.decode("\u{1B}O5P") == [F.key(F.functionKey(1), .control)])
        }

        /// Application keypad keys are on the numeric pad and type their character; keypad Enter is Return.
        @Test func applicationKeypad() {
            #expect(F.decode("\u{1B}Op\u{1B}Oy\u{1B}Ok") == [
                F.key("0", .numericPad, characters: "0"), F.key("9", .numericPad, characters: "9"),
                F.key("+", .numericPad, characters: "+"),
            ])
            #expect(F.decode("\u{1B}OM") == [F.key(.return, .numericPad)])
        }

        /// Focus reports.
        @Test func focusReports() {
            #expect(F.decode("\u{1B}[I\u{1B}[O") == [.focusGained, .focusLost])
        }

        /// A cursor position report (`CSI row;column R`) is not F3; `CSI 1;5R` is Control-F3.
        @Test func cursorPositionReportIsNotAKey() {
            #expect(F.decode("\u{1B}[12;40R") == [])
            #expect(F.decode("\u{1B}[1;5R") == [F.key(F.functionKey(3), .control)])
        }

        /// The kitty keyboard protocol's `CSI u`: code point, shifted key, modifiers, event type and text.
        @Test func kittyKeys() {
            #expect(F.decode("\u{1B}[97;5u") == [F.key("a", .control)])
            #expect(F.decode("\u{1B}[97u") == [F.key("a", characters: "a")])
            #expect(F.decode("\u{1B}[13u\u{1B}[9u\u{1B}[27u\u{1B}[127u") == [
                F.key(.return), F.key(.tab), F.key(.escape), F.key(.delete),
            ])
            #expect(F.decode("\u{1B}[127;3u") == [F.key(.delete, .option)])
            #expect(F.decode("\u{1B}[13;2u") == [F.key(.return, .shift)])
            #expect(F.decode("\u{1B}[97:65;2u") == [F.key("A", .shift, characters: "A")])
            #expect(F.decode("\u{1B}[97;2;65u") == [F.key("a", .shift, characters: "A")])
            #expect(F.decode("\u{1B}[26085;1;26085u") == [F.key("日", characters: "日")])
            #expect(F.decode("\u{1B}[97;5:1u\u{1B}[97;5:2u") == [F.key("a", .control), F.key("a", .control)])
            #expect(F.decode("\u{1B}[97;5:3u") == [])  // Release.
            #expect(F.decode("\u{1B}[57399u") == [])  // A private-use functional key (keypad 0).
            #expect(F.decode("\u{1B}[55296u") == [])  // A surrogate.
            #expect(F.decode("\u{1B}[1;65u") == [])  // A control character.
            #expect(F.decode("\u{1B}[97;65u") == [F.key("a", .capsLock, characters: "a")])
        }

        /// xterm's `modifyOtherKeys`: `CSI 27;modifiers;code~`.
        @Test func modifyOtherKeys() {
            #expect(F.decode("\u{1B}[27;5;9~") == [F.key(.tab, .control)])
            #expect(F.decode("\u{1B}[27;5;97~") == [F.key("a", .control)])
            #expect(F.decode("\u{1B}[27;6;13~") == [F.key(.return, [.shift, .control])])
        }
    }
}
