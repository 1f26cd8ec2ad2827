/// The node of a view drawn by one element and without children (text, shapes, images, spacers).
@MainActor
final class LeafNode<V: View>: ViewNode {
    override var producesElements: Bool { true }

    /// The current view value.
    private(set) var view: V?
    private var element: LayoutElement!

    init(graph: ViewGraph, element makeElement: (ViewNode) -> LayoutElement) {
        super.init(graph: graph)
        element = makeElement(self)
    }

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! V)
        return false
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        elements.append(element)
    }
}
