import Foundation

/// A description of how a view changes as it is inserted or removed, as SwiftUI's `Transition` (iOS 17): its body
/// is the view in a ``TransitionPhase``. A terminal shows views at rest, in the ``TransitionPhase/identity`` phase.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view the transition makes.
    associatedtype Body: View
    /// The content in a phase of the transition.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// Properties of the transition.
    static var properties: TransitionProperties { get }
    /// The content a transition is applied to.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    /// A transition has motion by default.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// The transition applied to `content` in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content), phase: phase)
    }

    /// The transition with an animation of its own (not drawn).
    public func animation(_ animation: Animation?) -> some Transition { self }

    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> some Transition { CombinedTransition(first: self, second: other) }
}

/// The phases of a transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted.
    case willAppear
    /// The view is shown, at rest.
    case identity
    /// The view has been removed.
    case didDisappear

    /// Whether the view is at rest.
    public var isIdentity: Bool { self == .identity }

    /// −1 before insertion, 0 at rest, 1 after removal.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// Properties of a transition, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view (reduced motion replaces such transitions).
    public var hasMotion: Bool
    /// Creates properties.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// Two transitions together.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
}

/// Fades the view in and out, as SwiftUI's `OpacityTransition`.
public struct OpacityTransition: Transition {
    /// Creates the transition.
    public init() {}
    /// Transparent before insertion and after removal.
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    /// A fade does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view in and out, as SwiftUI's `ScaleTransition`.
public struct ScaleTransition: Transition {
    /// The scale before insertion and after removal.
    public var scale: Double
    /// The anchor of the scaling.
    public var anchor: UnitPoint
    /// Creates the transition.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// Scaled before insertion and after removal.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Slides the view in from the leading edge and out to the trailing edge, as SwiftUI's `SlideTransition`.
public struct SlideTransition: Transition {
    /// Creates the transition.
    public init() {}
    /// The view itself (a terminal draws no slide).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moves the view in from and out to an edge, as SwiftUI's `MoveTransition`.
public struct MoveTransition: Transition {
    /// The edge.
    public var edge: Edge
    /// Creates the transition.
    public init(edge: Edge) { self.edge = edge }
    /// The view itself (a terminal draws no move).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Offsets the view on its way in and out, as SwiftUI's `OffsetTransition`.
public struct OffsetTransition: Transition {
    /// The offset.
    public var offset: CGSize
    /// Creates the transition.
    public init(_ offset: CGSize) { self.offset = offset }
    /// Offset before insertion and after removal.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Pushes the view in from an edge, as SwiftUI's `PushTransition`.
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge
    /// Creates the transition.
    public init(edge: Edge) { self.edge = edge }
    /// The view itself (a terminal draws no push).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Leaves the view as it is, as SwiftUI's `IdentityTransition`.
public struct IdentityTransition: Transition {
    /// Creates the transition.
    public init() {}
    /// The view itself.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Blurs the view in and out, replacing it, as SwiftUI's `BlurReplaceTransition`.
public struct BlurReplaceTransition: Transition {
    /// How the view is blurred.
    public struct Configuration: Hashable, Sendable {
        private let upUp: Bool
        /// Scales down while blurring out.
        public static let downUp = Configuration(upUp: false)
        /// Scales up while blurring out.
        public static let upUp = Configuration(upUp: true)
    }
    /// The configuration.
    public var configuration: Configuration
    /// Creates the transition.
    public init(configuration: Configuration) { self.configuration = configuration }
    /// Blurred before insertion and after removal.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.blur(radius: phase.isIdentity ? 0 : 10).opacity(phase.isIdentity ? 1 : 0)
    }
}

/// One transition for insertion and another for removal, as SwiftUI's `AsymmetricTransition`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The insertion transition.
    public var insertion: Insertion
    /// The removal transition.
    public var removal: Removal
    /// Creates the transition.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    /// The insertion's body before and at rest, the removal's after removal.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase == .didDisappear {
            removal.apply(content: content, phase: phase)
        } else {
            insertion.apply(content: content, phase: phase)
        }
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from and to nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Scales the view from and to a factor.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == SlideTransition {
    /// Slides the view in and out.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from and out to an edge.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Offsets the view on its way in and out.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Offsets the view on its way in and out.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == PushTransition {
    /// Pushes the view in from an edge.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == IdentityTransition {
    /// Leaves the view as it is.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs the view in and out.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// Blurs the view in and out with a configuration.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

extension TransitionMotion {
    /// The motions of a ``Transition`` for insertion and removal: the built-in transitions', combined and
    /// asymmetric ones from their parts; a custom transition (whose phases' bodies are not drawn in between) fades.
    nonisolated static func motions(of transition: any Transition) -> (insertion: [TransitionMotion], removal: [TransitionMotion]) {
        if let described = transition as? any DescribedTransition { return described.motions }
        return ([.opacity], [.opacity])
    }
}

/// A transition whose motions are known (the built-in ones).
protocol DescribedTransition {
    /// The motions for insertion and removal.
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) { get }
}

extension OpacityTransition: DescribedTransition {
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) { ([.opacity], [.opacity]) }
}
extension ScaleTransition: DescribedTransition {
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) {
        let motion = TransitionMotion.scale(CGFloat(scale), anchor: anchor)
        return ([motion], [motion])
    }
}
extension SlideTransition: DescribedTransition {
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) { ([.move(.leading)], [.move(.trailing)]) }
}
extension MoveTransition: DescribedTransition {
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) { ([.move(edge)], [.move(edge)]) }
}
extension OffsetTransition: DescribedTransition {
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) { ([.offset(offset)], [.offset(offset)]) }
}
extension PushTransition: DescribedTransition {
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) {
        ([.move(edge), .opacity], [.move(edge.opposite), .opacity])
    }
}
extension IdentityTransition: DescribedTransition {
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) { ([], []) }
}
extension CombinedTransition: DescribedTransition {
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) {
        let (a, b) = (TransitionMotion.motions(of: first), TransitionMotion.motions(of: second))
        return (a.insertion + b.insertion, a.removal + b.removal)
    }
}
extension AsymmetricTransition: DescribedTransition {
    nonisolated var motions: (insertion: [TransitionMotion], removal: [TransitionMotion]) {
        (TransitionMotion.motions(of: insertion).insertion, TransitionMotion.motions(of: removal).removal)
    }
}
