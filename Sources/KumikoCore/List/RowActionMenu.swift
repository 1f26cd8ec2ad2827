/// A row's actions revealed by the keyboard: the swipe actions of one edge (what a swipe shows on a phone) or
/// the context menu, drawn at the row's trailing end with one of them chosen.
struct RowActionMenu {
    /// Which actions are shown.
    enum Kind: Equatable {
        /// The swipe actions of an edge.
        case swipe(HorizontalEdge)
        /// The context menu.
        case contextMenu
    }

    /// The row the actions belong to.
    let row: Int
    /// Which actions they are.
    let kind: Kind
    /// The actions, in order.
    let actions: [ViewAction]
    /// The chosen action's index.
    var chosen = 0

    /// The actions as the row shows them: titles, roles, and which one is chosen.
    var labels: [(title: String, isDestructive: Bool, isChosen: Bool)] {
        actions.enumerated().map { ($1.title, $1.role == .destructive, $0 == chosen) }
    }
}
