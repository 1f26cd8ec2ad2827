import Foundation

/// A view that switches between several child views, as SwiftUI's `TabView`.
///
/// Each view of the content is a tab; its `tabItem` is what the tab bar shows for it, its `tag` (or, inside a
/// `ForEach`, its id) is the value the `selection` binding holds while it is shown, and `badge` adds a badge to
/// its item. Every tab keeps its state while another is shown. A terminal draws the selected tab above a
/// one-line tab bar (the page style: a line of dots); `[` and `]` (or ⌥1…⌥9) switch tabs when the focused view
/// does not use the key, and a click on an item selects it.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: TabSelectionStore?

    /// A tab view whose selection is the value of `selection` (nil: the tab view keeps its own).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { TabSelectionStore($0) }
    }

    /// A tab view that keeps its own selection (the first tab initially).
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        self.content = content()
        selection = nil
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension TabView {
    /// A tab view of ``Tab``s whose selection is the value of `selection`: the tab whose value it holds is shown,
    /// and choosing another tab writes that tab's value.
    ///
    /// - Parameters:
    ///   - selection: The selected tab's value.
    ///   - content: The tabs.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
        self.selection = TabSelectionStore(selection)
    }

    /// A tab view of ``Tab``s that keeps its own selection (the first tab initially).
    ///
    /// - Parameter content: The tabs.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        self.content = TabContentBuilder<Never>.Content(content: content())
        selection = nil
    }
}

/// A selection binding with its type erased: read the value (optionals unwrapped, as tags are compared) and
/// write a tab's value.
struct TabSelectionStore {
    /// The current value.
    let get: () -> AnyHashable
    /// Writes a tab's value; false when it is not a value of the binding's type.
    let set: (AnyHashable) -> Bool
    /// The binding's value type, for diagnostics.
    let valueType: Any.Type

    init<Value: Hashable>(_ binding: Binding<Value>) {
        get = { AnyHashable(binding.wrappedValue).unwrappingOptionals }
        set = { value in
            guard let typed = value.base as? Value else { return false }
            binding.wrappedValue = typed
            return true
        }
        valueType = Value.self
    }
}

extension TabView: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { TabViewNode<SelectionValue, Content>(graph: graph) }
}
