import KumikoCore

/// One input event read from a terminal in raw mode, as ``InputDecoder`` decodes it.
package enum TerminalEvent: Equatable, Sendable {
    /// A key press: a typed character, a control chord or a function key.
    case key(KeyInput)
    /// A mouse button, motion or wheel report (SGR mouse mode).
    case mouse(MouseInput)
    /// Text pasted while bracketed paste mode is on, delivered whole however many reads it took.
    case paste(String)
    /// The terminal window gained focus (focus reporting mode).
    case focusGained
    /// The terminal window lost focus (focus reporting mode).
    case focusLost
}
