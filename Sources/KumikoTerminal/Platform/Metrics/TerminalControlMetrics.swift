import Foundation
import KumikoCore

extension ControlMetrics {
    /// The terminal's, in cells of 8 × 16 points: a scroll indicator, a slider and a text field's caret take one cell across;
    /// a menu picker's ` ⌄` is two columns, an inline picker's `✓` one; a stepper's `[−` and `+]` two each and its `|` one, a line tall; a segmented control's `[`, `]`, `|` and the space at each side of a label one; a menu's line has one column of padding at each side, two columns for `✓` and its gap, two for `›` and its
    /// gap, and a separator and the least entry are one row.
    package static let terminal = ControlMetrics(
        scrollIndicatorWidth: 8, sliderHeight: 16, textFieldCaretWidth: 8, pickerMenuIndicatorWidth: 16,
        pickerCheckmarkWidth: 8, stepperButtonWidth: 16,
        stepperSeparatorWidth: 8, stepperHeight: nil,
        segmentedControlEdgeWidth: 8, segmentSeparatorWidth: 8, segmentInset: 8, segmentedControlHeight: nil, menuPadding: 8, menuCheckmarkWidth: 16,
        menuSubmenuIndicatorWidth: 16, menuSeparatorHeight: 16, menuRowMinimumHeight: 16
    ).with(colorSwatchSize: CGSize(width: 16, height: 16))

    /// These metrics with a colour picker's swatch of `size` (the terminal's: two columns, one row).
    private func with(colorSwatchSize size: CGSize) -> ControlMetrics {
        var metrics = self
        metrics.colorSwatchSize = size
        return metrics
    }
}
