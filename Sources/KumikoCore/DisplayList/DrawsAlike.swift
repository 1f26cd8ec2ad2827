import Foundation

extension DisplayList.Item {
    /// Whether `other` draws exactly what this item draws: every field of a text's lines and runs, a shape's path
    /// and colours, a chrome's kind, frame, tint and opacity, and the parameters of the structural items. What a
    /// web session's encoder asks before copying an item's JSON from the previous frame, and what debug builds
    /// ask of a row's kept drawing against the one drawn again (``LayoutElement``'s `render(into:)`).
    package func drawsAlike(_ other: Self) -> Bool { drawsAlike(other, movedBy: .zero) }

    /// Whether `other` draws exactly what this item draws moved by `shift` (a scroll view's content scrolled):
    /// ``drawsAlike(_:)`` with every frame and path of `other` less `shift`. An effect is alike only unmoved.
    /// `tolerance`: how far, relative to its size (and at least to 1), a frame's coordinate may be from the other's
    /// (0: exactly; a placement moved rather than made again differs from it in the last bits of a fraction).
    package func drawsAlike(_ other: Self, movedBy shift: CGPoint, tolerance: CGFloat = 0) -> Bool {
        func moved(_ rect: CGRect) -> CGRect { shift == .zero ? rect : rect.offsetBy(dx: shift.x, dy: shift.y) }
        func same(_ a: CGRect, _ b: CGRect) -> Bool { tolerance == 0 ? a == b : a.isAlike(to: b, within: tolerance) }
        switch (self, other) {
        case (.text(let a), .text(let b)):
            guard same(moved(a.frame), b.frame), a.opacity == b.opacity, a.lines.count == b.lines.count else { return false }
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
            return Self.pathsAlike(path, b.path, tolerance: tolerance) && a.fill == b.fill && a.stroke?.color == b.stroke?.color
                && a.stroke?.lineWidth == b.stroke?.lineWidth
        case (.chrome(let a), .chrome(let b)):
            return a.kind == b.kind && same(moved(a.frame), b.frame) && a.tint == b.tint && a.opacity == b.opacity
        case (.erase(let a), .erase(let b)), (.pushClip(let a), .pushClip(let b)):
            return same(moved(a), b)
        case (.popClip, .popClip), (.endMark, .endMark), (.endEffect, .endEffect), (.dimBeneath, .dimBeneath),
             (.endAccessibilityElement, .endAccessibilityElement), (.endScroll, .endScroll):
            return true
        case (.beginMark(let a), .beginMark(let b)):
            return a == b
        case (.beginAccessibilityElement(let a), .beginAccessibilityElement(let b)):
            return a == b
        case (.beginScroll(var a), .beginScroll(let b)):
            guard same(moved(a.frame), b.frame) else { return false }
            a.frame = b.frame
            return a == b
        case (.textInput(var a), .textInput(let b)):
            guard same(moved(a.frame), b.frame) else { return false }
            a.frame = b.frame
            return a == b
        case (.beginEffect(let a), .beginEffect(let b)):
            // Effects hold paths, nested display lists and transitions: compared by their full description.
            return shift == .zero && String(reflecting: a) == String(reflecting: b)
        default:
            return false
        }
    }

    /// Whether two paths draw alike: the same figure, and points within `tolerance` of each other (as frames are:
    /// a curve's points computed at one place and moved to another differ from those computed there in the last
    /// bits, ``moved(by:)``).
    private static func pathsAlike(_ a: Path, _ b: Path, tolerance: CGFloat) -> Bool {
        if a == b { return true }
        guard tolerance > 0 else { return false }
        let lines = (a.segmentPolylines, b.segmentPolylines)
        guard a.figure == b.figure, lines.0.count == lines.1.count else { return false }
        for (p, q) in zip(lines.0, lines.1) {
            guard p.count == q.count else { return false }
            for (u, v) in zip(p, q) where !u.x.isAlike(to: v.x, within: tolerance) || !u.y.isAlike(to: v.y, within: tolerance) {
                return false
            }
        }
        return true
    }
}

extension CGFloat {
    /// Whether `other` is within `tolerance` of this value, relative to its size (and at least to 1): equal but for
    /// floating-point rounding.
    package func isAlike(to other: CGFloat, within tolerance: CGFloat) -> Bool {
        self == other || Swift.abs(self - other) <= tolerance * Swift.max(1, Swift.abs(self), Swift.abs(other))
    }
}

extension CGRect {
    /// Whether each coordinate of `other` is within `tolerance` of this rectangle's (``CGFloat/isAlike(to:within:)``).
    package func isAlike(to other: CGRect, within tolerance: CGFloat) -> Bool {
        minX.isAlike(to: other.minX, within: tolerance) && minY.isAlike(to: other.minY, within: tolerance)
            && width.isAlike(to: other.width, within: tolerance) && height.isAlike(to: other.height, within: tolerance)
    }
}
