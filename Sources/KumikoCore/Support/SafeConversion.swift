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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendHundredthsText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``hundredthsText`` as UTF-8 to `bytes`, digit by digit: a browser frame writes thousands of
    /// coordinates, and going through `Double`'s description and a `String` each cost ten times as much.
    /// `@inlinable`, so that a caller's `CGFloat` or `Double` converts as that type rather than through the generic
    /// conversion.
    @inlinable
    package func appendHundredthsText(to bytes: inout [UInt8]) {
        guard isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let hundredths = Double(self * 100).rounded()
        // From 10^15 hundredths on (never a coordinate) `Double`'s description writes it (`1e+16`, `12345678901234.0`).
        guard abs(hundredths) < 1e15 else {
            bytes.append(contentsOf: String(hundredths / 100).utf8)
            return
        }
        var count = Int(hundredths)
        if count < 0 {
            bytes.append(UInt8(ascii: "-"))
            count = -count
        }
        Self.appendDigits(of: count / 100, to: &bytes)
        let fraction = count % 100
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// Appends the decimal digits of `value` (not negative).
    @usableFromInline
    static func appendDigits(of value: Int, to bytes: inout [UInt8]) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        appendDigits(of: value / 10, to: &bytes)
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
