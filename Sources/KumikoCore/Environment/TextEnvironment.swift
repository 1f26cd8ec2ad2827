import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct OpacityKey: EnvironmentKey { static let defaultValue: Double = 1 }
/// Text styling set on any view (`View.bold()`, `View.italic()`, …), applied to the text inside.
struct TextDecoration: Equatable, Sendable {
    var weight: Font.Weight?
    var italic = false
    var underline = false
    var strikethrough = false
}
private struct TextDecorationKey: EnvironmentKey { static let defaultValue = TextDecoration() }

extension EnvironmentValues {
    /// The default font of text in this view.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The foreground style set with `foregroundStyle(_:)` or `foregroundColor(_:)`.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The maximum number of lines text may use (nil: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Text styling set with view-level `bold()`, `italic()`, `fontWeight(_:)`, `underline()`, `strikethrough()`.
    var textDecoration: TextDecoration {
        get { self[TextDecorationKey.self] }
        set { self[TextDecorationKey.self] = newValue }
    }
    /// The opacity multiplier accumulated from `opacity(_:)` modifiers.
    var drawingOpacity: Double {
        get { self[OpacityKey.self] }
        set { self[OpacityKey.self] = newValue }
    }
    /// The resolved foreground colour; nil for the terminal's default.
    var foregroundStyleColor: ResolvedColor? {
        guard let style = foregroundStyle else { return nil }
        if let hierarchical = style.style as? HierarchicalShapeStyle, hierarchical.level == 0 { return nil }
        if style.style is ForegroundStyle { return nil }
        var plain = self
        plain.foregroundStyle = nil
        return style.resolvedColor(in: plain)
    }
}

/// The alignment of lines in multiline text.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Leading edge.
    case leading
    /// Centred.
    case center
    /// Trailing edge.
    case trailing
}

extension View {
    /// Sets the default font of text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Sets the foreground colour (deprecated in SwiftUI in favour of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map(AnyShapeStyle.init))
    }

    /// Sets the foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the primary and secondary foreground styles (the primary one is used).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(primary))
    }

    /// Limits text to a number of lines.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number.map { max($0, 1) }) }

    /// Limits text to a number of lines; with `reservesSpace`, text that needs fewer lines still takes that
    /// many.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit).environment(\.reservedLineCount, reservesSpace ? max(limit, 1) : nil)
    }

    /// Sets where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Sets how multiline text aligns.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Makes the text in this view bold (or not).
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textDecoration) { $0.weight = isActive ? .bold : nil }
    }

    /// Sets the weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.textDecoration) { $0.weight = weight }
    }

    /// Makes the text in this view italic (or not).
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textDecoration) { $0.italic = isActive }
    }

    /// Underlines the text in this view (or not).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        transformEnvironment(\.textDecoration) { $0.underline = isActive }
    }

    /// Strikes through the text in this view (or not).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        transformEnvironment(\.textDecoration) { $0.strikethrough = isActive }
    }

    /// Sets the accent tint (drawn with the accent colour).
    public func tint(_ tint: Color?) -> some View { self }
}
