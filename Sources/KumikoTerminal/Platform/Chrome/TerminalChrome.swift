import Foundation
import KumikoCore

/// The terminal's look of chrome: each piece core places (``ChromeDrawing``) becomes text of box-drawing and
/// symbol glyphs in cells, which the rasterizer draws like any other text.
enum TerminalChrome {
    /// The dim grey of borders, separators and indicators.
    static let color = ResolvedColor(red: 0.36, green: 0.36, blue: 0.38)

    /// One row of `text` across `chrome`'s frame, `y` points below its top.
    static func line(_ text: String, in chrome: ChromeDrawing, y: CGFloat = 0, color: ResolvedColor?, cell: CGSize) -> DisplayList.Item {
        let frame = chrome.frame
        return .text(TextDrawing(frame: CGRect(x: frame.minX, y: frame.minY + y, width: frame.width, height: cell.height),
                                 lines: [.init(segments: [(text, TextStyle(foreground: color))])], opacity: chrome.opacity))
    }

    /// `count` rows of `glyph`, one cell wide, stacked down from `origin`.
    static func column(_ glyph: String, at origin: CGPoint, count: Int, color: ResolvedColor?, opacity: Double,
                       cell: CGSize) -> DisplayList.Item {
        let lines = Array(repeating: [(glyph, TextStyle(foreground: color))], count: max(count, 0))
        return .text(TextDrawing(frame: CGRect(x: origin.x, y: origin.y, width: cell.width, height: CGFloat(lines.count) * cell.height),
                                 stacking: lines, lineHeight: cell.height, opacity: opacity))
    }

    /// `count` copies of `fill` (at least none) between `left` and `right`, built in one allocation: a list draws
    /// a rule under every row on every frame.
    static func rule(_ fill: Unicode.Scalar, count: Int, left: Unicode.Scalar? = nil, right: Unicode.Scalar? = nil) -> String {
        let unit = UTF8.encode(fill).map(Array.init) ?? []
        let head = left.flatMap { UTF8.encode($0).map(Array.init) } ?? []
        let tail = right.flatMap { UTF8.encode($0).map(Array.init) } ?? []
        let count = max(count, 0)
        return String(unsafeUninitializedCapacity: head.count + unit.count * count + tail.count) { buffer in
            var end = 0
            func put(_ bytes: [UInt8]) {
                for byte in bytes {
                    buffer[end] = byte
                    end += 1
                }
            }
            put(head)
            for _ in 0..<count { put(unit) }
            put(tail)
            return end
        }
    }

    /// The items that draw `chrome` in cells of `cell` points.
    static func items(for chrome: ChromeDrawing, cell: CGSize) -> [DisplayList.Item] {
        let frame = chrome.frame
        let tint = chrome.tint ?? color
        let columns = max((frame.width / cell.width).clampedInt(), 0)
        let rows = max((frame.height / cell.height).clampedInt(), 0)
        func line(_ text: String, y: CGFloat = 0, color: ResolvedColor? = tint) -> DisplayList.Item {
            Self.line(text, in: chrome, y: y, color: color, cell: cell)
        }
        func column(_ glyph: String, x: CGFloat, y: CGFloat, count: Int) -> DisplayList.Item {
            Self.column(glyph, at: CGPoint(x: x, y: frame.minY + y), count: count, color: tint, opacity: chrome.opacity, cell: cell)
        }
        switch chrome.kind {
        // MARK: - Lists, outlines, dividers

        case .separator(.horizontal):
            return [line(rule("─", count: columns))]
        case .separator(.vertical):
            return [column("│", x: frame.minX, y: 0, count: rows)]
        case .disclosureIndicator:
            return [line("›")]
        case .disclosureTriangle(let isExpanded):
            return [line(isExpanded ? "▾" : "▸")]
        case .rowAction:
            // The terminal shows the actions' text, drawn before it.
            return []
        case .rowCursor:
            return [line("›", color: chrome.tint)]
        case .deleteControl:
            return [line("⊖", color: chrome.tint ?? Color.red.resolved())]
        case .reorderControl:
            return [line("≡")]
        case .listBackground:
            // The terminal's own background: a list draws no background of its own.
            return []
        case .groupedRowBox(let isFirst, let isLast):
            guard columns >= 2 else { return [] }
            var items: [DisplayList.Item] = []
            let top = isFirst ? cell.height : 0
            let sides = rows - (isFirst ? 1 : 0) - (isLast ? 1 : 0)
            if isFirst { items.append(line(rule("─", count: columns - 2, left: "╭", right: "╮"))) }
            items.append(column("│", x: frame.minX, y: top, count: sides))
            items.append(column("│", x: frame.maxX - cell.width, y: top, count: sides))
            if isLast { items.append(line(rule("─", count: columns - 2, left: "╰", right: "╯"), y: CGFloat(rows - 1) * cell.height)) }
            return items

        // MARK: - Navigation, split views, tab bars, tables, presentations

        case .searchField:
            // The terminal's search line is its text, underlined while typed into: no field behind it.
            return []

        case .backIndicator, .splitViewDivider, .pageIndicator, .pageIndexBackground, .tableHeaderRule, .tableSortIndicator, .tableHeaderFocus,
             .sheetGrabber:
            return navigationItems(for: chrome, cell: cell)

        // MARK: - Controls, scroll indicators, symbols

        case .divider, .scrollIndicator, .sliderTrack, .menuHighlight, .menuSeparator, .menuCheckmark, .submenuIndicator, .textCaret,
             .pickerMenuIndicator, .pickerCheckmark, .stepperButton, .stepperSeparator,
             .segmentedControlEdge, .segmentSeparator, .segmentInset,
             .symbol, .namedImage:
            return controlItems(for: chrome, cell: cell) ?? []
        }
    }
}
