/// A list's selection binding, whatever its type (one value, an optional value, or a set), seen through row
/// ids: a row's selection value is its `tag`, or else its `ForEach` id.
struct ListSelection {
    /// Whether several rows can be selected.
    let allowsMultiple: Bool
    /// Selects only this value.
    let select: (AnyHashable) -> Void
    /// Adds or removes this value (multiple selection); selects it otherwise.
    let toggle: (AnyHashable) -> Void
    /// Clears the selection where the binding allows it.
    let clear: () -> Void
    /// The selected values (reading them makes the reader depend on the binding).
    let selectedValues: () -> Set<AnyHashable>

    /// A set of values.
    init<V: Hashable>(set binding: Binding<Set<V>>) {
        allowsMultiple = true
        select = { id in if let value = id.base as? V { binding.wrappedValue = [value] } }
        toggle = { id in
            guard let value = id.base as? V else { return }
            if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
        }
        clear = { binding.wrappedValue = [] }
        selectedValues = { Set(binding.wrappedValue.map { AnyHashable($0).unwrappingOptionals }) }
    }

    /// One optional value.
    init<V: Hashable>(optional binding: Binding<V?>) {
        allowsMultiple = false
        select = { id in if let value = id.base as? V { binding.wrappedValue = value } }
        toggle = { id in if let value = id.base as? V { binding.wrappedValue = binding.wrappedValue == value ? nil : value } }
        clear = { binding.wrappedValue = nil }
        selectedValues = { binding.wrappedValue.map { [AnyHashable($0).unwrappingOptionals] } ?? [] }
    }

    /// Exactly one value.
    init<V: Hashable>(value binding: Binding<V>) {
        allowsMultiple = false
        select = { id in if let value = id.base as? V { binding.wrappedValue = value } }
        toggle = { id in if let value = id.base as? V { binding.wrappedValue = value } }
        clear = {}
        selectedValues = { [AnyHashable(binding.wrappedValue).unwrappingOptionals] }
    }
}

extension AnyHashable {
    /// The value with `Optional` wrappers removed (`Optional("a")` → `"a"`), so that a selection bound to an
    /// optional matches rows identified by the wrapped type, whichever `List` initialiser Swift picked.
    var unwrappingOptionals: AnyHashable {
        (base as? any OptionalHashable)?.wrappedHashable?.unwrappingOptionals ?? self
    }
}

/// An optional of a hashable value.
private protocol OptionalHashable {
    var wrappedHashable: AnyHashable? { get }
}

extension Optional: OptionalHashable where Wrapped: Hashable {
    fileprivate var wrappedHashable: AnyHashable? { map { AnyHashable($0) } }
}

extension ListSelection {
    /// Puts a value in the selection or takes it out (multiple selection), through ``toggle`` when it is not
    /// so already (Shift-↑/↓ extending a table's selection).
    func include(_ value: AnyHashable, _ included: Bool) {
        if selectedValues().contains(value.unwrappingOptionals) != included { toggle(value) }
    }
}
