import Foundation

/// UIKit's view class, so that SwiftUI code that reaches for a few UIKit names compiles: `UIView()` handed to an
/// appearance setting (`UITableView.appearance().tableFooterView = UIView()`), and the classes whose
/// ``UIAppearance/appearance()`` proxies old SwiftUI code configures. Kumiko draws no UIKit view: a `UIView`
/// holds the properties set on it and shows nothing. Hosting one in SwiftUI (`UIViewRepresentable`) is out of
/// scope.
@MainActor
open class UIView: NSObject {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect
    /// The view's rectangle in its own coordinates.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// The colour of the view's tinted elements.
    open var tintColor: UIColor!
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, 0…1.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the view's bounds.
    open var clipsToBounds = false
    /// Whether the view receives touches.
    open var isUserInteractionEnabled = true

    /// A view with an empty frame.
    public required override init() {
        frame = .zero
        super.init()
    }

    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
}

/// UIKit's scroll view: its appearance proxy compiles (`UIScrollView.appearance().bounces = false`) and has no effect.
@MainActor
open class UIScrollView: UIView {
    /// How the keyboard is dismissed when the content is dragged.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Not dismissed by a drag.
        case none = 0
        /// Dismissed when a drag begins.
        case onDrag = 1
        /// Follows the drag.
        case interactive = 2
    }

    /// Whether the content bounces at its edges.
    open var bounces = true
    /// Whether the content bounces vertically even when it fits.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling is enabled.
    open var isScrollEnabled = true
    /// Whether the vertical scroll indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// The insets of the content.
    open var contentInset = UIEdgeInsets.zero
    /// How a drag dismisses the keyboard.
    open var keyboardDismissMode = KeyboardDismissMode.none
}

/// UIKit's text view: its appearance proxy compiles (`UITextView.appearance().backgroundColor = .clear`, which old
/// code sets for `TextEditor`) and has no effect.
@MainActor
open class UITextView: UIScrollView {
    /// The colour of the text.
    open var textColor: UIColor?
    /// The font of the text.
    open var font: UIFont?
}

/// UIKit's collection view: its appearance proxy compiles and has no effect.
@MainActor
open class UICollectionView: UIScrollView {}
