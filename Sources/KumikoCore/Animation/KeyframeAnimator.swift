import Foundation

/// A container that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`.
///
/// A terminal shows where the keyframes end, and says so once on stderr: with a trigger, the initial value until
/// the trigger first changes, then the value the keyframes end at (each change runs them again from there, as
/// SwiftUI passes the end of the previous run to the next); repeating, the value one run ends at; not repeating,
/// the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    private let initialValue: Value
    private let trigger: AnyEquatableValue?
    private let repeating: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath
    @State private var ended: Value?

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnyEquatableValue(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes in a loop while `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Where the keyframes take `value`.
    private func end(from value: Value) -> Value {
        keyframesEndValue(keyframes(value), from: value) as? Value ?? value
    }

    /// The value shown.
    private var shownValue: Value {
        if trigger != nil { return ended ?? initialValue }
        guard repeating else { return initialValue }
        Diagnostics.warnOnce("keyframeAnimator.repeating",
            "keyframeAnimator: a terminal does not animate; repeating keyframes show the value one run ends at.")
        return end(from: initialValue)
    }

    /// The content at the value shown.
    public var body: some View {
        content(shownValue)
            .onChange(of: trigger) {
                Diagnostics.warnOnce("keyframeAnimator.trigger",
                    "keyframeAnimator: a terminal does not animate; the keyframes' end value is shown at once.")
                ended = end(from: ended ?? initialValue)
            }
    }
}

extension View {
    /// Plays keyframes on the effects `content` applies to this view each time `trigger` changes. A terminal shows
    /// the value the keyframes end at.
    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                         content: { content(PlaceholderContentView(self), $0) }, keyframes: keyframes)
    }

    /// Plays keyframes on the effects `content` applies to this view in a loop while `repeating`. A terminal shows
    /// the value one run ends at (or, not repeating, the initial value).
    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                         content: { content(PlaceholderContentView(self), $0) }, keyframes: keyframes)
    }
}
