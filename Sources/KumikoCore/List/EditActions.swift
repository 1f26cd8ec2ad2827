import Foundation

/// A view whose content comes from a collection, so edit actions can address its elements, as SwiftUI's
/// `DynamicViewContent` (`ForEach` and edit-action-modified `ForEach`).
public protocol DynamicViewContent: View {
    /// The collection.
    associatedtype Data: Collection
    /// The collection.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// The modifier behind `onDelete` and `onMove`.
public struct _EditActionsModifier: ViewModifier, PrimitiveModifier {
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?
    static func makeNode(graph: ViewGraph) -> ViewNode { EditActionsNode(graph: graph) }
    /// Primitive: never evaluated.
    public func body(content: Content) -> Never { fatalError("_EditActionsModifier is a primitive modifier") }
}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier == _EditActionsModifier {
    /// The modified content's collection.
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Lets the user delete elements (a list's delete key, swipe or edit mode); the action gets their offsets.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, _EditActionsModifier> {
        modifier(_EditActionsModifier(onDelete: action, onMove: nil))
    }

    /// Lets the user move elements; the action gets their offsets and the destination offset.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<Self, _EditActionsModifier> {
        modifier(_EditActionsModifier(onDelete: nil, onMove: action))
    }
}

/// A node that may carry edits of its own (a `ForEach` made with `editActions:`).
@MainActor
protocol CollectionEditsCarrying {
    var collectionEdits: CollectionEdits? { get }
}

/// Holds a `ForEach`'s edit actions; transparent for layout and rows.
@MainActor
final class EditActionsNode: ModifierNode<_EditActionsModifier> {}

extension ViewNode {
    /// The edit actions of the `ForEach` this node is: its own (`editActions:`), then those of the
    /// `onDelete`/`onMove` modifiers around it.
    var editActions: (onDelete: ((IndexSet) -> Void)?, onMove: ((IndexSet, Int) -> Void)?) {
        let own = (self as? CollectionEditsCarrying)?.collectionEdits
        var onDelete = own?.onDelete
        var onMove = own?.onMove
        var ancestor = parent
        while let node = ancestor as? EditActionsNode {
            onDelete = onDelete ?? node.modifier.onDelete
            onMove = onMove ?? node.modifier.onMove
            ancestor = node.parent
        }
        return (onDelete, onMove)
    }
}

extension View {
    /// Prevents deleting this row.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowTraitModifier { $0.deleteDisabled = isDisabled })
    }

    /// Prevents moving this row.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(ListRowTraitModifier { $0.moveDisabled = isDisabled })
    }
}
