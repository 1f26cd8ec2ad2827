import Testing
@testable import KumikoTerminal

/// The rules the terminal's chrome draws (separators, box edges, slider tracks), built in one allocation.
@Suite struct TerminalChromeRuleTests {
    @Test func aRuleRepeatsItsGlyphBetweenItsEnds() {
        #expect(TerminalChrome.rule("─", count: 3) == "───")
        #expect(TerminalChrome.rule("─", count: 3, left: "╭", right: "╮") == "╭───╮")
        #expect(TerminalChrome.rule("━", count: 1, right: "●") == "━●")
        #expect(TerminalChrome.rule(" ", count: 2) == "  ")
    }

    /// A width that rounds to nothing or below (a 1 × 1 terminal, a negative frame) draws nothing, never traps.
    @Test func aRuleOfNoOrNegativeLengthIsEmpty() {
        #expect(TerminalChrome.rule("─", count: 0).isEmpty)
        #expect(TerminalChrome.rule("─", count: -5).isEmpty)
        #expect(TerminalChrome.rule("─", count: -5, left: "╰", right: "╯") == "╰╯")
    }
}
