import Foundation

/// A type-erased transition, as SwiftUI's `AnyTransition`: how a view is inserted and removed.
///
/// A backend that draws animations (the browser) plays the transition's motions (``TransitionMotion``) when the
/// view comes or goes in an animated frame. A terminal shows the end state of a change, so a view that comes or goes
/// appears or disappears at once; a view
/// that is shown has its transition at rest, its *identity*: the `identity` modifier of
/// ``modifier(active:identity:)``, a custom ``Transition``'s body in the ``TransitionPhase/identity`` phase (for an
/// ``asymmetric(insertion:removal:)`` transition, the insertion's, as the view came in through it). The built-in
/// transitions change nothing at rest.
public struct AnyTransition: @unchecked Sendable {
    /// What the transition does to a view at rest, innermost first (empty for the built-in transitions). Only
    /// called on the main actor, by the view the transition is attached to.
    let identity: [@MainActor (AnyView) -> AnyView]
    /// The view's state before insertion, which a backend that draws animations plays from (empty: none).
    let insertion: [TransitionMotion]
    /// The view's state after removal, which a backend that draws animations plays to (empty: none).
    let removal: [TransitionMotion]

    init(identity: [@MainActor (AnyView) -> AnyView] = [], insertion: [TransitionMotion], removal: [TransitionMotion]) {
        self.identity = identity
        self.insertion = insertion
        self.removal = removal
    }

    /// A transition that goes through the same motions both ways.
    init(_ motions: [TransitionMotion]) { self.init(insertion: motions, removal: motions) }

    /// A type-erased ``Transition``: the motions of the built-in ones (a custom one fades, as its phases' bodies
    /// are not drawn in between).
    public init<T: Transition>(_ transition: T) {
        let motions = TransitionMotion.motions(of: transition)
        let transition = MainActorValue(transition)
        self.init(identity: [{ AnyView(transition.value.body(content: PlaceholderContentView($0), phase: .identity)) }],
                  insertion: motions.insertion, removal: motions.removal)
    }

    /// Fades the view in and out.
    public static let opacity = AnyTransition([.opacity])
    /// Slides the view in from the leading edge and out towards the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// Scales the view from and to nothing.
    public static let scale = AnyTransition([.scale(0, anchor: .center)])
    /// Leaves the view as it is.
    public static let identity = AnyTransition([])

    /// Scales the view from and to a factor about an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition([.scale(scale, anchor: anchor)])
    }
    /// Moves the view in from and out to an edge (by its own size).
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// Offsets the view on its way in and out.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
    /// Offsets the view on its way in and out.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }
    /// Pushes the view in from an edge, fading in, and out towards the opposite edge, fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }

    /// A transition that applies `active` while the view comes or goes and `identity` while it is shown (a backend
    /// that draws animations fades the view: the active modifier is not drawn in between).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let identity = MainActorValue(identity)
        return AnyTransition(identity: [{ AnyView($0.modifier(identity.value)) }], insertion: [.opacity], removal: [.opacity])
    }

    /// One transition for insertion and another for removal; a shown view is at rest after its insertion.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(identity: insertion.identity, insertion: insertion.insertion, removal: removal.removal)
    }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(identity: identity + other.identity, insertion: insertion + other.insertion,
                      removal: removal + other.removal)
    }

    /// The transition with an animation of its own (the frame's animation is used).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A value only used on the main actor, captured by a closure that runs there (a transition's modifier).
private struct MainActorValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A view with a transition attached, drawn at rest (its transition's identity applied) inside the transition's
/// motions (``TransitionMarker``), which a backend that draws animations plays as the view comes and goes.
struct TransitionedView<Content: View>: View {
    let content: Content
    let transition: AnyTransition

    var body: some View {
        let marker = TransitionMarker(insertion: transition.insertion, removal: transition.removal)
        if transition.identity.isEmpty {
            content.modifier(marker)
        } else {
            transition.identity.reduce(AnyView(content)) { view, apply in apply(view) }.modifier(marker)
        }
    }
}

/// Draws its view inside an ``Effect/transition(_:)`` (in lists that describe transitions); layout passes through.
struct TransitionMarker: UnaryLayoutModifier {
    let insertion: [TransitionMotion]
    let removal: [TransitionMotion]
    var layout: any Layout { PassthroughLayout() }
    var drawingEffect: DrawingEffect? { .transition(insertion: insertion, removal: removal) }
}

extension View {
    /// Attaches a transition used when the view is inserted or removed. A terminal shows the view at rest (its
    /// transition's identity) or not at all.
    public func transition(_ t: AnyTransition) -> some View { TransitionedView(content: self, transition: t) }

    /// Attaches a ``Transition`` used when the view is inserted or removed. A terminal shows the view at rest: the
    /// transition's body in the ``TransitionPhase/identity`` phase; the browser plays the motions of the built-in
    /// transitions (a custom one fades).
    public func transition<T: Transition>(_ transition: T) -> some View {
        let motions = TransitionMotion.motions(of: transition)
        return transition.body(content: PlaceholderContentView(self), phase: .identity)
            .modifier(TransitionMarker(insertion: motions.insertion, removal: motions.removal))
    }
}
