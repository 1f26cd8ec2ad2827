import Foundation
import KumikoCore

/// The ARIA role and states of an accessibility element, as the page sets them on the element that holds the
/// element's items (WAI-ARIA 1.2). A `Table` is a `grid` (its rows are selectable; "grid" is ARIA's interactive
/// table), its lines `row`s of `gridcell`s under `columnheader`s; a lazy list's items carry their place among all
/// rows (`aria-posinset`, `aria-setsize`), since only those in view are in the page.
enum ARIA {
    /// The element's attributes, in a fixed order: `role` first.
    static func attributes(of element: AccessibilityElement) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = [("role", role(element.role))]
        if let label = element.label, !label.isEmpty { attributes.append(("aria-label", label)) }
        // A field's value is its drawn text, which the page holds already.
        if let value = element.value, element.role == .slider { attributes.append(("aria-valuetext", value)) }
        if let selected = element.isSelected { attributes.append(("aria-selected", String(selected))) }
        if let expanded = element.isExpanded { attributes.append(("aria-expanded", String(expanded))) }
        if let on = element.isOn { attributes.append(("aria-checked", String(on))) }
        if element.isDisabled { attributes.append(("aria-disabled", "true")) }
        switch element.role {
        case .listItem:
            if let position = element.position { attributes.append(("aria-posinset", String(position))) }
            if let count = element.count { attributes.append(("aria-setsize", String(count))) }
        case .row:
            // Row 1 is the header line.
            if let position = element.position { attributes.append(("aria-rowindex", String(position + 1))) }
        case .table:
            // The rows and the header line.
            if let count = element.count { attributes.append(("aria-rowcount", String(count + 1))) }
        case .columnHeader:
            if let sort = element.sort { attributes.append(("aria-sort", sort.rawValue)) }
        case .heading:
            attributes.append(("aria-level", "2"))
        case .dialog:
            attributes.append(("aria-modal", "true"))
        case .textEditor:
            attributes.append(("aria-multiline", "true"))
        default:
            break
        }
        return attributes
    }

    /// The ARIA role of a kind of element.
    static func role(_ role: AccessibilityElement.Role) -> String {
        switch role {
        case .list: "list"
        case .listItem: "listitem"
        case .table: "grid"
        case .row: "row"
        case .columnHeader: "columnheader"
        case .cell: "gridcell"
        case .button: "button"
        case .heading: "heading"
        case .tabList: "tablist"
        case .tab: "tab"
        case .dialog: "dialog"
        case .toggle: "switch"
        case .slider: "slider"
        case .textField: "textbox"
        case .textEditor: "textbox"
        case .navigationBar: "navigation"
        }
    }
}
