import Foundation

/// The size, in points, and the horizontal size class of the window the app shows: what the UIKit stand-ins (``UIScreen``, ``UIWindow``,
/// ``UIDevice``) report. The graph records each root layout's proposal here; until one happens (or when it leaves a
/// side unspecified), an iPhone's 390 × 844 points.
@MainActor
enum MainScene {
    /// An iPhone's screen in points (iPhone 14 and 15), what a headless view is proposed when nothing else says.
    static let defaultSize = CGSize(width: 390, height: 844)

    /// The size of the window laid out most recently.
    private(set) static var size = defaultSize

    /// The horizontal size class of that window (compact, as an iPhone's, until one is laid out).
    private(set) static var horizontalSizeClass = UserInterfaceSizeClass.compact

    /// Records a root layout's proposal and its horizontal size class; an unspecified or unusable side keeps its
    /// previous length.
    static func record(_ proposal: ProposedViewSize, horizontalSizeClass: UserInterfaceSizeClass?) {
        if let horizontalSizeClass { self.horizontalSizeClass = horizontalSizeClass }
        func usable(_ length: CGFloat?) -> CGFloat? {
            guard let length, length.isFinite, length > 0 else { return nil }
            return length
        }
        size = CGSize(width: usable(proposal.width) ?? size.width, height: usable(proposal.height) ?? size.height)
    }

    /// The window's rectangle, at the origin.
    static var bounds: CGRect { CGRect(origin: .zero, size: size) }
}
