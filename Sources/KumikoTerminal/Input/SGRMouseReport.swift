import KumikoCore

/// SGR mouse reports (mode 1006): `CSI < b;x;y M` for a press or motion and `CSI < b;x;y m` for a release,
/// with 1-based cell coordinates.
///
/// In `b`, bits 0–1 are the button (0 left, 1 middle, 2 right, 3 none), 4 is Shift, 8 Meta (Option), 16
/// Control, 32 motion, and 64 the wheel, whose bits 0–1 then say up, down, left or right. Buttons 8–11 (bit
/// 128) have no counterpart and report nothing.
extension EscapeSequence {
    /// The mouse report, or `nil` when the sequence is not a well-formed SGR mouse report.
    var mouseInput: MouseInput? {
        guard marker == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
              parameters.count == 3, parameters.allSatisfy({ $0.count == 1 }),
              let code = parameter(0), let x = parameter(1), let y = parameter(2),
              code < 128, x >= 1, y >= 1
        else { return nil }
        var modifiers: EventModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.option) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let buttonBits = code & 3
        let button: MouseInput.Button = [.left, .middle, .right, .none][buttonBits]
        let kind: MouseInput.Kind
        if code & 64 != 0 {
            guard final == UInt8(ascii: "M") else { return nil }
            return MouseInput(kind: [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][buttonBits], button: .none,
                              column: x - 1, row: y - 1, modifiers: modifiers)
        } else if code & 32 != 0 {
            kind = button == .none ? .move : .drag
        } else {
            kind = final == UInt8(ascii: "M") ? .press : .release
        }
        return MouseInput(kind: kind, button: button, column: x - 1, row: y - 1, modifiers: modifiers)
    }
}
