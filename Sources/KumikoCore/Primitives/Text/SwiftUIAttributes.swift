import Foundation

extension AttributeScopes {
    /// SwiftUI's attributes of an `AttributedString`, as SwiftUI's `AttributeScopes.SwiftUIAttributes`:
    /// `string.foregroundColor = .blue`, `string[range].font = .headline`. ``Text`` draws each run in its font,
    /// colour, underline and strikethrough; the background colour, kerning, tracking and baseline offset are kept
    /// and not drawn (a terminal's cells are fixed).
    public struct SwiftUIAttributes: AttributeScope {
        /// A run's text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind a run.
        public let backgroundColor: BackgroundColorAttribute
        /// A run's font.
        public let font: FontAttribute
        /// A line through a run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under a run.
        public let underlineStyle: UnderlineStyleAttribute
        /// The space added between a run's characters, in points.
        public let kern: KernAttribute
        /// The tracking of a run, in points.
        public let tracking: TrackingAttribute
        /// How far a run sits above the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes.
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// SwiftUI's attributes.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeScopes.SwiftUIAttributes {
    /// A run's text colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// A colour.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// The colour behind a run.
    public enum BackgroundColorAttribute: AttributedStringKey {
        /// A colour.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "SwiftUI.BackgroundColor"
    }

    /// A run's font.
    public enum FontAttribute: AttributedStringKey {
        /// A font.
        public typealias Value = Font
        /// The attribute's name.
        public static let name = "SwiftUI.Font"
    }

    /// A line through a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// A line style.
        public typealias Value = Text.LineStyle
        /// The attribute's name.
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// A line under a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        /// A line style.
        public typealias Value = Text.LineStyle
        /// The attribute's name.
        public static let name = "SwiftUI.UnderlineStyle"
    }

    /// The space added between a run's characters.
    public enum KernAttribute: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.Kern"
    }

    /// The tracking of a run.
    public enum TrackingAttribute: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.Tracking"
    }

    /// How far a run sits above the baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.foregroundColor`, `string[range].font`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
