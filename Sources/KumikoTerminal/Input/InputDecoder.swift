import KumikoCore

/// Turns the bytes a terminal in raw mode sends into input events, incrementally: feed each read to
/// ``decode(_:)`` as it arrives, and call ``flush()`` when no more bytes came for a short while (25–50 ms).
///
/// The decoder understands UTF-8 text, control characters (Control-A is the key "a" with
/// ``EventModifiers/control``), Escape as a prefix for Option (Alt) chords, xterm's CSI and SS3 key sequences
/// with their modifier parameter, the basics of kitty's `CSI u`, SGR mouse reports, focus reports and
/// bracketed paste. Any sequence, character
/// or paste may be split between reads at any byte. Unknown and malformed sequences are dropped; a sequence
/// longer than 64 bytes counts as malformed, so a stray Escape never holds back the keys that follow it.
///
/// A lone Escape is ambiguous until more bytes come or none do: the decoder holds it, and ``flush()`` reports
/// it as the Escape key. The same goes for Escape followed by `[` or `O` (Option-[ and Option-O) and for an
/// unfinished UTF-8 character at the end of a read.
package struct InputDecoder: Sendable {
    private enum State: Sendable {
        /// Between events.
        case ground
        /// After an Escape.
        case escape
        /// Inside a CSI or SS3 sequence, collecting its parameters.
        case sequence(EscapeSequence.Introducer)
        /// Inside a string a terminal sends in reply to a query (DCS `ESC P`, OSC `ESC ]`, APC `ESC _`),
        /// skipped up to BEL or ST; `length` bytes so far after the introducer.
        case controlString(introducer: UInt8, length: Int)
        /// After an Escape inside such a string: `\` ends it.
        case controlStringEscape(introducer: UInt8, length: Int)
        /// Inside a bracketed paste.
        case paste
    }

    /// The longest reply string skipped before it counts as malformed.
    private static let maximumControlStringLength = 4096

    private var state = State.ground
    private var text = PendingText()
    private var sequenceBody: [UInt8] = []
    private var paste = BracketedPaste()

    /// Creates a decoder with nothing pending.
    package init() {}

    /// Whether bytes are held that ``flush()`` would resolve: a lone Escape, an unfinished sequence or an
    /// unfinished UTF-8 character. An unfinished bracketed paste is not: it waits for its end whatever the delay.
    package var hasPendingInput: Bool {
        switch state {
        case .ground: !text.isEmpty
        case .paste: false
        case .escape, .sequence, .controlString, .controlStringEscape: true
        }
    }

    /// Decodes the next bytes read from the terminal.
    ///
    /// - Parameter bytes: The bytes, in the order they were read; they may end anywhere, even inside a
    ///   sequence or a character.
    /// - Returns: The events the bytes complete, in order.
    package mutating func decode(_ bytes: some Collection<UInt8>) -> [TerminalEvent] {
        let input = Array(bytes)
        var events: [TerminalEvent] = []
        var index = input.startIndex
        while index < input.endIndex {
            index = step(input, at: index, into: &events)
        }
        text.emit(into: &events, holdingIncompleteCharacter: true)
        return events
    }

    /// Resolves what the decoder holds once no more bytes have come: a lone Escape becomes the Escape key,
    /// Escape and `[`, `O`, `P`, `]` or `_` alone become that Option chord, an unfinished sequence is dropped
    /// and an unfinished character becomes U+FFFD. An unfinished bracketed paste stays open.
    ///
    /// - Returns: The events the held bytes stand for.
    package mutating func flush() -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        text.emit(into: &events, holdingIncompleteCharacter: false)
        switch state {
        case .ground, .paste:
            break
        case .escape:
            events.append(.key(KeyInput(key: .escape)))
            state = .ground
        case .sequence(let introducer):
            if sequenceBody.isEmpty { events.append(optionChord(introducer)) }
            sequenceBody.removeAll()
            state = .ground
        case .controlString(let introducer, let length):
            if length == 0 { events.append(optionChord(introducer)) }
            state = .ground
        case .controlStringEscape(let introducer, let length):
            if length == 0 { events += [optionChord(introducer), .key(KeyInput(key: .escape))] }
            state = .ground
        }
        return events
    }

    /// Consumes one or more bytes from `index` in the current state and returns the index of the next byte
    /// to look at, which is `index` itself when the state changed and the byte must be seen again.
    private mutating func step(_ input: [UInt8], at index: Int, into events: inout [TerminalEvent]) -> Int {
        let byte = input[index]
        switch state {
        case .ground:
            if Self.isText(byte) {
                let end = input[index...].firstIndex { !Self.isText($0) } ?? input.endIndex
                text.append(input[index..<end])
                return end
            }
            text.emit(into: &events, holdingIncompleteCharacter: false)
            if byte == 0x1B {
                state = .escape
            } else if let key = ControlCharacter.keyInput(for: byte) {
                events.append(.key(key))
            }
            return index + 1

        case .escape:
            return afterEscape(byte, at: index, into: &events)

        case .sequence(let introducer):
            switch byte {
            case 0x20...0x3F where sequenceBody.count < EscapeSequence.maximumLength:
                sequenceBody.append(byte)
                return index + 1
            case 0x40...0x7E:
                finishSequence(introducer, final: byte, into: &events)
                return index + 1
            default:  // Too long, or a byte no sequence contains: drop it and read the byte as input.
                if sequenceBody.isEmpty { events.append(optionChord(introducer)) }
                sequenceBody.removeAll()
                state = .ground
                return index
            }

        case .controlString(let introducer, let length):
            if byte == 0x07 {  // BEL ends the string.
                state = .ground
            } else if byte == 0x1B {
                state = .controlStringEscape(introducer: introducer, length: length)
            } else if byte < 0x20 || length >= Self.maximumControlStringLength {
                if length == 0 { events.append(optionChord(introducer)) }
                state = .ground  // Not a reply after all: drop it and read the byte as input.
                return index
            } else {
                state = .controlString(introducer: introducer, length: length + 1)
            }
            return index + 1

        case .controlStringEscape(let introducer, let length):
            if byte == UInt8(ascii: "\\") {  // ST (ESC \) ends the string.
                state = .ground
                return index + 1
            }
            if length == 0 { events.append(optionChord(introducer)) }
            state = .escape  // Not ST: the string is dropped and this Escape starts something new.
            return index

        case .paste:
            guard let (pasted, consumed) = paste.consume(input[index...]) else { return input.endIndex }
            events.append(.paste(pasted))
            state = .ground
            return index + consumed
        }
    }

    /// Reads the byte after an Escape: the start of a sequence or an Option chord.
    private mutating func afterEscape(_ byte: UInt8, at index: Int, into events: inout [TerminalEvent]) -> Int {
        switch byte {
        case 0x1B:
            events.append(.key(KeyInput(key: .escape)))  // Escape pressed twice: the second may start a sequence.
        case UInt8(ascii: "["):
            state = .sequence(.csi)
        case UInt8(ascii: "O"):
            state = .sequence(.ss3)
        case UInt8(ascii: "P"), UInt8(ascii: "]"), UInt8(ascii: "_"):
            state = .controlString(introducer: byte, length: 0)
        case 0x20...0x7E:
            events.append(optionChord(byte))
            state = .ground
        case 0x80...0xFF:  // Option with a non-ASCII character: decode the character first.
            text.followsEscape = true
            state = .ground
            return index
        default:
            if var key = ControlCharacter.keyInput(for: byte) {
                key.modifiers.insert(.option)
                events.append(.key(key))
            }
            state = .ground
        }
        return index + 1
    }

    /// Decodes a finished CSI or SS3 sequence; `CSI 200~` opens a bracketed paste.
    private mutating func finishSequence(
        _ introducer: EscapeSequence.Introducer, final: UInt8, into events: inout [TerminalEvent]
    ) {
        let sequence = EscapeSequence(introducer: introducer, body: sequenceBody, final: final)
        sequenceBody.removeAll()
        state = .ground
        if sequence?.opensBracketedPaste == true {
            state = .paste
        } else if let event = sequence?.event {
            events.append(event)
        }
    }

    /// Option with a printable ASCII character: what Escape followed by that character means when nothing
    /// else follows.
    private func optionChord(_ byte: UInt8) -> TerminalEvent {
        .key(KeyInput(key: KeyEquivalent(Character(Unicode.Scalar(byte))), modifiers: .option))
    }

    private func optionChord(_ introducer: EscapeSequence.Introducer) -> TerminalEvent {
        optionChord(introducer == .csi ? UInt8(ascii: "[") : UInt8(ascii: "O"))
    }

    /// Whether a byte is part of typed text: printable ASCII or any byte of a multi-byte UTF-8 character.
    private static func isText(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) || byte >= 0x80
    }
}
