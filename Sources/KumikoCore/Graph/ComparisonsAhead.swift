/// The types a graph will compare values of (the views it made nodes for, the environment values its nodes wrote)
/// whose comparisons are not prepared yet, so that a backend can prepare them while it waits for input rather than
/// in the first frame that needs them.
///
/// A node run again compares its new view value with the last (``ViewComparison``), by a plan made the first time
/// its type is compared (``FieldComparison``). Making a plan asks the Swift runtime whether the type and its fields'
/// types conform to `Equatable` and Kumiko's comparison protocols, and the runtime answers a first question about a
/// type by scanning every conformance record in the process (about 0.45 M instructions each here). An app's first
/// key ran every body on screen again for the first time: 30 M instructions, 28 M of them those scans. The terminal
/// prepares the plans of the types met in a frame once the frame is written (``ViewGraph/prepareComparisons()``).
struct ComparisonsAhead {
    private var met: Set<ObjectIdentifier> = []
    private var pending: [Any.Type] = []

    /// Notes that values of `type` will be compared (a node was made for a view of that type, or wrote an environment
    /// value of it).
    mutating func note(_ type: Any.Type) {
        if met.insert(ObjectIdentifier(type)).inserted { pending.append(type) }
    }

    /// Whether types were noted since the last ``prepare()``.
    var hasPending: Bool { !pending.isEmpty }

    /// Makes the comparison plans of the types noted since the last call.
    mutating func prepare() {
        guard !pending.isEmpty else { return }
        let types = pending
        pending = []
        for type in types { FieldComparison.prepare(type) }
    }
}

extension ViewGraph {
    /// Whether views or environment values of types not compared before were met since the last
    /// ``prepareComparisons()``.
    package var hasComparisonsToPrepare: Bool { comparisonsAhead.hasPending }

    /// Prepares the comparisons of the views and environment values met since the last call (``ComparisonsAhead``): a
    /// backend calls this when it has shown a frame and waits for input. Nothing changes but how long the next update
    /// takes.
    package func prepareComparisons() {
        comparisonsAhead.prepare()
    }
}
