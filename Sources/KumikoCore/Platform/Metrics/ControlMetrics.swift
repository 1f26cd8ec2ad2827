import Foundation

/// How a platform lays out controls: sliders, steppers, pickers, text fields, toggles, scroll indicators,
/// menus and images of symbols, in points. Core reads these wherever it sizes or places that chrome, never a look's
/// own measure; the terminal's values live in `KumikoTerminal`.
package struct ControlMetrics: Equatable, Sendable {
    /// How wide a vertical scroll indicator is, at the trailing edge of a scroll view.
    package var scrollIndicatorWidth: CGFloat
    /// How tall a slider's track is (the room its thumb takes).
    package var sliderHeight: CGFloat
    /// How wide a text field's caret is (the room it takes in the line while the field has the focus).
    package var textFieldCaretWidth: CGFloat
    /// How wide a menu-style picker's indicator is, with its gap before it.
    package var pickerMenuIndicatorWidth: CGFloat
    /// How wide the checkmark column at the trailing end of an inline picker's options is.
    package var pickerCheckmarkWidth: CGFloat
    /// How wide each of a stepper's two buttons is.
    package var stepperButtonWidth: CGFloat
    /// How wide the line between a stepper's buttons is.
    package var stepperSeparatorWidth: CGFloat
    /// How tall a stepper's buttons are (nil: one line of the font in effect).
    package var stepperHeight: CGFloat?
    /// How wide each edge of a segmented control is.
    package var segmentedControlEdgeWidth: CGFloat
    /// How wide the line between two segments is.
    package var segmentSeparatorWidth: CGFloat
    /// The room at each side of a segment's label.
    package var segmentInset: CGFloat
    /// How tall a segmented control is (nil: one line of the font in effect).
    package var segmentedControlHeight: CGFloat?
    /// The room at each side of a popup menu's lines.
    package var menuPadding: CGFloat
    /// The room of the checkmark column before a menu's entries (the mark and its gap), when any entry is an
    /// option of a picker.
    package var menuCheckmarkWidth: CGFloat
    /// The room of a submenu's indicator after its entry (the gap and the indicator), when any entry opens a
    /// submenu.
    package var menuSubmenuIndicatorWidth: CGFloat
    /// How tall a separator between a menu's entries is.
    package var menuSeparatorHeight: CGFloat
    /// The least height of a menu entry that can be chosen.
    package var menuRowMinimumHeight: CGFloat
    /// The size of a colour picker's swatch (iOS's colour well: 28 × 28 pt, an estimate).
    package var colorSwatchSize = CGSize(width: 28, height: 28)

    /// Creates metrics.
    package init(scrollIndicatorWidth: CGFloat, sliderHeight: CGFloat, textFieldCaretWidth: CGFloat,
                 pickerMenuIndicatorWidth: CGFloat, pickerCheckmarkWidth: CGFloat,
                 stepperButtonWidth: CGFloat, stepperSeparatorWidth: CGFloat, stepperHeight: CGFloat?,
                 segmentedControlEdgeWidth: CGFloat, segmentSeparatorWidth: CGFloat, segmentInset: CGFloat,
                 segmentedControlHeight: CGFloat?, menuPadding: CGFloat,
                 menuCheckmarkWidth: CGFloat, menuSubmenuIndicatorWidth: CGFloat, menuSeparatorHeight: CGFloat,
                 menuRowMinimumHeight: CGFloat) {
        self.scrollIndicatorWidth = scrollIndicatorWidth
        self.sliderHeight = sliderHeight
        self.textFieldCaretWidth = textFieldCaretWidth
        self.pickerMenuIndicatorWidth = pickerMenuIndicatorWidth
        self.pickerCheckmarkWidth = pickerCheckmarkWidth
        self.stepperButtonWidth = stepperButtonWidth
        self.stepperSeparatorWidth = stepperSeparatorWidth
        self.stepperHeight = stepperHeight
        self.segmentedControlEdgeWidth = segmentedControlEdgeWidth
        self.segmentSeparatorWidth = segmentSeparatorWidth
        self.segmentInset = segmentInset
        self.segmentedControlHeight = segmentedControlHeight
        self.menuPadding = menuPadding
        self.menuCheckmarkWidth = menuCheckmarkWidth
        self.menuSubmenuIndicatorWidth = menuSubmenuIndicatorWidth
        self.menuSeparatorHeight = menuSeparatorHeight
        self.menuRowMinimumHeight = menuRowMinimumHeight
    }

    /// iOS's values (Apple's Human Interface Guidelines and measured SwiftUI behaviour; where neither gives a
    /// number, an estimate, said so below).
    ///
    /// - `scrollIndicatorWidth` 3: UIKit's scroll indicator is 3 pt wide (estimate from screenshots).
    /// - `sliderHeight` 31: UISlider's intrinsic height (estimate; the thumb is 28 pt across).
    /// - `textFieldCaretWidth` 2: UITextView's and UITextField's caret is 2 pt wide (an estimate from screenshots).
    /// - `pickerMenuIndicatorWidth` 15: a 4 pt gap and the 11 pt `chevron.up.chevron.down` (an estimate);
    ///   `pickerCheckmarkWidth` 17: a `checkmark` symbol at body size (an estimate, as ``EstimatedSymbolImages``).
    /// - a stepper: 94 × 32 pt, UIStepper's size (two 47 pt buttons; the hairline between them is drawn inside).
    /// - a segmented control: 32 pt tall (UISegmentedControl's), 2 pt edges, 1 pt separators and 12 pt at each side
    ///   of a label (estimates from screenshots).
    /// - menus (estimates from UIMenu screenshots): 16 pt padding, a 28 pt checkmark column, a 28 pt submenu
    ///   chevron column, 8 pt separators between groups, 44 pt rows (the HIG's least hit target).
    package static let iOS = ControlMetrics(
        scrollIndicatorWidth: 3, sliderHeight: 31, textFieldCaretWidth: 2, pickerMenuIndicatorWidth: 15,
        pickerCheckmarkWidth: 17, stepperButtonWidth: 47, stepperSeparatorWidth: 0, stepperHeight: 32,
        segmentedControlEdgeWidth: 2, segmentSeparatorWidth: 1, segmentInset: 12, segmentedControlHeight: 32, menuPadding: 16, menuCheckmarkWidth: 28,
        menuSubmenuIndicatorWidth: 28, menuSeparatorHeight: 8, menuRowMinimumHeight: 44
    )
}
