import Foundation

/// A type-erased list of the values a `NavigationStack` shows, as SwiftUI's `NavigationPath`: append values of
/// any `Hashable` type, remove from the end, and save and restore the path through ``codable`` when every
/// value is `Codable`.
public struct NavigationPath: Equatable {
    /// One value and, when it is `Codable`, how to save it.
    struct Element: Equatable {
        let value: AnyHashable
        let encoded: (type: String, json: String)?

        static func == (a: Element, b: Element) -> Bool { a.value == b.value }
    }

    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of the given values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { Element(value: AnyHashable($0), encoded: nil) }
    }

    /// A path of the given `Codable` values (so that it can be saved).
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.elements = elements.map { Element(value: AnyHashable($0), encoded: Self.encode($0)) }
    }

    /// A path restored from a saved representation; values whose type cannot be found are left out, with a
    /// diagnostic.
    public init(_ codable: CodableRepresentation) {
        elements = codable.entries.compactMap { entry in
            guard let type = _typeByName(entry.type) as? any (Decodable & Hashable).Type,
                  let value = Self.decode(type, from: entry.json) else {
                Diagnostics.warnOnce("NavigationPath.decode.\(entry.type)", "NavigationPath: cannot restore a value of type \(entry.type); it is left out.")
                return nil
            }
            return Element(value: value, encoded: (entry.type, entry.json))
        }
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(Element(value: AnyHashable(value), encoded: nil))
    }

    /// Appends a `Codable` value (the path stays savable).
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(Element(value: AnyHashable(value), encoded: Self.encode(value)))
    }

    /// Removes the last `k` values (all of them when `k` is larger than the count).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }

    /// A savable representation, or nil when a value is not `Codable`.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let encoded = element.encoded else { return nil }
            entries.append(.init(type: encoded.type, json: encoded.json))
        }
        return CodableRepresentation(entries: entries)
    }

    /// The values, in order.
    var values: [AnyHashable] { elements.map(\.value) }

    /// A path of values that are already type-erased (from the stack's own storage).
    init(values: [AnyHashable]) {
        elements = values.map { Element(value: $0, encoded: nil) }
    }

    /// A saved path: each value's type name and its JSON.
    public struct CodableRepresentation: Codable, Equatable {
        struct Entry: Codable, Equatable {
            let type: String
            let json: String
        }
        let entries: [Entry]
    }

    private static func encode<V: Encodable>(_ value: V) -> (type: String, json: String)? {
        guard let data = try? JSONEncoder().encode(value), let json = String(data: data, encoding: .utf8),
              let name = _mangledTypeName(V.self) else { return nil }
        return (name, json)
    }

    private static func decode<V: Decodable & Hashable>(_ type: V.Type, from json: String) -> AnyHashable? {
        (try? JSONDecoder().decode(V.self, from: Data(json.utf8))).map { AnyHashable($0) }
    }
}
