import Foundation
import Kumiko
import RowsView

// KeyBench: keystroke-to-frame latency and bytes per frame, in process, on the black-box benchmark's list
// (RowsView). Each Down press goes through the terminal runtime as a decoded key would (focus, the list's
// keys, the selection binding), then the frame is drawn and encoded as the terminal host would write it.
// Terminal I/O is not included: `../shared/bench/tui_bench.py keys --each` measures that from outside.
//
//     swift run -c release KeyBench [rows] [presses] [runs]     (defaults: 100000 1000 5)
//
// `KeyBench --instructions first-frame|keys|burst [rows] [count]` does one measured piece of work once, inside a
// function named `callgrindCounted`, for `scripts/count-instructions` to count under valgrind's callgrind
// (`--toggle-collect=*16callgrindCounted*`): a new terminal's first frame; `count` presses, each drawn; or `count`
// presses, then one frame. Instruction counts are repeatable where times are not.

if CommandLine.arguments.dropFirst().first == "--instructions" {
    InstructionWork.run(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }
let rowCount = arguments.count > 0 ? max(arguments[0], 1) : 100_000
let presses = arguments.count > 1 ? max(arguments[1], 1) : 1_000
let runs = arguments.count > 2 ? max(arguments[2], 1) : 5

/// Monotonic nanoseconds.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The sample at percentile `p` (0…1), by nearest rank.
func percentile(_ p: Double, of samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[min(max(Int((p * Double(sorted.count)).rounded(.up)) - 1, 0), sorted.count - 1)]
}

MainActor.assumeIsolated {
    // A burst: 200 presses handled before one frame, as a terminal's read of 200 keys is.
    var bursts: [Double] = []
    for _ in 0..<runs {
        let terminal = TestTerminal(columns: 120, rows: 40) { RowsView(count: rowCount) }
        _ = terminal.image
        let start = now()
        for _ in 0..<200 { terminal.press(.downArrow) }
        _ = terminal.image
        bursts.append(Double(now() - start) / 1_000_000)
    }
    var medians: [Double] = [], p99s: [Double] = [], moveBytes: [Int] = [], repaintBytes = 0
    for _ in 0..<runs {
        let terminal = TestTerminal(columns: 120, rows: 40) { RowsView(count: rowCount) }
        _ = terminal.image
        var latencies: [Double] = []
        latencies.reserveCapacity(presses)
        for _ in 0..<presses {
            let start = now()
            terminal.press(.downArrow)
            _ = terminal.image
            latencies.append(Double(now() - start) / 1_000_000)
            moveBytes.append(terminal.lastFrameByteCount)
        }
        requireCursor(on: presses, in: terminal)
        medians.append(percentile(0.5, of: latencies))
        p99s.append(percentile(0.99, of: latencies))
        repaintBytes = terminal.fullRepaintByteCount
    }
    let format = { (value: Double) in String(format: "%.3f", value) }
    print("""
        KeyBench: \(presses) Down presses in a \(rowCount)-row List, 120 × 40 cells, \(runs) runs (in process; no terminal I/O)
        keystroke to frame: median \(format(percentile(0.5, of: medians))) ms, p99 \(format(percentile(0.5, of: p99s))) ms (medians over runs)
        200 presses, then one frame: median \(format(percentile(0.5, of: bursts))) ms
        bytes per frame: selection move median \(Int(percentile(0.5, of: moveBytes.map(Double.init)))), max \(moveBytes.max() ?? 0); full repaint \(repaintBytes)
        """)
}
