import Foundation

/// A type-erased transition, as SwiftUI's `AnyTransition`: how a view is inserted and removed.
///
/// A terminal shows the end state of a change, so a view that comes or goes appears or disappears at once; a view
/// that is shown has its transition at rest, its *identity*: the `identity` modifier of
/// ``modifier(active:identity:)``, a custom ``Transition``'s body in the ``TransitionPhase/identity`` phase (for an
/// ``asymmetric(insertion:removal:)`` transition, the insertion's, as the view came in through it). The built-in
/// transitions change nothing at rest.
public struct AnyTransition: @unchecked Sendable {
    /// What the transition does to a view at rest, innermost first (empty for the built-in transitions). Only
    /// called on the main actor, by the view the transition is attached to.
    let identity: [@MainActor (AnyView) -> AnyView]

    init(identity: [@MainActor (AnyView) -> AnyView] = []) { self.identity = identity }

    /// A type-erased ``Transition``.
    public init<T: Transition>(_ transition: T) {
        let transition = MainActorValue(transition)
        identity = [{ AnyView(transition.value.body(content: PlaceholderContentView($0), phase: .identity)) }]
    }

    /// Fades the view in and out.
    public static let opacity = AnyTransition()
    /// Slides the view in from the leading edge and out towards the trailing edge.
    public static let slide = AnyTransition()
    /// Scales the view from and to nothing.
    public static let scale = AnyTransition()
    /// Leaves the view as it is.
    public static let identity = AnyTransition()

    /// Scales the view from and to a factor about an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves the view in from and out to an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Offsets the view on its way in and out.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// Offsets the view on its way in and out.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// Pushes the view in from an edge, the view it replaces out towards the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }

    /// A transition that applies `active` while the view comes or goes and `identity` while it is shown.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let identity = MainActorValue(identity)
        return AnyTransition(identity: [{ AnyView($0.modifier(identity.value)) }])
    }

    /// One transition for insertion and another for removal; a shown view is at rest after its insertion.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(identity: identity + other.identity)
    }

    /// The transition with an animation of its own (not drawn: a terminal shows the end state).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A value only used on the main actor, captured by a closure that runs there (a transition's modifier).
private struct MainActorValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A view with a transition attached, drawn at rest: its transition's identity applied.
struct TransitionedView<Content: View>: View {
    let content: Content
    let transition: AnyTransition

    var body: some View {
        if transition.identity.isEmpty {
            content
        } else {
            transition.identity.reduce(AnyView(content)) { view, apply in apply(view) }
        }
    }
}

extension View {
    /// Attaches a transition used when the view is inserted or removed. A terminal shows the view at rest (its
    /// transition's identity) or not at all.
    public func transition(_ t: AnyTransition) -> some View { TransitionedView(content: self, transition: t) }

    /// Attaches a ``Transition`` used when the view is inserted or removed. A terminal shows the view at rest: the
    /// transition's body in the ``TransitionPhase/identity`` phase.
    public func transition<T: Transition>(_ transition: T) -> some View {
        transition.body(content: PlaceholderContentView(self), phase: .identity)
    }
}
