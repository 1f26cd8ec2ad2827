import Foundation
import KumikoCore

/// A rendered screen of cells: what `ImageRenderer.terminalImage` returns, for snapshot tests and headless
/// output.
public struct TerminalImage: Equatable, Sendable {
    /// The cells.
    public let buffer: CellBuffer

    /// Creates an image from a buffer.
    public init(buffer: CellBuffer) { self.buffer = buffer }

    /// The number of columns.
    public var columns: Int { buffer.columns }
    /// The number of rows.
    public var rows: Int { buffer.rows }

    /// The characters, one line per row, trailing spaces removed; no colours or styles.
    public var plainText: String {
        (0..<rows).map { row -> String in
            var line = ""
            for column in 0..<columns {
                let cell = buffer[column, row]
                if !cell.isContinuation { line += cell.character }
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The screen with ANSI escape sequences for colours (24-bit) and styles; each line ends with a reset.
    public var ansiText: String {
        (0..<rows).map { row -> String in
            var line = ""
            var current: (ResolvedColor?, ResolvedColor?, CellStyle)? = nil
            for column in 0..<columns {
                let cell = buffer[column, row]
                if cell.isContinuation { continue }
                let attributes = (cell.foreground, cell.background, cell.style)
                if current == nil || current!.0 != attributes.0 || current!.1 != attributes.1 || current!.2 != attributes.2 {
                    line += ANSI.sgr(foreground: cell.foreground, background: cell.background, style: cell.style)
                    current = attributes
                }
                line += cell.character
            }
            return line + "\u{1B}[0m"
        }.joined(separator: "\n")
    }
}

/// ANSI escape sequences.
enum ANSI {
    /// A full SGR sequence (reset first) for a cell's attributes.
    static func sgr(foreground: ResolvedColor?, background: ResolvedColor?, style: CellStyle) -> String {
        var codes = ["0"]
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.italic) { codes.append("3") }
        if style.contains(.underline) { codes.append("4") }
        if style.contains(.reverse) { codes.append("7") }
        if style.contains(.strikethrough) { codes.append("9") }
        if let foreground { codes.append("38;2;\(byte(foreground.red));\(byte(foreground.green));\(byte(foreground.blue))") }
        if let background { codes.append("48;2;\(byte(background.red));\(byte(background.green));\(byte(background.blue))") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func byte(_ component: Double) -> Int {
        Int((min(max(component.isNaN ? 0 : component, 0), 1) * 255).rounded())
    }
}
