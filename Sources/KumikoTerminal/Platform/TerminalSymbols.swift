import Foundation
import KumikoCore

/// Images in a terminal: a system symbol is one glyph (``SymbolTable``'s), a named image the table's placeholder
/// `□`; each is as wide as its glyph's cells (8 pt a column) and one row (16 pt) tall, whatever the font.
struct TerminalSymbols: SymbolImages {
    /// The glyph drawn for the system symbol `systemName` (nil: a named image's placeholder).
    static func glyph(forSymbol systemName: String?) -> String {
        systemName.map(SymbolTable.resolve) ?? SymbolTable.fallback
    }

    /// The glyph itself: a terminal draws an image inside text as the glyph's characters.
    func inlineText(forSymbol systemName: String?) -> String? { Self.glyph(forSymbol: systemName) }

    func size(ofSymbol systemName: String?, in font: ResolvedFont) -> CGSize {
        let cell = Platform.terminalCellSize
        return CGSize(width: CGFloat(EastAsianWidth.columns(of: Self.glyph(forSymbol: systemName))) * cell.width, height: cell.height)
    }
}
