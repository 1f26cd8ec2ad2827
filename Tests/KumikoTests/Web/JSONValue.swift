import Foundation

/// A JSON document decoded into native Swift values (with `JSONDecoder`), for the web tests: typed accessors
/// for frames' items, and values that expectations compare and print plainly.
enum JSONValue: Decodable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Parses `text`; nil when it is not JSON.
    static func parse(_ text: String) -> JSONValue? { try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }

    subscript(key: String) -> JSONValue? { if case .object(let object) = self { object[key] } else { nil } }
    var string: String? { if case .string(let value) = self { value } else { nil } }
    var double: Double? { if case .number(let value) = self { value } else { nil } }
    var int: Int? { double.map { Int($0) } }
    var boolean: Bool? { if case .bool(let value) = self { value } else { nil } }
    var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }

    /// A frame's or patch's items.
    var items: [JSONValue] { self["items"]?.array ?? [] }
    /// An item's kind.
    var kind: String? { self["k"]?.string }
    /// A text item's characters, its runs joined.
    var text: String { (self["r"]?.array ?? []).compactMap { $0.array?.first?.string }.joined() }
    /// An item's rectangle.
    var rect: CGRect {
        CGRect(x: self["x"]?.double ?? 0, y: self["y"]?.double ?? 0, width: self["w"]?.double ?? 0, height: self["h"]?.double ?? 0)
    }
}
