import Foundation
import KumikoCore

/// Text measured with a TrueType font's advance widths: a grapheme cluster advances by the sum of its scalars'
/// advances scaled to the font's size (no kerning, no shaping); combining marks and default-ignorable scalars
/// after a cluster's first add nothing; a scalar the font lacks advances as glyph 0 does. Weights from semibold
/// up use the bold face. A line is (ascender − descender + line gap) tall, its baseline the ascender down.
package struct FontTextMeasurer: TextMeasuring {
    /// The face of regular weights (nil: `UniformTextMeasurer`).
    package let regular: TrueTypeFont?
    /// The face of semibold and heavier weights (nil: `UniformTextMeasurer`).
    package let bold: TrueTypeFont?

    /// Creates a measurer from a regular and a bold face (nil: `UniformTextMeasurer` for that weight).
    package init(regular: TrueTypeFont?, bold: TrueTypeFont?) {
        self.regular = regular
        self.bold = bold
    }

    private func face(_ font: ResolvedFont) -> TrueTypeFont? {
        font.weight.value >= Font.Weight.semibold.value ? bold : regular
    }

    /// The scale from font units to points at the font's size (a size that is not finite and positive is 0).
    private func scale(_ face: TrueTypeFont, _ font: ResolvedFont) -> CGFloat {
        font.size.isFinite && font.size > 0 ? font.size / CGFloat(face.unitsPerEm) : 0
    }

    package func advance(of character: Character, in font: ResolvedFont) -> CGFloat {
        guard let face = face(font) else { return UniformTextMeasurer().advance(of: character, in: font) }
        var units = 0
        for (index, scalar) in character.unicodeScalars.enumerated() {
            if index > 0, Self.addsNothing(scalar) { continue }
            units += face.advance(of: scalar)
        }
        return CGFloat(units) * scale(face, font)
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
