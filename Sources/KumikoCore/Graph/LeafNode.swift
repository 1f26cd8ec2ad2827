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

    /// Stores the value without re-evaluating (a leaf has no children; its element reads the value when it lays
    /// out and draws), marking the node changed when the value differs, so that layouts kept across passes are
    /// made again. A new value of an element that measures alone what its view says (a text's words) asks for that
    /// element to be measured again rather than the whole tree laid out (``markChanged(measuringAgain:)``).
    override func setView(_ view: any View) -> Bool {
        let new = view as! V
        guard let old = self.view else {
            self.view = new
            element.viewVersion &+= 1
            markChanged()
            return false
        }
        self.view = new
        if ViewComparison.isSame(old, new) { return false }
        element.viewVersion &+= 1
        if element.measuresAloneWhatItsViewSays { markChanged(measuringAgain: element) } else { markChanged() }
        return false
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        elements.append(element)
    }
}
