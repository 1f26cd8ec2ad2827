import Foundation
import KumikoCore

/// The font files the page is served and the server measures text with, so that the browser's lines fit the
/// frames the server computed: Inter (Debian's `fonts-inter`), else DejaVu Sans (`fonts-dejavu-core`), a regular
/// and a bold face. Text in a weight from semibold up is set in the bold face, on both sides.
package struct WebFonts: Sendable {
    /// One face: its file, read once, and its metrics.
    package struct Face: Sendable {
        /// The font file.
        package let path: String
        /// The file's bytes, which the server serves the page.
        package let data: Data
        /// Its metrics.
        package let font: TrueTypeFont
        /// The file's CSS `format()` hint.
        package var format: String { path.hasSuffix(".otf") ? "opentype" : "truetype" }
    }

    /// The regular face (nil: text measured by `UniformTextMeasurer`, the page falls back to `sans-serif`).
    package let regular: Face?
    /// The bold face.
    package let bold: Face?

    /// The families looked for, in order: each a regular and a bold file.
    package static let candidates: [(regular: String, bold: String)] = [
        ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-Bold.otf"),
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    ]

    /// Loads the first family of `candidates` whose regular face reads; reports once when none does.
    package static func load(candidates: [(regular: String, bold: String)] = candidates) -> WebFonts {
        for family in candidates {
            guard let regular = face(at: family.regular) else { continue }
            return WebFonts(regular: regular, bold: face(at: family.bold) ?? regular)
        }
        Diagnostics.warnOnce("WebFonts.none",
            "web: no font file found (install Debian's fonts-inter or fonts-dejavu-core); text is measured by estimate and may not fit its frames.")
        return WebFonts(regular: nil, bold: nil)
    }

    private static func face(at path: String) -> Face? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do throws(TrueTypeFontError) {
            return Face(path: path, data: data, font: try TrueTypeFont(bytes: [UInt8](data)))
        } catch {
            Diagnostics.warnOnce("WebFonts.\(path)", "web: \(path): \(error.description); trying the next font.")
            return nil
        }
    }

    /// The face used for a weight.
    package func face(bold isBold: Bool) -> Face? { isBold ? bold : regular }

    /// The measurer that agrees with the page.
    package var measurer: FontTextMeasurer { FontTextMeasurer(regular: regular?.font, bold: bold?.font) }
}
