import Foundation

/// A flexible space that expands along its stack's axis (both axes outside a stack), as SwiftUI's `Spacer`.
///
/// Its minimum length defaults to the platform spacing along the axis; it absorbs its neighbours' spacing and
/// is sized after every other child of a stack (research §2–3).
public struct Spacer: View {
    /// The minimum length, or nil for the platform's default spacing.
    public var minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension Spacer: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LeafNode<Spacer>(graph: graph) { SpacerElement(node: $0) }
    }
}

/// Lays out a spacer.
@MainActor
final class SpacerElement: LayoutElement {
    /// Laid out from its view value, its environment and the proposal alone: kept while its node is unchanged.
    override func layoutUnchanged(since generation: Int) -> Bool { nodeUnchanged(since: generation) }

    private var spacer: Spacer? { (node as? LeafNode<Spacer>)?.view }

    override var isSpacer: Bool { true }
    override var spacing: ViewSpacing { .spacer }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let environment = self.environment
        let metrics = environment.platformMetrics
        func length(_ axis: Axis) -> CGFloat {
            let minimum = spacer?.minLength ?? (axis == .horizontal ? metrics.horizontalSpacing : metrics.verticalSpacing)
            return max(proposal[axis] ?? -.infinity, minimum)
        }
        switch environment.stackAxis {
        case .horizontal?: return CGSize(width: length(.horizontal), height: 0)
        case .vertical?: return CGSize(width: 0, height: length(.vertical))
        case nil: return CGSize(width: length(.horizontal), height: length(.vertical))
        }
    }
}

/// A line separating content: horizontal in a vertical stack or outside stacks, vertical in a horizontal stack.
/// It is one unit of the platform's device grid thick (a hairline: one pixel on a screen, a row or a column of
/// cells in a terminal), as SwiftUI's is one pixel; the platform draws the line (``Chrome/divider(_:)``).
public struct Divider: View {
    /// Creates a divider.
    public init() {}
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension Divider: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LeafNode<Divider>(graph: graph) { DividerElement(node: $0) }
    }
}

/// Lays out a divider and places its chrome.
@MainActor
final class DividerElement: LayoutElement {
    /// Laid out from its view value, its environment and the proposal alone: kept while its node is unchanged.
    override func layoutUnchanged(since generation: Int) -> Bool { nodeUnchanged(since: generation) }

    private var isVertical: Bool { environment.stackAxis == .horizontal }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let unit = environment.platform.grid.unit
        if isVertical {
            return CGSize(width: unit.width, height: proposal.height ?? unit.height)
        }
        return CGSize(width: proposal.width ?? unit.width, height: unit.height)
    }

    override func draw(into list: inout DisplayList) {
        let environment = self.environment
        list.append(.divider(isVertical ? .vertical : .horizontal), frame: frame, tint: environment.foregroundStyleColor,
                    opacity: environment.drawingOpacity)
    }
}
