import Foundation

/// The trait under which a view carries its badge (`badge(_:)`): the badge's characters, nil for none.
enum BadgeKey: LayoutValueKey {
    static var defaultValue: String? { nil }
}

extension LayoutElement {
    /// The badge this view carries (a tab item's or a list row's), if any.
    var badge: String? {
        (traits.values[ObjectIdentifier(BadgeKey.self)] as? String?) ?? nil
    }
}

extension View {
    /// Shows a count as this view's badge: after its title in a tab bar ("Home (3)", red), at the trailing end
    /// of its list row (grey). Zero hides the badge.
    public func badge(_ count: Int) -> some View {
        badgeTrait(count == 0 ? nil : String(count))
    }

    /// Shows a text as this view's badge (nil hides it).
    public func badge(_ label: Text?) -> some View {
        badgeTrait(label?.plainString)
    }

    /// Shows a localized string as this view's badge (nil hides it).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badgeTrait(key.map { Text($0).plainString })
    }

    /// Shows a string as this view's badge (nil hides it).
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badgeTrait(label.map { String($0) })
    }

    /// The badge as a trait; an empty text counts as no badge.
    private func badgeTrait(_ text: String?) -> some View {
        layoutValue(key: BadgeKey.self, value: text.flatMap { $0.isEmpty ? nil : $0 })
    }
}
