import Foundation

/// What a tab's item in the tab bar shows: a title and an icon, taken from the `tabItem` content (the tab bar
/// shows them as its platform shows text and images in text: ``SymbolImages/inlineText(forSymbol:)``).
///
/// As in SwiftUI, a tab item is made of a `Text`, an `Image`, both, or a `Label` (any grouping of them, and any
/// modifiers on them, are looked through); other views leave the item empty, with a diagnostic.
struct TabItem: Equatable {
    /// The title (the first `Text`).
    var title: Text?
    /// The icon (the first `Image`).
    var icon: Image?

    /// The item described by a `tabItem` content view.
    @MainActor
    init(_ view: any View) {
        collect(view)
    }

    /// Takes the first text and the first image found in `view`, looking through groups and modifiers.
    @MainActor
    private mutating func collect(_ view: any View) {
        if let text = view as? Text {
            if title == nil { title = text }
        } else if let image = view as? Image {
            if icon == nil { icon = image }
        } else if let composite = view as? any TabItemComposite {
            for part in composite.tabItemParts { collect(part) }
        } else if !(view is EmptyView) {
            Diagnostics.warnOnce("tabItem.content.\(type(of: view))",
                "tabItem: a tab item shows only Text, Image and Label; \(type(of: view)) is left out.")
        }
    }
}

/// A view whose parts a tab item looks through for its text and image.
@MainActor
protocol TabItemComposite {
    /// The views it is made of, in order.
    var tabItemParts: [any View] { get }
}

extension Label: TabItemComposite {
    var tabItemParts: [any View] { [icon, title] }
}

extension TupleView: TabItemComposite {
    var tabItemParts: [any View] { children }
}

extension Group: TabItemComposite where Content: View {
    var tabItemParts: [any View] { [content] }
}

extension AnyView: TabItemComposite {
    var tabItemParts: [any View] { [storage] }
}

extension Optional: TabItemComposite where Wrapped: View {
    var tabItemParts: [any View] { map { [$0] } ?? [] }
}

extension _ConditionalContent: TabItemComposite where TrueContent: View, FalseContent: View {
    var tabItemParts: [any View] {
        switch storage {
        case .trueContent(let content): [content]
        case .falseContent(let content): [content]
        }
    }
}

extension ModifiedContent: TabItemComposite where Content: View, Modifier: ViewModifier {
    var tabItemParts: [any View] { [content] }
}

/// The trait under which a tab carries its item.
enum TabItemKey: LayoutValueKey {
    static var defaultValue: TabItem? { nil }
}

extension LayoutElement {
    /// The tab item this view carries (`tabItem`), if any.
    var tabItem: TabItem? {
        (traits.values[ObjectIdentifier(TabItemKey.self)] as? TabItem?) ?? nil
    }
}

extension View {
    /// Sets the item that represents this view in a tab view's tab bar: a `Text`, an `Image`, both, or a
    /// `Label`. A terminal draws it as the icon's glyph, a space and the title.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        layoutValue(key: TabItemKey.self, value: TabItem(label()))
    }
}
