import Foundation

/// Where the pointer reaches views: `allowsHitTesting(_:)` and `contentShape(_:eoFill:)`.
///
/// A click, a drag or the wheel reaches a view whose frame holds the point, unless a view around it (or the
/// view itself) has `allowsHitTesting(false)`, or has a content shape for interaction that does not hold the
/// point. `hidden()` views are never reached.
@MainActor
protocol HitTestModifying: ViewNode {
    /// Whether the views inside may be hit at `point` (root coordinates).
    func allowsHit(at point: CGPoint) -> Bool
}

extension ViewNode {
    /// Whether the pointer at `point` (root coordinates) reaches this node: its frame holds the point and no
    /// hit-testing modifier refuses it, around it or on its content (`contentShape` written before a
    /// gesture shapes the view the gesture is attached to).
    func isHit(by point: CGPoint) -> Bool {
        guard frameContains(point) else { return false }
        var node: ViewNode? = self
        while let current = node {
            if let modifying = current as? any HitTestModifying, !modifying.allowsHit(at: point) { return false }
            node = current.parent
        }
        var content: ViewNode = self
        while content.children.count == 1, let child = content.children.first {
            if let modifying = child as? any HitTestModifying, !modifying.allowsHit(at: point) { return false }
            content = child
        }
        return true
    }
}

/// The modifier behind `allowsHitTesting(_:)`.
struct AllowsHitTestingModifier: ViewModifier, PrimitiveModifier {
    let enabled: Bool
    static func makeNode(graph: ViewGraph) -> ViewNode { AllowsHitTestingNode(graph: graph) }
}

/// Refuses the pointer to the views inside when hit testing is off.
@MainActor
final class AllowsHitTestingNode: ModifierNode<AllowsHitTestingModifier>, HitTestModifying {
    func allowsHit(at point: CGPoint) -> Bool { modifier.enabled }
}

/// The kinds of interaction a content shape is for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a content shape kind.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The kind for hit-testing and accessibility: where the pointer reaches the view.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The kind for drag and drop previews (kept; a terminal shows none).
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The kind for context menu previews (kept; a terminal shows none).
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The kind for hover effects (kept; a terminal shows none).
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The kind for focus effects (kept; a terminal draws its own focus).
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The kind for accessibility visuals and sorting (kept).
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// The modifier behind `contentShape`.
struct ContentShapeModifier: ViewModifier, PrimitiveModifier {
    let kinds: ContentShapeKinds
    let shape: any Shape
    let eoFill: Bool
    static func makeNode(graph: ViewGraph) -> ViewNode { ContentShapeNode(graph: graph) }
}

/// Lets the pointer reach the views inside only within its shape (placed in the view's frame), when the shape
/// is for interaction.
@MainActor
final class ContentShapeNode: ModifierNode<ContentShapeModifier>, HitTestModifying {
    func allowsHit(at point: CGPoint) -> Bool {
        guard modifier.kinds.contains(.interaction), let frame = layoutElements().first?.frame else { return true }
        return modifier.shape.path(in: frame).contains(point, eoFill: modifier.eoFill)
    }
}

extension View {
    /// Configures whether this view participates in hit test operations.
    ///
    /// - Parameter enabled: Whether clicks, drags and the wheel reach this view and the views inside it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(AllowsHitTestingModifier(enabled: enabled))
    }

    /// Defines the content shape for hit testing: the pointer reaches the view only inside the shape, placed
    /// in the view's frame.
    ///
    /// - Parameters:
    ///   - shape: The hit testing shape for the view.
    ///   - eoFill: A Boolean that indicates whether the shape is interpreted with the even-odd winding number
    ///     rule.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(kinds: .interaction, shape: shape, eoFill: eoFill))
    }

    /// Sets the content shape for this view for the given kinds of interaction (only `.interaction` changes
    /// where the pointer reaches the view on a terminal).
    ///
    /// - Parameters:
    ///   - kind: The kinds to apply to this content shape.
    ///   - shape: The shape to use.
    ///   - eoFill: A Boolean that indicates whether the shape is interpreted with the even-odd winding number
    ///     rule.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(kinds: kind, shape: shape, eoFill: eoFill))
    }
}
