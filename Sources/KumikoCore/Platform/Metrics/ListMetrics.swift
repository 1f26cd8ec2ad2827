import Foundation

/// How a platform lays out a list's rows: insets, margins, the room separators and section gaps take, the room of
/// accessories, in points. Core reads these wherever it sizes or places that chrome, never a look's own measure;
/// the terminal's values live in `KumikoTerminal`.
///
/// Room a piece of chrome "takes" is room the row grows by to hold it: on iOS separators and the grouped box's
/// edges are drawn over the rows and take none; in the terminal each takes a line or a column of its own.
package struct ListMetrics: Equatable, Sendable {
    /// A row's padding around its content when the row sets no `listRowInsets`.
    package var rowInsets: EdgeInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// A section header's or footer's padding around its text (nil: the rows' ``rowInsets``).
    package var headerInsets: EdgeInsets?
    /// The padding of the list's own lines (its search field, the refresh progress) from the list's edges, whatever
    /// its style: outside the inset styles' margins, as iOS's search field sits in the navigation bar aligned with
    /// the large title (nil: ``rowInsets``, within the style's margins, as the rows).
    package var accessoryInsets: EdgeInsets?
    /// How far the search field (``Chrome/searchField``) reaches beyond the search line's text, at each side (nil:
    /// the platform draws no field, only the line).
    package var searchFieldOutset: EdgeInsets?
    /// The least height of a row (the default of `defaultMinListRowHeight`).
    package var minimumRowHeight: CGFloat = 44
    /// The `.inset` style's margin at each side of its rows.
    package var insetMargin: CGFloat = 16
    /// The `.insetGrouped` style's margin at each side of its rows, the box's side edges included.
    package var insetGroupedMargin: CGFloat = 16
    /// The room the edges of an `.insetGrouped` section's box take: at the sides (within
    /// ``insetGroupedMargin``), above the first row and below the last.
    package var groupedBoxEdges: EdgeInsets = EdgeInsets()
    /// The gap above each section after the first in the `.grouped` and `.insetGrouped` styles.
    package var sectionSpacing: CGFloat = 35
    /// The room a row separator takes below its row.
    package var separatorRoom: CGFloat = 0
    /// Whether a separator shows under a row one line tall when the row leaves it to the list
    /// (`listRowSeparator(.automatic)`); rows taller than a line always get one.
    package var separatesOneLineRows: Bool = true
    /// The room kept at a row's trailing end for its disclosure indicator (or a section header's triangle),
    /// from the mark's leading edge to the row's trailing edge.
    package var trailingMarkRoom: CGFloat = 28
    /// The width of a disclosure indicator or a header's triangle.
    package var trailingMarkWidth: CGFloat = 8
    /// The space between a row's badge and what follows it.
    package var badgeSpacing: CGFloat = 8
    /// The room each edit control (delete before the row, reorder after it) takes at its side in edit mode,
    /// the control included.
    package var editControlRoom: CGFloat = 38
    /// The width of an edit control.
    package var editControlWidth: CGFloat = 22
    /// The least leading inset in which the keyboard's row cursor shows.
    package var rowCursorWidth: CGFloat = 8
    /// How far an outline row is indented per level of depth.
    package var outlineIndent: CGFloat = 20
    /// The room before an outline row's content that holds its disclosure triangle (or is blank, so siblings line
    /// up), the gap after the triangle included.
    package var disclosureTriangleRoom: CGFloat = 24
    /// The width of an outline row's disclosure triangle.
    package var disclosureTriangleWidth: CGFloat = 12
    /// The width of the column a list's section index takes at its trailing edge (estimate: UIKit's index of
    /// 11 pt letters).
    package var sectionIndexWidth: CGFloat = 16
    /// The height of one label of a section index.
    package var sectionIndexEntryHeight: CGFloat = 14
    /// How far a `.sidebar` list's selected row's fill is inset from the row's sides (0: the row's full width).
    package var sidebarSelectionInset: CGFloat = 0
    /// The corner radius of a `.sidebar` list's selected row's fill (0: a rectangle).
    package var sidebarSelectionCornerRadius: CGFloat = 0
    /// Whether a `.sidebar` list draws separators between its rows (where the rows leave them to the list).
    package var separatesSidebarRows: Bool = true

    /// Creates iOS's metrics (``iOS``); a platform changes the ones it lays out its own way.
    package init() {}

    /// iOS's values. From Apple's Human Interface Guidelines (Layout, Lists and tables): rows at least 44 pt tall
    /// (the minimum hit target), content 20 pt in from the row's edges (the layout margin of a regular-width
    /// row; 16 pt on the narrowest iPhones) and 11 pt from its top and bottom (UIKit's default cell layout
    /// margins, which SwiftUI's rows keep: a one-line row of 17 pt text, 22 pt tall, is 44 pt). Separators and the inset grouped box's edges are drawn over the rows
    /// and take no room; a separator shows under every row but a section's last.
    ///
    /// Estimates (no published value; from UIKit's defaults as SwiftUI draws them on an iPhone): the inset
    /// styles' 16 pt side margins, 35 pt between grouped sections (UIKit's grouped header and footer
    /// defaults), the disclosure chevron 8 pt wide, ending at the row's 20 pt trailing margin (a room of 28 pt),
    /// badges 8 pt before it, edit controls 22 pt wide in 38 pt at their side, outline levels 20 pt apart with a
    /// 24 pt room for a 12 pt triangle, and an 8 pt leading inset for a keyboard cursor (iPadOS with a keyboard).
    package static let iOS: ListMetrics = {
        var metrics = ListMetrics()
        // Estimates from screenshots: a grouped section's header text sits 7 pt above its box (and 6 pt under
        // the section gap); the search field is a 36 pt capsule 16 pt in from the list's edges (the screen's on an iPhone, aligned
        // with the large title, whether the list is inset or not), its icon 8 pt in.
        metrics.headerInsets = EdgeInsets(top: 6, leading: 20, bottom: 7, trailing: 20)
        metrics.accessoryInsets = EdgeInsets(top: 7, leading: 24, bottom: 7, trailing: 24)
        metrics.searchFieldOutset = EdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8)
        // A sidebar (UIKit's sidebar list appearance, as SwiftUI's `.sidebar` draws it on an iPad): no separators,
        // and the selected row a rounded fill inset from the column's sides (estimates from iPadOS screenshots:
        // 10 pt in, 10 pt corners), per the HIG's Sidebars page
        // (https://developer.apple.com/design/human-interface-guidelines/sidebars).
        metrics.sidebarSelectionInset = 10
        metrics.sidebarSelectionCornerRadius = 10
        metrics.separatesSidebarRows = false
        return metrics
    }()
}
