import Foundation
@testable import KumikoCore
import Testing

/// Coordinates written for documents (`hundredthsText`: SVG pictures, the browser's frames) are rounded to
/// hundredths, with no trailing zeros and no `.0` on whole numbers, and never `nan` or `inf`; written digit by digit,
/// they must read exactly as `Double`'s own description of the rounded value.
@Suite struct HundredthsTextTests {
    /// The format as `Double`'s description gives it: the reference the digit-by-digit writing must equal.
    private static func described(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if abs(hundredths) < 1e15, hundredths.truncatingRemainder(dividingBy: 100) == 0 {
            return String(Int(hundredths) / 100)
        }
        return String(hundredths / 100)
    }

    @Test func valuesAreRoundedToHundredthsWithoutTrailingZeros() {
        let cases: [(Double, String)] = [
            (12, "12"), (0.333, "0.33"), (0.5, "0.5"), (1.1, "1.1"), (31.57, "31.57"), (-0.005, "-0.01"),
            (-0.004, "0"), (0.004, "0"), (-0.0, "0"), (0, "0"), (-12.5, "-12.5"), (138_655, "138655"),
            (0.999, "1"), (-0.999, "-1"), (44_000_000, "44000000"), (.nan, "0"), (.infinity, "0"), (-.infinity, "0"),
        ]
        for (value, text) in cases {
            #expect(value.hundredthsText == text, "\(value)")
        }
    }

    @Test func digitsEqualDoublesDescriptionOverAWideRange() {
        // SplitMix64, seeded: the same 200,000 values on every run, from hundredths to 10^17 and back, both signs.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var mismatches: [Double] = []
        for _ in 0..<200_000 {
            let unit = Double(next() >> 11) / Double(1 << 53)
            let exponent = Double(next() % 20) - 3
            let value = (next() & 1 == 0 ? 1 : -1) * unit * pow(10, exponent)
            if value.hundredthsText != Self.described(value) { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }
}
