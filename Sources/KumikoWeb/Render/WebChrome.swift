import Foundation
import KumikoCore

/// The platform's own pieces of look (chrome), named for the page, which draws each kind in its frame
/// (`kumiko.js`, `drawChrome`): separators, disclosure indicators, the grouped row box, symbols and the rest.
enum WebChrome {
    /// Writes `"kind"` and the kind's parameters.
    static func describe(_ kind: Chrome, into json: inout JSONText) {
        func name(_ value: String) { json.key("kind"); json.string(value) }
        func flag(_ key: String, _ value: Bool) { json.key(key); json.number(value ? 1 : 0) }
        switch kind {
        case .separator(let axis): name("separator"); flag("v", axis == .vertical)
        case .divider(let axis): name("divider"); flag("v", axis == .vertical)
        case .disclosureIndicator: name("disclosureIndicator")
        case .disclosureTriangle(let isExpanded): name("disclosureTriangle"); flag("open", isExpanded)
        case .rowCursor: name("rowCursor")
        case .rowAction(let title, let isDestructive, let isChosen, let font):
            name("rowAction"); json.key("title"); json.string(title)
            flag("destructive", isDestructive); flag("chosen", isChosen)
            var style = TextStyle(); style.font = font
            json.key("font"); json.string(CSS.font(style))
        case .listBackground(let grouped): name("listBackground"); flag("grouped", grouped)
        case .groupedRowBox(let isFirst, let isLast): name("groupedRowBox"); flag("first", isFirst); flag("last", isLast)
        case .searchField: name("searchField")
        case .deleteControl: name("deleteControl")
        case .reorderControl: name("reorderControl")
        case .backIndicator: name("backIndicator")
        case .splitViewDivider: name("splitViewDivider")
        case .pageIndicator(let isCurrent): name("pageIndicator"); flag("current", isCurrent)
        case .pageIndexBackground: name("pageIndexBackground")
        case .tableHeaderRule: name("tableHeaderRule")
        case .tableSortIndicator(let ascending): name("tableSortIndicator"); flag("up", ascending)
        case .tableHeaderFocus: name("tableHeaderFocus")
        case .sheetGrabber: name("sheetGrabber")
        case .scrollIndicator(let axis, let visible, let position):
            name("scrollIndicator"); flag("v", axis == .vertical)
            json.key("visible"); json.number(CGFloat(visible)); json.key("pos"); json.number(CGFloat(position))
        case .sliderTrack(let fraction): name("sliderTrack"); json.key("f"); json.number(CGFloat(fraction))
        case .menuHighlight: name("menuHighlight")
        case .menuSeparator: name("menuSeparator")
        case .menuCheckmark: name("menuCheckmark")
        case .submenuIndicator: name("submenuIndicator")
        case .textCaret: name("textCaret")
        case .pickerMenuIndicator: name("pickerMenuIndicator")
        case .pickerCheckmark(let isSelected, _): name("pickerCheckmark"); flag("on", isSelected)
        case .stepperButton(let isIncrement, let isEnabled, _):
            name("stepperButton"); flag("plus", isIncrement); flag("enabled", isEnabled)
        case .stepperSeparator: name("stepperSeparator")
        case .segmentedControlEdge(let isLeading, _): name("segmentedControlEdge"); flag("leading", isLeading)
        case .segmentSeparator: name("segmentSeparator")
        case .segmentInset: name("segmentInset")
        case .symbol(let systemName, let font):
            name("symbol"); json.key("name"); json.string(systemName)
            var style = TextStyle(); style.font = font
            json.key("font"); json.string(CSS.font(style))
        case .namedImage(let imageName, _): name("namedImage"); json.key("name"); json.string(imageName)
        }
    }
}
