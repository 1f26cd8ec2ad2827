@_spi(Reflection) import Swift
import Foundation

/// Decides whether a new view value equals the previous one, so that unchanged subtrees are not re-evaluated.
///
/// As SwiftUI does, values are compared field by field (DESIGN.md §3.2): Equatable values with `==`,
/// plain data bytewise, class references and closures by identity (the same function and the same captured
/// context), structs, tuples and optionals recursively (so a collection of non-Equatable elements is the same
/// only when it shares its storage). A field that cannot be compared (an existential, an enum with payloads)
/// makes the whole value count as changed, so its body runs again: a comparison may miss equality but never
/// reports a change as equal. Property wrappers compare as ``PropertyComparable`` says (state by identity of
/// its storage, not its initial value). A child view whose value is the same is not re-evaluated when its
/// parent is. The plan for a type is computed once and cached.
enum ViewComparison {
    /// Whether `a` and `b` are known to be the same value.
    static func isSame<V>(_ a: V, _ b: V) -> Bool {
        let comparison = FieldComparison.of(V.self)
        guard !comparison.isNever else { return false }
        return withUnsafePointer(to: a) { lhs in
            withUnsafePointer(to: b) { rhs in comparison.same(UnsafeRawPointer(lhs), UnsafeRawPointer(rhs)) }
        }
    }

    /// Whether two values of unknown type are known to be equal (used for environment values).
    static func isSameValue(_ a: Any, _ b: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            // The kind first: `as AnyObject` of a value (on Linux) boxes it, asking the runtime about bridging.
            if type(of: a) is AnyClass {
                return (a as AnyObject) === (b as AnyObject)
            }
            return isSame(a, b)
        }
        return _openExistential(a, do: open)
    }
}

/// A property wrapper (or other field type) that decides itself whether two values of a view's field are the
/// same, where comparing its stored fields would be wrong or impossible.
protocol PropertyComparable {
    /// Whether `self` and `other`, both as a parent created them, make the view behave the same.
    func isSameProperty(as other: Self) -> Bool
}

/// How values of one type are compared, computed once per type.
final class FieldComparison: @unchecked Sendable {
    private enum Plan {
        /// Cannot be compared: always different.
        case never
        /// Equal when the bytes are equal (plain data, references and closures by identity).
        case bytes(Int)
        /// Compared by a generic function (Equatable, PropertyComparable, optionals).
        case custom((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        /// Equal when every stored field is equal.
        case fields([(offset: Int, comparison: FieldComparison)])
    }

    private let plan: Plan

    private init(_ plan: Plan) { self.plan = plan }

    /// Whether values of this type can never be compared.
    var isNever: Bool {
        if case .never = plan { return true }
        return false
    }

    /// Whether the values at `a` and `b` (of this comparison's type) are the same.
    func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        switch plan {
        case .never:
            return false
        case .bytes(let count):
            return count == 0 || memcmp(a, b, count) == 0
        case .custom(let compare):
            return compare(a, b)
        case .fields(let fields):
            for field in fields where !field.comparison.same(a + field.offset, b + field.offset) {
                return false
            }
            return true
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: FieldComparison] = [:]

    /// Makes (and keeps) the comparison of values of `type` now (``ComparisonsAhead``).
    static func prepare(_ type: Any.Type) {
        func open<T>(_: T.Type) { _ = of(T.self) }
        _openExistential(type, do: open)
    }

    /// Whether the comparison of `type` is made already.
    static func isPrepared(_ type: Any.Type) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return cache[ObjectIdentifier(type)] != nil
    }

    /// The comparison of values of type `type`.
    static func of<T>(_ type: T.Type) -> FieldComparison {
        let key = ObjectIdentifier(type)
        lock.lock()
        let cached = cache[key]
        lock.unlock()
        if let cached { return cached }
        // The kind of a type is reported for fields only: read it as the field of a wrapper.
        var kind = _MetadataKind.unknown
        _forEachField(of: FieldWrapper<T>.self) { _, _, _, fieldKind in
            kind = fieldKind
            return false
        }
        let comparison = make(type, kind: kind)
        lock.lock()
        cache[key] = comparison
        lock.unlock()
        return comparison
    }

