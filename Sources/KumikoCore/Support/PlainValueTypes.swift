import Foundation

/// The standard library's and Foundation's value types that views hold as plain data (counts, titles, flags,
/// dates): never a dynamic property, compared with their `==`.
///
/// Looked up by identity before the Swift runtime is asked whether a field's type conforms to a protocol: the
/// first such question per type scans every conformance in the process (about 0.4 M instructions here;
/// ViewNode+Roles.swift), and a new app's first frame asks it of every field of every view type it meets.
enum PlainValueTypes {
    /// The comparison of each type, by its identity.
    static let comparisons: [ObjectIdentifier: FieldComparison] = {
        var table: [ObjectIdentifier: FieldComparison] = [:]
        func add<T: Equatable>(_ type: T.Type) { table[ObjectIdentifier(type)] = FieldComparison.equatable(type) }
        add(Int.self); add(Int8.self); add(Int16.self); add(Int32.self); add(Int64.self)
        add(UInt.self); add(UInt8.self); add(UInt16.self); add(UInt32.self); add(UInt64.self)
        add(Double.self); add(Float.self); add(CGFloat.self); add(Bool.self)
        add(String.self); add(Substring.self); add(Character.self)
        add(Date.self); add(UUID.self); add(URL.self); add(Data.self); add(Decimal.self)
        add(CGPoint.self); add(CGSize.self); add(CGRect.self)
        add([Int].self); add([String].self); add([Double].self); add(Set<String>.self); add(Set<Int>.self)
        add(Int?.self); add(String?.self); add(Double?.self); add(Bool?.self); add(Date?.self); add(UUID?.self)
        add(URL?.self)
        return table
    }()

    /// Whether `type` is one of them.
    static func contains(_ type: Any.Type) -> Bool { comparisons[ObjectIdentifier(type)] != nil }
}
