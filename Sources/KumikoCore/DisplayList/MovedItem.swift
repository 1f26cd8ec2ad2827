import Foundation

extension DisplayList.Item {
    /// The item drawn `offset` further along (every frame, rect and path moved by it): what an element that kept
    /// its layout draws when its container places it elsewhere (a list's row as the list scrolls). Nil for an
    /// effect, whose paths and nested drawings are not moved: the element then draws again.
    package func moved(by offset: CGSize) -> Self? {
        mapped(rect: { $0.offsetBy(dx: offset.width, dy: offset.height) },
               path: { $0.offsetBy(dx: offset.width, dy: offset.height) })
    }

    /// The item mirrored left for right within `bounds`: every frame, rect and path at its mirror image's place, as
    /// a right-to-left layout draws what an element draws itself (``LayoutElement/mirrorsOwnDrawing``). A text keeps
    /// its characters in order (only its frame moves), and a chrome item its look. Nil for an effect.
    package func mirrored(within bounds: CGRect) -> Self? {
        mapped(rect: { $0.mirrored(within: bounds) },
               path: { $0.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: bounds.minX + bounds.maxX, ty: 0)) })
    }

    /// The item with every frame and rect changed by `rect` and every path by `path`; nil for an effect, whose
    /// nested drawings are not changed.
    private func mapped(rect: (CGRect) -> CGRect, path: (Path) -> Path) -> Self? {
        switch self {
        case .text(var text):
            text.frame = rect(text.frame)
            return .text(text)
        case .shape(var shape):
            shape.path = path(shape.path)
            return .shape(shape)
        case .chrome(var chrome):
            chrome.frame = rect(chrome.frame)
            return .chrome(chrome)
        case .erase(let area):
            return .erase(rect(area))
        case .pushClip(let area):
            return .pushClip(rect(area))
        case .beginScroll(var region):
            region.frame = rect(region.frame)
            return .beginScroll(region)
        case .textInput(var input):
            input.frame = rect(input.frame)
            return .textInput(input)
        case .popClip, .beginMark, .endMark, .endEffect, .dimBeneath, .beginAccessibilityElement,
             .endAccessibilityElement, .endScroll:
            return self
        case .beginEffect:
            return nil
        }
    }
}
