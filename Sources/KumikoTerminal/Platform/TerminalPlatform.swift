import Foundation
import KumikoCore

/// The terminal as a platform (DESIGN.md §3.5): a cell is 8 × 16 points, every character is one cell or two
/// (East Asian Width), every line one row, and layout values that must be whole snap to cells; its control looks
/// are ``PlatformStyles/terminal``.
extension Platform {
    /// The size of one terminal cell in points (the terminal metrics' own, until they no longer carry one).
    package static let terminalCellSize = CGSize(width: 8, height: 16)

    /// The terminal platform.
    package static let terminal: Platform = {
        var platform = Platform(
            name: "terminal", metrics: .terminal, text: TerminalTextMeasurer(), grid: DeviceGrid(unit: terminalCellSize),
            styles: .terminal, symbols: TerminalSymbols()
        )
        // A String Catalog's `mac` variation: a terminal is a computer's, driven by its keyboard.
        platform.deviceVariants = ["mac"]
        return platform
    }()
}

/// Text in a terminal: each grapheme cluster takes its East Asian Width in cells, whatever the font (a terminal
/// has one face and one size); a line is one row, its baseline three quarters down the row.
struct TerminalTextMeasurer: TextMeasuring {
    func advance(of character: Character, in font: ResolvedFont) -> CGFloat {
        CGFloat(CellWidth.of(character)) * Platform.terminalCellSize.width
    }

    func lineMetrics(of font: ResolvedFont) -> TextLineMetrics {
        TextLineMetrics(height: Platform.terminalCellSize.height, baseline: Platform.terminalCellSize.height * 0.75)
    }
}

extension EnvironmentValues {
    /// `environment` over a base holding the terminal platform: what every graph the terminal drives starts from.
    package static func terminal(_ environment: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var base = EnvironmentValues()
        base.platform = .terminal
        return environment.layered(over: base)
    }
}
