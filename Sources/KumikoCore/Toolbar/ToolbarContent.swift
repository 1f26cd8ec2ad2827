import Foundation

/// Content for a toolbar, as SwiftUI's `ToolbarContent`: ``ToolbarItem``s and ``ToolbarItemGroup``s, or a
/// type of your own whose body is made of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of the content's body.
    associatedtype Body: ToolbarContent
    /// The items.
    @ToolbarContentBuilder var body: Self.Body { get }
}

/// `Never` is the body type of the primitive toolbar contents.
extension Never: ToolbarContent {}

/// One toolbar item as the bars see it: where it goes and its view.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
    /// The item's identity among its siblings (its `id`, or its position).
    let id: AnyHashable?
}

/// Toolbar content the framework flattens itself instead of evaluating a body.
@MainActor
protocol PrimitiveToolbarContent {
    /// The items, in order.
    var entries: [ToolbarEntry] { get }
}

/// The items of any toolbar content, in order.
@MainActor
func toolbarEntries<C: ToolbarContent>(of content: C) -> [ToolbarEntry] {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries }
    if C.Body.self == Never.self { return [] }
    return toolbarEntries(of: content.body)
}

/// A toolbar item, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    let id: AnyHashable?
    /// Left out of the bars (a customizable item not shown by default).
    var hidden = false

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("ToolbarItem has no body") }

    var entries: [ToolbarEntry] { hidden ? [] : [ToolbarEntry(placement: placement, view: AnyView(content), id: id)] }
}

extension ToolbarItem where ID == () {
    /// Creates an item at a placement.
    ///
    /// - Parameters:
    ///   - placement: Where the item goes.
    ///   - content: The item's view (usually a `Button`).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.id = nil
    }
}

extension ToolbarItem where ID == String {
    /// Creates an item with an identifier (for customizable toolbars; a terminal's bars are not customizable).
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - placement: Where the item goes.
    ///   - content: The item's view.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.id = AnyHashable(id)
    }

    /// Creates an item with an identifier that a customizable toolbar shows only when `showsByDefault` (a
    /// terminal's bars are not customizable: an item not shown by default is left out).
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - placement: Where the item goes.
    ///   - showsByDefault: Whether the item is in the toolbar before the user customizes it.
    ///   - content: The item's view.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.id = AnyHashable(id)
        self.hidden = !showsByDefault
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group of items at a placement.
    ///
    /// - Parameters:
    ///   - placement: Where the items go.
    ///   - content: The items' views.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("ToolbarItemGroup has no body") }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content), id: nil)] }
}

/// Toolbar content made of other toolbar content (what ``ToolbarContentBuilder`` builds).
public struct ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("ToolbarContentList has no body") }
}

/// Builds toolbar content from items, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    /// One piece of content.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> ToolbarContentList {
        ToolbarContentList(entries: toolbarEntries(of: content))
    }

    /// Pieces in order.
    public static func buildBlock(_ components: ToolbarContentList...) -> ToolbarContentList {
        ToolbarContentList(entries: components.flatMap(\.entries))
    }

    /// Content shown when a condition holds.
    public static func buildOptional(_ component: ToolbarContentList?) -> ToolbarContentList {
        component ?? ToolbarContentList(entries: [])
    }

    /// The first branch of a condition.
    public static func buildEither(first component: ToolbarContentList) -> ToolbarContentList { component }

    /// The second branch of a condition.
    public static func buildEither(second component: ToolbarContentList) -> ToolbarContentList { component }

    /// Content behind an availability check.
    public static func buildLimitedAvailability(_ component: ToolbarContentList) -> ToolbarContentList { component }
}
