import Foundation

/// How a table looks, as SwiftUI's `TableStyle`. In a terminal every style draws the same header, rule and
/// separators (docs/TERMINAL-LOOK.md, "Tables"); styles differ only in whether rows alternate backgrounds.
public protocol TableStyle: Sendable {}

/// What a built-in table style decides in a terminal.
package struct TableStyleKind: Sendable, Hashable {
    /// Whether rows alternate backgrounds unless `alternatingRowBackgrounds(_:)` says otherwise.
    package var alternatesRowBackgrounds: Bool
}

/// The platform's default table style (inset, alternating rows, as on macOS).
public struct AutomaticTableStyle: TableStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is: rows alternate.
    package var kind: TableStyleKind { TableStyleKind(alternatesRowBackgrounds: true) }
}

/// A table with its content and selection inset from its edges.
public struct InsetTableStyle: TableStyle, BuiltInStyle {
    private let alternates: Bool
    /// Creates the style, with alternating row backgrounds.
    public init() { alternates = true }
    /// Creates the style, with or without alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    /// The kind of built-in style this is: whether rows alternate.
    package var kind: TableStyleKind { TableStyleKind(alternatesRowBackgrounds: alternates) }
}

/// A table with a standard border (macOS).
public struct BorderedTableStyle: TableStyle, BuiltInStyle {
    private let alternates: Bool
    /// Creates the style, with alternating row backgrounds.
    public init() { alternates = true }
    /// Creates the style, with or without alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    /// The kind of built-in style this is: whether rows alternate.
    package var kind: TableStyleKind { TableStyleKind(alternatesRowBackgrounds: alternates) }
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
        environment(\.tableStyleAlternatesRows, builtInKind(of: style, default: TableStyleKind(alternatesRowBackgrounds: true)).alternatesRowBackgrounds)
    }
}
