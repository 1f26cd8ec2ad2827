import Foundation

/// The modifier behind `toolbar`: puts items in the bars of the navigation stack the view is in.
struct ToolbarModifier: ViewModifier, PrimitiveModifier {
    let entries: [ToolbarEntry]
    static func makeNode(graph: ViewGraph) -> ViewNode { ToolbarNode(graph: graph) }
}

/// The node of a toolbar modifier. Its first child is the modified content; each item's view is a further
/// child (so the items live, take the focus and keep their state here), but the navigation stack lays them
/// out in its bars, as it does the title.
@MainActor
final class ToolbarNode: ContentLaidOutModifierNode<ToolbarModifier> {
    override var childHiding: (any ChildHidingNode)? { self }
    override func evaluate() {
        guard let content else { return }
        let entries = modifier.entries
        reconcileChildren([(.position(0), content)] + entries.enumerated().map { index, entry in
            (ChildKey.id(AnyHashable(["toolbar", entry.id ?? AnyHashable(index)])), entry.view)
        })
        let items = zip(entries, children.dropFirst()).map { ToolbarItemNodes(placement: $0.placement, node: $1) }
        environment.navigationContext?.setToolbarItems(items, from: self)
    }

    override func willUnmount() {
        environment.navigationContext?.setToolbarItems([], from: self)
    }

}

extension ToolbarNode: ChildHidingNode {
    /// The items show only in a navigation stack's bar that is not hidden, at a placement a terminal has.
    func shows(_ child: ViewNode) -> Bool {
        guard child !== children.first else { return true }
        guard let context = environment.navigationContext, let screen = context.screen(holding: self) else { return false }
        guard let index = children.firstIndex(where: { $0 === child }), index - 1 < modifier.entries.count else { return false }
        switch modifier.entries[index - 1].placement.bar {
        case .none: return false
        case .bottom: return true
        case .leading, .principal, .trailing: return !context.bars.hidesNavigationBar(screen)
        }
    }
}

/// A toolbar item's placement and its node.
struct ToolbarItemNodes {
    let placement: ToolbarItemPlacement
    let node: ViewNode
}

extension View {
    /// Puts items in the bars of the navigation stack this view is in, as SwiftUI's `toolbar(content:)`.
    ///
    /// - Parameter content: ``ToolbarItem``s and ``ToolbarItemGroup``s.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: toolbarEntries(of: content())))
    }

    /// Puts items in the bars of the navigation stack this view is in, as a toolbar the user may customize
    /// (`ToolbarItem(id:…)`); a terminal's bars are not customizable and show the items as `toolbar(content:)`
    /// does.
    ///
    /// - Parameters:
    ///   - id: The toolbar's identifier.
    ///   - content: The items.
    public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: toolbarEntries(of: content())))
    }

    /// The role of the toolbar of the navigation stack this view is in (`.editor` puts an iPhone's title at the
    /// leading edge); a terminal's bar keeps its title centred.
    ///
    /// - Parameter role: The role.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Whether the bars' background shows (iOS 18's spelling); accepted and ignored, as `toolbarBackground`.
    ///
    /// - Parameters:
    ///   - visibility: Whether it shows.
    ///   - bars: The bars.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Puts views at the trailing end of the navigation bar (the automatic placement).
    ///
    /// - Parameter content: The items' views.
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .automatic, view: AnyView(content()), id: nil)]))
    }

    /// Shows or hides bars; a terminal hides the navigation bar line when asked (`.hidden` for
    /// `.navigationBar` or `.automatic`) and ignores the rest.
    ///
    /// - Parameters:
    ///   - visibility: Whether the bars show.
    ///   - bars: The bars.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarVisibilityModifier(hidesNavigationBar: visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))))
    }

    /// The bars' background; accepted and ignored (a terminal's bars have no background of their own).
    ///
    /// - Parameters:
    ///   - style: The background.
    ///   - bars: The bars.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether the bars' background shows; accepted and ignored.
    ///
    /// - Parameters:
    ///   - visibility: Whether it shows.
    ///   - bars: The bars.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The bars' colour scheme; accepted and ignored.
    ///
    /// - Parameters:
    ///   - colorScheme: The scheme.
    ///   - bars: The bars.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// Hides the navigation bar (deprecated form of `toolbar(.hidden, for: .navigationBar)`).
    ///
    /// - Parameter hidden: Whether it is hidden.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(ToolbarVisibilityModifier(hidesNavigationBar: hidden))
    }

    /// Hides the back button of a pushed screen (Escape still pops).
    ///
    /// - Parameter hidesBackButton: Whether it is hidden.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(ToolbarVisibilityModifier(hidesBackButton: hidesBackButton))
    }
}

/// The modifier behind `toolbar(_:for:)`, `navigationBarHidden` and `navigationBarBackButtonHidden`.
struct ToolbarVisibilityModifier: ViewModifier, PrimitiveModifier {
    var hidesNavigationBar: Bool?
    var hidesBackButton: Bool?
    static func makeNode(graph: ViewGraph) -> ViewNode { ToolbarVisibilityNode(graph: graph) }
}

/// Tells the navigation stack what its screen hides.
@MainActor
final class ToolbarVisibilityNode: ModifierNode<ToolbarVisibilityModifier> {
    override func evaluate() {
        super.evaluate()
        environment.navigationContext?.setBarVisibility(modifier, from: self)
    }

    override func willUnmount() {
        environment.navigationContext?.setBarVisibility(ToolbarVisibilityModifier(), from: self)
    }
}

/// The purpose of a toolbar, as SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Sendable {
    let kind: Int
    /// The platform decides.
    public static var automatic: ToolbarRole { ToolbarRole(kind: 0) }
    /// A toolbar of a navigation stack (the title centred on an iPhone).
    public static var navigationStack: ToolbarRole { ToolbarRole(kind: 1) }
    /// A browser's toolbar (the title at the leading edge on an iPad).
    public static var browser: ToolbarRole { ToolbarRole(kind: 2) }
    /// An editor's toolbar (the title at the leading edge).
    public static var editor: ToolbarRole { ToolbarRole(kind: 3) }
}
