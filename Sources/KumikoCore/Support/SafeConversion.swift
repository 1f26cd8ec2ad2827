/// Float-to-integer conversion that never traps (bad input must not crash the process).
extension BinaryFloatingPoint {
    /// The value as an `Int`, rounded by `rule`; NaN becomes 0 and the result is clamped to ±1,000,000,000.
    @inlinable
    package func clampedInt(_ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        guard !isNaN else { return 0 }
        let rounded = self.rounded(rule)
        if rounded >= 1_000_000_000 { return 1_000_000_000 }
        if rounded <= -1_000_000_000 { return -1_000_000_000 }
        return Int(rounded)
    }
}
