/// The text of a bracketed paste, collected until the terminal sends `ESC [ 201 ~`.
///
/// Bytes are appended in bulk up to each Escape, so a paste costs time linear in its length however many
/// reads it spans; the text is decoded once at the end, invalid UTF-8 becoming U+FFFD.
struct BracketedPaste {
    private static let terminator: [UInt8] = Array("\u{1B}[201~".utf8)

    private var content: [UInt8] = []
    /// How many bytes of the terminator the last bytes matched; they are content if the match fails.
    private var matched = 0

    /// Consumes bytes up to and including the terminator. Returns the pasted text and how many bytes it
    /// consumed when the terminator was found, and `nil` with every byte consumed when it was not.
    mutating func consume(_ bytes: ArraySlice<UInt8>) -> (text: String, consumed: Int)? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if matched == 0 {
                guard let escape = bytes[index...].firstIndex(of: 0x1B) else {
                    content.append(contentsOf: bytes[index...])
                    return nil
                }
                content.append(contentsOf: bytes[index..<escape])
                matched = 1
                index = escape + 1
            } else if bytes[index] == Self.terminator[matched] {
                matched += 1
                index += 1
                if matched == Self.terminator.count {
                    let text = String(decoding: content, as: UTF8.self)
                    content = []
                    matched = 0
                    return (text, index - bytes.startIndex)
                }
            } else {
                content.append(contentsOf: Self.terminator[..<matched])
                matched = 0  // Look at this byte again: it may start the terminator.
            }
        }
        return nil
    }
}
