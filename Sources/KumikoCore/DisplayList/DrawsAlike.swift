import Foundation

extension DisplayList.Item {
    /// Whether `other` draws exactly what this item draws: every field of a text's lines and runs, a shape's path
    /// and colours, a chrome's kind, frame, tint and opacity, and the parameters of the structural items. What a
    /// web session's encoder asks before copying an item's JSON from the previous frame, and what debug builds
    /// ask of a row's kept drawing against the one drawn again (``LayoutElement``'s `render(into:)`).
    package func drawsAlike(_ other: Self) -> Bool { drawsAlike(other, movedBy: .zero) }

    /// Whether `other` draws exactly what this item draws moved by `shift` (a scroll view's content scrolled):
    /// ``drawsAlike(_:)`` with every frame and path of `other` less `shift`. An effect is alike only unmoved.
    package func drawsAlike(_ other: Self, movedBy shift: CGPoint) -> Bool {
        func moved(_ rect: CGRect) -> CGRect { shift == .zero ? rect : rect.offsetBy(dx: shift.x, dy: shift.y) }
        switch (self, other) {
        case (.text(let a), .text(let b)):
            guard moved(a.frame) == b.frame, a.opacity == b.opacity, a.lines.count == b.lines.count else { return false }
            // A text drawn again alike hands over the very lines it drew before.
            if a.lines.withUnsafeBufferPointer({ x in b.lines.withUnsafeBufferPointer { x.baseAddress == $0.baseAddress } }) {
                return true
            }
            for (x, y) in zip(a.lines, b.lines) {
                guard x.offset == y.offset, x.width == y.width, x.height == y.height, x.baseline == y.baseline,
                      x.segments.count == y.segments.count else { return false }
                for (s, t) in zip(x.segments, y.segments) where s.text != t.text || s.style != t.style { return false }
            }
            return true
        case (.shape(let a), .shape(let b)):
            let path = shift == .zero ? a.path : a.path.offsetBy(dx: shift.x, dy: shift.y)
            return path == b.path && a.fill == b.fill && a.stroke?.color == b.stroke?.color
                && a.stroke?.lineWidth == b.stroke?.lineWidth
        case (.chrome(let a), .chrome(let b)):
            return a.kind == b.kind && moved(a.frame) == b.frame && a.tint == b.tint && a.opacity == b.opacity
        case (.erase(let a), .erase(let b)), (.pushClip(let a), .pushClip(let b)):
            return moved(a) == b
        case (.popClip, .popClip), (.endMark, .endMark), (.endEffect, .endEffect), (.dimBeneath, .dimBeneath),
             (.endAccessibilityElement, .endAccessibilityElement), (.endScroll, .endScroll):
            return true
        case (.beginMark(let a), .beginMark(let b)):
            return a == b
        case (.beginAccessibilityElement(let a), .beginAccessibilityElement(let b)):
            return a == b
        case (.beginScroll(var a), .beginScroll(let b)):
            a.frame = moved(a.frame)
            return a == b
        case (.textInput(var a), .textInput(let b)):
            a.frame = moved(a.frame)
            return a == b
        case (.beginEffect(let a), .beginEffect(let b)):
            // Effects hold paths, nested display lists and transitions: compared by their full description.
            return shift == .zero && String(reflecting: a) == String(reflecting: b)
        default:
            return false
        }
    }
}
