import Foundation

/// A piece of a platform's own look that core places but does not draw (DESIGN.md §2): a row separator, a
/// disclosure indicator, the box of an inset grouped section, a scroll indicator, a toggle's switch. Core decides
/// what it is and where; the backend draws it its own way (the terminal as glyphs in cells, a browser as iOS
/// draws it) or not at all.
///
/// How much room a piece takes in layout is the platform's too: core reads it from the platform's metrics, never
/// from the piece's look.
public struct ChromeDrawing: Sendable {
    /// What the piece is.
    public var kind: Chrome
    /// Where it goes, in points (global coordinates).
    public var frame: CGRect
    /// A colour the view asked for (a separator's `listRowSeparatorTint`, a control's tint); nil: the platform's.
    public var tint: ResolvedColor?
    /// Opacity multiplier (0 hides).
    public var opacity: Double

    /// Creates a piece of chrome.
    public init(_ kind: Chrome, frame: CGRect, tint: ResolvedColor? = nil, opacity: Double = 1) {
        self.kind = kind
        self.frame = frame
        self.tint = tint
        self.opacity = opacity
    }
}

/// The kinds of chrome a platform draws: what things mean, never what they look like.
public enum Chrome: Hashable, Sendable {
    // MARK: - Lists, outlines, dividers

    /// A line between two rows, across the frame along `axis` (a list's row separator). A row separator's frame
    /// starts at the row's leading inset, below the row's body, and is as tall as the room the platform gives it
    /// (``ListMetrics/separatorRoom``: none on iOS, where the line lies along the frame's top edge, over the
    /// rows).
    case separator(Axis)
    /// The chevron at the trailing end of a row that navigates; the frame is the mark's, on the row's first line.
    case disclosureIndicator
    /// The triangle of a row that expands (`isExpanded`: its children show): before an outline row's content, or
    /// at the trailing end of a collapsible section's header; the frame is the mark's, on the row's first line.
    case disclosureTriangle(isExpanded: Bool)
    /// Where the keyboard's cursor is among a list's rows (the frame is the row's leading inset on its first
    /// line).
    case rowCursor
    /// The box an inset grouped section's rows sit in, one piece per row: the frame is the row's body with the
    /// room the box's edges take (``ListMetrics/groupedBoxEdges``: at the sides, above the first row, below the
    /// last; none on iOS) and the room of the separator under the row; the box opens above the first row
    /// (`isFirst`) and closes below the last (`isLast`).
    case groupedRowBox(isFirst: Bool, isLast: Bool)
    /// The control before a row that deletes it, in edit mode; the frame is the control's, on the row's first
    /// line.
    case deleteControl
    /// The handle after a row that moves it, in edit mode; the frame is the handle's, on the row's first line.
    case reorderControl

    // MARK: - Navigation, split views, tab bars, tables, presentations

    /// The indicator of a navigation bar's back button: the chevron before the previous screen's title, at the
    /// bar's leading edge (the frame is the indicator's room; the title is text after it).
    case backIndicator
    /// The divider between two columns of a split view, as tall as the split view.
    case splitViewDivider
    /// One page's indicator in a page-style tab view's row of them (`isCurrent`: the page shown).
    case pageIndicator(isCurrent: Bool)
    /// The rule under a table's header titles, across the header; `junctions` are where the columns' separators
    /// meet it, in points from the frame's leading edge.
    case tableHeaderRule(junctions: [CGFloat])
    /// The mark at the trailing end of the title of the column a table is sorted by (`ascending`: smallest
    /// first).
    case tableSortIndicator(ascending: Bool)
    /// The highlight behind the whole of a table header's focused column title (the frame is the column's cell).
    case tableHeaderFocus
    /// A sheet's grabber: the drag indicator at the top of its card.
    case sheetGrabber

    // MARK: - Controls, scroll indicators, symbols
}

extension DisplayList {
    /// Appends a piece of chrome.
    package mutating func append(_ kind: Chrome, frame: CGRect, tint: ResolvedColor? = nil, opacity: Double = 1) {
        append(.chrome(ChromeDrawing(kind, frame: frame, tint: tint, opacity: opacity)))
    }
}
