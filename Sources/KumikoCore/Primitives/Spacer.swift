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
/// In a terminal it is one cell thick (a row of "─" or a column of "│").
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

/// Lays out and draws a divider.
@MainActor
final class DividerElement: LayoutElement {
    private var isVertical: Bool { environment.stackAxis == .horizontal }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cell = environment.platformMetrics.cellSize
        if isVertical {
            return CGSize(width: cell.width, height: proposal.height ?? cell.height)
        }
        return CGSize(width: proposal.width ?? cell.width, height: cell.height)
    }

    override func draw(into list: inout DisplayList) {
        let environment = self.environment
        let cell = environment.platformMetrics.cellSize
        let columns = max((frame.width / cell.width).clampedInt(), 1)
        let rows = max((frame.height / cell.height).clampedInt(), 1)
        let color = environment.foregroundStyleColor ?? ResolvedColor(red: 0.33, green: 0.33, blue: 0.35)
        let style = TextStyle(foreground: color.multiplyingOpacity(environment.drawingOpacity))
        let lines = isVertical
            ? Array(repeating: [("│", style)], count: rows)
            : [[(String(repeating: "─", count: columns), style)]]
        list.append(.text(TextDrawing(frame: frame, stacking: lines, lineHeight: cell.height, opacity: environment.drawingOpacity)))
    }
}
