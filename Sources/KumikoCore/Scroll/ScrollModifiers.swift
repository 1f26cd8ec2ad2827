import Foundation

/// Whether scroll views show their indicators, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let shows: Bool
    /// The platform decides (a terminal shows the indicator while the content is larger than the view).
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(shows: true) }
    /// Shown while the content is larger than the view.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(shows: true) }
    /// Hidden.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(shows: false) }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(shows: false) }
}

/// How a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`. A terminal's scroll views stop at
/// their ends without bouncing, whatever the behaviour.
public struct ScrollBounceBehavior: Sendable {
    let kind: Int
    /// The platform decides.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: 0) }
    /// Always bounces.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: 1) }
    /// Bounces only when the content is larger than the view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: 2) }
}

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let kind: Int
    /// The scroll view's content and its indicators.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: 0) }
    /// Only the scroll view's content.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: 1) }
    /// Only the indicators (a terminal's indicator runs along the whole edge: nothing changes).
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: 2) }
}

/// The scroll settings the scroll views inside a view read from the environment.
struct ScrollSettings {
    /// Along which axes the indicators are hidden.
    var hiddenIndicators: Axis.Set = []
    /// Whether the views scroll at all (`scrollDisabled`).
    var isEnabled = true
    /// Whether the content is drawn beyond the scroll view's bounds (`scrollClipDisabled`).
    var clipDisabled = false
    /// Room around the scrollable content (`contentMargins`).
    var contentMargins = EdgeInsets()
    /// Where a scroll view starts (`defaultScrollAnchor`), nil for the top-leading corner.
    var defaultAnchor: UnitPoint?
}

private struct ScrollSettingsKey: EnvironmentKey { static var defaultValue: ScrollSettings { ScrollSettings() } }

extension EnvironmentValues {
    /// The scroll settings in effect.
    var scrollSettings: ScrollSettings {
        get { self[ScrollSettingsKey.self] }
        set { self[ScrollSettingsKey.self] = newValue }
    }

    /// Whether the scroll views here can scroll (false under `scrollDisabled(true)`: the wheel leaves them
    /// alone).
    public var isScrollEnabled: Bool {
        get { scrollSettings.isEnabled }
        set { scrollSettings.isEnabled = newValue }
    }
}

extension View {
    /// Shows or hides the indicators of the scroll views inside this view along `axes`.
    ///
    /// - Parameters:
    ///   - visibility: Whether the indicators show.
    ///   - axes: The axes whose indicators change.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollSettings) { settings in
            if visibility.shows { settings.hiddenIndicators.subtract(axes) } else { settings.hiddenIndicators.formUnion(axes) }
        }
    }

    /// How the scroll views inside this view bounce at their ends; a terminal's stop without bouncing.
    ///
    /// - Parameters:
    ///   - behavior: The bounce behaviour.
    ///   - axes: The axes it applies to.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Stops the scroll views inside this view from scrolling: the wheel leaves them alone (a list still moves
    /// its keyboard cursor).
    ///
    /// - Parameter disabled: Whether scrolling is disabled.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.scrollSettings) { if disabled { $0.isEnabled = false } }
    }

    /// Lets the content of the scroll views inside this view draw beyond their bounds.
    ///
    /// - Parameter disabled: Whether the clipping is disabled.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.scrollSettings) { $0.clipDisabled = disabled }
    }

    /// Adds room around the content of the scroll views inside this view, along `edges`: the content scrolls
    /// with the room before and after it.
    ///
    /// - Parameters:
    ///   - edges: The edges that get the room.
    ///   - insets: The room at each edge.
    ///   - placement: What the room applies to.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollSettings) { settings in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { settings.contentMargins.top = insets.top }
            if edges.contains(.leading) { settings.contentMargins.leading = insets.leading }
            if edges.contains(.bottom) { settings.contentMargins.bottom = insets.bottom }
            if edges.contains(.trailing) { settings.contentMargins.trailing = insets.trailing }
        }
    }

    /// Adds `length` of room around the content of the scroll views inside this view, along `edges` (nil: the
    /// platform's default padding).
    ///
    /// - Parameters:
    ///   - edges: The edges that get the room.
    ///   - length: The room, or nil for the platform's default padding.
    ///   - placement: What the room applies to.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        ContentMarginsReader(edges: edges, length: length, placement: placement, content: self)
    }

    /// Adds `length` of room around the content of the scroll views inside this view, at every edge.
    ///
    /// - Parameters:
    ///   - length: The room.
    ///   - placement: What the room applies to.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Where the scroll views inside this view start: `.bottom` shows the end of the content first (and keeps it
    /// in view while the rows are still being measured), `.center` the middle; nil the top-leading corner.
    ///
    /// - Parameter anchor: The content's point shown first.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollSettings) { $0.defaultAnchor = anchor.map(ScrollSettings.sanitized) }
    }

    /// Where the scroll views inside this view start, for a role (a terminal applies the anchor to the initial
    /// offset only).
    ///
    /// - Parameters:
    ///   - anchor: The content's point shown first.
    ///   - role: What the anchor is for.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        role == .initialOffset ? AnyView(defaultScrollAnchor(anchor)) : AnyView(self)
    }

    /// Marks the layout whose views are the targets of `scrollTargetBehavior(.viewAligned)` and
    /// `scrollPosition(id:)`: in Kumiko any view with an id (a `ForEach` row, `.id(_:)`) is one.
    ///
    /// - Parameter isEnabled: Whether the layout's views are targets.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// How the scroll views inside this view settle after a scroll (`.paging`, `.viewAligned`). A terminal
    /// scrolls by lines and pages with its keys and wheel and does not settle (a diagnostic says so once).
    ///
    /// - Parameter behavior: The behaviour.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        Diagnostics.warnOnce("scrollTargetBehavior",
            "scrollTargetBehavior: a terminal's scroll views scroll by lines and pages and do not settle on pages or views; the behaviour is ignored.")
        return self
    }
}

