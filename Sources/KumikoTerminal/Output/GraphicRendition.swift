import KumikoCore

/// The attributes a terminal draws characters with (its SGR state): colours at some ``ColorDepth`` and styles.
struct GraphicRendition: Equatable, Sendable {
    /// The foreground colour; nil for the terminal's default.
    var foreground: TerminalColor?
    /// The background colour; nil for the terminal's default.
    var background: TerminalColor?
    /// Bold, italic and the other styles.
    var style: CellStyle

    /// The terminal's default attributes, as after `ESC[0m`.
    static let plain = GraphicRendition(foreground: nil, background: nil, style: [])

    /// Creates a rendition from its parts.
    init(foreground: TerminalColor?, background: TerminalColor?, style: CellStyle) {
        self.foreground = foreground
        self.background = background
        self.style = style
    }

    /// The rendition of a cell on a terminal of `depth`.
    init(_ cell: Cell, depth: ColorDepth) {
        self.init(
            foreground: TerminalColor(cell.foreground, depth: depth),
            background: TerminalColor(cell.background, depth: depth),
            style: cell.style)
    }

    /// The SGR parameter of each style, in the order they are written.
    private static let styleParameters: [(CellStyle, UInt8)] = [
        (.bold, UInt8(ascii: "1")), (.dim, UInt8(ascii: "2")), (.italic, UInt8(ascii: "3")),
        (.underline, UInt8(ascii: "4")), (.reverse, UInt8(ascii: "7")), (.strikethrough, UInt8(ascii: "9")),
    ]

    /// Appends the SGR sequence that sets exactly these attributes, whatever the terminal's current ones: it
    /// starts with a reset (`0`), so the plain rendition is `ESC[0m`.
    func appendSequence(to bytes: inout [UInt8]) {
        bytes += [0x1B, UInt8(ascii: "["), UInt8(ascii: "0")]
        for (flag, parameter) in Self.styleParameters where style.contains(flag) {
            bytes += [UInt8(ascii: ";"), parameter]
        }
        if let foreground {
            bytes.append(UInt8(ascii: ";"))
            foreground.appendParameters(asBackground: false, to: &bytes)
        }
        if let background {
            bytes.append(UInt8(ascii: ";"))
            background.appendParameters(asBackground: true, to: &bytes)
        }
        bytes.append(UInt8(ascii: "m"))
    }

    /// The sequence ``appendSequence(to:)`` appends, as text.
    var sequence: String {
        var bytes: [UInt8] = []
        appendSequence(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
