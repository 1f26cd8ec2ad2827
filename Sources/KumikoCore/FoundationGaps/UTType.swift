import Foundation

#if !canImport(UniformTypeIdentifiers)
/// A uniform type identifier, as `UTType` of Apple's UniformTypeIdentifiers framework (which Linux lacks): what
/// a `Transferable` type's representations name their content type with. Kumiko keeps the identifier and the
/// preferred filename extension; it has no type database (conformance is by identifier only).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier (`public.json`).
    public let identifier: String
    /// The filename extension files of this type usually have.
    public let preferredFilenameExtension: String?
    /// The MIME type of this type, when known.
    public let preferredMIMEType: String?

    init(known identifier: String, filenameExtension: String? = nil, mimeType: String? = nil) {
        self.identifier = identifier
        preferredFilenameExtension = filenameExtension
        preferredMIMEType = mimeType
    }

    /// A type the app declares and exports.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(known: identifier) }

    /// A type the app imports from another declaration.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(known: identifier) }

    /// The built-in type with a filename extension, if Kumiko knows one.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == lowered }) else { return nil }
        self = known
    }

    /// The built-in type with an identifier, if Kumiko knows one.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// Whether this type is `type` (Kumiko has no type hierarchy: only the same identifier conforms).
    public func conforms(to type: UTType) -> Bool { type.identifier == identifier || type == .item || type == .data && self != .item }

    /// The identifier.
    public var description: String { identifier }

    /// Any item.
    public static let item = UTType(known: "public.item")
    /// Any content.
    public static let content = UTType(known: "public.content")
    /// Bytes.
    public static let data = UTType(known: "public.data")
    /// Text.
    public static let text = UTType(known: "public.text")
    /// Plain text.
    public static let plainText = UTType(known: "public.plain-text", filenameExtension: "txt", mimeType: "text/plain")
    /// UTF-8 plain text.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text", mimeType: "text/plain;charset=utf-8")
    /// Text with formatting.
    public static let rtf = UTType(known: "public.rtf", filenameExtension: "rtf", mimeType: "text/rtf")
    /// HTML.
    public static let html = UTType(known: "public.html", filenameExtension: "html", mimeType: "text/html")
    /// JSON.
    public static let json = UTType(known: "public.json", filenameExtension: "json", mimeType: "application/json")
    /// A property list.
    public static let propertyList = UTType(known: "com.apple.property-list", filenameExtension: "plist")
    /// XML.
    public static let xml = UTType(known: "public.xml", filenameExtension: "xml", mimeType: "application/xml")
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text", filenameExtension: "csv", mimeType: "text/csv")
    /// A URL.
    public static let url = UTType(known: "public.url")
    /// A file URL.
    public static let fileURL = UTType(known: "public.file-url")
    /// An image.
    public static let image = UTType(known: "public.image")
    /// A PNG image.
    public static let png = UTType(known: "public.png", filenameExtension: "png", mimeType: "image/png")
    /// A JPEG image.
    public static let jpeg = UTType(known: "public.jpeg", filenameExtension: "jpeg", mimeType: "image/jpeg")
    /// A PDF document.
    public static let pdf = UTType(known: "com.adobe.pdf", filenameExtension: "pdf", mimeType: "application/pdf")
    /// A movie.
    public static let movie = UTType(known: "public.movie")
    /// Audio.
    public static let audio = UTType(known: "public.audio")
    /// A zip archive.
    public static let zip = UTType(known: "public.zip-archive", filenameExtension: "zip", mimeType: "application/zip")
    /// A folder.
    public static let folder = UTType(known: "public.folder")

    private static let known: [UTType] = [
        .item, .content, .data, .text, .plainText, .utf8PlainText, .rtf, .html, .json, .propertyList, .xml,
        .commaSeparatedText, .url, .fileURL, .image, .png, .jpeg, .pdf, .movie, .audio, .zip, .folder,
    ]
}
#endif
