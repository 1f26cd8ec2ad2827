import KumikoCore

/// A mouse report read from a terminal in SGR mouse mode: what happened, with which button, in which cell.
package struct MouseInput: Equatable, Hashable, Sendable {
    /// What the mouse did.
    package enum Kind: Equatable, Hashable, Sendable {
        /// A button went down.
        case press
        /// A button came up.
        case release
        /// The mouse moved with a button held.
        case drag
        /// The mouse moved with no button held (reported only in any-motion tracking mode).
        case move
        /// The wheel turned away from the user: content scrolls up.
        case wheelUp
        /// The wheel turned towards the user: content scrolls down.
        case wheelDown
        /// The wheel or trackpad scrolled left.
        case wheelLeft
        /// The wheel or trackpad scrolled right.
        case wheelRight
    }

    /// A mouse button.
    package enum Button: Equatable, Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button (often the wheel pressed).
        case middle
        /// The secondary button.
        case right
        /// No button: motion without a button held, and wheel events.
        case none
    }

    /// What the mouse did.
    package var kind: Kind
    /// The button pressed, released or held; ``Button/none`` for plain motion and the wheel.
    package var button: Button
    /// The cell's column, 0 at the left edge of the screen.
    package var column: Int
    /// The cell's row, 0 at the top of the screen.
    package var row: Int
    /// The modifier keys held: Shift, Option (Alt or Meta) and Control, as far as the terminal reports them.
    package var modifiers: EventModifiers

    /// Creates a mouse report.
    ///
    /// - Parameters:
    ///   - kind: What the mouse did.
    ///   - button: The button involved, or ``Button/none``.
    ///   - column: The cell's 0-based column.
    ///   - row: The cell's 0-based row.
    ///   - modifiers: The modifier keys held.
    package init(kind: Kind, button: Button, column: Int, row: Int, modifiers: EventModifiers = []) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
