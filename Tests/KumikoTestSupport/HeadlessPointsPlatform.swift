import Foundation
import Kumiko
import KumikoCore
import KumikoWeb

/// A second platform for tests (issue 12): iOS's metrics, layout values snapped to whole points, and text measured
/// with the advance widths of a real proportional font (DejaVu Sans and DejaVu Sans Bold, Debian's
/// `fonts-dejavu-core`, which `.ci/run` installs). Display lists rendered on it show what core decides when the
/// platform is not a terminal: no cells, no terminal glyphs (except chrome that still draws its own).
package enum HeadlessPointsPlatform {
    /// Where Debian's `fonts-dejavu-core` puts DejaVu Sans.
    package static let regularFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Where Debian's `fonts-dejavu-core` puts DejaVu Sans Bold.
    package static let boldFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// The platform made from the installed DejaVu fonts, and what went wrong loading them (empty when nothing).
    package static let shared = make(regularFontAt: regularFontPath, boldFontAt: boldFontPath)

    /// Makes the platform from two font files. A file that is missing or does not read gives a diagnostic and
    /// falls back: a missing bold face to the regular one, a missing regular face to the bold one, and no face
    /// at all to core's `UniformTextMeasurer`.
    package static func make(regularFontAt regularPath: String, boldFontAt boldPath: String) -> (platform: Platform, diagnostics: [String]) {
        var diagnostics: [String] = []
        func load(_ path: String) -> TrueTypeFont? {
            do throws(TrueTypeFontError) {
                return try TrueTypeFont(contentsOf: path)
            } catch {
                var message = "headless points platform: \(path): \(error.description)"
                if case .unreadable = error { message += " (install Debian's fonts-dejavu-core)" }
                diagnostics.append(message)
                return nil
            }
        }
        let regular = load(regularPath)
        let bold = load(boldPath)
        let measurer = FontTextMeasurer(regular: regular ?? bold, bold: bold ?? regular)
        if regular == nil && bold == nil { diagnostics.append("headless points platform: text measured by UniformTextMeasurer") }
        let platform = Platform(name: "headless points", metrics: .iOS, text: measurer,
                                grid: DeviceGrid(unit: CGSize(width: 1, height: 1)))
        return (platform, diagnostics)
    }
}

extension Platform {
    /// The headless points platform of the tests (``HeadlessPointsPlatform``).
    package static var headlessPoints: Platform { HeadlessPointsPlatform.shared.platform }
}

/// What rendering a view headlessly gives: its display list, the root's size and the frames of probed views.
package struct HeadlessRendering {
    /// The display list of the settled layout.
    package var displayList: DisplayList
    /// The size the root chose.
    package var size: CGSize
    /// The frames of views marked with `probe(_:)`, by name, in global coordinates.
    package var frames: [String: CGRect]
    /// Whether the graph settled: nothing was left to update or lay out again.
    package var settled: Bool
}

/// Renders `view` on `platform` (the headless points platform unless told) without a terminal: a `ViewGraph`
/// whose base environment holds the platform, settled at `proposal`.
@MainActor
package func renderHeadless<V: View>(_ view: V, proposal: ProposedViewSize, platform: Platform = .headlessPoints) -> HeadlessRendering {
    renderHeadless(view, proposals: [proposal], platform: platform)[0]
}

/// Renders `view` on `platform` at each of `proposals` in turn, in one graph (as a window resized between frames).
/// The probed frames are read from the settled graph's preferences, as an `onPreferenceChange` at the root would
/// deliver them, without the extra layout pass its action costs.
@MainActor
package func renderHeadless<V: View>(_ view: V, proposals: [ProposedViewSize], platform: Platform = .headlessPoints) -> [HeadlessRendering] {
    let graph = headlessGraph(view, platform: platform)
    return proposals.map { proposal in
        let size = graph.settle(proposal: proposal)
        return HeadlessRendering(displayList: graph.displayList(), size: size,
                                 frames: graph.rootPreference(ProbedFramesKey.self) ?? [:],
                                 settled: !graph.needsUpdate)
    }
}

/// A graph of `view` whose base environment holds `platform`, settled at `proposal` when one is given.
@MainActor
package func headlessGraph<V: View>(_ view: V, platform: Platform, settledAt proposal: ProposedViewSize? = nil) -> ViewGraph {
    var environment = EnvironmentValues()
    environment.platform = platform
    let graph = ViewGraph(root: view, environment: environment)
    if let proposal { graph.settle(proposal: proposal) }
    return graph
}

/// Renders `view` headlessly at a width and height in points (nil: unspecified).
@MainActor
package func renderHeadless<V: View>(_ view: V, width: CGFloat?, height: CGFloat?, platform: Platform = .headlessPoints) -> HeadlessRendering {
    renderHeadless(view, proposal: ProposedViewSize(width: width, height: height), platform: platform)
}

extension DisplayList {
    /// The texts drawn, in drawing order.
    package var texts: [TextDrawing] {
        items.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// The shapes drawn, in drawing order.
    package var shapes: [ShapeDrawing] {
        items.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    /// The chrome drawn, in drawing order.
    package var chrome: [ChromeDrawing] {
        items.compactMap { if case .chrome(let chrome) = $0 { chrome } else { nil } }
    }

    /// Every rectangle the list places something in: text frames, the text lines' boxes, shape bounds, erased
    /// and clip rectangles.
    package var placedRectangles: [CGRect] { placements.map(\.rect) }

    /// What of each placed rectangle its clips leave visible (rectangles clipped away entirely are left out).
    package var visibleRectangles: [CGRect] {
        placements.compactMap { placement in
            guard let clip = placement.clip else { return placement.rect }
            let visible = placement.rect.intersection(clip)
            return visible.isNull ? nil : visible
        }
    }

    /// Each placed rectangle with the clip in force where it is drawn (nil: none).
    private var placements: [(rect: CGRect, clip: CGRect?)] {
        var clips: [CGRect] = []
        var placements: [(rect: CGRect, clip: CGRect?)] = []
        for item in items {
            switch item {
            case .text(let text):
                placements.append((text.frame, clips.last))
                placements += text.lines.map {
                    (CGRect(x: text.frame.minX + $0.offset.x, y: text.frame.minY + $0.offset.y, width: $0.width, height: $0.height),
                     clips.last)
                }
            case .shape(let shape): placements.append((shape.path.boundingRect, clips.last))
            case .chrome(let chrome): placements.append((chrome.frame, clips.last))
            case .erase(let rect): placements.append((rect, clips.last))
            case .textInput(let input): placements.append((input.frame, clips.last))
            case .pushClip(let rect):
                placements.append((rect, clips.last))
                clips.append(clips.last.map { rect.intersection($0) } ?? rect)
            case .popClip: _ = clips.popLast()
            case .beginMark, .endMark, .dimBeneath, .beginEffect, .endEffect, .beginAccessibilityElement, .endAccessibilityElement, .beginScroll, .endScroll: break
            }
        }
        return placements
    }
}

extension TextDrawing {
    /// The text of each line, its segments joined.
    package var lineStrings: [String] { lines.map { $0.segments.map(\.text).joined() } }
}

extension CGRect {
    /// Finite, with no negative size.
    package var isSane: Bool {
        // The stored size, not `width`/`height`, which standardise a negative size away.
        origin.x.isFinite && origin.y.isFinite && size.isSane
    }
}

extension CGSize {
    /// Finite and not negative.
    package var isSane: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}
