import Foundation
import KumikoCore

/// A view as the browser backend shows it, drawn by headless Chromium into a PNG (what `ImageRenderer.pngData`
/// makes, ``prepared(of:environment:proposal:scale:colorScheme:browser:maximumPixels:)`` then ``capture(_:)``): the view is laid out on the web platform as a browser session lays it out (the same metrics, fonts and
/// colour scheme), its frame encoded by ``WebFrameEncoder`` into the live page (``WebPage``, the same script and
/// styles) which draws it once instead of connecting; the browser is given the page, its script and fonts from
/// memory (``Chromium/serve(_:)``: no server, no port), waits for the fonts, and captures the view's rectangle.
@MainActor
package enum WebPicture {
    /// Why there is no picture.
    package enum Failure: Error, Equatable {
        /// No browser at `path`.
        case browserNotInstalled(path: String)
        /// The view has no width or no height.
        case empty
        /// The browser did not make the picture.
        case browser(String)
    }

    /// The longest side of a picture, in device pixels: a huge (or infinite) view is cut there, with a warning.
    package static let maximumPixels = 8192

    /// The fonts the pictures are drawn and measured with, found once.
    private static let fonts = WebFonts.load()

    /// What a picture's browser is given: the page carrying the frame, the window, the scale and the colour scheme.
    package struct Prepared: Sendable {
        let page: WebPage
        let clip: CGSize
        let scale: CGFloat
        let colorScheme: ColorScheme
        let browser: String
    }

    /// The main actor's part of a picture: `view` laid out for `proposal` in `environment`, to be drawn at `scale`
    /// device pixels a point in `colorScheme` as a PNG of the view's size times `scale` (rounded up to whole pixels;
    /// each side at most `maximumPixels`), and its frame put in the page the browser will draw (``capture(_:)``).
    package static func prepared<Content: View>(
        of view: Content, environment: EnvironmentValues = EnvironmentValues(), proposal: ProposedViewSize,
        scale: CGFloat, colorScheme: ColorScheme, browser: String = Chromium.path, maximumPixels: Int = maximumPixels
    ) throws(Failure) -> Prepared {
        guard FileManager.default.isExecutableFile(atPath: browser) else { throw .browserNotInstalled(path: browser) }
        var scale = scale
        if !scale.isFinite || scale <= 0 {
            Diagnostics.warnOnce("ImageRenderer.pngScale", "ImageRenderer: the scale \(scale) is not a positive number; drawing at 1.")
            scale = 1
        }
        let graph = laidOut(view, environment: environment, proposal: proposal, colorScheme: colorScheme)
        if !graph.drawnSize.width.isFinite || !graph.drawnSize.height.isFinite {
            // An infinite side (a flexible view offered infinity) is laid out again at the limit, so that what the
            // picture shows is drawn (the page gets finite numbers only).
            let limit = CGFloat(maximumPixels) / scale
            graph.settle(proposal: ProposedViewSize(width: graph.drawnSize.width.isFinite ? proposal.width : limit,
                                                    height: graph.drawnSize.height.isFinite ? proposal.height : limit))
        }
        let size = graph.drawnSize
        let width = pixels(size.width, scale: scale, limit: maximumPixels)
        let height = pixels(size.height, scale: scale, limit: maximumPixels)
        guard width > 0, height > 0 else { throw .empty }
        // The window: the picture in points, whole CSS pixels up; the clip exactly the picture, so that the
        // browser's own rounding gives exactly `width` × `height` device pixels.
        let clip = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        let items = WebFrameEncoder.items(of: graph)
        let page = WebPage(title: "Kumiko", fonts: fonts, frame: WebFrameEncoder.frame(items: items, size: clip, sequence: 1))
        return Prepared(page: page, clip: clip, scale: scale, colorScheme: colorScheme, browser: browser)
    }

    /// The browser's part of a picture: a new headless browser draws the prepared page and captures its top left
    /// `clip` (in points) as a PNG.
    /// Blocks its thread until the browser is done (a second or so): tests run it off the main actor.
    nonisolated package static func capture(_ prepared: Prepared) throws(Failure) -> Data {
        do {
            let clip = prepared.clip
            let chromium = try open(prepared.page, clip: clip, scale: prepared.scale, colorScheme: prepared.colorScheme,
                                    browser: prepared.browser)
            let shot = try chromium.call("Page.captureScreenshot", [
                "format": "png", "captureBeyondViewport": false,
                "clip": ["x": 0, "y": 0, "width": Double(clip.width), "height": Double(clip.height), "scale": 1],
            ])
            guard let base64 = shot["data"] as? String, let png = Data(base64Encoded: base64) else {
                throw Chromium.Failure(description: "no picture in the browser's reply")
            }
            return png
        } catch let error as Chromium.NotInstalled {
            throw .browserNotInstalled(path: error.path)
        } catch {
            throw .browser("\(error)")
        }
    }

    /// A graph of `view` on the web platform in `colorScheme` (as a session whose page prefers it), settled for
    /// `proposal`: what a picture draws.
    package static func laidOut<Content: View>(_ view: Content, environment: EnvironmentValues = EnvironmentValues(),
                                               proposal: ProposedViewSize, colorScheme: ColorScheme) -> ViewGraph {
        var environment = environment
        environment.colorScheme = colorScheme
        let graph = ViewGraph(root: view, environment: .web(.web(fonts: fonts), environment))
        graph.settle(proposal: proposal)
        return graph
    }

    /// The device pixels of a side `length` points long at `scale`: rounded up (a hundredth of a pixel over a whole
    /// number is rounding noise), at most `limit` (an infinite side is cut there too, with a warning); NaN is 0.
    private static func pixels(_ length: CGFloat, scale: CGFloat, limit: Int) -> Int {
        guard !length.isNaN else { return 0 }
        guard length.isFinite else {
            Diagnostics.warnOnce("ImageRenderer.pngInfinite", "ImageRenderer: the view's size is infinite; the picture is cut at \(limit) pixels.")
            return limit
        }
        let count = (length * scale - 0.01).clampedInt(.up)
        if count > limit {
            Diagnostics.warnOnce("ImageRenderer.pngHuge", "ImageRenderer: the view is larger than \(limit) pixels; the picture is cut.")
        }
        return min(max(count, 0), limit)
    }

    /// `page` drawn in a new headless browser with a window of `clip` (in points) at `scale`, in `colorScheme`, its
    /// fonts loaded and painted: what a picture captures, and what tests read the page's styles from.
    nonisolated static func open(_ page: WebPage, clip: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
                             browser: String = Chromium.path) throws -> Chromium {
        let chromium = try Chromium(width: Int(clip.width.rounded(.up)), height: Int(clip.height.rounded(.up)),
                                    executable: browser, timeout: .seconds(120))
        try chromium.emulate(width: Int(clip.width.rounded(.up)), height: Int(clip.height.rounded(.up)), scale: Double(scale))
        try chromium.call("Emulation.setEmulatedMedia", ["media": "", "features": [
            ["name": "prefers-color-scheme", "value": colorScheme == .dark ? "dark" : "light"],
        ]])
        try chromium.serve { page.asset(at: $0) }
        try chromium.call("Page.enable")
        chromium.record(["Page.loadEventFired"])
        // Any host: nothing leaves the browser (every request is answered from memory); `.invalid` never resolves.
        let navigation = try chromium.call("Page.navigate", ["url": "http://kumiko.invalid/"])
        if let error = navigation["errorText"] as? String { throw Chromium.Failure(description: "the page did not open: \(error)") }
        _ = try chromium.waitFor(event: "Page.loadEventFired")
        // Laying the page out starts its fonts loading; then all of them have loaded (or failed), and two
        // animation frames later the text is painted in them.
        let failedFonts = try chromium.evaluateAwaiting("""
            (() => { document.body.getBoundingClientRect(); return document.fonts.ready; })()
              .then(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))))
              .then(() => [...document.fonts].filter(f => f.status === "error").map(f => f.family + " " + f.weight))
            """)
        guard failedFonts == "[]" else { throw Chromium.Failure(description: "fonts did not load: \(failedFonts)") }
        return chromium
    }

    /// `view` laid out at `size` on the web platform and drawn in a new headless browser (``open(_:clip:scale:colorScheme:browser:)``).
    package static func open<Content: View>(_ view: Content, size: CGSize, colorScheme: ColorScheme = .light) throws -> Chromium {
        try open(page(of: view, size: size, colorScheme: colorScheme), clip: size, colorScheme: colorScheme)
    }

    /// The page that draws `view` laid out at `size` on the web platform, for ``open(_:clip:scale:colorScheme:browser:)``.
    static func page<Content: View>(of view: Content, size: CGSize, colorScheme: ColorScheme = .light) -> WebPage {
        let graph = laidOut(view, proposal: ProposedViewSize(width: size.width, height: size.height), colorScheme: colorScheme)
        return WebPage(title: "Kumiko", fonts: fonts, frame: WebFrameEncoder.frame(items: WebFrameEncoder.items(of: graph), size: size, sequence: 1))
    }
}
