import Foundation

/// A JSON document written by hand, for the frames sent to the page: numbers rounded to hundredths of a point
/// (`hundredthsText`, as the terminal's SVG pictures write them; non-finite ones as 0, so the page never sees
/// invalid JSON), strings escaped as RFC 8259 requires (quotes, backslashes, control characters).
struct JSONText {
    private(set) var text = ""

    mutating func raw(_ part: String) { text += part }

    mutating func number(_ value: CGFloat) { text += value.hundredthsText }

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
