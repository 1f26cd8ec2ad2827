extension Array where Element == UInt8 {
    /// Appends a non-negative number in decimal ASCII digits, as escape sequence parameters are written.
    mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
