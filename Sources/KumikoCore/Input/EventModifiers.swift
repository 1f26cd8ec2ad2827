/// A set of key modifiers that you can add to a gesture.
///
/// The raw values are SwiftUI's: one bit per key, from Caps Lock (bit 0) to Function (bit 6).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a new set from a raw value.
    ///
    /// - Parameter rawValue: The raw value with which to create the key modifier.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key: Alt or Meta on a terminal's keyboard.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key: Super (the Windows or Command key) when the terminal reports it.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key.
    ///
    /// SwiftUI deprecates it as reserved for system applications; terminals never report it.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// All possible modifier keys.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
