import Foundation

/// A view that shows the progress of a task, as SwiftUI's `ProgressView`.
///
/// It is drawn by the progress view style in effect (`progressViewStyle(_:)`); `.automatic` is the platform's
/// look. In a terminal, indeterminate progress is a spinner turning ten times a second followed by the label on
/// the same line; determinate progress is the label, then a bar across the width offered, then the current
/// value label in grey (docs/TERMINAL-LOOK.md).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The fraction done, from 0 to 1; nil for indeterminate progress.
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// The configuration a style made this progress view from (`init(_:)`), drawn in the platform's look.
    private var styled: ProgressViewStyleConfiguration?

    /// Creates an indeterminate progress view with a custom label.
    ///
    /// - Parameter label: A view that describes the task in progress.
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.fraction = nil
        self.label = label()
        self.currentValueLabel = EmptyView()
    }

    /// Creates a progress view for determinate progress, with a custom label.
    ///
    /// - Parameters:
    ///   - value: The amount done, from 0 to `total` (outside values are pinned to it); nil for indeterminate
    ///     progress.
    ///   - total: The amount that means done (1 unless given).
    ///   - label: A view that describes the task in progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// Creates a progress view for determinate progress, with a custom label and a label for the current value.
    ///
    /// - Parameters:
    ///   - value: The amount done, from 0 to `total` (outside values are pinned to it); nil for indeterminate
    ///     progress.
    ///   - total: The amount that means done (1 unless given).
    ///   - label: A view that describes the task in progress.
    ///   - currentValueLabel: A view that describes how much is done, drawn under the bar.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.fraction = value.map { ProgressFraction.of(Double($0), total: Double(total)) }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    @Environment(\.progressViewStyle) private var style

    /// The body the progress view style in effect makes of the fraction and the labels.
    public var body: some View {
        if let styled { return AnyView(PlatformProgressViewLook(kind: .automatic, configuration: styled)) }
        return AnyView(style.makeBody(configuration: ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: Label.self == EmptyView.self ? nil : .init(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: AnyView(currentValueLabel)))))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view without a label: a spinner.
    public init() {
        self.init(label: { EmptyView() })
    }

    /// Creates a progress view for determinate progress without a label: a bar.
    ///
    /// - Parameters:
    ///   - value: The amount done, from 0 to `total` (outside values are pinned to it); nil for indeterminate
    ///     progress.
    ///   - total: The amount that means done (1 unless given).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view titled with a localized string key.
    ///
    /// - Parameter titleKey: The key of the localized title of the task in progress.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: { Text(titleKey) })
    }

    /// Creates an indeterminate progress view titled with a string (not localized).
    ///
    /// - Parameter title: The title of the task in progress.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(title) })
    }

    /// Creates a progress view for determinate progress titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized title of the task in progress.
    ///   - value: The amount done, from 0 to `total` (outside values are pinned to it); nil for indeterminate
    ///     progress.
    ///   - total: The amount that means done (1 unless given).
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    /// Creates a progress view for determinate progress titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The title of the task in progress.
    ///   - value: The amount done, from 0 to `total` (outside values are pinned to it); nil for indeterminate
    ///     progress.
    ///   - total: The amount that means done (1 unless given).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

/// The arithmetic of progress views (and of sliders' tracks).
package enum ProgressFraction {
    /// The width of a bar offered no width: 20 columns of the terminal's 8 pt cells.
    package static let idealBarWidth: CGFloat = 160

    /// `value / total` pinned to 0…1; 0 for a total that is not positive or numbers that are not finite.
    static func of(_ value: Double, total: Double) -> Double {
        guard value.isFinite, total.isFinite, total > 0 else { return 0 }
        return min(max(value / total, 0), 1)
    }

    /// How many of `columns` cells are done: whole cells only, so the bar is full only when the task is.
    package static func filledColumns(_ fraction: Double, of columns: Int) -> Int {
        min(max(Int((fraction * Double(columns)).rounded(.down)), 0), columns)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration, for a style that changes the look of the
    /// progress view around it.
    ///
    /// Kumiko does not stack styles: the progress view is drawn in the platform's automatic look.
    ///
    /// - Parameter configuration: The properties of the progress view.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.fraction = configuration.fractionCompleted
        self.label = configuration.label ?? .init(content: AnyView(EmptyView()))
        self.currentValueLabel = configuration.currentValueLabel ?? .init(content: AnyView(EmptyView()))
        self.styled = configuration
    }
}
