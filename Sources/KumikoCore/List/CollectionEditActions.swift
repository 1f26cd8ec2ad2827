import Foundation

/// The edits a `ForEach` or `List` over a binding to a collection lets the user make, as SwiftUI's
/// `EditActions`: `.delete` removes the element from the bound collection, `.move` reorders it, `.all` both.
/// Rows can still refuse with `deleteDisabled(_:)` and `moveDisabled(_:)`.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions' bits.
    public let rawValue: Int

    /// Actions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: MutableCollection {
    /// Moving elements.
    public static var move: Self { Self(rawValue: 1) }
    /// Every action the collection allows (moving).
    public static var all: Self { .move }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Deleting elements.
    public static var delete: Self { Self(rawValue: 2) }
    /// Every action the collection allows (deleting).
    public static var all: Self { .delete }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// Moving and deleting elements.
    public static var all: Self { [.move, .delete] }
}

/// A row of a `ForEach` with edit actions: its content, with the edits applied to the bound collection, as
/// SwiftUI's `EditableCollectionContent`.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
}

extension EditableCollectionContent: View where Content: View {
    /// The row's content.
    public var body: Content { content }
}

/// What a `ForEach` made with `editActions:` does when the user deletes or moves its rows: edits of the bound
/// collection itself.
struct CollectionEdits {
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    /// The edits `actions` allow on the collection behind `data`.
    init<C: MutableCollection & RandomAccessCollection>(_ actions: EditActions<C>, on data: Binding<C>) {
        onMove = actions.contains(EditActions(rawValue: 1))
            ? { offsets, destination in data.wrappedValue.move(fromOffsets: offsets, toOffset: destination) } : nil
        // `.delete` exists only for range-replaceable collections; the collection type says so at run time.
        if actions.contains(EditActions(rawValue: 2)), let removable = C.self as? any (RangeReplaceableCollection & MutableCollection).Type {
            func remover<R: RangeReplaceableCollection & MutableCollection>(_: R.Type) -> (IndexSet) -> Void {
                { offsets in
                    guard var collection = data.wrappedValue as? R else { return }
                    collection.remove(atOffsets: offsets)
                    if let edited = collection as? C { data.wrappedValue = edited }
                }
            }
            onDelete = remover(removable)
        } else {
            onDelete = nil
        }
    }
}

extension ForEach where Content: View {
    /// Views for bindings to the elements of a collection of identifiable elements, which the user can
    /// delete or move as `editActions` allow.
    public init<C, R>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedBindings<C>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
            C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \C.Element.id, editActions: editActions, content: content)
    }

    /// Views for bindings to the elements of a collection, identified by a key path, which the user can
    /// delete or move as `editActions` allow.
    public init<C, R>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedBindings<C>, Content == EditableCollectionContent<R, C>,
            C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        self.init(data, id: id) { EditableCollectionContent<R, C>(content: content($0)) }
        edits = CollectionEdits(editActions, on: data)
    }
}
