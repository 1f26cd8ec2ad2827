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

    /// The actions as the row shows them: titles, roles, tints, and which one is chosen.
    var labels: [RowActionLabel] {
        actions.enumerated().map { RowActionLabel(title: $1.title, isDestructive: $1.role == .destructive, isChosen: $0 == chosen, tint: $1.tint) }
    }
}

/// A revealed row action as the row draws it.
struct RowActionLabel {
    /// The button's title.
    var title: String
    /// Whether its role is destructive.
    var isDestructive: Bool
    /// Whether it is the chosen one (what Return runs).
    var isChosen: Bool
    /// The button's tint, nil when none is set.
    var tint: ResolvedColor?
}
