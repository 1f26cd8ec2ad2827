import Foundation

/// UIKit's table view. Before `scrollContentBackground(_:)` and `listRowSeparator(_:)`, SwiftUI code styled lists
/// through its appearance proxy (`UITableView.appearance().backgroundColor = .clear`,
/// `.separatorStyle = .none`): that compiles and has no effect; use the SwiftUI modifiers.
@MainActor
open class UITableView: UIScrollView {
    /// The colour of the separators between rows.
    open var separatorColor: UIColor?
    /// The style of the separators between rows.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    /// The insets of the separators between rows.
    open var separatorInset = UIEdgeInsets.zero
    /// The view below the table's last row.
    open var tableFooterView: UIView?
    /// The view above the table's first row.
    open var tableHeaderView: UIView?
    /// The view behind the table's content.
    open var backgroundView: UIView?
    /// The space above each section header.
    open var sectionHeaderTopPadding: CGFloat = 0
}

/// UIKit's table cell: its appearance proxy compiles (`UITableViewCell.appearance().selectionStyle = .none`) and has
/// no effect; use `listRowBackground(_:)` and the list's selection.
@MainActor
open class UITableViewCell: UIView {
    /// The style of the separators between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A single line.
        case singleLine = 1
        /// A single line with an etched look.
        case singleLineEtched = 2
    }

    /// How a selected cell is highlighted.
    public enum SelectionStyle: Int, Sendable {
        /// Not highlighted.
        case none = 0
        /// Blue.
        case blue = 1
        /// Grey.
        case gray = 2
        /// The platform's highlight.
        case `default` = 3
    }

    /// How the cell is highlighted when selected.
    open var selectionStyle = SelectionStyle.default
    /// The view behind a selected cell.
    open var selectedBackgroundView: UIView?
}
