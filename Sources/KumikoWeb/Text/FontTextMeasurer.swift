import Foundation
import KumikoCore

/// Text measured with a TrueType font's advance widths: a grapheme cluster advances by the sum of its scalars'
/// advances scaled to the font's size (no kerning, no shaping); combining marks and default-ignorable scalars
/// after a cluster's first add nothing; a scalar the font lacks is measured in the first fallback family that has
/// it within its ranges (CJK), else advances as glyph 0 does. Weights from semibold up use the bold faces. A line is (ascender − descender + line gap) tall, its baseline the ascender down.
package struct FontTextMeasurer: TextMeasuring {
    /// The face of regular weights (nil: `UniformTextMeasurer`).
    package let regular: TrueTypeFont?
    /// The face of semibold and heavier weights (nil: `UniformTextMeasurer`).
    package let bold: TrueTypeFont?

    /// Faces for the scalars the main faces have no glyph for, each within its ranges (the page's fallback
    /// `@font-face`s with their `unicode-range`), in order.
    package let fallbacks: [Fallback]

    /// A fallback family: its faces and the scalars it is used for.
    package struct Fallback: Sendable {
        /// The regular face.
        package let regular: TrueTypeFont
        /// The face of semibold and heavier weights.
        package let bold: TrueTypeFont
        /// The scalars the family is used for.
        package let ranges: [ClosedRange<UInt32>]
        /// Whether a grapheme cluster it draws is one glyph (an emoji font's sequences), one advance wide.
        package let clustersAreOneGlyph: Bool

        /// Creates a fallback family.
        package init(regular: TrueTypeFont, bold: TrueTypeFont, ranges: [ClosedRange<UInt32>], clustersAreOneGlyph: Bool = false) {
            self.regular = regular
            self.bold = bold
            self.ranges = ranges
            self.clustersAreOneGlyph = clustersAreOneGlyph
        }
    }

    /// Creates a measurer from a regular and a bold face (nil: `UniformTextMeasurer` for that weight) and the
    /// fallback families for what they lack.
    package init(regular: TrueTypeFont?, bold: TrueTypeFont?, fallbacks: [Fallback] = []) {
        self.regular = regular
        self.bold = bold
        self.fallbacks = fallbacks
    }

    private static func isBold(_ font: ResolvedFont) -> Bool { font.weight.value >= Font.Weight.semibold.value }

    private func face(_ font: ResolvedFont) -> TrueTypeFont? { Self.isBold(font) ? bold : regular }

    /// The face that draws `scalar`, as the browser picks it: the main face when it has a glyph for it, else the
    /// first fallback whose ranges hold it and that has one, else the main face (its missing glyph).
    private func face(for scalar: Unicode.Scalar, main: TrueTypeFont, font: ResolvedFont) -> (face: TrueTypeFont, oneGlyph: Bool) {
        guard main.glyph(for: scalar) == 0, !fallbacks.isEmpty else { return (main, false) }
        for fallback in fallbacks where fallback.ranges.contains(where: { $0.contains(scalar.value) }) {
            let face = Self.isBold(font) ? fallback.bold : fallback.regular
            if face.glyph(for: scalar) != 0 { return (face, fallback.clustersAreOneGlyph) }
        }
        return (main, false)
    }

    /// The scale from font units to points at the font's size (a size that is not finite and positive is 0).
    private func scale(_ face: TrueTypeFont, _ font: ResolvedFont) -> CGFloat {
        font.size.isFinite && font.size > 0 ? font.size / CGFloat(face.unitsPerEm) : 0
    }

    package func advance(of character: Character, in font: ResolvedFont) -> CGFloat {
        guard let face = face(font) else { return UniformTextMeasurer().advance(of: character, in: font) }
        var width: CGFloat = 0
        // A cluster that asks for emoji presentation (U+FE0F) or whose first scalar defaults to it is drawn by an
        // emoji font first, as browsers pick it, even where the main face has a (text) glyph for it.
        let scalars = character.unicodeScalars
        let emoji = scalars.first.map { $0.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") } ?? false
        for (index, scalar) in scalars.enumerated() {
            if index > 0, Self.addsNothing(scalar) { continue }
            let drawing = index == 0 && emoji ? (emojiFace(for: scalar, font: font) ?? self.face(for: scalar, main: face, font: font))
                : self.face(for: scalar, main: face, font: font)
            width += CGFloat(drawing.face.advance(of: scalar)) * scale(drawing.face, font)
            // An emoji sequence (a skin tone, a flag, a ZWJ family) is one glyph of the first scalar's width.
            if index == 0, drawing.oneGlyph { break }
        }
        return width
    }

    /// The first one-glyph-per-cluster (emoji) fallback that has a glyph for `scalar`, if any.
    private func emojiFace(for scalar: Unicode.Scalar, font: ResolvedFont) -> (face: TrueTypeFont, oneGlyph: Bool)? {
        for fallback in fallbacks where fallback.clustersAreOneGlyph {
            let face = Self.isBold(font) ? fallback.bold : fallback.regular
            if face.glyph(for: scalar) != 0 { return (face, true) }
        }
        return nil
    }

    package func lineMetrics(of font: ResolvedFont) -> TextLineMetrics {
        guard let face = face(font) else { return UniformTextMeasurer().lineMetrics(of: font) }
        let scale = scale(face, font)
        return TextLineMetrics(height: CGFloat(face.ascender - face.descender + face.lineGap) * scale,
                               baseline: CGFloat(face.ascender) * scale)
    }

    /// Whether a scalar after a cluster's first takes no room of its own: a combining mark (Mn, Mc, Me) or a
    /// default-ignorable scalar (a zero-width joiner, a variation selector).
    package static func addsNothing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
