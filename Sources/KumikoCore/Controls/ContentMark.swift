import Foundation

/// Internal: marks a view's drawing with a semantic ``DisplayList/Mark`` (the content of the focused control, a
/// chosen segment) for the platform to show its own way (the terminal: reverse video).
enum ContentMark {
    /// An element that lays out `node`'s single content element as it is (see ``PassThroughLayout``) and marks
    /// the content's drawing with `mark` whenever `isActive()` says so when drawing.
    @MainActor
    static func host(node: ViewNode, mark: DisplayList.Mark, isActive: @escaping @MainActor () -> Bool) -> LayoutHostElement {
        let element = LayoutHostElement(layout: PassThroughLayout(), node: node, isUnaryModifier: true)
        element.afterRender = { start, list in
            if isActive() { list.mark(from: start, as: mark) }
        }
        return element
    }
}

/// Internal: the focus mark of a control whose label is one element (a button, a menu trigger): the label
/// marked ``DisplayList/Mark/focused`` while the control's node has the focus.
@MainActor
final class FocusMark {
    private unowned let node: ViewNode
    private lazy var host = ContentMark.host(node: node, mark: .focused) { [unowned node] in node.graph.focus.isFocused(node) }

    init(node: ViewNode) { self.node = node }

    /// The label's elements, the single one wrapped in the mark when the control can take the focus.
    func marking(_ label: [LayoutElement], when focusable: Bool) -> [LayoutElement] {
        guard label.count == 1, focusable else { return label }
        host.setSubviews(label)
        return [host]
    }
}

/// Internal: marks its content ``DisplayList/Mark/chosen`` while `isActive` (a selected segment).
struct ChosenMarkModifier: ViewModifier, PrimitiveModifier {
    let isActive: Bool
    static func makeNode(graph: ViewGraph) -> ViewNode { ChosenMarkNode(graph: graph) }
}

/// The node of ``ChosenMarkModifier``: each element of its content gets a marking host, as a modifier applies to
/// each view of a group.
@MainActor
final class ChosenMarkNode: ModifierNode<ChosenMarkModifier> {
    override var producesElements: Bool { true }
    private var hosts: [ObjectIdentifier: LayoutHostElement] = [:]

    override func collectElements(into elements: inout [LayoutElement]) {
        var used: [ObjectIdentifier: LayoutHostElement] = [:]
        for element in childElements() {
            let id = ObjectIdentifier(element)
            let host = hosts[id] ?? ContentMark.host(node: self, mark: .chosen) { [weak self] in self?.modifier.isActive ?? false }
            host.setSubviews([element])
            used[id] = host
            elements.append(host)
        }
        hosts = used
    }
}

extension View {
    /// Marks this view's drawing as the chosen option while `isActive`.
    func markedChosen(_ isActive: Bool) -> some View {
        modifier(ChosenMarkModifier(isActive: isActive))
    }
}
