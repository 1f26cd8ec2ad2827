import Testing
import KumikoCore
@testable import KumikoTerminal

/// Resolved colours as terminals of each depth are told to show them.
@Suite struct TerminalOutputColorConversionTests {
    private func color(_ red: Double, _ green: Double, _ blue: Double) -> ResolvedColor {
        ResolvedColor(red: red, green: green, blue: blue)
    }

    @Test func trueColorKeepsBytes() {
        #expect(TerminalColor(color(1, 0.231, 0.188), depth: .trueColor) == .rgb(red: 255, green: 59, blue: 48))
    }

    @Test func indexed256PicksTheCube() {
        #expect(TerminalColor(color(1, 0, 0), depth: .indexed256) == .indexed(196))
        #expect(TerminalColor(color(0, 1, 0), depth: .indexed256) == .indexed(46))
        #expect(TerminalColor(color(0, 0, 1), depth: .indexed256) == .indexed(21))
        #expect(TerminalColor(color(0, 0, 0), depth: .indexed256) == .indexed(16))
        #expect(TerminalColor(color(1, 1, 1), depth: .indexed256) == .indexed(231))
        // SwiftUI's red (255, 59, 48): 59 and 48 are both nearest to level 95.
        #expect(TerminalColor(color(1, 0.231, 0.188), depth: .indexed256) == .indexed(203))
    }

    @Test func indexed256PicksTheGreyRampForGreys() {
        // 50 % grey is byte 128: grey 232 + 12 is exactly 128, the nearest cube grey is 135.
        #expect(TerminalColor(color(0.5, 0.5, 0.5), depth: .indexed256) == .indexed(244))
        // Byte 8 is the darkest ramp entry.
        #expect(TerminalColor(color(8 / 255, 8 / 255, 8 / 255), depth: .indexed256) == .indexed(232))
        // Byte 95 is a cube level: on ties the cube wins, and here the cube is exact.
        #expect(TerminalColor(color(95 / 255, 95 / 255, 95 / 255), depth: .indexed256) == .indexed(59))
    }

    @Test func nearestIndexAgreesWithBruteForce() {
        var palette: [(Int, Int, Int)] = []
        for red in 0..<6 { for green in 0..<6 { for blue in 0..<6 {
            palette.append((XtermPalette.cubeLevels[red], XtermPalette.cubeLevels[green], XtermPalette.cubeLevels[blue]))
        } } }
        for grey in 0..<24 { palette.append((8 + 10 * grey, 8 + 10 * grey, 8 + 10 * grey)) }
        for value in stride(from: 0, through: 255, by: 17) {
            for (red, green, blue) in [(value, 0, 255 - value), (value, value, value), (255, value, value / 2)] {
                let distances = palette.map { ($0.0 - red) * ($0.0 - red) + ($0.1 - green) * ($0.1 - green) + ($0.2 - blue) * ($0.2 - blue) }
                let chosen = Int(XtermPalette.nearestIndex256(red: red, green: green, blue: blue)) - 16
                #expect(distances[chosen] == distances.min(), "(\(red), \(green), \(blue))")
            }
        }
    }

    @Test func ansi16PicksTheNearestBasicColour() {
        #expect(TerminalColor(color(1, 0, 0), depth: .ansi16) == .basic(1))
        #expect(TerminalColor(color(0, 1, 0), depth: .ansi16) == .basic(2))
        #expect(TerminalColor(color(0, 0, 1), depth: .ansi16) == .basic(4))
        #expect(TerminalColor(color(0, 0, 0), depth: .ansi16) == .basic(0))
        #expect(TerminalColor(color(1, 1, 1), depth: .ansi16) == .basic(15))
        #expect(TerminalColor(color(1, 0.231, 0.188), depth: .ansi16) == .basic(9))
        #expect(TerminalColor(color(0.3, 0.3, 0.3), depth: .ansi16) == .basic(8))
    }

    @Test func noColourDepthDropsColours() {
        #expect(TerminalColor(color(1, 0, 0), depth: .none) == nil)
        #expect(TerminalColor(nil, depth: .trueColor) == nil)
    }

    @Test func opacityIsIgnoredAndBadComponentsAreClamped() {
        #expect(TerminalColor(ResolvedColor(red: 1, green: 0, blue: 0, opacity: 0.2), depth: .indexed256) == .indexed(196))
        #expect(TerminalColor(color(.nan, 2, -1), depth: .trueColor) == .rgb(red: 0, green: 255, blue: 0))
    }

    @Test func sgrParametersForEachKindOfColour() {
        func sequence(_ foreground: TerminalColor?, _ background: TerminalColor?) -> String {
            GraphicRendition(foreground: foreground, background: background, style: []).sequence
        }
        #expect(sequence(.rgb(red: 1, green: 2, blue: 3), .rgb(red: 40, green: 50, blue: 255)) == "\u{1B}[0;38;2;1;2;3;48;2;40;50;255m")
        #expect(sequence(.indexed(196), .indexed(7)) == "\u{1B}[0;38;5;196;48;5;7m")
        #expect(sequence(.basic(1), .basic(4)) == "\u{1B}[0;31;44m")
        #expect(sequence(.basic(9), .basic(12)) == "\u{1B}[0;91;104m")
        #expect(sequence(.basic(0), .basic(15)) == "\u{1B}[0;30;107m")
    }

    @Test func renditionSequence() {
        let cell = Cell(character: "x", foreground: color(1, 0, 0), background: color(0, 0, 1), style: [.bold, .underline])
        #expect(GraphicRendition(cell, depth: .trueColor).sequence == "\u{1B}[0;1;4;38;2;255;0;0;48;2;0;0;255m")
        #expect(GraphicRendition(cell, depth: .indexed256).sequence == "\u{1B}[0;1;4;38;5;196;48;5;21m")
        #expect(GraphicRendition(cell, depth: .ansi16).sequence == "\u{1B}[0;1;4;31;44m")
        #expect(GraphicRendition(cell, depth: .none).sequence == "\u{1B}[0;1;4m")
        #expect(GraphicRendition.plain.sequence == "\u{1B}[0m")
    }
}
