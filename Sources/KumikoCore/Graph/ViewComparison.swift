/// Decides whether a new view value equals the previous one, so that unchanged subtrees are not re-evaluated.
///
/// Equatable views compare with `==`; plain-data (POD) views compare bytewise; anything else (closures,
/// strings, references inside) counts as changed, so its body runs again.
enum ViewComparison {
    /// Whether `a` and `b` are known to be the same value.
    static func isSame<V>(_ a: V, _ b: V) -> Bool {
        if let equatable = a as? any Equatable {
            return equatable.isEqual(to: b)
        }
        guard _isPOD(V.self) else { return false }
        return withUnsafeBytes(of: a) { lhs in
            withUnsafeBytes(of: b) { rhs in lhs.elementsEqual(rhs) }
        }
    }

    /// Whether two values of unknown type are known to be equal (used for environment values).
    static func isSameValue(_ a: Any, _ b: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            if let object = a as AnyObject?, type(of: a) is AnyClass {
                return object === (b as AnyObject)
            }
            return isSame(a, b)
        }
        return _openExistential(a, do: open)
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
