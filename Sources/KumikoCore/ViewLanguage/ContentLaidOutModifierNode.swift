/// A modifier node that lays out only its content (child 0). Its other children are views the modifier builds
/// and keeps alive here (their state, focus and actions live in this place) but that are laid out elsewhere
/// or not at all: row actions (offered by the list), toolbar items (in the navigation bar), a presented view
/// (over the window).
@MainActor
class ContentLaidOutModifierNode<Modifier>: ModifierNode<Modifier> {
    override func collectElements(into elements: inout [LayoutElement]) {
        children.first?.collectElements(into: &elements)
    }

    override func collectRows(into rows: inout [RowSegment]) {
        children.first?.collectRows(into: &rows)
    }
}
