import Foundation

/// UIKit's control base class, for the controls whose appearance proxies SwiftUI code configures: they compile
/// and have no effect on Kumiko's controls.
@MainActor
open class UIControl: UIView {
    /// The states a control can be in.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A state from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No particular state.
        public static let normal = State([])
        /// Being pressed.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
}

/// UIKit's segmented control. Old SwiftUI code styled `Picker`'s segmented style through its appearance proxy
/// (`UISegmentedControl.appearance().selectedSegmentTintColor = .red`): that compiles and has no effect; use
/// `tint(_:)`.
@MainActor
open class UISegmentedControl: UIControl {
    /// The colour of the selected segment.
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the segments' titles in a state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes of the segments' titles in a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// UIKit's page control. Old SwiftUI code coloured a `.page` `TabView`'s dots through its appearance proxy: that
/// compiles and has no effect.
@MainActor
open class UIPageControl: UIControl {
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor?
}

/// UIKit's switch: its appearance proxy compiles and has no effect; use `tint(_:)` on a `Toggle`.
@MainActor
open class UISwitch: UIControl {
    /// The colour of the switch when on.
    open var onTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?
}

/// UIKit's text field: its appearance proxy compiles (`UITextField.appearance().clearButtonMode = .whileEditing`) and
/// has no effect.
@MainActor
open class UITextField: UIControl {
    /// When an overlay view shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While the text is edited.
        case whileEditing = 1
        /// Unless the text is edited.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// When the clear button shows.
    open var clearButtonMode = ViewMode.never
    /// The colour of the text.
    open var textColor: UIColor?
    /// The font of the text.
    open var font: UIFont?
}

/// UIKit's label: its appearance proxy compiles (`UILabel.appearance(whenContainedInInstancesOf:
/// [UINavigationBar.self]).adjustsFontSizeToFitWidth = true`) and has no effect; use `minimumScaleFactor(_:)`.
@MainActor
open class UILabel: UIView {
    /// The colour of the text.
    open var textColor: UIColor!
    /// The font of the text.
    open var font: UIFont!
    /// Whether the text shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
    /// How far the text may shrink, 0…1.
    open var minimumScaleFactor: CGFloat = 0
}
