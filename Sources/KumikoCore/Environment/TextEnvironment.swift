import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct OpacityKey: EnvironmentKey { static let defaultValue: Double = 1 }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
/// Text styling set on any view (`View.bold()`, `View.italic()`, …), applied to the text inside.
struct TextDecoration: Equatable, Sendable {
    var weight: Font.Weight?
    var italic = false
    var underline = false
    var strikethrough = false
    var design: Font.Design?
    var width: Font.Width?
    var monospacedDigit = false
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
    /// The number of lines text takes at least (`lineLimit(_:reservesSpace:)`, the lower bound of a range).
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
    /// The case text is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// The extra space between lines of text, in points (a terminal's lines are one row apart).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// How far text may shrink to fit (a terminal's text is one size, so it is truncated instead).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Whether text may be tightened to fit (a terminal's cells are fixed).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
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

    /// Limits text to a number of lines; with `reservesSpace`, text takes that many lines even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimits(lower: reservesSpace ? limit : nil, upper: limit)
    }

    /// Lets text take from `limit.lowerBound` lines (the space reserved) to `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimits(lower: limit.lowerBound, upper: limit.upperBound) }

    /// Lets text take `limit.lowerBound` lines at least (the space reserved), with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimits(lower: limit.lowerBound, upper: nil) }

    /// Lets text take up to `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimits(lower: nil, upper: limit.upperBound) }

    /// Sets the least and most lines text takes; limits below 1 count as 1, and a lower limit above the upper
    /// one as the upper one.
    private func lineLimits(lower: Int?, upper: Int?) -> some View {
        let upper = upper.map { max($0, 1) }
        let lower = lower.map { min(max($0, 1), upper ?? Int.max) }
        return transformEnvironment(\.lineLimit) { $0 = upper }.transformEnvironment(\.reservedLines) { $0 = lower }
    }

    /// Shows the text inside in upper or lower case (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Sets the extra space between lines of text (a terminal's lines are one row apart).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// Sets how far text may shrink to fit (a terminal's text is one size; text that does not fit is truncated).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// Lets text tighten its letter spacing to fit (a terminal's cells are fixed).
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

    /// Sets the letter spacing of the text inside (a terminal's cells are fixed).
    public func kerning(_ kerning: CGFloat) -> some View { self }

    /// Sets the tracking of the text inside (a terminal's cells are fixed).
    public func tracking(_ tracking: CGFloat) -> some View { self }

    /// Raises or lowers the text inside from its baseline (a terminal's text sits in its row).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

    /// Sets the design of the fonts inside (monospaced, rounded, serif; a terminal has one face).
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.textDecoration) { $0.design = design }
    }

    /// Sets the width of the fonts inside (a terminal has one width).
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment(\.textDecoration) { $0.width = width }
    }

    /// Makes the fonts inside monospaced (or not).
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textDecoration) { decoration in
            if isActive { decoration.design = .monospaced } else if decoration.design == .monospaced { decoration.design = nil }
        }
    }

    /// Gives the fonts inside digits of one width.
    public func monospacedDigit() -> some View {
        transformEnvironment(\.textDecoration) { $0.monospacedDigit = true }
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

    /// Underlines the text in this view (or not), in a pattern and colour (a terminal draws a solid line in the
    /// text's colour).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textDecoration) { $0.underline = isActive }
    }

    /// Strikes through the text in this view (or not), in a pattern and colour (a terminal draws a solid line in
    /// the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textDecoration) { $0.strikethrough = isActive }
    }
}
