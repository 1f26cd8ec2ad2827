import Foundation

/// Internal: the terminal's mark of something chosen (a segmented picker's selected segment, a focused menu
/// trigger): the text of the marked view drawn in reverse video.
enum ReverseVideoMark {
    /// An element that lays out `node`'s single content element as it is (see ``PassThroughLayout``) and draws
    /// the content's text in reverse video whenever `isActive()` says so when drawing.
    @MainActor
    static func host(node: ViewNode, isActive: @escaping @MainActor () -> Bool) -> LayoutHostElement {
        let element = LayoutHostElement(layout: PassThroughLayout(), node: node, isUnaryModifier: true)
        element.afterRender = { start, list in
            if isActive() { list.reverseText(from: start) }
        }
        return element
    }
}

/// Internal: the focus mark of a control whose label is one element (a button, a menu trigger): the label
/// drawn in reverse video while the control's node has the focus.
@MainActor
final class FocusMark {
    private unowned let node: ViewNode
    private lazy var host = ReverseVideoMark.host(node: node) { [unowned node] in node.graph.focus.isFocused(node) }

    init(node: ViewNode) { self.node = node }

    /// The label's elements, the single one wrapped in the mark when the control can take the focus.
    func marking(_ label: [LayoutElement], when focusable: Bool) -> [LayoutElement] {
        guard label.count == 1, focusable else { return label }
        host.setSubviews(label)
        return [host]
    }
}

/// Internal: draws the text of its content in reverse video while `isActive` (a selected segment).
struct ReverseVideoModifier: ViewModifier, PrimitiveModifier {
    let isActive: Bool
    static func makeNode(graph: ViewGraph) -> ViewNode { ReverseVideoNode(graph: graph) }
}

/// The node of ``ReverseVideoModifier``: each element of its content gets a marking host, as a modifier
/// applies to each view of a group.
@MainActor
final class ReverseVideoNode: ModifierNode<ReverseVideoModifier> {
    override var producesElements: Bool { true }
    private var hosts: [ObjectIdentifier: LayoutHostElement] = [:]

    override func collectElements(into elements: inout [LayoutElement]) {
        var used: [ObjectIdentifier: LayoutHostElement] = [:]
        for element in childElements() {
            let id = ObjectIdentifier(element)
            let host = hosts[id] ?? ReverseVideoMark.host(node: self) { [weak self] in self?.modifier.isActive ?? false }
            host.setSubviews([element])
            used[id] = host
            elements.append(host)
        }
        hosts = used
    }
}

extension View {
    /// Draws this view's text in reverse video while `isActive`.
    func reverseVideo(_ isActive: Bool) -> some View {
        modifier(ReverseVideoModifier(isActive: isActive))
    }
}
