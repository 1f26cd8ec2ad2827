import Foundation

/// A view that shows a value within a range, as SwiftUI's `Gauge`.
///
/// It is drawn by the gauge style in effect (`gaugeStyle(_:)`). The built-in styles draw a bar, as a
/// determinate progress view's (the platform's bar: `█`/`░` across the width in a terminal): the linear styles
/// put the label and the current value label above it and the minimum and maximum value labels at its ends;
/// the circular styles (`.accessoryCircular`, `.accessoryCircularCapacity`) are compact: the current value
/// label (or else the label) beside a short bar. Values outside the range are pinned to it.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels

    @Environment(\.gaugeStyle) private var style

    /// Creates a gauge with every label.
    ///
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range of the value (0 to 1 unless given).
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value.
    ///   - minimumValueLabel: A view that describes the lower bound.
    ///   - maximumValueLabel: A view that describes the upper bound.
    ///   - markedValueLabels: Views that mark values along the gauge (accepted; not drawn).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        self.fraction = ProgressFraction.of(Double(value) - Double(bounds.lowerBound), total: span)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
    }

    /// The body the gauge style in effect makes of the gauge's configuration.
    public var body: some View {
        func part<V: View>(_ view: V) -> AnyView? { V.self == EmptyView.self ? nil : AnyView(view) }
        return AnyView(style.makeBody(configuration: GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: part(currentValueLabel).map { .init(content: $0) },
            minimumValueLabel: part(minimumValueLabel).map { .init(content: $0) },
            maximumValueLabel: part(maximumValueLabel).map { .init(content: $0) })))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label.
    ///
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range of the value (0 to 1 unless given).
    ///   - label: A view that describes the purpose of the gauge.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label and a current value label.
    ///
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range of the value (0 to 1 unless given).
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label, a current value label and labels of its bounds.
    ///
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range of the value (0 to 1 unless given).
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value.
    ///   - minimumValueLabel: A view that describes the lower bound.
    ///   - maximumValueLabel: A view that describes the upper bound.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge with a label, a current value label and marked values.
    ///
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range of the value (0 to 1 unless given).
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value.
    ///   - markedValueLabels: Views that mark values along the gauge (accepted; not drawn).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}
