import Foundation
import KumikoCore

/// Draws a display list (points) into a cell buffer: the one place where points become cells.
///
/// Rectangles are rounded edge by edge to the nearest cell (ties up), as SwiftUI rounds to pixels, so
/// adjacent views never leave gaps. Text keeps the background beneath it; opaque fills replace what is
/// beneath them; rectangular strokes are box-drawing lines (heavy from 2 pt), other strokes dotted outlines.
/// Strokes are decorations: they never draw over a text glyph (a terminal border takes a whole cell, so a
/// border inside a view's bounds would otherwise hide the view's first and last characters).
///
/// Colour effects (`brightness`, `saturation`, `contrast`, `grayscale`, `hueRotation`, `colorMultiply`,
/// `colorInvert`, `luminanceToAlpha`) change the colours of the cells drawn inside them, innermost first; the
/// terminal's default foreground, whose colour it does not know, is left alone. Other effects (shadows, blurs,
/// transforms, shape clips, masks, blend modes) cannot be drawn in cells and are ignored.
///
/// The terminal's look of semantic marks: text inside a `focused` or `chosen` mark is drawn in reverse video,
/// text inside a `disabled` mark dimmed; `dimBeneath` dims every text cell drawn so far. Chrome is drawn as
/// `TerminalChrome` lowers it to glyphs.
package struct Rasterizer {
    /// The size of a cell in points.
    package let cellSize: CGSize

    /// Creates a rasterizer for a cell size.
    package init(cellSize: CGSize = Platform.terminalCellSize) { self.cellSize = cellSize }

    /// The cell rectangle covering a rectangle in points.
    func cells(_ rect: CGRect) -> (minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
        func round(_ value: CGFloat, _ unit: CGFloat) -> Int { (value / unit + 0.5).clampedInt(.down) }
        return (round(rect.minX, cellSize.width), round(rect.minY, cellSize.height),
                round(rect.maxX, cellSize.width), round(rect.maxY, cellSize.height))
    }

    /// Draws every item into the buffer.
    package func draw(_ list: DisplayList, into buffer: inout CellBuffer) {
        var clips: [(Int, Int, Int, Int)] = [(0, 0, buffer.columns, buffer.rows)]
        var marks: [DisplayList.Mark] = []
        var look = MarkLook()
        var effects: [Effect] = []
        /// A colour as the colour effects in force change it, innermost first.
        func recolored(_ color: ResolvedColor?) -> ResolvedColor? {
            guard let color else { return nil }
            return effects.reversed().reduce(color) { color, effect in effect.transformingColor(color) ?? color }
        }
        func recolored(_ text: TextDrawing) -> TextDrawing {
            guard !effects.isEmpty else { return text }
            var text = text
            for line in text.lines.indices {
                for segment in text.lines[line].segments.indices {
                    text.lines[line].segments[segment].style.foreground = recolored(text.lines[line].segments[segment].style.foreground)
                }
            }
            return text
        }
        func recolored(_ shape: ShapeDrawing) -> ShapeDrawing {
            guard !effects.isEmpty else { return shape }
            var shape = shape
            shape.fill = recolored(shape.fill)
            if let stroke = shape.stroke, let color = recolored(stroke.color) { shape.stroke = (color, stroke.lineWidth) }
            return shape
        }
        for entry in list.entries {
            let clip = clips[clips.count - 1]
            switch entry.item {
            case .beginMark(let mark):
                marks.append(mark)
                look = MarkLook(marks)
            case .endMark:
                if !marks.isEmpty { marks.removeLast() }
                look = MarkLook(marks)
            case .dimBeneath:
                buffer.dimText()
            case .beginAccessibilityElement, .endAccessibilityElement, .beginScroll, .endScroll, .textInput:
                // A terminal has no screen reader, scrolls nothing and has no text fields of its own (its graphs
                // draw lists that do none of these).
                break
            case .beginEffect(let effect):
                // Shadows, blurs, transforms, shape clips, masks and blend modes cannot be drawn in cells (a clipped
                // or masked view is clipped to its bounds by the clip around it); colour effects recolour the cells.
                effects.append(effect)
            case .endEffect:
                if !effects.isEmpty { effects.removeLast() }
            case .pushClip(let rect):
                let c = cells(rect)
                clips.append((max(clip.0, c.minColumn), max(clip.1, c.minRow), min(clip.2, c.maxColumn), min(clip.3, c.maxRow)))
            case .popClip:
                if clips.count > 1 { clips.removeLast() }
            case .text(let text):
                drawText(recolored(text), look: look, clip: clip, into: &buffer)
            case .shape(let shape):
                drawShape(recolored(shape), clip: clip, into: &buffer)
            case .chrome(let chrome):
                for item in TerminalChrome.items(for: chrome, cell: cellSize) {
                    switch item {
                    case .text(let text): drawText(recolored(text), look: look, clip: clip, into: &buffer)
                    case .shape(let shape): drawShape(recolored(shape), clip: clip, into: &buffer)
                    default: break
                    }
                }
            case .erase(let rect):
                let area = cells(rect)
                for row in max(area.minRow, clip.1)..<max(min(area.maxRow, clip.3), clip.1) {
                    for column in max(area.minColumn, clip.0)..<max(min(area.maxColumn, clip.2), clip.0) {
                        buffer.put(CellText.space, width: 1, column: column, row: row, foreground: nil, style: [])
                        buffer.paint(column: column, row: row, background: nil)
                    }
                }
            }
        }
    }

    private func inside(_ column: Int, _ row: Int, _ clip: (Int, Int, Int, Int)) -> Bool {
        column >= clip.0 && row >= clip.1 && column < clip.2 && row < clip.3
    }

    /// How the marks around an item change its text: reverse video (focused, chosen), dimmed (disabled).
    private struct MarkLook {
        var reversed = false
        var dimmed = false

        init() {}

        init(_ marks: [DisplayList.Mark]) {
            for mark in marks {
                switch mark {
                case .focused, .chosen: reversed = true
                case .disabled: dimmed = true
                }
            }
        }
    }

    private func drawText(_ text: TextDrawing, look: MarkLook, clip: (Int, Int, Int, Int), into buffer: inout CellBuffer) {
        guard text.opacity > 0 else { return }
        let origin = cells(text.frame)
        for line in text.lines {
            let row = origin.minRow + (line.offset.y / cellSize.height).clampedInt()
            guard row >= clip.1, row < clip.3 else { continue }
            var column = origin.minColumn + (line.offset.x / cellSize.width).clampedInt()
            for segment in line.segments {
                var style = cellStyle(segment.style, opacity: text.opacity)
                if look.reversed { style.insert(.reverse) }
                if look.dimmed { style.insert(.dim) }
                if Self.isPrintableASCII(segment.text) {
                    // One cell per byte: no grapheme breaking, no width lookup, no string per cell.
                    for byte in segment.text.utf8 {
                        if inside(column, row, clip) {
                            buffer.put(CellText(ascii: byte), width: 1, column: column, row: row,
                                       foreground: segment.style.foreground, style: style, isText: true)
                        }
                        column += 1
                        if column >= clip.2 { break }
                    }
                    continue
                }
                for character in segment.text {
                    let width = CellWidth.of(character)
                    guard width > 0 else { continue }
                    if inside(column, row, clip), width == 1 || inside(column + 1, row, clip) {
                        buffer.put(String(character), width: width, column: column, row: row,
                                   foreground: segment.style.foreground, style: style, isText: true)
                    }
                    column += width
                    if column >= clip.2 { break }
                }
            }
        }
    }

    /// Whether every byte of `text` is a printable ASCII character (each then one grapheme one cell wide: the bytes
    /// `EastAsianWidth.columns(ascii:)` gives one column, compared here in place because a call per byte cost 1% of
    /// a key's instructions).
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } } ?? false
    }

    private func cellStyle(_ style: TextStyle, opacity: Double) -> CellStyle {
        var result: CellStyle = []
        if style.bold || style.font.map(drawsBold) == true { result.insert(.bold) }
        if style.dim || opacity < 0.5 { result.insert(.dim) }
        if style.italic { result.insert(.italic) }
        if style.underline { result.insert(.underline) }
        if style.strikethrough { result.insert(.strikethrough) }
        return result
    }

    /// Whether text in a font draws bold: a terminal has one size, so titles and headlines stand out by weight,
    /// as do weights of semibold and heavier; a weight the view chose decides alone.
    private func drawsBold(_ font: ResolvedFont) -> Bool {
        if font.weightIsExplicit { return font.weight.value >= Font.Weight.semibold.value }
        switch font.textStyle {
        case .largeTitle?, .title?, .title2?, .title3?, .headline?: return true
        default: return false
        }
    }

    private func drawShape(_ shape: ShapeDrawing, clip: (Int, Int, Int, Int), into buffer: inout CellBuffer) {
        let bounds = shape.path.figure.map(figureRect) ?? shape.path.boundingRect
        guard !bounds.isNull else { return }
        let area = cells(bounds)
        if let fill = shape.fill, fill.opacity > 0 {
            for row in max(area.minRow, clip.1)..<max(min(area.maxRow, clip.3), max(area.minRow, clip.1)) {
                for column in max(area.minColumn, clip.0)..<max(min(area.maxColumn, clip.2), max(area.minColumn, clip.0)) {
                    let center = CGPoint(x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
                    guard isRectangular(shape.path) || shape.path.contains(center) else { continue }
                    let beneath = buffer[column, row].background
                    buffer.paint(column: column, row: row, background: blend(fill, over: beneath))
                    if fill.opacity >= 1 { buffer.put(CellText.space, width: 1, column: column, row: row, foreground: nil, style: []) }
                }
            }
        }
        if let stroke = shape.stroke, stroke.color.opacity > 0 {
            // A path with an open polyline (a Canvas's line, a trimmed outline) is drawn along its segments; closed
            // outlines by the edge of what they enclose.
            let isOpen = shape.path.figure == nil && shape.path.segmentPolylines.contains { $0.first != $0.last }
            if isOpen {
                drawSegments(of: shape.path, color: stroke.color, clip: clip, into: &buffer)
            } else {
                drawStroke(shape.path, area: area, color: stroke.color, heavy: stroke.lineWidth >= 2, clip: clip, into: &buffer)
            }
        }
    }

    /// The segments of an open path (a Canvas's lines, a chart's polyline, a trimmed outline): a `•` in each cell a
    /// segment passes through, sampled at a quarter of a cell.
    private func drawSegments(of path: Path, color: ResolvedColor, clip: (Int, Int, Int, Int), into buffer: inout CellBuffer) {
        for polygon in path.segmentPolylines {
            for (a, b) in zip(polygon, polygon.dropFirst()) {
                let dx = (b.x - a.x) / cellSize.width, dy = (b.y - a.y) / cellSize.height
                guard dx.isFinite, dy.isFinite, a.x.isFinite, a.y.isFinite else { continue }
                let steps = min(max((max(abs(dx), abs(dy)) * 4).clampedInt(.up), 1), 100_000)
                var last: (Int, Int)?
                for step in 0...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    let cell = ((a.x / cellSize.width + dx * t).clampedInt(.down), (a.y / cellSize.height + dy * t).clampedInt(.down))
                    guard last.map({ $0 != cell }) ?? true else { continue }
                    last = cell
                    guard inside(cell.0, cell.1, clip), !buffer[cell.0, cell.1].holdsText else { continue }
                    buffer.put("•", width: 1, column: cell.0, row: cell.1, foreground: color, style: [])
                }
            }
        }
    }

    private func figureRect(_ figure: Path.Figure) -> CGRect {
        switch figure {
        case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect): return rect
        }
    }

    private func isRectangular(_ path: Path) -> Bool {
        if case .rect? = path.figure { return true }
        return false
    }

    private func drawStroke(_ path: Path, area: (minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int),
                            color: ResolvedColor, heavy: Bool, clip: (Int, Int, Int, Int), into buffer: inout CellBuffer) {
        let (left, top, right, bottom) = (area.minColumn, area.minRow, area.maxColumn - 1, area.maxRow - 1)
        guard right >= left, bottom >= top else { return }
        func put(_ glyph: String, _ column: Int, _ row: Int) {
            guard inside(column, row, clip), !buffer[column, row].holdsText else { return }
            buffer.put(glyph, width: 1, column: column, row: row, foreground: color, style: [])
        }
        switch path.figure {
        case .rect?, .roundedRect?:
            var rounded = false
            if case .roundedRect(_, let radius)? = path.figure, radius > 0 { rounded = true }
            let (h, v) = heavy ? ("━", "┃") : ("─", "│")
            let corners = heavy ? ["┏", "┓", "┗", "┛"] : rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
            if top == bottom {
                for column in left...right { put(h, column, top) }
                return
            }
            if left == right {
                for row in top...bottom { put(v, left, row) }
                return
            }
            for column in left...right {
                put(h, column, top)
                put(h, column, bottom)
            }
            for row in top...bottom {
                put(v, left, row)
                put(v, right, row)
            }
            put(corners[0], left, top)
            put(corners[1], right, top)
            put(corners[2], left, bottom)
            put(corners[3], right, bottom)
        default:
            func filled(_ column: Int, _ row: Int) -> Bool {
                path.contains(CGPoint(x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height))
            }
            for row in top...bottom {
                for column in left...right where filled(column, row) {
                    let edge = !filled(column - 1, row) || !filled(column + 1, row) || !filled(column, row - 1) || !filled(column, row + 1)
                    if edge { put("•", column, row) }
                }
            }
        }
    }

    /// A colour composited over a background (an unknown background counts as black).
    private func blend(_ color: ResolvedColor, over beneath: ResolvedColor?) -> ResolvedColor {
        guard color.opacity < 1 else { return color }
        let base = beneath ?? ResolvedColor(red: 0, green: 0, blue: 0)
        let a = color.opacity
        return ResolvedColor(red: color.red * a + base.red * (1 - a), green: color.green * a + base.green * (1 - a),
                             blue: color.blue * a + base.blue * (1 - a))
    }
}
