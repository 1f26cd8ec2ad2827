import Foundation

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// Explicit guide values set with `alignmentGuide` (or forwarded by containers).
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    /// The guide's value: the explicit value if set, otherwise its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The guide's value: the explicit value if set, otherwise its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of a guide, if set.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The explicit value of a guide, if set.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(self) }

    var size: CGSize { CGSize(width: width, height: height) }
}
