import Testing
@testable import KumikoTerminal

/// How the colour depth is read from the environment.
@Suite struct TerminalOutputColorDepthTests {
    @Test func noColorWinsOverEverything() {
        #expect(ColorDepth.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"]) == .none)
    }

    @Test func emptyNoColorIsIgnored() {
        #expect(ColorDepth.detect(environment: ["NO_COLOR": "", "TERM": "xterm-256color"]) == .indexed256)
    }

    @Test func colorTermAsksForTrueColor() {
        #expect(ColorDepth.detect(environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"]) == .trueColor)
        #expect(ColorDepth.detect(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorDepth.detect(environment: ["COLORTERM": "TrueColor", "TERM": "xterm"]) == .trueColor)
    }

    @Test func otherColorTermValuesFallThroughToTerm() {
        #expect(ColorDepth.detect(environment: ["COLORTERM": "yes", "TERM": "screen-256color"]) == .indexed256)
    }

    @Test func term256Color() {
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .indexed256)
        #expect(ColorDepth.detect(environment: ["TERM": "tmux-256color"]) == .indexed256)
    }

    @Test func dumbTerminalHasNoColourEvenWithAnInheritedColorTerm() {
        #expect(ColorDepth.detect(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorDepth.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
    }

    @Test func anythingElseIsSixteenColours() {
        #expect(ColorDepth.detect(environment: ["TERM": "xterm"]) == .ansi16)
        #expect(ColorDepth.detect(environment: ["TERM": "linux"]) == .ansi16)
        #expect(ColorDepth.detect(environment: [:]) == .ansi16)
    }
}
