import Foundation

/// UIKit's font class, so that SwiftUI code that names fonts the UIKit way compiles: in text attributes handed to
/// an appearance proxy (`[.font: UIFont.systemFont(ofSize: 20, weight: .bold)]`), or as a SwiftUI font
/// (`Font(UIFont.preferredFont(forTextStyle: .body))`). A platform with real fonts draws a custom name in its
/// own face at the size given; a terminal has one face and size.
public final class UIFont: NSObject, @unchecked Sendable {
    /// A font weight, as UIKit's `UIFont.Weight` (its raw values run from -0.8, ultra light, to 0.62, black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public let rawValue: CGFloat
        /// A weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level title.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level title.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Second-level caption.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The name of the system font.
    static let systemFontName = ".SFUI"

    /// The font's name.
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's weight.
    let weight: Weight
    /// The text style the font was made for, if any.
    let textStyle: TextStyle?

    init(name: String, size: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        fontName = name
        pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        self.textStyle = textStyle
        super.init()
    }

    /// A font by name and size. Any name gives a font: the platform draws it in its own face.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, size: fontSize, weight: .regular)
    }

    /// The font's family name.
    public var familyName: String { fontName }

    /// The system font at a size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: systemFontName, size: fontSize, weight: .regular)
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: systemFontName, size: fontSize, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: systemFontName, size: fontSize, weight: .bold)
    }

    /// The italic system font at a size (drawn upright).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: systemFontName, size: fontSize, weight: .regular)
    }

    /// The monospaced system font at a size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: systemFontName + "Mono", size: fontSize, weight: weight)
    }

    /// The font of a text style, at its size and weight in iOS's default (Large) Dynamic Type setting (SwiftUI's
    /// text style of the same name, `Font.TextStyle.pointSize`; 17 pt regular for a style UIKit does not name).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let swiftUI = style.swiftUIStyle
        return UIFont(name: systemFontName, size: swiftUI?.pointSize ?? 17,
                      weight: swiftUI.map { Weight($0.defaultWeight) } ?? .regular, textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize, weight: weight, textStyle: nil)
    }
}

extension UIFont.TextStyle {
    /// SwiftUI's text style of the same name.
    var swiftUIStyle: Font.TextStyle? { Self.swiftUIStyles[self] }

    private static let swiftUIStyles: [UIFont.TextStyle: Font.TextStyle] = [
        .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
        .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
        .caption1: .caption, .caption2: .caption2,
    ]
}

extension UIFont.Weight {
    /// UIKit's weights with SwiftUI's of the same name.
    private static let swiftUIWeights: [(UIFont.Weight, Font.Weight)] = [
        (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
        (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
    ]

    /// UIKit's weight of the same name as SwiftUI's `weight`.
    init(_ weight: Font.Weight) {
        self = Self.swiftUIWeights.first { $0.1 == weight }?.0 ?? .regular
    }

    /// SwiftUI's weight nearest to this one.
    var swiftUIWeight: Font.Weight {
        Self.swiftUIWeights.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font: its text style, or its size and weight.
    public init(_ font: UIFont) {
        if let textStyle = font.textStyle?.swiftUIStyle {
            self = .system(textStyle)
        } else if font.fontName.hasPrefix(UIFont.systemFontName) {
            self = .system(size: font.pointSize, weight: font.weight.swiftUIWeight,
                           design: font.fontName.hasSuffix("Mono") ? .monospaced : nil)
        } else {
            self = .custom(font.fontName, size: font.pointSize)
        }
    }
}
