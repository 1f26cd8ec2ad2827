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

extension BinaryFloatingPoint {
    /// The value as text rounded to hundredths, for documents that carry coordinates (SVG pictures, the browser's
    /// frames): finer than a device pixel, with no trailing `.0` on whole numbers (`12`, `0.33`, `-0.01`). A value
    /// that is not finite is written `0`, so a document never holds `nan` or `inf`.
    package var hundredthsText: String {
        guard isFinite else { return "0" }
        let hundredths = Double(self * 100).rounded()
        if abs(hundredths) < 1e15, hundredths.truncatingRemainder(dividingBy: 100) == 0 {
            return String(Int(hundredths) / 100)
        }
        return String(hundredths / 100)
    }
}
