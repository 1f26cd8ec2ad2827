import Foundation
import KumikoCore

/// The font files the page is served and the server measures text with, so that the browser's lines fit the
/// frames the server computed: Inter (Debian's `fonts-inter`), else DejaVu Sans (`fonts-dejavu-core`), a regular
/// and a bold face; then fallback families for the scalars those lack, used on both sides only within their ranges
/// (the page's `unicode-range`, so the browser fetches them only for text that needs them): Noto Sans CJK
/// (`fonts-noto-cjk`) for Chinese, Japanese and Korean, Noto Color Emoji (`fonts-noto-color-emoji`) for emoji.
/// Text in a weight from semibold up is set in the bold faces, on both sides.
package struct WebFonts: Sendable {
    /// One face: its file and its metrics.
    package struct Face: Sendable {
        /// The font file.
        package let path: String
        /// The file's bytes when the server keeps them (the main faces, read once); nil for the large fallback
        /// files (tens of megabytes), which are read when a page asks for them.
        package let data: Data?
        /// Its metrics.
        package let font: TrueTypeFont

        /// The file's bytes, which the server serves the page: kept, or read now.
        package var contents: Data? { data ?? FileManager.default.contents(atPath: path) }
        /// The file's CSS `format()` hint.
        package var format: String { path.hasSuffix(".otf") || path.hasSuffix(".ttc") ? "opentype" : "truetype" }
    }

    /// A family for the scalars the main faces lack.
    package struct Fallback: Sendable {
        /// Its name in the served paths (`/fonts/<name>-regular`, `/fonts/<name>-bold`) and its CSS family
        /// (`Kumiko-<name>`).
        package let name: String
        /// The regular face.
        package let regular: Face
        /// The bold face (the regular one when the family has none).
        package let bold: Face
        /// The scalars it is used for.
        package let ranges: [ClosedRange<UInt32>]
        /// Whether a grapheme cluster it draws is one glyph (emoji sequences: skin tones, flags, ZWJ families).
        package let clustersAreOneGlyph: Bool

        /// The CSS family name.
        package var cssFamily: String { WebFonts.cssFamily(fallback: name) }
    }

    /// Where Debian puts a fallback family, and what it is used for.
    package struct FallbackCandidate: Sendable {
        package let name: String
        package let regular: String
        package let bold: String?
        package let ranges: [ClosedRange<UInt32>]
        package let clustersAreOneGlyph: Bool
        /// The package that has it, for the diagnostic when it is missing.
        package let package: String
    }

    /// The regular face (nil: text measured by `UniformTextMeasurer`, the page falls back to `sans-serif`).
    package let regular: Face?
    /// The bold face.
    package let bold: Face?
    /// The fallback families found, in order.
    package let fallbacks: [Fallback]

    /// The families looked for, in order: each a regular and a bold file.
    package static let candidates: [(regular: String, bold: String)] = [
        ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-Bold.otf"),
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    ]

    /// The fallback families looked for, in order.
    package static let fallbackCandidates: [FallbackCandidate] = [
        // CJK punctuation and symbols, kana, Hangul, the ideographs and their extensions, full-width forms.
        FallbackCandidate(name: "cjk", regular: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                          bold: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
                          ranges: [0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3100...0x31FF, 0x3200...0x9FFF,
                                   0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF,
                                   0x20000...0x3134F],
                          clustersAreOneGlyph: false, package: "fonts-noto-cjk"),
        // Symbols and pictographs, emoticons, transport, flags' regional indicators, dingbats; and what joins them
        // into one glyph in the same font run (the zero-width joiner, the variation selector, the keycap, tags).
        FallbackCandidate(name: "emoji", regular: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", bold: nil,
                          ranges: [0x200D...0x200D, 0x20E3...0x20E3, 0x231A...0x23FF, 0x2600...0x27BF, 0x2B00...0x2BFF,
                                   0xFE0F...0xFE0F, 0x1F000...0x1FAFF, 0xE0020...0xE007F],
                          clustersAreOneGlyph: true, package: "fonts-noto-color-emoji"),
    ]

    /// Loads the first family of `candidates` whose regular face reads, and the fallback families found; reports
    /// once for each that is missing.
    package static func load(candidates: [(regular: String, bold: String)] = candidates,
                             fallbackCandidates: [FallbackCandidate] = fallbackCandidates) -> WebFonts {
        var fallbacks: [Fallback] = []
        for candidate in fallbackCandidates {
            guard let regular = face(at: candidate.regular, keepingBytes: false) else {
                Diagnostics.warnOnce("WebFonts.\(candidate.name)",
                    "web: no \(candidate.name) font found (install Debian's \(candidate.package)); such text may not fit its frames.")
                continue
            }
            fallbacks.append(Fallback(name: candidate.name, regular: regular,
                                      bold: candidate.bold.flatMap { face(at: $0, keepingBytes: false) } ?? regular,
                                      ranges: candidate.ranges, clustersAreOneGlyph: candidate.clustersAreOneGlyph))
        }
        for family in candidates {
            guard let regular = face(at: family.regular) else { continue }
            return WebFonts(regular: regular, bold: face(at: family.bold) ?? regular, fallbacks: fallbacks)
        }
        Diagnostics.warnOnce("WebFonts.none",
            "web: no font file found (install Debian's fonts-inter or fonts-dejavu-core); text is measured by estimate and may not fit its frames.")
        return WebFonts(regular: nil, bold: nil, fallbacks: fallbacks)
    }

    /// The face in the file at `path`, its bytes kept for serving when `keepingBytes`.
    private static func face(at path: String, keepingBytes: Bool = true) -> Face? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do throws(TrueTypeFontError) {
            return Face(path: path, data: keepingBytes ? data : nil, font: try TrueTypeFont(bytes: [UInt8](data)))
        } catch {
            Diagnostics.warnOnce("WebFonts.\(path)", "web: \(path): \(error.description); trying the next font.")
            return nil
        }
    }

    /// The face used for a weight.
    package func face(bold isBold: Bool) -> Face? { isBold ? bold : regular }

    /// The measurer that agrees with the page.
    package var measurer: FontTextMeasurer {
        FontTextMeasurer(regular: regular?.font, bold: bold?.font, fallbacks: fallbacks.map {
            .init(regular: $0.regular.font, bold: $0.bold.font, ranges: $0.ranges, clustersAreOneGlyph: $0.clustersAreOneGlyph)
        })
    }

    /// The face served at `/fonts/<name>`: `regular`, `bold`, and each fallback's `<name>-regular` and `<name>-bold`.
    package func face(named name: String) -> Face? {
        switch name {
        case "regular": return regular
        case "bold": return bold
        default:
            for fallback in fallbacks {
                if name == fallback.name + "-regular" { return fallback.regular }
                if name == fallback.name + "-bold" { return fallback.bold }
            }
            return nil
        }
    }

    /// The CSS family of the fallback family `name`.
    package static func cssFamily(fallback name: String) -> String { "Kumiko-\(name)" }

    /// The page's font family list: the main faces, every fallback family (a family a machine lacks is not
    /// declared, and the browser skips it), the system's sans-serif.
    package static let cssFamilies = (["KumikoText"] + fallbackCandidates.map { cssFamily(fallback: $0.name) } + ["sans-serif"])
        .joined(separator: ", ")
}
