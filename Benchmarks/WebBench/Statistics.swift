/// Order statistics of a set of samples: the median and the extremes, and percentiles by nearest rank.
struct Summary {
    /// The median (the mean of the two middle samples for an even count).
    let median: Double
    /// The smallest sample.
    let min: Double
    /// The largest sample.
    let max: Double
    /// How many samples.
    let count: Int

    /// The summary of `samples` (zeros when empty).
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        guard let first = sorted.first, let last = sorted.last else {
            (median, min, max) = (0, 0, 0)
            return
        }
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = first
        max = last
    }

    /// The sample at percentile `p` (0…1) of `samples`, by nearest rank (0 when empty).
    static func percentile(_ p: Double, of samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
    }
}
