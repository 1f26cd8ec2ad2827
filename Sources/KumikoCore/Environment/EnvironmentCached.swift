/// A value worked out from an environment alone, kept for as long as the environment is that very one (the same
/// storage, ``EnvironmentValues/isIdentical(to:)``): across layout passes too, since a node keeps its environment
/// until a change above it gives it another. Reading an environment value walks the chain of values written above
/// the node; what a list's rows read of their list's environment would otherwise be read again by every row in
/// every pass.
struct EnvironmentCached<Value> {
    private var stored: (environment: EnvironmentValues, generation: Int, value: Value)?

    /// The value for `environment`: the one made for it before, or `make(environment)`'s. `generation`: the current
    /// layout pass, in which the environment is not looked at again (a pass never changes it).
    mutating func value(for environment: @autoclosure () -> EnvironmentValues, in generation: Int,
                        _ make: (EnvironmentValues) -> Value) -> Value {
        if let stored, stored.generation == generation { return stored.value }
        let environment = environment()
        if let stored, stored.environment.isIdentical(to: environment) {
            self.stored?.generation = generation
            return stored.value
        }
        let value = make(environment)
        stored = (environment, generation, value)
        return value
    }
}
