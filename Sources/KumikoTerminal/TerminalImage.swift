import Foundation
import KumikoCore

/// A rendered screen of cells: what `ImageRenderer.terminalImage` returns, for snapshot tests and headless
/// output.
///
/// Kumiko extension, not SwiftUI API: on a terminal an image is cells (docs/PUBLIC-API.md).
public struct TerminalImage: Equatable, Sendable {
    /// The cells.
    package let buffer: CellBuffer

    /// Creates an image from a buffer.
    package init(buffer: CellBuffer) { self.buffer = buffer }

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
            var current: GraphicRendition? = nil
            for column in 0..<columns {
                let cell = buffer[column, row]
                if cell.isContinuation { continue }
                let rendition = GraphicRendition(cell, depth: .trueColor)
                if rendition != current {
                    line += rendition.sequence
                    current = rendition
                }
                line += cell.character
            }
            return line + GraphicRendition.plain.sequence
        }.joined(separator: "\n")
    }
}
