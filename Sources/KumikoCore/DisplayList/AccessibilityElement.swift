import Foundation

/// One element of the accessibility tree, around the display-list items that draw it
/// (``DisplayList/Item/beginAccessibilityElement(_:)`` … ``DisplayList/Item/endAccessibilityElement``): what it
/// is (its role), what it is called and in what state it is, as the view tree says. A backend with a screen reader
/// shows it its own way (the browser: ARIA roles and states); the terminal has none and is not sent these items.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct AccessibilityElement: Hashable, Sendable {
    /// What kind of element it is.
    ///
    /// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
    public enum Role: String, Hashable, Sendable {
        /// A `List`, an outline or a lazy stack of rows.
        case list
        /// A row of a list.
        case listItem
        /// A `Table`.
        case table
        /// A line of a table: its header line or a row.
        case row
        /// The title of a table's column, in its header line.
        case columnHeader
        /// A cell of a table's row.
        case cell
        /// A button, a navigation link, a menu trigger.
        case button
        /// A title: a navigation title, a section header.
        case heading
        /// A tab view's tab bar.
        case tabList
        /// One item of a tab bar.
        case tab
        /// A sheet, an alert, a confirmation dialog.
        case dialog
        /// A toggle.
        case toggle
        /// A slider.
        case slider
        /// A text field or secure field.
        case textField
        /// A text editor.
        case textEditor
        /// A navigation bar.
        case navigationBar
    }

    /// How a table is sorted by a column.
    ///
    /// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
    public enum Sort: String, Hashable, Sendable {
        /// Smallest first.
        case ascending
        /// Largest first.
        case descending
    }

    /// What kind of element it is.
    public var role: Role
    /// What it is called (`accessibilityLabel`, a button's or a field's title), when its drawn text does not say.
    public var label: String?
    /// Its value as text (a slider's value, a field's text), when it has one.
    public var value: String?
    /// Whether it is selected (a list's selected row, the current tab), when it can be.
    public var isSelected: Bool?
    /// Whether it is expanded (an outline row, a collapsible section), when it can be.
    public var isExpanded: Bool?
    /// Whether it is on (a toggle), when it can be.
    public var isOn: Bool?
    /// Whether it takes no input (`disabled(true)`).
    public var isDisabled: Bool
    /// Its position among its siblings, from 1 (a row of a lazy list, of which only some are drawn).
    public var position: Int?
    /// How many siblings there are in all, drawn or not (a lazy list's rows).
    public var count: Int?
    /// How a table is sorted by this column, when it is.
    public var sort: Sort?

    /// Creates an element description.
    package init(role: Role, label: String? = nil, value: String? = nil, isSelected: Bool? = nil, isExpanded: Bool? = nil,
                 isOn: Bool? = nil, isDisabled: Bool = false, position: Int? = nil, count: Int? = nil, sort: Sort? = nil) {
        self.role = role
        self.label = label
        self.value = value
        self.isSelected = isSelected
        self.isExpanded = isExpanded
        self.isOn = isOn
        self.isDisabled = isDisabled
        self.position = position
        self.count = count
        self.sort = sort
    }
}

extension DisplayList {
    /// Draws `body`'s items as one accessibility element `element` when the list describes accessibility; just
    /// draws them otherwise.
    package mutating func accessibilityElement(_ element: @autoclosure () -> AccessibilityElement?, _ body: (inout DisplayList) -> Void) {
        guard describesAccessibility, let element = element() else { return body(&self) }
        append(.beginAccessibilityElement(element))
        body(&self)
        append(.endAccessibilityElement)
    }
}
