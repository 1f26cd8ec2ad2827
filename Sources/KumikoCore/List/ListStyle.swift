import Foundation

/// How a list looks, as SwiftUI's `ListStyle`. The terminal look of each style is described in
/// docs/TERMINAL-LOOK.md; `.automatic` is `.insetGrouped`, as on iOS.
public protocol ListStyle: Sendable {}

/// The list styles Kumiko draws.
package enum ListStyleKind: Sendable, Hashable {
    /// Rows edge to edge; bold headers.
    case plain
    /// Plain, with a margin at both sides.
    case inset
    /// Sections apart by a blank row; dim headers and footers.
    case grouped
    /// Each section's rows in a rounded box (the default).
    case insetGrouped
    /// A sidebar: drawn as plain, with bold headers.
    case sidebar
}

/// The platform's default list style (inset grouped).
public struct DefaultListStyle: ListStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: ListStyleKind { .insetGrouped }
}

/// Rows edge to edge.
public struct PlainListStyle: ListStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: ListStyleKind { .plain }
}

/// Plain with side margins.
public struct InsetListStyle: ListStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: ListStyleKind { .inset }
}

/// Sections apart, dim headers.
public struct GroupedListStyle: ListStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: ListStyleKind { .grouped }
}

/// Each section in a rounded box.
public struct InsetGroupedListStyle: ListStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: ListStyleKind { .insetGrouped }
}

/// A sidebar: collapsible sections.
public struct SidebarListStyle: ListStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform default (inset grouped).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain with side margins.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections apart.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections in rounded boxes.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct RowsAlternateAutomaticallyKey: EnvironmentKey { static let defaultValue = false }
private struct AlternatingRowsKey: EnvironmentKey { static let defaultValue = AlternatingRowBackgroundBehavior.automatic }

extension EnvironmentValues {
    /// The list style in effect.
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The minimum height of list rows: the platform's unless set (`ListMetrics.minimumRowHeight`: 44 pt on
    /// iOS, one line, 16 pt, in a terminal).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] ?? platform.metrics.list.minimumRowHeight }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The minimum height of list section headers (nil: the style decides).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The space between list rows (nil: none).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// Whether list rows alternate background shades: `.enabled`, or `.automatic` where the container
    /// alternates by default (a table's rows, as on macOS).
    var alternatingRowBackgrounds: Bool {
        switch alternatingRowBackgroundBehavior {
        case .enabled: true
        case .disabled: false
        case .automatic: rowsAlternateAutomatically
        }
    }

    /// What `alternatingRowBackgrounds(_:)` asked for.
    var alternatingRowBackgroundBehavior: AlternatingRowBackgroundBehavior {
        get { self[AlternatingRowsKey.self] }
        set { self[AlternatingRowsKey.self] = newValue }
    }

    /// Whether rows alternate when nothing asks either way (set by tables and their styles).
    var rowsAlternateAutomatically: Bool {
        get { self[RowsAlternateAutomaticallyKey.self] }
        set { self[RowsAlternateAutomaticallyKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyle, builtInKind(of: style, default: .insetGrouped)) }

    /// Sets the space between list rows.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { environment(\.listRowSpacing, spacing) }

    /// Shades every other list row (as the HIG suggests for long lists).
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        environment(\.alternatingRowBackgroundBehavior, behavior)
    }
}

/// Whether rows alternate backgrounds.
public enum AlternatingRowBackgroundBehavior: Hashable, Sendable {
    /// The platform decides (off in lists, on in tables).
    case automatic
    /// Alternate.
    case enabled
    /// Do not alternate.
    case disabled
}
