import Testing
import KumikoCore
import KumikoTerminal

extension TerminalInput {
    /// SGR mouse reports: buttons, motion, wheel, modifiers, 1-based coordinates made 0-based.
    @Suite struct MouseInputTests {
        private typealias F = Fixture

        /// Presses and releases of each button, at 0-based cells.
        @Test func pressAndRelease() {
            #expect(F.decode("\u{1B}[<0;1;1M") == [F.mouse(.press, .left, column: 0, row: 0)])
            #expect(F.decode("\u{1B}[<0;10;5m") == [F.mouse(.release, .left, column: 9, row: 4)])
            #expect(F.decode("\u{1B}[<1;3;4M") == [F.mouse(.press, .middle, column: 2, row: 3)])
            #expect(F.decode("\u{1B}[<2;3;4M") == [F.mouse(.press, .right, column: 2, row: 3)])
            #expect(F.decode("\u{1B}[<2;3;4m") == [F.mouse(.release, .right, column: 2, row: 3)])
            #expect(F.decode("\u{1B}[<0;300;200M") == [F.mouse(.press, .left, column: 299, row: 199)])
        }

        /// Motion (bit 32) with a button is a drag; with button code 3 it is a move.
        @Test func motion() {
            #expect(F.decode("\u{1B}[<32;5;6M") == [F.mouse(.drag, .left, column: 4, row: 5)])
            #expect(F.decode("\u{1B}[<34;5;6M") == [F.mouse(.drag, .right, column: 4, row: 5)])
            #expect(F.decode("\u{1B}[<35;7;8M") == [F.mouse(.move, .none, column: 6, row: 7)])
        }

        /// Wheel codes 64–67 are up, down, left and right, with no button.
        @Test func wheel() {
            #expect(F.decode("\u{1B}[<64;2;3M\u{1B}[<65;2;3M\u{1B}[<66;2;3M\u{1B}[<67;2;3M") == [
                F.mouse(.wheelUp, .none, column: 1, row: 2), F.mouse(.wheelDown, .none, column: 1, row: 2),
                F.mouse(.wheelLeft, .none, column: 1, row: 2), F.mouse(.wheelRight, .none, column: 1, row: 2),
            ])
        }

        /// Modifier bits: 4 Shift, 8 Meta (Option), 16 Control.
        @Test func modifiers() {
            #expect(F.decode("\u{1B}[<4;1;1M") == [F.mouse(.press, .left, column: 0, row: 0, .shift)])
            #expect(F.decode("\u{1B}[<8;1;1M") == [F.mouse(.press, .left, column: 0, row: 0, .option)])
            #expect(F.decode("\u{1B}[<16;1;1M") == [F.mouse(.press, .left, column: 0, row: 0, .control)])
            #expect(F.decode("\u{1B}[<30;1;1m") == [
                F.mouse(.release, .right, column: 0, row: 0, [.shift, .option, .control]),
            ])
            #expect(F.decode("\u{1B}[<81;4;2M") == [F.mouse(.wheelDown, .none, column: 3, row: 1, .control)])
            #expect(F.decode("\u{1B}[<44;9;9M") == [F.mouse(.drag, .left, column: 8, row: 8, [.shift, .option])])
        }

        /// Malformed reports are dropped: zero coordinates, missing or extra fields, extra buttons, a wheel
        /// "release", numbers that overflow.
        @Test func malformedReportsAreDropped() {
            for report in [
                "<0;0;5M", "<0;5;0M", "<0;1M", "<0;1;1;1M", "<;1;1M", "<128;1;1M", "<64;1;1m", "<0:1;1;1M",
                "<0;99999999999999999999999;1M", "<0;1;1X", "0;1;1M",
            ] {
                #expect(F.decode("\u{1B}[" + report + "z") == F.typed("z"), "\(report)")
            }
        }
    }
}
