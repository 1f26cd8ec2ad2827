import Foundation

extension DisplayList.Item {
    /// The item drawn `offset` further along (every frame, rect and path moved by it): what an element that kept
    /// its layout draws when its container places it elsewhere (a list's row as the list scrolls). Nil for an
    /// effect, whose paths and nested drawings are not moved: the element then draws again.
    package func moved(by offset: CGSize) -> Self? {
        func move(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: offset.width, dy: offset.height) }
        switch self {
        case .text(var text):
            text.frame = move(text.frame)
            return .text(text)
        case .shape(var shape):
            shape.path = shape.path.offsetBy(dx: offset.width, dy: offset.height)
            return .shape(shape)
        case .chrome(var chrome):
            chrome.frame = move(chrome.frame)
            return .chrome(chrome)
        case .erase(let rect):
            return .erase(move(rect))
        case .pushClip(let rect):
            return .pushClip(move(rect))
        case .beginScroll(var region):
            region.frame = move(region.frame)
            return .beginScroll(region)
        case .textInput(var input):
            input.frame = move(input.frame)
            return .textInput(input)
        case .popClip, .beginMark, .endMark, .endEffect, .dimBeneath, .beginAccessibilityElement,
             .endAccessibilityElement, .endScroll:
            return self
        case .beginEffect:
            return nil
        }
    }
}
