import Foundation

/// A view that stands for the content being modified in a closure of an animation or transition
/// (`animation(_:body:)`, a `Transition`'s body, `phaseAnimator`, `keyframeAnimator`), as SwiftUI's
/// `PlaceholderContentView`: it draws exactly that content.
public struct PlaceholderContentView<Value>: View, StyleConfigurationContent {
    let content: AnyView
    init<Content: View>(_ content: Content) { self.content = AnyView(content) }
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

/// The value a view saw at its last evaluation, kept across evaluations (a reference held by `@State`, changed
/// without invalidating anything).
final class LastSeenValue<Value> {
    var value: Value?
}

/// A view that feeds the animation of its graph's current update (``ViewGraph/animate(with:)``) when `value` has
/// changed since its last evaluation: `animation(_:value:)`. Its first evaluation (the view appearing) animates
/// nothing, as in SwiftUI.
struct ValueAnimationView<Content: View, Value: Equatable>: View {
    let content: Content
    let animation: Animation?
    let value: Value
    @State private var seen = LastSeenValue<Value>()

    var body: some View {
        let changed = seen.value.map { $0 != value } ?? false
        seen.value = value
        if changed, let animation {
            DependencyTracking.withCurrent { node in node.graph.animate(with: animation) }
        }
        return content
    }
}

/// A view that changes the transaction of its graph's current update when it is evaluated (with a value: when the
/// value has changed since its last evaluation): `transaction(_:)`, `transaction(value:_:)`.
struct TransactionTransformView<Content: View, Value: Equatable>: View {
    let content: Content
    /// The value whose changes apply the transform (nil: every evaluation).
    let value: Value?
    let transform: (inout Transaction) -> Void
    @State private var seen = LastSeenValue<Value>()

    var body: some View {
        var applies = true
        if let value {
            applies = seen.value.map { $0 != value } ?? false
            seen.value = value
        }
        if applies {
            DependencyTracking.withCurrent { node in node.graph.transformFrameTransaction(transform) }
        }
        return content
    }
}

extension View {
    /// Animates changes to this view when `value` changes: the update in which `value` differs from the last one
    /// is shown with `animation` by a backend that draws animations (the browser); nil adds no animation. A
    /// terminal shows the changed view at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        ValueAnimationView(content: self, animation: animation, value: value)
    }

    /// Animates every change to this view (deprecated in SwiftUI in favour of `animation(_:value:)`). Kumiko shows
    /// the changed view at once; use `animation(_:value:)` or `withAnimation` for changes the browser animates.
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        self
    }

    /// Animates the modifiers `body` applies to this view with `animation`. Kumiko shows them at once: the view is
    /// what `body` makes of it.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self))
    }

    /// Changes the transaction of the updates of this view: each update that evaluates it is shown with the
    /// animation `transform` leaves in the transaction (none when it disables animations), by a backend that
    /// draws animations.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionTransformView<Self, Int>(content: self, value: nil, transform: transform)
    }

    /// Changes the transaction of the updates of this view in which `value` changes (see ``transaction(_:)``).
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionTransformView(content: self, value: value, transform: transform)
    }
}
