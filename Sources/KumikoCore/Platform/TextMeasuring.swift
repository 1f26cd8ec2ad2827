import Foundation

/// How a platform measures text: the advance of each grapheme cluster in a font, and the height and baseline of
/// a line. Line breaking and truncation are core's (`TextLineLayout`), driven by these measurements, so every
/// platform breaks lines by the same rules (DESIGN.md §3.5).
package protocol TextMeasuring: Sendable {
    /// The advance of one grapheme cluster set in `font`, in points (0 for clusters that take no space).
    func advance(of character: Character, in font: ResolvedFont) -> CGFloat
    /// The height of one line of text in `font` and the distance from its top to its baseline, in points.
    func lineMetrics(of font: ResolvedFont) -> TextLineMetrics
}

/// The vertical measures of a line of text.
package struct TextLineMetrics: Equatable, Sendable {
    /// The line's height in points.
    package var height: CGFloat
    /// The distance from the line's top to its baseline, in points.
    package var baseline: CGFloat

    /// Creates line metrics.
    package init(height: CGFloat, baseline: CGFloat) {
        self.height = height
        self.baseline = baseline
    }
}

/// A font resolved for measuring and drawing: size in points, weight, design and slant.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct ResolvedFont: Hashable, Sendable {
    /// The size in points.
    public var size: CGFloat
    /// The weight.
    public var weight: Font.Weight
    /// The design (default, serif, rounded, monospaced).
    public var design: Font.Design
    /// Whether the font is italic.
    public var isItalic: Bool
    /// The text style the font was made from, if any (a platform may draw titles its own way).
    public var textStyle: Font.TextStyle?
    /// Whether the weight was chosen by the view (not the text style's own).
    package var weightIsExplicit = false

    /// Creates a resolved font.
    public init(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default, isItalic: Bool = false,
                textStyle: Font.TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.textStyle = textStyle
    }

    /// The body font: 17 pt regular, iOS's default size (Apple HIG, Typography, "Dynamic Type sizes", Large).
    public static let body = ResolvedFont(size: 17, textStyle: .body)
}

/// A text measurer with no font files: every cluster is `0.5 em` wide, or `1 em` when it is East Asian wide or
/// an emoji (`EastAsianWidth`), and lines are `1.2 em` tall with the baseline at `0.95 em`. The neutral
/// ``Platform/points`` measures with it; real platforms bring their own fonts.
package struct UniformTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    package init() {}

    package func advance(of character: Character, in font: ResolvedFont) -> CGFloat {
        CGFloat(EastAsianWidth.columns(of: character)) * font.size / 2
    }

    package func lineMetrics(of font: ResolvedFont) -> TextLineMetrics {
        TextLineMetrics(height: (font.size * 1.2).rounded(.up), baseline: (font.size * 0.95).rounded())
    }
}

extension TextMeasuring {
    /// The advance of a whole string set in `font`: the sum of its grapheme clusters' (no line breaking).
    package func width(of text: String, in font: ResolvedFont = .body) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1, in: font) }
    }
}

extension Platform {
    /// The height of one line of body text: the unit in which chrome drawn line by line (a navigation bar, a
    /// menu entry) is as tall as the text beside it.
    package var lineHeight: CGFloat { text.lineMetrics(of: .body).height }
}

/// A platform's text measurer with its answers checked: an advance or line measure that is not a number, infinite
/// or negative counts as zero, with a diagnostic, so a faulty measurer never puts NaN into layout. Every
/// ``Platform`` measures through one.
struct CheckedTextMeasurer: TextMeasuring {
    /// The platform's own measurer.
    let measurer: any TextMeasuring

    func advance(of character: Character, in font: ResolvedFont) -> CGFloat {
        Self.checked(measurer.advance(of: character, in: font), "advance of \"\(character)\"")
    }

    func lineMetrics(of font: ResolvedFont) -> TextLineMetrics {
        let metrics = measurer.lineMetrics(of: font)
        let height = Self.checked(metrics.height, "line height")
        return TextLineMetrics(height: height, baseline: min(Self.checked(metrics.baseline, "baseline"), height))
    }

    private static func checked(_ value: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        Diagnostics.warnOnce("text-measure-\(value.isNaN ? "nan" : value < 0 ? "negative" : "infinite")",
                             "The platform's text measurer gave \(value) for the \(what()): using 0.")
        return 0
    }
}
