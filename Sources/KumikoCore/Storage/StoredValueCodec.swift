import Foundation

/// How a value kind that `@AppStorage` and `@SceneStorage` accept becomes a property-list value (what
/// `UserDefaults` and the storage files hold: `Bool`, `Int`, `Double`, `String`, `Data`, `Date`) and back.
///
/// Reading is as lenient as `UserDefaults`' typed getters: a number stored under a `Bool` key reads as
/// `!= 0`, `"YES"`/`"true"` read as true, an integer reads as a `Double`, a numeric string as a number. A value
/// of another kind reads as nothing, so the property shows its default, as in SwiftUI.
package struct StoredValueCodec<Value>: Sendable {
    /// The stored form of a value; nil removes the key (an optional set to nil).
    let encode: @Sendable (Value) -> Any?
    /// The value a stored form reads as, or nil when it does not fit.
    let decode: @Sendable (Any) -> Value?
}

extension StoredValueCodec where Value == Bool {
    package static var bool: Self {
        Self(encode: { $0 }, decode: { stored in
            switch stored {
            case let value as Bool: value
            case let value as Int: value != 0
            case let value as Double: value != 0
            case let value as String:
                ["yes", "true", "1"].contains(value.lowercased()) ? true
                    : ["no", "false", "0"].contains(value.lowercased()) ? false : nil
            default: nil
            }
        })
    }
}

extension StoredValueCodec where Value == Int {
    package static var int: Self {
        Self(encode: { $0 }, decode: { stored in
            switch stored {
            case let value as Int: value
            case let value as Bool: value ? 1 : 0
            case let value as Double: SafeStoredNumber.int(value)
            case let value as String: Int(value) ?? Double(value).flatMap(SafeStoredNumber.int)
            default: nil
            }
        })
    }
}

extension StoredValueCodec where Value == Double {
    package static var double: Self {
        Self(encode: { $0 }, decode: { stored in
            switch stored {
            case let value as Double: value
            case let value as Int: Double(value)
            case let value as Bool: value ? 1 : 0
            case let value as String: Double(value)
            default: nil
            }
        })
    }
}

extension StoredValueCodec where Value == String {
    package static var string: Self {
        Self(encode: { $0 }, decode: { stored in
            switch stored {
            case let value as String: value
            case let value as Bool: value ? "1" : "0"
            case let value as Int: String(value)
            case let value as Double: String(value)
            default: nil
            }
        })
    }
}

extension StoredValueCodec where Value == URL {
    /// A URL is stored as its absolute string (a `file:` URL keeps its scheme); a bare path reads as a file URL.
    package static var url: Self {
        Self(encode: { $0.absoluteString }, decode: { stored in
            guard let text = stored as? String, !text.isEmpty else { return nil }
            if text.hasPrefix("/") { return URL(fileURLWithPath: text) }
            return URL(string: text)
        })
    }
}

extension StoredValueCodec where Value == Data {
    package static var data: Self { Self(encode: { $0 }, decode: { $0 as? Data }) }
}

extension StoredValueCodec where Value == Date {
    package static var date: Self { Self(encode: { $0 }, decode: { $0 as? Date }) }
}

extension StoredValueCodec {
    /// A raw-representable value stored as its raw value; a raw value with no case reads as nothing.
    package static func raw<Raw>(_ rawCodec: StoredValueCodec<Raw>) -> Self
    where Value: RawRepresentable, Value.RawValue == Raw {
        Self(encode: { rawCodec.encode($0.rawValue) }, decode: { rawCodec.decode($0).flatMap(Value.init(rawValue:)) })
    }

    /// An optional of a kind: nil removes the key.
    package static func optional<Wrapped>(_ wrapped: StoredValueCodec<Wrapped>) -> Self where Value == Wrapped? {
        Self(encode: { $0.flatMap(wrapped.encode) }, decode: { wrapped.decode($0) })
    }
}

/// Conversions of stored numbers that never trap.
private enum SafeStoredNumber {
    /// The integer a finite, in-range double truncates to, else nil.
    static func int(_ value: Double) -> Int? {
        guard value.isFinite, value >= -9.2e18, value <= 9.2e18 else { return nil }
        return Int(value)
    }
}
