import Foundation

extension PresentationKind {
    /// How a presentation comes and goes, as iOS shows them: a sheet, an action sheet and a full-screen cover rise
    /// from the bottom edge of the window and sink back; an alert fades in while shrinking from a little larger
    /// (UIKit's alert presentation grows it from 1.2 times its size) and fades out; a menu fades. A backend that
    /// draws animations plays it when the presentation begins or ends (``ViewGraph/animateByDefault()``).
    func transition(in frame: CGRect) -> TransitionDrawing {
        switch self {
        case .sheet, .confirmationDialog, .fullScreenCover:
            return TransitionDrawing(insertion: [.move(.bottom)], removal: [.move(.bottom)], frame: frame)
        case .alert:
            return TransitionDrawing(insertion: [.opacity, .scale(1.2, anchor: .center)], removal: [.opacity], frame: frame)
        case .menu:
            return TransitionDrawing(insertion: [.opacity], removal: [.opacity], frame: frame)
        }
    }
}
