import Foundation

/// The modifier behind `hidden()`.
struct HiddenModifier: ViewModifier, PrimitiveModifier {
    static func makeNode(graph: ViewGraph) -> ViewNode { HiddenNode(graph: graph) }
}

/// Lays its content out where it would be, draws none of it, and hides it from the focus and the pointer (a
/// ``ChildHidingNode`` showing nothing).
@MainActor
final class HiddenNode: ModifierNode<HiddenModifier>, ChildHidingNode {
    override var childHiding: (any ChildHidingNode)? { self }
    override var producesElements: Bool { true }
    private var hosts: [ObjectIdentifier: LayoutHostElement] = [:]

    func shows(_ child: ViewNode) -> Bool { false }

    override func collectElements(into elements: inout [LayoutElement]) {
        var used: [ObjectIdentifier: LayoutHostElement] = [:]
        for element in childElements() {
            let id = ObjectIdentifier(element)
            let host = hosts[id] ?? {
                let host = LayoutHostElement(layout: PassthroughLayout(), node: self, isUnaryModifier: true)
                host.afterRender = { start, list in list.remove(from: start) }
                return host
            }()
            host.setSubviews([element])
            used[id] = host
            elements.append(host)
        }
        hosts = used
    }
}

extension View {
    /// Hides this view unconditionally.
    ///
    /// Hidden views are invisible and can't receive or respond to interactions (clicks, the focus, keys).
    /// However, they do remain in the view hierarchy and affect layout.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }
}