extension ScrollSettings {
    /// An anchor with coordinates that are numbers, clamped to the unit square (a bad one: the top-leading
    /// corner, with a diagnostic).
    static func sanitized(_ anchor: UnitPoint) -> UnitPoint {
        guard anchor.x.isFinite, anchor.y.isFinite else {
            Diagnostics.warnOnce("defaultScrollAnchor.nan", "defaultScrollAnchor: an anchor that is not a number starts at the top.")
            return .topLeading
        }
        return UnitPoint(x: min(max(anchor.x, 0), 1), y: min(max(anchor.y, 0), 1))
    }
}

/// Reads the platform's default padding for `contentMargins` with a nil length.
private struct ContentMarginsReader<Content: View>: View {
    let edges: Edge.Set
    let length: CGFloat?
    let placement: ContentMarginPlacement
    let content: Content
    @Environment(\.platformMetrics) private var metrics

    var body: some View {
        let insets = self.length.map { length in
            let length = length.isFinite ? max(length, 0) : 0
            return EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
        } ?? metrics.defaultPadding
        return content.contentMargins(edges, insets, for: placement)
    }
}

/// What a default scroll anchor is for, as SwiftUI's `ScrollAnchorRole`.
public struct ScrollAnchorRole: Hashable, Sendable {
    let kind: Int
    /// Where the scroll view starts.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: 0) }
    /// What stays in place when the content's size changes.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: 1) }
    /// How content smaller than the view is aligned.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: 2) }
}

// MARK: - Scroll target behaviours

/// How a scroll view settles after a scroll, as SwiftUI's `ScrollTargetBehavior` (`.paging`, `.viewAligned`).
/// A terminal's scroll views scroll by lines and pages and do not settle.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages of the scroll view's size, as SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the behaviour.
    public init() {}
}

/// Settles with a view of the target layout at the leading edge, as SwiftUI's `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go, as SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior: Sendable {
        let kind: Int
        /// The platform decides.
        public static var automatic: LimitBehavior { LimitBehavior(kind: 0) }
        /// Always limited to a few views.
        public static var always: LimitBehavior { LimitBehavior(kind: 1) }
        /// Never limited.
        public static var never: LimitBehavior { LimitBehavior(kind: 2) }
        /// Limited to a few views.
        public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: 3) }
        /// Limited to one view.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: 4) }
    }

    /// Creates the behaviour.
    ///
    /// - Parameter limitBehavior: How far one scroll may go.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles with a view at the leading edge, limited as `limitBehavior` says.
    ///
    /// - Parameter limitBehavior: How far one scroll may go.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
