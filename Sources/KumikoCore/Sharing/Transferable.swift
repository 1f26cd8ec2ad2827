import Foundation

/// A type that can be transferred (shared, dragged, copied) as SwiftUI's `Transferable` (from Core
/// Transferable): it says how in its ``transferRepresentation``.
///
/// Kumiko keeps the representations a type declares, so types written for Apple's platforms compile and can be
/// given to a ``ShareLink``; a terminal has no share sheet, drag and drop or pasteboard of items to hand them to.
public protocol Transferable {
    /// The type of the representation.
    associatedtype Representation: TransferRepresentation
    /// How the type is transferred: one or more representations, in order of preference.
    @TransferRepresentationBuilder<Self>
    static var transferRepresentation: Representation { get }
}

/// A way of transferring an item, as SwiftUI's `TransferRepresentation`: built-in representations
/// (``DataRepresentation``, ``FileRepresentation``, ``CodableRepresentation``, ``ProxyRepresentation``) or a
/// composition of them in a ``body``.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type transferred.
    associatedtype Item: Transferable
    /// The type of the body.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item>
    var body: Body { get }
}

/// Builds a transfer representation from closures, as SwiftUI's `TransferRepresentationBuilder`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    /// One representation.
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    /// Several representations, in order of preference.
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> TupleTransferRepresentation<Item, (repeat each R)> {
        TupleTransferRepresentation((repeat each content))
    }
}

/// Several representations in order of preference, as SwiftUI's `TupleTransferRepresentation`.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation {
    let value: Value
    init(_ value: Value) { self.value = value }

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("TupleTransferRepresentation has no body") }
}

extension TupleTransferRepresentation: @unchecked Sendable {}

extension Never: TransferRepresentation {
    /// Never's item.
    public typealias Item = Never
}

extension Never: Transferable {
    /// Never has no representation.
    public static var transferRepresentation: Never { return fatalError("Never has no representation") }
}

/// A representation that transfers an item as another transferable type, as SwiftUI's `ProxyRepresentation`.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    /// A representation that exports the item as its proxy and imports it from one.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// A representation that exports the item as its proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
        self.importing = nil
    }

    /// A representation that imports the item from its proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = nil
        self.importing = importing
    }

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("ProxyRepresentation has no body") }
}

/// A representation that transfers an item as bytes of a content type, as SwiftUI's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The content type exported.
    let exportedType: UTType?
    /// The content type imported.
    let importedType: UTType?
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// A representation that exports and imports the item as bytes of `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        (exportedType, importedType, self.exporting, self.importing) = (contentType, contentType, exporting, importing)
    }

    /// A representation that exports the item as bytes of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        (exportedType, importedType, self.exporting, self.importing) = (exportedContentType, nil, exporting, nil)
    }

    /// A representation that imports the item from bytes of `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        (exportedType, importedType, self.exporting, self.importing) = (nil, importedContentType, nil, importing)
    }

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("DataRepresentation has no body") }
}

/// A file sent by a ``FileRepresentation``, as SwiftUI's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public var file: URL
    /// Whether the receiver may access the original file rather than a copy.
    public var allowAccessingOriginalFile: Bool

    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received by a ``FileRepresentation``, as SwiftUI's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    /// The file's URL.
    public let file: URL
    /// Whether the file is the original rather than a copy.
    public let isOriginalFile: Bool
}

/// A representation that transfers an item as a file of a content type, as SwiftUI's `FileRepresentation`.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let exportedType: UTType?
    let importedType: UTType?
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// A representation that exports and imports the item as a file of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        (exportedType, importedType, self.exporting, self.importing) = (contentType, contentType, exporting, importing)
    }

    /// A representation that exports the item as a file of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        (exportedType, importedType, self.exporting, self.importing) = (exportedContentType, nil, exporting, nil)
    }

    /// A representation that imports the item from a file of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        (exportedType, importedType, self.exporting, self.importing) = (nil, importedContentType, nil, importing)
    }

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("FileRepresentation has no body") }
}

/// A representation that transfers a `Codable` item encoded in a content type, as SwiftUI's
/// `CodableRepresentation` (JSON unless an encoder and decoder are given).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation {
    /// The content type.
    let contentType: UTType

    /// A representation encoding the item as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
    }

    /// A representation encoding the item with `encoder` and decoding it with `decoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
    }

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("CodableRepresentation has no body") }
}

extension CodableRepresentation: @unchecked Sendable {}

/// Who can see a representation, as SwiftUI's `TransferRepresentationVisibility`.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    private let name: String
    /// Anyone.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// Apps of the same team.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// Only the app itself.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// A representation with a modifier applied (a suggested file name, an exporting condition, a visibility).
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    /// The item type.
    public typealias Item = Base.Item
    let base: Base

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("_ModifiedTransferRepresentation has no body") }
}

extension TransferRepresentation {
    /// Suggests the name of the file a receiver saves the item in.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self)
    }

    /// Suggests the name of the file a receiver saves the item in, made from the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self)
    }

    /// Exports the item in this representation only when `condition` holds for it.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self)
    }

    /// Limits who can see this representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self)
    }
}

// MARK: Built-in transferable types

extension String: Transferable {
    /// UTF-8 plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) },
                           importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    /// The bytes themselves.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// The URL's string.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.fileReadCorruptFile) }
            return url
        })
    }
}

extension AttributedString: Transferable {
    /// The characters as plain text.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

extension Image: Transferable {
    /// An image (Kumiko has no image bytes to export: an empty PNG).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png, exporting: { _ in Data() })
    }
}
