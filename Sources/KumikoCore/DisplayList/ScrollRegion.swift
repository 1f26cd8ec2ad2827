import Foundation

/// A scroll view's visible frame and its content, for a backend that scrolls natively
/// (``DisplayList/Item/beginScroll(_:)``): the items between the region's begin and end are laid out at the
/// region's ``offset`` (in root coordinates, as every item), and the backend reports where the user scrolled it by
/// the region's ``id``.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct ScrollRegion: Hashable, Sendable {
    /// The scroll view's node: what a scroll is reported for.
    public var id: ViewIdentity
    /// The visible frame, in root coordinates.
    public var frame: CGRect
    /// The size of the whole content, its margins included (for a lazy list: its rows' measured and estimated
    /// lengths).
    public var contentSize: CGSize
    /// How far the content is scrolled: its point at the frame's top-leading corner.
    public var offset: CGPoint
    /// The axes the content scrolls along.
    public var axes: Axis.Set

    /// Creates a region.
    package init(id: ViewIdentity, frame: CGRect, contentSize: CGSize, offset: CGPoint, axes: Axis.Set) {
        self.id = id
        self.frame = frame
        self.contentSize = contentSize
        self.offset = offset
        self.axes = axes
    }
}