    private struct FieldWrapper<T> {
        var value: T
    }

    private static func make<T>(_ type: T.Type, kind: _MetadataKind) -> FieldComparison {
        if let plain = PlainValueTypes.comparisons[ObjectIdentifier(type)] { return plain }
        if let comparable = type as? any PropertyComparable.Type {
            return FieldComparison(.custom(propertyComparison(comparable)))
        }
        switch kind {
        case .class, .function, .metatype, .existentialMetatype, .foreignClass, .objcClassWrapper:
            // By identity: the same object; the same function with the same captured context. References are
            // never loaded, so `weak` and `unowned` fields compare safely.
            return FieldComparison(.bytes(MemoryLayout<T>.size))
        case .optional:
            if let optional = type as? any OptionalComparable.Type, optional.wrapsReference {
                // A (possibly weak) optional reference: by identity, without loading it.
                return FieldComparison(.bytes(MemoryLayout<T>.size))
            }
        default:
            break
        }
        if let equatable = type as? any Equatable.Type {
            return FieldComparison(.custom(equatableComparison(equatable)))
        }
        if _isPOD(type) {
            return FieldComparison(.bytes(MemoryLayout<T>.size))
        }
        switch kind {
        case .optional:
            if let optional = type as? any OptionalComparable.Type {
                let wrapped = optional.wrappedComparison
                if wrapped.isNever { return FieldComparison(.never) }
                return FieldComparison(.custom(optional.comparison(wrapped)))
            }
            return FieldComparison(.never)
        case .struct, .tuple:
            var fields: [(offset: Int, comparison: FieldComparison)] = []
            var comparable = true
            let complete = _forEachField(of: type) { _, offset, fieldType, _ in
                func field<F>(_: F.Type) -> FieldComparison { of(F.self) }
                let comparison = _openExistential(fieldType, do: field)
                guard !comparison.isNever else {
                    comparable = false
                    return false
                }
                fields.append((offset, comparison))
                return true
            }
            guard complete, comparable else { return FieldComparison(.never) }
            return FieldComparison(.fields(fields))
        default:
            return FieldComparison(.never)
        }
    }

    /// The comparison of an `Equatable` type: its `==`.
    static func equatable<E: Equatable>(_ type: E.Type) -> FieldComparison {
        FieldComparison(.custom(equatableComparison(type)))
    }

    private static func equatableComparison<E: Equatable>(_: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
    }

    private static func propertyComparison<P: PropertyComparable>(_: P.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { $0.assumingMemoryBound(to: P.self).pointee.isSameProperty(as: $1.assumingMemoryBound(to: P.self).pointee) }
    }
}

/// Optionals compare equal when both are nil, or both hold values that compare equal.
private protocol OptionalComparable {
    static var wrapsReference: Bool { get }
    static var wrappedComparison: FieldComparison { get }
    static func comparison(_ wrapped: FieldComparison) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool
}

extension Optional: OptionalComparable {
    fileprivate static var wrapsReference: Bool { Wrapped.self is AnyClass }
    fileprivate static var wrappedComparison: FieldComparison { FieldComparison.of(Wrapped.self) }

    fileprivate static func comparison(_ wrapped: FieldComparison) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in
            switch (a.assumingMemoryBound(to: Wrapped?.self).pointee, b.assumingMemoryBound(to: Wrapped?.self).pointee) {
            case (nil, nil):
                return true
            case (let x?, let y?):
                return withUnsafePointer(to: x) { x in
                    withUnsafePointer(to: y) { y in wrapped.same(UnsafeRawPointer(x), UnsafeRawPointer(y)) }
                }
            default:
                return false
            }
        }
    }
}
