import Foundation
import KumikoCore

/// The terminal's look of controls, scroll indicators and menus: a `Divider` is a row of `─` or a column of `│`, a
/// scroll indicator a thumb of `┃` in its column, a slider's track `━━●───`, a menu's checkmark `✓`, its submenu
/// indicator `›` and its separators a row of `─`, a text field's caret `▏`, a menu picker's ` ⌄`, a stepper's `[−|+]`, a segmented control's `[ A | B ]`.
extension TerminalChrome {
    /// The colour of a divider with no foreground style of its own, and of the divider between a split view's
    /// columns.
    static let dividerColor = ResolvedColor(red: 0.33, green: 0.33, blue: 0.35)
    /// The colour of a scroll indicator's thumb.
    static let scrollIndicatorColor = ResolvedColor(red: 0.5, green: 0.5, blue: 0.52)

    /// The items that draw a control's chrome in cells of `cell` points (nil: not a control's).
    static func controlItems(for chrome: ChromeDrawing, cell: CGSize) -> [DisplayList.Item]? {
        let frame = chrome.frame
        let opacity = chrome.opacity
        /// One line of `text` at `origin`, as wide as its columns and one row tall.
        func glyphs(_ text: String, at origin: CGPoint, _ style: TextStyle) -> DisplayList.Item {
            .text(TextDrawing(frame: CGRect(x: origin.x, y: origin.y, width: CGFloat(EastAsianWidth.columns(of: text)) * cell.width,
                                            height: cell.height),
                              lines: [.init(segments: [(text, style)])], opacity: opacity))
        }
        /// The whole columns across the frame.
        var wholeColumns: Int { max((frame.width / max(cell.width, 1)).clampedInt(.down), 0) }
        switch chrome.kind {
        case .divider(let axis):
            let style = TextStyle(foreground: (chrome.tint ?? dividerColor).fading(opacity))
            let lines = axis == .vertical
                ? Array(repeating: [("│", style)], count: max((frame.height / cell.height).clampedInt(), 1))
                : [[(rule("─", count: max((frame.width / cell.width).clampedInt(), 1)), style)]]
            return [.text(TextDrawing(frame: frame, stacking: lines, lineHeight: cell.height, opacity: opacity))]
        case .scrollIndicator(_, let visible, let position):
            let rows = max((frame.height / cell.height).clampedInt(.down), 1)
            let thumb = max((Double(rows) * visible).clampedInt(), 1)
            let start = (Double(rows - thumb) * position).clampedInt()
            let style = TextStyle(foreground: chrome.tint ?? scrollIndicatorColor)
            let lines = (0..<rows).map { row in row >= start && row < start + thumb ? [("┃", style)] : [] }
            return [.text(TextDrawing(frame: frame, stacking: lines, lineHeight: cell.height, opacity: opacity))]
        case .sliderTrack(let fraction):
            let columns = cell.width > 0 ? max((frame.width / cell.width).clampedInt(.down), 0) : 0
            guard columns > 0 else { return [] }
            let thumb = min(max((fraction * Double(columns - 1)).clampedInt(), 0), columns - 1)
            let segments: [(text: String, style: TextStyle)] = [
                (rule("━", count: thumb), TextStyle(foreground: Color.accentColor.resolved()?.fading(opacity))),
                ("●", TextStyle(foreground: chrome.tint?.fading(opacity))),
                (rule("─", count: columns - 1 - thumb), TextStyle(foreground: Color.secondary.resolved()?.fading(opacity))),
            ]
            let line = CGRect(x: frame.minX, y: frame.minY, width: CGFloat(columns) * cell.width, height: cell.height)
            return [.text(TextDrawing(frame: line, lines: [.init(segments: segments)], opacity: opacity))]
        case .menuHighlight:
            return [glyphs(rule(" ", count: wholeColumns), at: frame.origin, TextStyle(foreground: chrome.tint))]
        case .menuSeparator:
            return [glyphs(rule("─", count: wholeColumns), at: frame.origin,
                           TextStyle(foreground: chrome.tint ?? Color.secondary.resolved()))]
        case .menuCheckmark:
            return [glyphs("✓", at: frame.origin, TextStyle(foreground: chrome.tint ?? Color.accentColor.resolved()))]
        case .submenuIndicator:
            let arrow = "›"
            let origin = CGPoint(x: frame.maxX - CGFloat(EastAsianWidth.columns(of: arrow)) * cell.width, y: frame.minY)
            return [glyphs(arrow, at: origin, TextStyle(foreground: chrome.tint ?? Color.secondary.resolved()))]
        case .textCaret(let lineStyle):
            // A caret in its line's look is that text's `▏` (its colour and underline); a field's is in the tint.
            if let lineStyle { return [glyphs("▏", at: frame.origin, lineStyle)] }
            return [glyphs("▏", at: frame.origin, TextStyle(foreground: (chrome.tint ?? Color.accentColor.resolved())?.fading(opacity)))]
        case .pickerMenuIndicator(let font):
            return [symbol(" ⌄", font: font, in: chrome)]
        case .pickerCheckmark(let isSelected, let font):
            return [symbol(isSelected ? "✓" : " ", font: font, in: chrome)]
        case .stepperButton(let isIncrement, let isEnabled, let font):
            var tinted = chrome
            tinted.tint = isEnabled ? Color.accentColor.resolved() : Color.secondary.resolved()
            return [symbol(isIncrement ? "+]" : "[−", font: font, in: tinted)]
        case .stepperSeparator(let font):
            var tinted = chrome
            tinted.tint = Color.secondary.resolved()
            return [symbol("|", font: font, in: tinted)]
        case .segmentedControlEdge(let isLeading, let font):
            return [symbol(isLeading ? "[" : "]", font: font, in: chrome)]
        case .segmentSeparator(let font):
            return [symbol("|", font: font, in: chrome)]
        case .segmentInset(let font):
            return [symbol(" ", font: font, in: chrome)]
        case .symbol(let name, let font):
            return [symbol(TerminalSymbols.glyph(forSymbol: name), font: font, in: chrome)]
        case .namedImage(_, let font):
            return [symbol(TerminalSymbols.glyph(forSymbol: nil), font: font, in: chrome)]
        default:
            return nil
        }
    }
}

extension TerminalChrome {
    /// A glyph as text in `font` at the top left of the chrome's frame, in its tint (as a `Text` in the foreground
    /// style draws it).
    static func symbol(_ glyph: String, font: ResolvedFont, in chrome: ChromeDrawing) -> DisplayList.Item {
        var style = TextStyle(foreground: chrome.tint?.fading(chrome.opacity))
        style.font = font
        style.italic = font.isItalic
        return .text(TextDrawing(frame: chrome.frame, lines: [.init(segments: [(glyph, style)])], opacity: chrome.opacity))
    }
}

extension ResolvedColor {
    /// The colour with its opacity multiplied by `factor` (a view's opacity applied to a chrome colour).
    func fading(_ factor: Double) -> ResolvedColor {
        var copy = self
        copy.opacity *= factor
        return copy
    }
}
