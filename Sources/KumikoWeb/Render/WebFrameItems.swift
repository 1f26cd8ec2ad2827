import Foundation
import KumikoCore

/// A frame's items as the page draws them (JSON objects), with what the page is not sent unless the frame animates:
/// which view drew each item and which transitions its views have (``WebFrameAnimation`` matches two frames' items
/// by it).
struct WebFrameItems: Equatable {
    /// What an item is, for matching: items of one node are matched kind by kind, in order.
    enum Kind: UInt8 {
        case text, shape, chrome, field, erase, highlight, veil
        /// A clip, a scroll region or an accessibility element: an element holding the items up to its closing one.
        case container
        /// The end of a container (draws nothing).
        case closing
        case other
    }

    /// The identity of an item: the node that drew it (0 for none) and its kind.
    struct Key: Hashable {
        var owner: UInt64
        var kind: Kind
    }

    /// A view's transition, drawn around its items.
    struct Transition: Equatable {
        /// The node of the view that has it.
        var id: UInt64
        var drawing: TransitionDrawing
        /// The transition around it (an index into the frame's transitions), -1 for none.
        var parent: Int32
    }

    /// The items, as JSON objects.
    var items: [String]
    /// Each item's identity.
    var keys: [Key]
    /// Each item's innermost transition (an index into `transitions`), -1 for none.
    var groups: [Int32]
    /// The transitions of the frame's views, outer ones before the ones inside them.
    var transitions: [Transition]
}
