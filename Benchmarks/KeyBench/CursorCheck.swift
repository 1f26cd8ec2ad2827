import Foundation
import Kumiko
import RowsView

/// Ends the benchmark with a message when the screen's status line does not show the cursor on `row`: what was
/// measured must be the list doing what it should.
@MainActor
func requireCursor(on row: Int, in terminal: TestTerminal) {
    let expected = "cursor " + sixDigits(row)
    guard terminal.screen.contains(expected) else {
        FileHandle.standardError.write(Data("KeyBench: the screen does not show \"\(expected)\":\n\(terminal.screen)\n".utf8))
        exit(1)
    }
}
