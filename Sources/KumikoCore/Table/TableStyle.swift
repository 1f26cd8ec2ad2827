import Foundation

/// How a table looks, as SwiftUI's `TableStyle`. In a terminal every style draws the same header, rule and
/// separators (docs/TERMINAL-LOOK.md, "Tables"); styles differ only in whether rows alternate backgrounds.
public protocol TableStyle: Sendable {
    /// Whether rows alternate backgrounds unless `alternatingRowBackgrounds(_:)` says otherwise.
    var _alternatesRowBackgrounds: Bool { get }
}

/// The platform's default table style (inset, alternating rows, as on macOS).
public struct AutomaticTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
    /// Rows alternate.
    public var _alternatesRowBackgrounds: Bool { true }
}

/// A table with its content and selection inset from its edges.
public struct InsetTableStyle: TableStyle {
    private let alternates: Bool
    /// Creates the style, with alternating row backgrounds.
    public init() { alternates = true }
    /// Creates the style, with or without alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    /// Whether rows alternate.
    public var _alternatesRowBackgrounds: Bool { alternates }
}

/// A table with a standard border (macOS).
public struct BorderedTableStyle: TableStyle {
    private let alternates: Bool
    /// Creates the style, with alternating row backgrounds.
    public init() { alternates = true }
    /// Creates the style, with or without alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    /// Whether rows alternate.
    public var _alternatesRowBackgrounds: Bool { alternates }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Content and selection inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
    /// The inset style, with or without alternating row backgrounds.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
        InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension TableStyle where Self == BorderedTableStyle {
    /// A standard border.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
    /// The bordered style, with or without alternating row backgrounds.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
        BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

private struct TableStyleAlternatesKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether the table style in effect alternates row backgrounds.
    var tableStyleAlternatesRows: Bool {
        get { self[TableStyleAlternatesKey.self] }
        set { self[TableStyleAlternatesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of tables in this view.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableStyleAlternatesRows, style._alternatesRowBackgrounds)
    }
}
