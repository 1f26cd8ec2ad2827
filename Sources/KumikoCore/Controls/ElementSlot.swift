import Foundation

/// Internal: lays out, in its own place, elements that belong to views elsewhere in the graph, asked for
/// at each layout. A picker builds its options once, hidden (to read their tags), and shows the option views
/// themselves in its segments and rows through slots; each element must be shown by at most one slot.
struct ElementSlot: View, PrimitiveView {
    /// The elements to lay out here now.
    let elements: @MainActor () -> [LayoutElement]

    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { ElementSlotNode(graph: graph) }
}

/// The node of an ``ElementSlot``: no children; its elements are the slot's.
@MainActor
final class ElementSlotNode: ViewNode {
    private var slot: ElementSlot?

    override var producesElements: Bool { true }

    override func setView(_ view: any View) -> Bool {
        slot = (view as! ElementSlot)
        return true
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        elements += slot?.elements() ?? []
    }
}
