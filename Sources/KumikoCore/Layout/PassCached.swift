/// A value worked out at most once per layout pass: what an element reads from its environment, a text's
/// fonts, a picker's options. A pass never changes the views or their environment, so the first answer of a
/// pass holds for the rest of it.
struct PassCached<Value> {
    private var stored: (generation: Int, value: Value)?

    /// The value for the layout pass `generation`: the one made earlier in that pass, or `make()`'s.
    mutating func value(in generation: Int, _ make: () -> Value) -> Value {
        if let stored, stored.generation == generation { return stored.value }
        let value = make()
        stored = (generation, value)
        return value
    }

    /// Forgets the value, so the next read makes it again even in the same pass (the views changed mid-pass).
    mutating func forget() { stored = nil }
}
