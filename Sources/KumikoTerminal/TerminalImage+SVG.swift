import Foundation
import KumikoCore

extension TerminalImage {
    /// The image as an SVG picture of its cells: each cell's background, its character in a monospaced font,
    /// its colour and style (bold, italic, underline, strikethrough, dim, reverse), as a terminal shows it.
    /// Cells without a colour of their own use a dark terminal's default colours.
    ///
    /// Kumiko extension, not SwiftUI API: a picture of a terminal screen for documentation and snapshot tests,
    /// as Textual's screenshots are (docs/PUBLIC-API.md).
    public var svg: String { SVGPicture(image: self).text }
}

/// Draws a ``TerminalImage`` as SVG: a rectangle per run of cells sharing a background, a text element per run
/// of narrow characters sharing a style (a wide character, two cells, is placed on its own so that columns
/// stay aligned whatever the viewer's font).
struct SVGPicture {
    let image: TerminalImage

    /// The size of a cell in SVG units: a 14 px monospaced font's advance and line height.
    static let cellWidth = 8.4
    static let cellHeight = 17.0
    static let fontSize = 14.0
    /// A dark terminal's default colours, for cells without colours of their own.
    static let defaultBackground = ResolvedColor(red: 0.118, green: 0.118, blue: 0.118)
    static let defaultForeground = ResolvedColor(red: 0.851, green: 0.851, blue: 0.851)

    var text: String {
        let width = Double(image.columns) * Self.cellWidth
        let height = Double(image.rows) * Self.cellHeight
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="Menlo, 'DejaVu Sans Mono', monospace" \
            font-size="\(number(Self.fontSize))">
            <rect width="100%" height="100%" fill="\(hex(Self.defaultBackground))"/>

            """
        for row in 0..<image.rows {
            svg += backgrounds(row: row)
        }
        for row in 0..<image.rows {
            svg += characters(row: row)
        }
        return svg + "</svg>\n"
    }

    /// The colours a cell shows, `reverse` applied.
    private func colours(_ cell: Cell) -> (foreground: ResolvedColor, background: ResolvedColor?) {
        if cell.style.contains(.reverse) {
            return (cell.background ?? Self.defaultBackground, cell.foreground ?? Self.defaultForeground)
        }
        return (cell.foreground ?? Self.defaultForeground, cell.background)
    }

    private func backgrounds(row: Int) -> String {
        var out = ""
        var column = 0
        while column < image.columns {
            guard let colour = colours(image.buffer[column, row]).background else {
                column += 1
                continue
            }
            var end = column + 1
            while end < image.columns, colours(image.buffer[end, row]).background == colour { end += 1 }
            out += "<rect x=\"\(number(Double(column) * Self.cellWidth))\" y=\"\(number(Double(row) * Self.cellHeight))\" "
                + "width=\"\(number(Double(end - column) * Self.cellWidth))\" height=\"\(number(Self.cellHeight))\" "
                + "fill=\"\(hex(colour))\"\(opacity(colour))/>\n"
            column = end
        }
        return out
    }

    private func characters(row: Int) -> String {
        var out = ""
        var column = 0
        let baseline = Double(row) * Self.cellHeight + Self.cellHeight * 0.78
        while column < image.columns {
            let cell = image.buffer[column, row]
            if cell.isContinuation || cell.character == " " || cell.character.isEmpty {
                column += 1
                continue
            }
            let isWide = column + 1 < image.columns && image.buffer[column + 1, row].isContinuation
            var run = cell.character
            var end = column + (isWide ? 2 : 1)
            if !isWide {
                // Extend over narrow cells of the same style (spaces inside a run keep their place).
                while end < image.columns {
                    let next = image.buffer[end, row]
                    let nextIsWide = end + 1 < image.columns && image.buffer[end + 1, row].isContinuation
                    guard !next.isContinuation, !nextIsWide, next.style == cell.style,
                        colours(next).foreground == colours(cell).foreground || next.character == " "
                    else { break }
                    run += next.character
                    end += 1
                }
                while run.hasSuffix(" ") {
                    run.removeLast()
                    end -= 1
                }
            }
            out += "<text x=\"\(number(Double(column) * Self.cellWidth))\" y=\"\(number(baseline))\" "
                + "fill=\"\(hex(colours(cell).foreground))\"\(opacity(colours(cell).foreground))\(attributes(cell.style))"
                + " xml:space=\"preserve\">\(escaped(run))</text>\n"
            column = end
        }
        return out
    }

    private func attributes(_ style: CellStyle) -> String {
        var out = ""
        if style.contains(.bold) { out += " font-weight=\"bold\"" }
        if style.contains(.italic) { out += " font-style=\"italic\"" }
        if style.contains(.dim) { out += " fill-opacity=\"0.6\"" }
        var decorations: [String] = []
        if style.contains(.underline) { decorations.append("underline") }
        if style.contains(.strikethrough) { decorations.append("line-through") }
        if !decorations.isEmpty { out += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        return out
    }

    private func opacity(_ colour: ResolvedColor) -> String {
        colour.opacity < 1 ? " opacity=\"\(number(max(0, colour.opacity)))\"" : ""
    }

    private func hex(_ colour: ResolvedColor) -> String {
        func byte(_ value: Double) -> Int { Int((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded()) }
        return String(format: "#%02x%02x%02x", byte(colour.red), byte(colour.green), byte(colour.blue))
    }

    private func number(_ value: Double) -> String { value.hundredthsText }

    private func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // Control characters are not allowed in XML 1.0.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { out += "\u{FFFD}" } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
