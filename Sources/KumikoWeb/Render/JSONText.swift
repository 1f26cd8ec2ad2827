import Foundation

/// A JSON document written by hand, for the frames sent to the page: numbers rounded to hundredths of a point
/// (`hundredthsText`, as the terminal's SVG pictures write them; non-finite ones as 0, so the page never sees
/// invalid JSON), strings escaped as RFC 8259 requires (quotes, backslashes, control characters).
struct JSONText {
    /// The document's UTF-8 so far: appending bytes to an array is several times cheaper than appending to a
    /// `String` (which keeps its count and ASCII flag up to date at each append), and a frame is thousands of
    /// small appends.
    private var bytes: [UInt8] = []

    /// The document.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ part: String) {
        var part = part
        part.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func number(_ value: CGFloat) { value.appendHundredthsText(to: &bytes) }

    mutating func number(_ value: Int) { raw(String(value)) }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Nearly every string of a frame (names, fonts, colours, item kinds) needs no escape: one scan of its
        // contiguous UTF-8 and one append, instead of a scalar at a time.
        var value = value
        let appended = value.withUTF8 { utf8 in
            guard Self.needsNoEscape(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !appended { appendEscaped(value) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `utf8` has none of the characters ``string(_:)`` escapes: `"`, `\\`, controls, U+2028, U+2029
    /// (the only UTF-8 sequences starting with 0xE2 0x80 0xA8 and 0xE2 0x80 0xA9; any 0xE2 takes the slow path).
    private static func needsNoEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2 { return false }
        return true
    }

    private mutating func appendEscaped(_ value: String) {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": raw("\\\"")
            case "\\": raw("\\\\")
            case "\n": raw("\\n")
            case "\r": raw("\\r")
            case "\t": raw("\\t")
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                raw(String(format: "\\u%04x", scalar.value))
            default: raw(String(scalar))
            }
        }
    }

    /// `"key":` then the value written by `value`.
    mutating func key(_ key: String) {
        if let last = bytes.last, last != UInt8(ascii: "{"), last != UInt8(ascii: "[") { bytes.append(UInt8(ascii: ",")) }
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A comma before an array element that is not the first.
    mutating func element() {
        if let last = bytes.last, last != UInt8(ascii: "[") { bytes.append(UInt8(ascii: ",")) }
    }
}
