/// Which leading columns of a ``NavigationSplitView`` show, as SwiftUI's `NavigationSplitViewVisibility`:
/// pass a binding to one as `columnVisibility` to control them, and read it to learn what the user chose
/// (Ctrl-S shows and hides the sidebar in a terminal). It applies at a regular width only; a compact split
/// view shows one column at a time.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    /// The platform's choice: every column, except under the `.prominentDetail` style, where the detail shows
    /// alone until the sidebar is shown.
    public static var automatic: NavigationSplitViewVisibility { .init(kind: .automatic) }

    /// Every column: sidebar, content (in a three-column view) and detail.
    public static var all: NavigationSplitViewVisibility { .init(kind: .all) }

    /// The content column and the detail of a three-column view; the sidebar and the detail of a two-column
    /// view (there it is the same as ``all``).
    public static var doubleColumn: NavigationSplitViewVisibility { .init(kind: .doubleColumn) }

    /// The detail alone.
    public static var detailOnly: NavigationSplitViewVisibility { .init(kind: .detailOnly) }
}

/// A column of a ``NavigationSplitView``, as SwiftUI's `NavigationSplitViewColumn`: pass a binding to one as
/// `preferredCompactColumn` to choose which column is on top when the split view collapses into a stack at a
/// compact width. The split view sets it back when the user goes back (Escape).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// The column's place: 0 sidebar, 1 content, 2 detail.
    let position: Int

    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { .init(position: 0) }

    /// The middle column of a three-column view (in a two-column view, the detail).
    public static var content: NavigationSplitViewColumn { .init(position: 1) }

    /// The detail column.
    public static var detail: NavigationSplitViewColumn { .init(position: 2) }
}
