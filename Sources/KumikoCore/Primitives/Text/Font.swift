import Foundation

/// A font, as SwiftUI's `Font`: a text style or a size, with a weight, a design and a slant. The platform draws
/// it: a terminal has one size and face, so there titles, headlines and weights of semibold and heavier draw
/// bold, italic fonts draw italic and sizes are ignored; a platform with real fonts uses the size and face.
public struct Font: Hashable, Sendable {
    /// A text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// Large title.
        case largeTitle
        /// Title.
        case title
        /// Second-level title.
        case title2
        /// Third-level title.
        case title3
        /// Headline.
        case headline
        /// Subheadline.
        case subheadline
        /// Body.
        case body
        /// Callout.
        case callout
        /// Footnote.
        case footnote
        /// Caption.
        case caption
        /// Second-level caption.
        case caption2
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        package let value: Int
        /// Ultra light.
        public static let ultraLight = Weight(value: 100)
        /// Thin.
        public static let thin = Weight(value: 200)
        /// Light.
        public static let light = Weight(value: 300)
        /// Regular.
        public static let regular = Weight(value: 400)
        /// Medium.
        public static let medium = Weight(value: 500)
        /// Semibold.
        public static let semibold = Weight(value: 600)
        /// Bold.
        public static let bold = Weight(value: 700)
        /// Heavy.
        public static let heavy = Weight(value: 800)
        /// Black.
        public static let black = Weight(value: 900)
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        /// The default design.
        case `default`
        /// Serif.
        case serif
        /// Rounded.
        case rounded
        /// Monospaced.
        case monospaced
    }

    /// The text style, if the font was made from one.
    var style: TextStyle?
    /// The explicit weight, if any.
    var weight: Weight?
    /// Whether the font is italic.
    var isItalic = false
    /// The size in points, for fonts made with a size.
    var size: CGFloat?
    /// The design, if one was chosen.
    var design: Design?

    /// Large title.
    public static let largeTitle = Font(style: .largeTitle)
    /// Title.
    public static let title = Font(style: .title)
    /// Second-level title.
    public static let title2 = Font(style: .title2)
    /// Third-level title.
    public static let title3 = Font(style: .title3)
    /// Headline.
    public static let headline = Font(style: .headline)
    /// Subheadline.
    public static let subheadline = Font(style: .subheadline)
    /// Body.
    public static let body = Font(style: .body)
    /// Callout.
    public static let callout = Font(style: .callout)
    /// Footnote.
    public static let footnote = Font(style: .footnote)
    /// Caption.
    public static let caption = Font(style: .caption)
    /// Second-level caption.
    public static let caption2 = Font(style: .caption2)

    /// A system font of a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: nil, weight: weight, size: size, design: design)
    }

    /// A system font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight, design: design)
    }

    /// A named font of a size (drawn in the terminal's font).
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(style: nil, size: size) }

    /// A named font relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font { Font(style: style, size: size) }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in italic.
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    /// The font with a weight.
    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    /// The font monospaced (terminal text always is).
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }
    /// The font with monospaced digits (terminal text always has them).
    public func monospacedDigit() -> Font { self }
    /// The font in a width (a terminal has one width).
    public func width(_ width: Width) -> Font { self }
    /// The font with a line spacing (a terminal's lines are one row apart).
    public func leading(_ leading: Leading) -> Font { self }

    /// A font width, as SwiftUI's `Font.Width`.
    public struct Width: Hashable, Sendable {
        /// The width's value (−1 narrowest, 0 standard, 1 widest).
        public var value: CGFloat
        /// Creates a width.
        public init(_ value: CGFloat) { self.value = value }
        /// Compressed.
        public static let compressed = Width(-0.3)
        /// Condensed.
        public static let condensed = Width(-0.2)
        /// Standard.
        public static let standard = Width(0)
        /// Expanded.
        public static let expanded = Width(0.2)
    }

    /// The spacing of a font's lines, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        /// The font's own.
        case standard
        /// Tighter.
        case tight
        /// Looser.
        case loose
    }

    /// The font resolved for measuring and drawing: its size (a text style's size at iOS's default Dynamic Type
    /// size), its weight (`weight` overrides, then the font's own, then the text style's), design and slant.
    func resolved(weight override: Weight? = nil, italic: Bool = false, design designOverride: Design? = nil) -> ResolvedFont {
        var font = ResolvedFont(size: Self.usableSize(size) ?? style?.pointSize ?? ResolvedFont.body.size,
                                weight: override ?? weight ?? style?.defaultWeight ?? .regular,
                                design: designOverride ?? design ?? .default, isItalic: italic || isItalic, textStyle: style)
        font.weightIsExplicit = override != nil || weight != nil
        return font
    }

    /// A size user code gave, made usable: a negative size is 0 (the text takes no room), and a size that is not
    /// a number or infinite is dropped (the text style's or the body's size is used); each with a diagnostic.
    private static func usableSize(_ size: CGFloat?) -> CGFloat? {
        guard let size else { return nil }
        if !size.isFinite {
            Diagnostics.warnOnce("font-size-not-finite", "Font size \(size) is not a number: using the text style's size.")
            return nil
        }
        if size < 0 {
            Diagnostics.warnOnce("font-size-negative", "Font size \(size) is negative: the text takes no room.")
            return 0
        }
        return size
    }
}

extension Font.TextStyle {
    /// The style's size in points at iOS's default (Large) Dynamic Type size (Apple HIG, Typography,
    /// "Dynamic Type sizes": Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17, Body 17, Callout 16,
    /// Subhead 15, Footnote 13, Caption 1 12, Caption 2 11).
    var pointSize: CGFloat {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// The style's weight: semibold for the headline, regular for the others (the same HIG table).
    var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }
}
