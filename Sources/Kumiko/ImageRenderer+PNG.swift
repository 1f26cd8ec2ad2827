import Foundation
import KumikoCore
import KumikoTerminal
@_implementationOnly import KumikoWeb

extension ImageRenderer {
    /// The view as the browser backend shows it (`--web`), drawn by headless Chromium, as PNG data: for snapshot
    /// tests of a view's look on Linux CI.
    ///
    /// The view is laid out as a browser session lays it out, with iOS's metrics and the fonts the page is served
    /// (Inter, else DejaVu Sans), and drawn by the page's own script and styles in `colorScheme` (the page's
    /// colours and the view's `colorScheme` environment value both follow it). The picture is the view's size
    /// (as ``terminalImage``: laid out for ``proposedSize``) times ``scale`` device pixels a point, rounded up
    /// to whole pixels; a side longer than 8,192 pixels is cut there, with a warning on standard error.
    ///
    /// ```swift
    /// @MainActor @Test func badge() throws {
    ///     let renderer = ImageRenderer(content: Badge(count: 3))
    ///     renderer.scale = 2
    ///     let png = try renderer.pngData(colorScheme: .dark)
    ///     try png.write(to: URL(fileURLWithPath: "/tmp/badge.png"))
    /// }
    /// ```
    ///
    /// Optional: it needs Chromium (Debian: `apt-get install chromium`; another browser binary through the
    /// `KUMIKO_CHROMIUM` environment variable), started for each call and ended before it returns (about a second).
    /// Each call lays the view out afresh: state the view keeps is not carried from one picture to the next.
    ///
    /// Kumiko extension, not SwiftUI API: SwiftUI's renderer makes a `CGImage` (`uiImage?.pngData()` on iOS);
    /// docs/PUBLIC-API.md.
    ///
    /// - Parameter colorScheme: The colour scheme the page and the view are drawn in.
    /// - Returns: The PNG file's bytes.
    /// - Throws: ``BrowserRenderingError``: Chromium is not installed, the view has no size, or the browser
    ///   failed.
    public func pngData(colorScheme: ColorScheme = .light) throws -> Data {
        try pngData(colorScheme: colorScheme, browser: nil)
    }

    /// ``pngData(colorScheme:)`` with the browser at `browser` (nil: the usual one), and sides cut at
    /// `maximumPixels` (nil: 8,192), for tests.
    package func pngData(colorScheme: ColorScheme, browser: String?, maximumPixels: Int? = nil) throws(BrowserRenderingError) -> Data {
        do {
            return try WebPicture.capture(prepared(colorScheme: colorScheme, browser: browser, maximumPixels: maximumPixels))
        } catch {
            throw BrowserRenderingError(error)
        }
    }

    /// ``pngData(colorScheme:browser:maximumPixels:)`` with the browser's part on a thread of its own, for tests: a
    /// browser holds its thread for a second or more, and the main actor is every other main-actor test's too.
    package func pngDataOffMainActor(colorScheme: ColorScheme, browser: String? = nil, maximumPixels: Int? = nil) async throws(BrowserRenderingError) -> Data {
        do {
            let prepared = try prepared(colorScheme: colorScheme, browser: browser, maximumPixels: maximumPixels)
            return try await Chromium.drive { try WebPicture.capture(prepared) }
        } catch let error as WebPicture.Failure {
            throw BrowserRenderingError(error)
        } catch {
            throw .browserFailed("\(error)")
        }
    }

    /// The main actor's part of a picture: the content laid out as the renderer says, in its page.
    private func prepared(colorScheme: ColorScheme, browser: String?, maximumPixels: Int?) throws(WebPicture.Failure) -> WebPicture.Prepared {
        try WebPicture.prepared(of: content, environment: environment, proposal: proposedSize, scale: scale,
                                colorScheme: colorScheme, browser: browser ?? Chromium.path,
                                maximumPixels: maximumPixels ?? WebPicture.maximumPixels)
    }
}

extension BrowserRenderingError {
    /// The error for a picture's failure.
    fileprivate init(_ failure: WebPicture.Failure) {
        switch failure {
        case .browserNotInstalled(let path): self = .browserNotInstalled(path: path)
        case .empty: self = .emptyView
        case .browser(let reason): self = .browserFailed(reason)
        }
    }
}

/// Why ``ImageRenderer/pngData(colorScheme:)`` made no picture.
///
/// Kumiko extension, not SwiftUI API (docs/PUBLIC-API.md).
public enum BrowserRenderingError: Error, Equatable, CustomStringConvertible {
    /// No Chromium at `path`: install it (Debian: `apt-get install chromium`), or set the `KUMIKO_CHROMIUM`
    /// environment variable to the browser's path.
    case browserNotInstalled(path: String)
    /// The view has no width or no height (laid out for the renderer's `proposedSize`).
    case emptyView
    /// The browser started but did not draw the picture; the reason is the browser's.
    case browserFailed(String)

    public var description: String {
        switch self {
        case .browserNotInstalled(let path):
            "ImageRenderer.pngData: " + Chromium.NotInstalled(path: path).description
        case .emptyView: "ImageRenderer.pngData: the view has no size (zero width or height), so there is no picture"
        case .browserFailed(let reason): "ImageRenderer.pngData: the browser did not draw the picture: \(reason)"
        }
    }
}
