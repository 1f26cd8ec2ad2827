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
        // Nearly every string of a frame (names, fonts, colours, item kinds) needs no escape: one scan of its UTF-8
        // and one append, instead of a scalar at a time.
        if Self.needsNoEscape(value) {
            text += value
        } else {
            appendEscaped(value)
        }
        text += "\""
    }

    /// Whether `value` has none of the characters ``string(_:)`` escapes: `"`, `\\`, controls, U+2028, U+2029
    /// (the only UTF-8 sequences starting with 0xE2 0x80 0xA8 and 0xE2 0x80 0xA9; any 0xE2 takes the slow path).
    private static func needsNoEscape(_ value: String) -> Bool {
        value.utf8.allSatisfy { byte in byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0xE2 }
    }

    private mutating func appendEscaped(_ value: String) {
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
    }

    /// `"key":` then the value written by `value`.
    mutating func key(_ key: String) {
        if let last = text.utf8.last, last != UInt8(ascii: "{"), last != UInt8(ascii: "[") { text += "," }
        string(key)
        text += ":"
    }

    /// A comma before an array element that is not the first.
    mutating func element() {
        if let last = text.utf8.last, last != UInt8(ascii: "[") { text += "," }
    }
}
