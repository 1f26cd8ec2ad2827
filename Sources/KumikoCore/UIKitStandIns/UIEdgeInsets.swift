import Foundation

/// UIKit's inset distances, so that code reading a window's `safeAreaInsets` compiles. SwiftUI's own type is
/// ``EdgeInsets``.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset on the left.
    public var left: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset on the right.
    public var right: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()
}
