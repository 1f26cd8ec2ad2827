/// What one operation measured at one row count (sent from a child process to the parent as JSON).
struct OperationResult: Codable {
    /// The operation.
    let operation: Operation
    /// The number of rows in the list before the operation.
    let size: Int
    /// Milliseconds from the mutation to the end of the next frame, per measured run.
    var total: [Double] = []
    /// Milliseconds spent in the mutation itself (the app's code and the observation it triggers), per run.
    var mutation: [Double] = []
    /// Milliseconds the same mutation takes with no graph at all, only a copy of the rows kept alive as any UI
    /// that shows them keeps one (so the app's write copies the array, as it must under Kumiko): the app's
    /// own share of `mutation`, per run. Measured after `peakMB` is read.
    var appAlone: [Double] = []
    /// Milliseconds spent drawing the frame after the mutation, per run.
    var frame: [Double] = []
    /// CPU milliseconds of this thread over the same span as `total`, per run.
    var cpu: [Double] = []
    /// The same total for the warm-up run, which is not counted (caches are cold in it).
    var cold: Double = 0
    /// The process's peak resident set, in MB.
    var peakMB: Double = 0
    /// The resident set after the last run's frame, in MB.
    var currentMB: Double = 0
    /// The first difference between the screen and the model after the operation, if any.
    var mismatch: String?
    /// Why the operation was not measured, if it was not.
    var skipped: String?
    /// For the scroll-memory operation: the resident set after the first frame, in MB (for
    /// observed-scroll-memory: the peak resident set by then).
    var firstFrameMB: Double?
    /// For observed-scroll-memory: the resident set right after the first frame, in MB.
    var firstFrameCurrentMB: Double?
    /// For the scroll-memory operation: the resident set after scrolling, in MB (for observed-scroll-memory:
    /// the peak resident set by then).
    var afterScrollMB: Double?
    /// For the memory operations: what the resident set grew by from the first frame to the end, in MB.
    var memoryGrowthMB: Double? {
        guard let first = firstFrameMB, let after = afterScrollMB else { return nil }
        return after - first
    }
    /// For the scroll-memory operation: milliseconds to select a visible row after scrolling, and its frame.
    var selectAfterScroll: Double?
}
