import Foundation

/// A JSON document written by hand, for the frames sent to the page: numbers rounded to hundredths of a point
/// (finer than a device pixel), strings escaped as RFC 8259 requires (quotes, backslashes, control characters),
/// non-finite numbers written as 0 so that the page never sees invalid JSON.
struct JSONText {
    private(set) var text = ""

    mutating func raw(_ part: String) { text += part }

    mutating func number(_ value: CGFloat) {
        guard value.isFinite else { text += "0"; return }
        let hundredths = (value * 100).rounded()
        if hundredths == hundredths.rounded(.towardZero), abs(hundredths) < 1e15 {
            let whole = Int(hundredths)
            if whole % 100 == 0 { text += String(whole / 100); return }
        }
        text += String(Double(hundredths / 100))
    }

    mutating func number(_ value: Int) { text += String(value) }

    mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// `"key":` then the value written by `value`.
    mutating func key(_ key: String) {
        if let last = text.last, last != "{", last != "[" { text += "," }
        string(key)
        text += ":"
    }

    /// A comma before an array element that is not the first.
    mutating func element() {
        if let last = text.last, last != "[" { text += "," }
    }
}
