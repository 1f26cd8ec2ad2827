import Foundation

/// One thing the page loads over plain HTTP: its type and bytes.
struct WebAsset: Sendable {
    /// The `Content-Type`.
    let contentType: String
    /// The body.
    let body: Data
    /// The `Cache-Control`: the page and script are checked on every load, the fonts kept a day.
    let cacheControl: String
}

extension WebPage {
    /// What is served at `path`: the page (`/`), its script (`/kumiko.js`), a font (`/fonts/<face>`, see
    /// ``WebFonts/face(named:)``); nil for anything else. The server's routes answer from it, and so does headless
    /// Chromium when it draws a picture (``WebPicture``), so both get the same bytes.
    func asset(at path: String) -> WebAsset? {
        switch path {
        case "/": return WebAsset(contentType: "text/html; charset=utf-8", body: Data(html.utf8), cacheControl: "no-cache")
        case "/kumiko.js":
            return WebAsset(contentType: "text/javascript; charset=utf-8", body: Data(Self.script.utf8), cacheControl: "no-cache")
        default:
            let prefix = "/fonts/"
            guard path.hasPrefix(prefix), let face = fonts.face(named: String(path.dropFirst(prefix.count))),
                  let data = face.contents else { return nil }
            return WebAsset(contentType: "font/\(face.format == "opentype" ? "otf" : "ttf")", body: data, cacheControl: "max-age=86400")
        }
    }
}
