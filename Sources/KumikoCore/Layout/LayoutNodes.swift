import Foundation

/// The node of a layout container view (stacks, custom ``Layout``s): its content's elements become the
/// subviews of one ``LayoutHostElement``.
@MainActor
final class LayoutContainerNode<V: View>: ViewNode {
    override var producesElements: Bool { true }

    private var view: V?
    private let content: (V) -> any View
    private let makeLayout: (V) -> any Layout
    private let stackAxis: (V) -> Axis?
    private lazy var element = LayoutHostElement(layout: ZStackLayout(), node: self)

    init(graph: ViewGraph, layout: @escaping (V) -> any Layout, stackAxis: @escaping (V) -> Axis?,
         content: @escaping (V) -> any View) {
        self.makeLayout = layout
        self.stackAxis = stackAxis
        self.content = content
        super.init(graph: graph)
    }

    override func setView(_ view: any View) -> Bool {
        let new = view as! V
        defer { self.view = new }
        return true
    }

    override var environmentForChildren: EnvironmentValues {
        let axis = view.flatMap(stackAxis)
        return derivingEnvironment {
            $0.stackAxis = axis
            $0.rowsAreLazy = false
        }
    }

    /// A container lays out its children with its layout: run again to the same child nodes and an equal layout
    /// (a stack's alignment and spacing as they were), it changed nothing of its own.
    override var reevaluationMayKeepLayout: Bool { true }

    override func evaluate() {
        guard let view else { return }
        let layout = makeLayout(view)
        if !ViewComparison.isSameValue(element.layout, layout) { markChanged() }
        element.layout = layout
        reconcileChild(content(view))
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        element.setSubviews(childElements())
        elements.append(element)
    }
}

/// The node of a unary layout modifier (frame, padding, offset, …): each element of its content gets its
/// own ``LayoutHostElement`` with the modifier's layout, as a SwiftUI modifier applies to each view of a group.
@MainActor
class LayoutModifierNode<Modifier: UnaryLayoutModifier>: ModifierNode<Modifier> {
    override var producesElements: Bool { true }

    /// Content laid out by this modifier is not a lazy container's rows (a `ForEach` in it builds eagerly).
    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment { environment in
            environment.rowsAreLazy = false
            writeEnvironment(&environment)
        }
    }

    /// Further environment writes of a subclass.
    func writeEnvironment(_ environment: inout EnvironmentValues) {}

    private var hosts: [ObjectIdentifier: LayoutHostElement] = [:]

    override func collectElements(into elements: inout [LayoutElement]) {
        let inner = childElements()
        var used: [ObjectIdentifier: LayoutHostElement] = [:]
        for element in inner {
            let id = ObjectIdentifier(element)
            let host = hosts[id] ?? LayoutHostElement(layout: modifier.layout, node: self, isUnaryModifier: true)
            host.layout = modifier.layout
            host.ownTraits = modifier.traits
            host.clipsToBounds = modifier.clipsToBounds
            host.drawingEffect = modifier.drawingEffect
            host.setSubviews([element])
            used[id] = host
            elements.append(host)
        }
        hosts = used
    }
}

/// A modifier whose effect is a layout around one view.
protocol UnaryLayoutModifier: ViewModifier, PrimitiveModifier {
    /// The layout applied to the modified view.
    var layout: any Layout { get }
    /// Traits the modifier sets.
    var traits: LayoutTraits { get }
    /// Whether drawing is clipped to the layout's bounds.
    var clipsToBounds: Bool { get }
    /// A visual effect the view is drawn with.
    var drawingEffect: DrawingEffect? { get }
}

extension UnaryLayoutModifier {
    var traits: LayoutTraits { LayoutTraits() }
    var clipsToBounds: Bool { false }
    var drawingEffect: DrawingEffect? { nil }
    static func makeNode(graph: ViewGraph) -> ViewNode { LayoutModifierNode<Self>(graph: graph) }
}

/// A view arranging its content with a ``Layout`` (what `layout { … }` builds).
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode {
        LayoutContainerNode<LayoutView>(
            graph: graph, layout: { $0.layout }, stackAxis: { _ in L.layoutProperties.stackOrientation },
            content: { $0.content })
    }
}

/// Sets traits without changing layout (`layoutPriority`, `layoutValue`).
struct LayoutTraitModifier: UnaryLayoutModifier {
    let traits: LayoutTraits
    var layout: any Layout { PassthroughLayout() }
}

/// A layout that gives its single subview the whole proposal and bounds.
struct PassthroughLayout: ForwardsFirstSubviewGuides {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

private struct StackAxisKey: EnvironmentKey {
    static let defaultValue: Axis? = nil
}

extension EnvironmentValues {
    /// The axis of the stack a view is directly in (Spacer and Divider orient themselves by it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}

/// A layout whose explicit guides are its first subview's, unmoved (pass-through, offset, overlay/background:
/// the first subview sits at the layout's origin for alignment purposes).
protocol ForwardsFirstSubviewGuides: Layout where Cache == () {}

extension ForwardsFirstSubviewGuides {
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }
}
