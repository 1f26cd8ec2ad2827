import Foundation

/// A description of one row or column of a lazy grid, as SwiftUI's `GridItem`: its size, the spacing after it
/// and how views are aligned in it.
public struct GridItem: Sendable {
    /// How a grid item is sized.
    public enum Size: Sendable {
        /// A single item of the given length.
        case fixed(CGFloat)
        /// A single item whose length is the grid's length, with spacing and inflexible items removed, divided
        /// by the number of flexible items, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in the space of one flexible item, grown up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: GridItem.Size
    /// The spacing to the next item; nil uses the platform's default.
    public var spacing: CGFloat?
    /// How views are aligned in the item; nil uses the grid's alignment, centred across.
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
