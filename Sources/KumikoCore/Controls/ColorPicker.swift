import Foundation

/// A control used to select a colour, as SwiftUI's `ColorPicker`.
///
/// It shows its label at the leading edge and a swatch of the selected colour at the trailing edge
/// (`ControlMetrics.colorSwatchSize`: two columns of a terminal row). A terminal has no colour panel, so the
/// picker chooses from a palette of the system colours (`ColorPicker.palette`: red, orange, yellow, green,
/// mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white): it takes the focus with Tab or a
/// click; → (or Return, Space, a click) selects the next colour of the palette and ← the previous one, wrapping
/// around. A colour not in the palette steps to the palette's first (→) or last (←) colour. `supportsOpacity` is
/// accepted; the palette's colours are opaque.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// The colours a terminal's colour picker steps through, in order.
    static var palette: [Color] {
        [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black, .white]
    }

    /// Creates a colour picker with a label view.
    ///
    /// - Parameters:
    ///   - selection: The selected colour.
    ///   - supportsOpacity: Whether the user may choose a translucent colour (accepted; the palette is opaque).
    ///   - label: A view that describes the colour's use.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    @Environment(\.platform) private var platform
    @Environment(\.labelsHidden) private var labelsHidden

    /// The label, then the swatch, in a control that steps through the palette.
    public var body: some View {
        let selection = self.selection
        let palette = Self.palette
        let step: @MainActor (Int) -> Void = { amount in
            let current = palette.firstIndex(of: selection.wrappedValue)
            let next = current.map { ($0 + amount % palette.count + palette.count) % palette.count }
                ?? (amount > 0 ? 0 : palette.count - 1)
            selection.wrappedValue = palette[next]
        }
        let swatch = platform.metrics.controls.colorSwatchSize
        return FocusableControl(behaviour: ControlBehaviour(
            keyHelp: [KeyHelp([.leftArrow, .rightArrow], "colour")],
            handleKey: { press in
                if press.is(.leftArrow) { step(-1); return .handled }
                if press.is(.rightArrow) || press.is(.return) || press.is(.space) { step(1); return .handled }
                return .ignored
            },
            handleClick: { _ in step(1) }
        )) {
            HStack(spacing: 0) {
                if !labelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                RoundedRectangle(cornerRadius: swatch.height / 4)
                    .fill(selection.wrappedValue)
                    .frame(width: swatch.width, height: swatch.height)
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's localized title.
    ///   - selection: The selected colour.
    ///   - supportsOpacity: Whether the user may choose a translucent colour (accepted; the palette is opaque).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(titleKey) })
    }

    /// Creates a colour picker titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The selected colour.
    ///   - supportsOpacity: Whether the user may choose a translucent colour (accepted; the palette is opaque).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) })
    }
}
