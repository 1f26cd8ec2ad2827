/// A complete CSI (`ESC [`) or SS3 (`ESC O`) sequence, split into its parts: an optional private marker
/// (`<`, `=`, `>` or `?`), numeric parameters separated by `;` with sub-parameters separated by `:`, and the
/// final byte.
struct EscapeSequence {
    /// Which kind of sequence this is.
    enum Introducer {
        /// Control Sequence Introducer, `ESC [`.
        case csi
        /// Single Shift 3, `ESC O`: cursor and keypad keys in application mode.
        case ss3
    }

    /// The longest parameter string kept before a sequence counts as malformed and is dropped.
    static let maximumLength = 64

    /// Which kind of sequence this is.
    let introducer: Introducer
    /// The private marker that opens the parameters, such as `<` in SGR mouse reports.
    let marker: UInt8?
    /// The parameters, each a list of sub-parameters; `nil` where a value was left empty.
    let parameters: [[Int?]]
    /// The final byte, which names the sequence.
    let final: UInt8

    /// Parses a sequence from the bytes between its introducer and its final byte; `nil` when they are not
    /// digits, `:` and `;` after an optional marker (intermediate bytes, misplaced markers, numbers that
    /// overflow), which no key or mouse report uses.
    init?(introducer: Introducer, body: [UInt8], final: UInt8) {
        var digits = body[...]
        if let first = digits.first, (0x3C...0x3F).contains(first) {
            marker = first
            digits = digits.dropFirst()
        } else {
            marker = nil
        }
        var parameters: [[Int?]] = []
        if !digits.isEmpty {
            for field in digits.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
                var values: [Int?] = []
                for text in field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false) {
                    if text.isEmpty {
                        values.append(nil)
                    } else if let value = Self.number(text) {
                        values.append(value)
                    } else {
                        return nil
                    }
                }
                parameters.append(values)
            }
        }
        self.introducer = introducer
        self.parameters = parameters
        self.final = final
    }

    /// The sub-parameter `sub` of parameter `index`, or `nil` when it is missing or empty.
    func parameter(_ index: Int, _ sub: Int = 0) -> Int? {
        guard index < parameters.count, sub < parameters[index].count else { return nil }
        return parameters[index][sub]
    }

    /// Whether this is `CSI 200~`, which opens a bracketed paste.
    var opensBracketedPaste: Bool {
        introducer == .csi && marker == nil && final == UInt8(ascii: "~") && parameters == [[200]]
    }

    /// The event this sequence reports, or `nil` for sequences that report none (unknown keys, terminal
    /// responses, a stray `CSI 201~`).
    var event: TerminalEvent? {
        switch (introducer, marker, final) {
        case (.csi, UInt8(ascii: "<"), _):
            mouseInput.map(TerminalEvent.mouse)
        case (.csi, nil, UInt8(ascii: "I")) where parameters.isEmpty:
            .focusGained
        case (.csi, nil, UInt8(ascii: "O")) where parameters.isEmpty:
            .focusLost
        case (_, nil, _):
            keyInput.map(TerminalEvent.key)
        default:
            nil
        }
    }

    /// A run of ASCII digits as a number; `nil` for any other byte or on overflow.
    private static func number(_ text: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in text {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = shifted.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }
}
