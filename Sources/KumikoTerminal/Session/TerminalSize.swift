#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of a terminal window in cells.
package struct TerminalSize: Equatable, Sendable {
    /// The number of columns, at least 1.
    package var columns: Int
    /// The number of rows, at least 1.
    package var rows: Int

    /// Creates a size; values below 1 become 1.
    package init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
    }

    /// The window size of the terminal a file descriptor refers to (`TIOCGWINSZ`). Where the terminal does not
    /// say (not a terminal, or a size of 0), the `COLUMNS` and `LINES` environment variables, then 80 × 24.
    package static func of(fileDescriptor: Int32, environment: [String: String]) -> TerminalSize {
        var window = winsize()
        let known = ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0
        func dimension(_ reported: UInt16, _ variable: String, _ fallback: Int) -> Int {
            if known, reported > 0 { return Int(reported) }
            if let value = environment[variable].flatMap({ Int($0) }), value > 0 { return value }
            return fallback
        }
        return TerminalSize(columns: dimension(window.ws_col, "COLUMNS", 80), rows: dimension(window.ws_row, "LINES", 24))
    }
}
