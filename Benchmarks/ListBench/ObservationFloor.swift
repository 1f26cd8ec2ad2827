import Kumiko

/// The control of observed-scroll-memory, with no Kumiko at all: the same `@Observable` rows, each observed once
/// (`withObservationTracking` reading its label) and the observation cancelled, as a UI showing every row once
/// must. What the resident set grows by here is Observation's own: a registrar keeps its tables' capacity once
/// something has registered there (a few hundred bytes per object, until the object is freed), whoever observes.
@MainActor
enum ObservationFloor {
    /// A property whose change cancels the one observation that read it (Observation's only way to cancel).
    @Observable
    final class Marker {
        var tick = 0
    }

    /// Peak memory with `size` rows made, and after observing and cancelling every row once.
    static func measure(size: Int, factory: inout RowFactory) -> OperationResult {
        var result = OperationResult(operation: .observationFloor, size: size)
        let rows = factory.make(size).map(ObservedRow.init)
        let marker = Marker()
        result.firstFrameMB = Memory.peakMB
        result.firstFrameCurrentMB = Memory.currentMB
        for row in rows {
            withObservationTracking({
                _ = marker.tick
                _ = row.label
            }, onChange: {})
            marker.tick += 1
        }
        result.afterScrollMB = Memory.peakMB
        result.currentMB = Memory.currentMB
        result.peakMB = result.afterScrollMB ?? 0
        withExtendedLifetime(rows) {}
        return result
    }
}
