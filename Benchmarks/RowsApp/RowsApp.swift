import Kumiko
import RowsView

/// The black-box benchmark's list app (`../shared/bench/README.md`'s contract): N rows "Row 000000"… in a
/// `List` with the selection on row 0, and a status line "cursor 000123 / N" under it. Down moves the
/// selection; Ctrl-Q quits.
///
/// `swift build -c release --product RowsApp`, then `.build/release/RowsApp 100000` in a terminal (or under
/// `../shared/bench/tui_bench.py`).
@main
struct RowsApp: App {
    /// The number of rows, from the first argument (1,000 when absent or invalid).
    let count: Int

    init() {
        let argument = CommandLine.arguments.dropFirst().first.flatMap { Int($0) }
        count = max(argument ?? 1_000, 0)
    }

    var body: some Scene {
        WindowGroup {
            RowsView(count: count)
        }
    }
}
