import Foundation

/// A control that increments and decrements a value, as SwiftUI's `Stepper`.
///
/// A stepper is laid out as iOS lays it out: the label at the leading edge and, at the trailing edge of the width
/// offered, its two buttons, placed as chrome the platform draws (``Chrome/stepperButton(isIncrement:isEnabled:font:)``,
/// sized by the platform's `ControlMetrics`; the terminal's `[−|+]`, a button that cannot act grey). It takes the focus with Tab;
/// ← or `-` decrements, → or `+` increments, and a click on a button does the same.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool
    let onEditingChanged: (Bool) -> Void
    /// Whether the stepper takes input (`disabled(_:)`): both buttons are drawn disabled when it does not.
    @Environment(\.isEnabled) private var isEnabled

    /// Creates a stepper that runs the closures you provide when the user increments or decrements it.
    ///
    /// - Parameters:
    ///   - label: A view that describes what the stepper changes.
    ///   - onIncrement: What + does; nil disables it.
    ///   - onDecrement: What − does; nil disables it.
    ///   - onEditingChanged: Called with `true` before and `false` after each step.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.canIncrement = { onIncrement != nil }
        self.canDecrement = { onDecrement != nil }
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper that changes a bound value by a step, within a range.
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values; a step never goes past them.
    ///   - step: How much each step changes the value (1 unless given).
    ///   - label: A view that describes what the stepper changes.
    ///   - onEditingChanged: Called with `true` before and `false` after each step.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
        }
        self.onDecrement = {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
        }
        self.canIncrement = { value.wrappedValue < bounds.upperBound }
        self.canDecrement = { value.wrappedValue > bounds.lowerBound }
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper that changes a bound value by a step, without bounds.
    ///
    /// - Parameters:
    ///   - value: A binding to the value.
    ///   - step: How much each step changes the value (1 unless given).
    ///   - label: A view that describes what the stepper changes.
    ///   - onEditingChanged: Called with `true` before and `false` after each step.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    /// The label, then the buttons at the trailing edge, in a focusable control.
    public var body: some View {
        // What can step is read again when a key or click arrives: a binding the graph does not track (one made
        // from closures) may have changed since this body ran.
        let canIncrement = self.canIncrement, canDecrement = self.canDecrement
        let onIncrement = self.onIncrement, onDecrement = self.onDecrement
        let editingChanged = onEditingChanged
        let increment: @MainActor () -> Void = {
            guard let onIncrement, canIncrement() else { return }
            editingChanged(true)
            onIncrement()
            editingChanged(false)
        }
        let decrement: @MainActor () -> Void = {
            guard let onDecrement, canDecrement() else { return }
            editingChanged(true)
            onDecrement()
            editingChanged(false)
        }
        let incrementEnabled = isEnabled && onIncrement != nil && canIncrement()
        let decrementEnabled = isEnabled && onDecrement != nil && canDecrement()
        FocusableControl(behaviour: ControlBehaviour(
            keyHelp: [KeyHelp([.leftArrow, .rightArrow], "step")],
            handleKey: { press in
                // At a bound the key is still the stepper's: it does nothing rather than reach other handlers.
                if press.is(.leftArrow) || press.characters == "-" { decrement(); return .handled }
                if press.is(.rightArrow) || press.characters == "+" { increment(); return .handled }
                return .ignored
            },
            handleClick: { region in
                if region == StepperPart.decrement { decrement() }
                if region == StepperPart.increment { increment() }
            }
        )) {
            HStack(spacing: 0) {
                label
                Spacer(minLength: 8)
                ClickRegion(tag: StepperPart.decrement) {
                    ControlChrome(piece: .stepperButton(isIncrement: false, isEnabled: decrementEnabled))
                }
                ControlChrome(piece: .stepperSeparator)
                ClickRegion(tag: StepperPart.increment) {
                    ControlChrome(piece: .stepperButton(isIncrement: true, isEnabled: incrementEnabled))
                }
            }
        }
    }
}

/// The tags of a stepper's click regions.
private enum StepperPart {
    static let decrement = -1
    static let increment = 1
}

extension Stepper where Label == Text {
    /// Creates a stepper titled with a localized string key that changes a bound value within a range.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the stepper's localized title.
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values; a step never goes past them.
    ///   - step: How much each step changes the value (1 unless given).
    ///   - onEditingChanged: Called with `true` before and `false` after each step.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled with a string (not localized) that changes a bound value within a range.
    ///
    /// - Parameters:
    ///   - title: The stepper's title.
    ///   - value: A binding to the value.
    ///   - bounds: The lowest and highest values; a step never goes past them.
    ///   - step: How much each step changes the value (1 unless given).
    ///   - onEditingChanged: Called with `true` before and `false` after each step.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled with a localized string key that changes a bound value without bounds.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the stepper's localized title.
    ///   - value: A binding to the value.
    ///   - step: How much each step changes the value (1 unless given).
    ///   - onEditingChanged: Called with `true` before and `false` after each step.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled with a string (not localized) that changes a bound value without bounds.
    ///
    /// - Parameters:
    ///   - title: The stepper's title.
    ///   - value: A binding to the value.
    ///   - step: How much each step changes the value (1 unless given).
    ///   - onEditingChanged: Called with `true` before and `false` after each step.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled with a localized string key that runs the closures you provide.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the stepper's localized title.
    ///   - onIncrement: What + does; nil disables it.
    ///   - onDecrement: What − does; nil disables it.
    ///   - onEditingChanged: Called with `true` before and `false` after each step.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled with a string (not localized) that runs the closures you provide.
    ///
    /// - Parameters:
    ///   - title: The stepper's title.
    ///   - onIncrement: What + does; nil disables it.
    ///   - onDecrement: What − does; nil disables it.
    ///   - onEditingChanged: Called with `true` before and `false` after each step.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }
}
