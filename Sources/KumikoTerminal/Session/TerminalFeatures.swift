/// The terminal modes a ``TerminalSession`` turns on while it runs, and off again in reverse order when it stops.
package struct TerminalFeatures: OptionSet, Sendable {
    /// The raw bits.
    package let rawValue: UInt8
    /// Creates a set from raw bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The alternate screen (`?1049`): the shell's screen comes back untouched afterwards.
    package static let alternateScreen = TerminalFeatures(rawValue: 1)
    /// The cursor hidden (`?25`).
    package static let hiddenCursor = TerminalFeatures(rawValue: 2)
    /// Bracketed paste (`?2004`): pasted text arrives between `ESC[200~` and `ESC[201~`.
    package static let bracketedPaste = TerminalFeatures(rawValue: 4)
    /// Mouse reports in SGR encoding: clicks (`?1000`), drags (`?1002`), SGR format (`?1006`).
    package static let mouse = TerminalFeatures(rawValue: 8)
    /// Focus reports (`?1004`): `ESC[I` when the terminal gains focus, `ESC[O` when it loses it.
    package static let focusEvents = TerminalFeatures(rawValue: 16)

    /// What a full-screen app uses: everything but focus reports.
    package static let fullScreen: TerminalFeatures = [.alternateScreen, .hiddenCursor, .bracketedPaste, .mouse]

    /// The private modes (DEC set/reset numbers) of each feature, in the order they are turned on.
    private var modes: [Int] {
        var modes: [Int] = []
        if contains(.alternateScreen) { modes.append(1049) }
        if contains(.hiddenCursor) { modes.append(25) }
        if contains(.bracketedPaste) { modes.append(2004) }
        if contains(.mouse) { modes += [1000, 1002, 1006] }
        if contains(.focusEvents) { modes.append(1004) }
        return modes
    }

    /// The bytes that turn the features on.
    var setupSequence: String {
        // Hiding the cursor resets mode 25 (DECTCEM, "cursor visible"); every other feature sets its mode.
        modes.map { "\u{1B}[?\($0)" + ($0 == 25 ? "l" : "h") }.joined()
    }

    /// The bytes that turn the features off in reverse order, after ending any synchronized update a frame cut
    /// short left open and resetting the attributes.
    var teardownSequence: String {
        ControlSequence.endSynchronizedUpdate + GraphicRendition.plain.sequence
            + modes.reversed().map { "\u{1B}[?\($0)" + ($0 == 25 ? "h" : "l") }.joined()
    }
}
