import Testing
import KumikoCore
@testable import KumikoTerminal

/// The strongest check of the encoder: a terminal model showing frame A, fed the bytes for A → B, shows exactly B,
/// over many random frames and all colour depths.
@Suite struct TerminalOutputFrameEncoderModelTests {
    private static let depths: [ColorDepth] = [.trueColor, .indexed256, .ansi16, .none]

    @Test(arguments: depths)
    func diffsTurnEachFrameIntoTheNext(depth: ColorDepth) {
        checkRandomFrames(depth: depth, malformed: false, seed: 0x4B75_6D69_6B6F)
    }

    @Test(arguments: depths)
    func diffsStayExactOnMalformedBuffers(depth: ColorDepth) {
        checkRandomFrames(depth: depth, malformed: true, seed: 0x6B75_6D69)
    }

    /// Random first frames painted on a garbage screen, then random changes, each checked on the model.
    private func checkRandomFrames(depth: ColorDepth, malformed: Bool, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let encoder = FrameEncoder(colorDepth: depth)
        for round in 0..<300 {
            let columns = Int.random(in: 1...14, using: &generator)
            let rows = Int.random(in: 1...5, using: &generator)
            var shown = RandomFrames.buffer(columns: columns, rows: rows, malformed: malformed, using: &generator)
            var terminal = TerminalModel(columns: columns, rows: rows)
            terminal.apply(encoder.encode(from: nil, to: shown))
            #expect(terminal.glyphs == TerminalModel.expected(shown, depth: depth), "round \(round): first frame\n\(terminal.text)")
            for frame in 0..<6 {
                var next = shown
                let changes = Int.random(in: 0...(frame.isMultiple(of: 3) ? 2 : columns * rows), using: &generator)
                RandomFrames.draw(on: &next, operations: changes, malformed: malformed, using: &generator)
                let bytes = encoder.encode(from: shown, to: next)
                terminal.apply(bytes)
                #expect(terminal.glyphs == TerminalModel.expected(next, depth: depth),
                        "round \(round) frame \(frame)\n\(terminal.text)\n\(String(decoding: bytes, as: UTF8.self).debugDescription)")
                if TerminalModel.expected(next, depth: depth) == TerminalModel.expected(shown, depth: depth), next == shown {
                    #expect(bytes.isEmpty)
                }
                shown = next
            }
            #expect(terminal.problems == [], "round \(round)")
        }
    }

    @Test func resizedFramesRepaintOntoAnyScreen() {
        var generator = SeededGenerator(seed: 7)
        let encoder = FrameEncoder(colorDepth: .trueColor)
        for _ in 0..<100 {
            let old = RandomFrames.buffer(columns: Int.random(in: 1...10, using: &generator), rows: 3, using: &generator)
            let next = RandomFrames.buffer(columns: Int.random(in: 1...10, using: &generator), rows: 4, using: &generator)
            // The terminal has already been resized: it shows leftovers, which the repaint must erase.
            var terminal = TerminalModel(columns: next.columns, rows: next.rows, filler: "#")
            terminal.apply(encoder.encode(from: old, to: next))
            #expect(terminal.glyphs == TerminalModel.expected(next, depth: .trueColor))
            #expect(terminal.problems == [])
        }
    }

    @Test func unchangedFramesCostNothingAndSmallChangesStaySmall() {
        var generator = SeededGenerator(seed: 42)
        let encoder = FrameEncoder(colorDepth: .indexed256)
        for _ in 0..<100 {
            let shown = RandomFrames.buffer(columns: 40, rows: 10, using: &generator)
            #expect(encoder.encode(from: shown, to: shown).isEmpty)
            var next = shown
            next.put("Z", width: 1, column: Int.random(in: 0..<40, using: &generator), row: Int.random(in: 0..<10, using: &generator),
                     foreground: nil, style: [])
            // One move, and at most two characters: "Z" and the other half of a wide character it overwrote.
            var terminal = TerminalModel(columns: 40, rows: 10)
            terminal.apply(encoder.encode(from: nil, to: shown))
            let (moves, printed) = (terminal.moveCount, terminal.printedCount)
            terminal.apply(encoder.encode(from: shown, to: next))
            #expect(terminal.moveCount - moves == 1)
            #expect(terminal.printedCount - printed <= 2)
            #expect(terminal.glyphs == TerminalModel.expected(next, depth: .indexed256))
        }
    }
}
