import Foundation

/// A control for choosing a value from a bounded range, as SwiftUI's `Slider`.
///
/// In a terminal a slider is a track across the width offered (20 columns when none is): `━━━━━●──────`,
/// the part before the thumb in the accent colour and the rest grey, with the minimum and maximum value labels
/// at its ends when given. As on iOS, the label is not drawn (it names the slider for accessibility). It takes
/// the focus with Tab; ← and → move the value by one step (by a twentieth of the range without a step), Home
/// and End to the bounds, and a click on the track sets the value at that column. A value outside the range is
/// drawn at its end; NaN, infinite bounds, an empty range and a step that is not positive are diagnosed once
/// and never crash.
public struct Slider<Label: View, ValueLabel: View>: View {
    let model: SliderModel
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    init(model: SliderModel, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel) {
        self.model = model
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Creates a slider with a label and value labels at the ends of its track.
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values.
    ///   - label: A view that describes the value (not drawn, as on iOS).
    ///   - minimumValueLabel: Drawn at the leading end of the track.
    ///   - maximumValueLabel: Drawn at the trailing end of the track.
    ///   - onEditingChanged: Called with `true` before and `false` after each change the user makes.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider with a step, a label and value labels at the ends of its track.
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values.
    ///   - step: The distance between the values the slider takes, from the lowest.
    ///   - label: A view that describes the value (not drawn, as on iOS).
    ///   - minimumValueLabel: Drawn at the leading end of the track.
    ///   - maximumValueLabel: Drawn at the trailing end of the track.
    ///   - onEditingChanged: Called with `true` before and `false` after each change the user makes.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider with value labels given as views (deprecated in SwiftUI in favour of the view
    /// builder form).
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values.
    ///   - onEditingChanged: Called with `true` before and `false` after each change the user makes.
    ///   - minimumValueLabel: Drawn at the leading end of the track.
    ///   - maximumValueLabel: Drawn at the trailing end of the track.
    ///   - label: A view that describes the value (not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// Creates a slider with a step and value labels given as views (deprecated in SwiftUI in favour of the
    /// view builder form).
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values.
    ///   - step: The distance between the values the slider takes, from the lowest.
    ///   - onEditingChanged: Called with `true` before and `false` after each change the user makes.
    ///   - minimumValueLabel: Drawn at the leading end of the track.
    ///   - maximumValueLabel: Drawn at the trailing end of the track.
    ///   - label: A view that describes the value (not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// The minimum value label, the track and the maximum value label, one column apart.
    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(model: model)
            maximumValueLabel
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label (not drawn, as on iOS).
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values.
    ///   - label: A view that describes the value.
    ///   - onEditingChanged: Called with `true` before and `false` after each change the user makes.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// Creates a slider with a step and a label (not drawn, as on iOS).
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values.
    ///   - step: The distance between the values the slider takes, from the lowest.
    ///   - label: A view that describes the value.
    ///   - onEditingChanged: Called with `true` before and `false` after each change the user makes.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider.
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values (0…1 unless given).
    ///   - onEditingChanged: Called with `true` before and `false` after each change the user makes.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// Creates a slider with a step.
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values.
    ///   - step: The distance between the values the slider takes, from the lowest.
    ///   - onEditingChanged: Called with `true` before and `false` after each change the user makes.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged),
                  label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}
