import KumikoCore

/// The modifier parameter of xterm and kitty key sequences (`CSI 1;5A` is Control-Up): 1 plus a bit set where
/// 1 is Shift, 2 Alt, 4 Control, 8 Super (or xterm's Meta), 16 Hyper, 32 Meta, 64 Caps Lock and 128 Num Lock.
enum ModifierParameter {
    /// The modifiers a parameter value encodes; none for a missing or out-of-range value.
    ///
    /// Alt and Meta are both Option; Super is Command; Hyper and Num Lock have no SwiftUI counterpart.
    static func modifiers(_ value: Int?) -> EventModifiers {
        guard let value, value > 1, value <= 256 else { return [] }
        let bits = value - 1
        var modifiers: EventModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & (2 | 32) != 0 { modifiers.insert(.option) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 8 != 0 { modifiers.insert(.command) }
        if bits & 64 != 0 { modifiers.insert(.capsLock) }
        return modifiers
    }
}
