import Foundation

/// Internal: marks a view's drawing with a semantic ``DisplayList/Mark`` (the content of the focused control, a
/// chosen segment) for the platform to show its own way (the terminal: reverse video).
enum ContentMark {
    /// An element that lays out `node`'s single content element as it is (see ``PassThroughLayout``) and marks
    /// the content's drawing with `mark` whenever `isActive()` says so when drawing.
    @MainActor
    static func host(node: ViewNode, mark: DisplayList.Mark, isActive: @escaping @MainActor () -> Bool) -> LayoutHostElement {
        host(node: node) { isActive() ? mark : nil }
    }

    /// An element that lays out `node`'s single content element as it is and marks the content's drawing with
    /// the mark `mark()` gives when drawing, if any.
    @MainActor
    static func host(node: ViewNode, mark: @escaping @MainActor () -> DisplayList.Mark?) -> LayoutHostElement {
        let element = LayoutHostElement(layout: PassThroughLayout(), node: node, isUnaryModifier: true)
        element.afterRender = { start, list in
            if let mark = mark() { list.mark(from: start, as: mark) }
        }
        return element
    }
}

/// Internal: the focus mark of a control whose label is one element (a button, a menu trigger): the label
/// marked ``DisplayList/Mark/focused`` while the control's node has the focus, and
/// ``DisplayList/Mark/disabled`` while it is disabled.
@MainActor
final class FocusMark {
    private unowned let node: ViewNode
    private lazy var host: LayoutHostElement = {
        let host = ContentMark.host(node: node) { [unowned node] () -> DisplayList.Mark? in
            if !node.isEnabled { return .disabled }
            return node.graph.focus.isFocused(node) ? .focused : nil
        }
        // A button (or a menu's trigger), which its label names.
        host.describeAccessibility = { [unowned node] in
            AccessibilityElement(role: .button, isDisabled: !node.isEnabled)
        }
        return host
    }()

    init(node: ViewNode) { self.node = node }

    /// The label's elements, the single one wrapped in the mark when the control can take the focus or is
    /// disabled.
    func marking(_ label: [LayoutElement], when focusable: Bool) -> [LayoutElement] {
        guard label.count == 1, focusable || !node.isEnabled else { return label }
        host.setSubviews(label)
        return [host]
    }
}

/// Internal: the disabled look of a control drawn by elements of its own or by several (a toggle's, a
/// stepper's, a text field's, a slider's): each element marked ``DisplayList/Mark/disabled`` while the
/// control's node is disabled, for the platform to draw its own way (the terminal: dimmed).
@MainActor
final class DisabledMark {
    private unowned let node: ViewNode
    private var hosts: [ObjectIdentifier: LayoutHostElement] = [:]

    init(node: ViewNode) { self.node = node }

    /// The control's elements, each wrapped in the mark while the node is disabled.
    func marking(_ elements: [LayoutElement]) -> [LayoutElement] {
        guard !node.isEnabled else {
            hosts = [:]
            return elements
        }
        var used: [ObjectIdentifier: LayoutHostElement] = [:]
        let marked = elements.map { element -> LayoutElement in
            let id = ObjectIdentifier(element)
            let host = hosts[id] ?? ContentMark.host(node: node, mark: .disabled) { true }
            host.setSubviews([element])
            used[id] = host
            return host
        }
        hosts = used
        return marked
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
