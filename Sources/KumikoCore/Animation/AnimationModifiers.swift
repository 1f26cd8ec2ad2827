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

extension View {
    /// Animates changes to this view when `value` changes. A terminal shows the changed view at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        Animation.noteEndState(of: animation, in: "animation(_:value:)")
        return self
    }

    /// Animates every change to this view (deprecated in SwiftUI in favour of `animation(_:value:)`). A terminal
    /// shows the changed view at once.
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        Animation.noteEndState(of: animation, in: "animation(_:)")
        return self
    }

    /// Animates the modifiers `body` applies to this view with `animation`. A terminal shows them at once: the
    /// view is what `body` makes of it.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self))
    }

    /// Changes the transaction of the state changes below this view (Kumiko applies changes at once, so the
    /// transaction has no visible effect).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transaction of the state changes below this view when `value` changes (no visible effect:
    /// Kumiko applies changes at once).
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
