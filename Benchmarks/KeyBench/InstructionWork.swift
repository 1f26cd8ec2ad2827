import Foundation
import Kumiko
import RowsView

/// One piece of KeyBench's work done once, for an instruction count (`scripts/count-instructions`): only what
/// runs inside ``callgrindCounted(_:)`` is counted (callgrind's `--toggle-collect=*16callgrindCounted*`).
@MainActor
enum InstructionWork {
    /// What is counted.
    enum Kind: String {
        /// A new terminal's graph, laid out and drawn once.
        case firstFrame = "first-frame"
        /// Down presses, each followed by its frame.
        case keys
        /// Down presses, then one frame.
        case burst
    }

    /// Presses made (and undone) before keys or a burst are counted.
    static let warmUpPresses = 10

    /// `[kind] [rows] [count]`; prints what was counted so that the script can divide by it.
    static func run(_ arguments: [String]) {
        let kind = arguments.first.flatMap(Kind.init(rawValue:)) ?? .keys
        let numbers = arguments.dropFirst().compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }
        let rows = numbers.count > 0 ? max(numbers[0], 1) : 100_000
        let count = kind == .firstFrame ? 1 : (numbers.count > 1 ? max(numbers[1], 1) : 200)
        var terminal: TestTerminal?
        if kind != .firstFrame {
            let made = TestTerminal(columns: 120, rows: 40) { RowsView(count: rows) }
            _ = made.image
            // A few presses first, so that what happens once (type metadata, comparison plans) is not counted
            // as every key's work.
            for _ in 0..<warmUpPresses {
                made.press(.downArrow)
                _ = made.image
            }
            for _ in 0..<warmUpPresses { made.press(.upArrow) }
            _ = made.image
            terminal = made
        }
        callgrindCounted {
            switch kind {
            case .firstFrame:
                let made = TestTerminal(columns: 120, rows: 40) { RowsView(count: rows) }
                _ = made.image
                terminal = made
            case .keys:
                for _ in 0..<count {
                    terminal!.press(.downArrow)
                    _ = terminal!.image
                }
            case .burst:
                for _ in 0..<count { terminal!.press(.downArrow) }
                _ = terminal!.image
            }
        }
        requireCursor(on: kind == .firstFrame ? 0 : count, in: terminal!)
        print("counted: \(kind.rawValue), \(count) \(kind == .firstFrame ? "frame" : "keys"), \(rows) rows")
    }

    /// The counted work (its name is what callgrind toggles on; never inlined, so that the name exists).
    @inline(never)
    static func callgrindCounted(_ work: () -> Void) { work() }
}
