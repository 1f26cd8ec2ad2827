import Foundation

/// Tab content whose tabs' views a modifier changes (a badge): what the modifiers of ``TabContent`` return.
struct ModifiedTabContent<TabValue: Hashable>: TabContent, PrimitiveTabContent {
    let tabViews: AnyView

    /// Primitive: never evaluated.
    var body: Never { return fatalError("ModifiedTabContent has no body") }

    /// `content`'s tabs, each changed by `modify` (a modifier applies to each view of multi-view content).
    init<C: TabContent, V: View>(_ content: C, _ modify: (AnyView) -> V) where C.TabValue == TabValue {
        tabViews = AnyView(modify(content.tabViews))
    }
}

extension TabContent {
    /// Shows a count as the badge of this content's tabs ("Home (3)" in a terminal's tab bar); zero hides it.
    ///
    /// - Parameter count: The count.
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        ModifiedTabContent(self) { $0.badge(count) }
    }

    /// Shows a text as the badge of this content's tabs (nil hides it).
    ///
    /// - Parameter label: The badge's text.
    public func badge(_ label: Text?) -> some TabContent<TabValue> {
        ModifiedTabContent(self) { $0.badge(label) }
    }

    /// Shows a localized string as the badge of this content's tabs (nil hides it).
    ///
    /// - Parameter key: The badge's text.
    public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> {
        ModifiedTabContent(self) { $0.badge(key) }
    }

    /// Shows a string as the badge of this content's tabs (nil hides it).
    ///
    /// - Parameter label: The badge's text.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> {
        ModifiedTabContent(self) { $0.badge(label) }
    }

    /// The identifier under which the tab's place is kept when the user customizes the tab view; a terminal's tab
    /// bar is not customizable, so the tabs are unchanged.
    ///
    /// - Parameter id: The identifier.
    public func customizationID(_ id: String) -> some TabContent<TabValue> { self }
}
