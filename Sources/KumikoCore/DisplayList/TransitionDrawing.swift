import Foundation

/// How a view with a transition (`transition(_:)`) comes and goes, around its drawing in a display list that
/// describes transitions (``DisplayList/describesTransitions``), as an ``Effect/transition(_:)``: a backend that
/// draws animations plays the insertion when the view appears in an animated frame and the removal when it leaves
/// one.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct TransitionDrawing: Hashable, Sendable {
    /// What the view looks like before it is inserted, going to its drawn state (empty: it appears as it is).
    public var insertion: [TransitionMotion]
    /// What the view goes to as it is removed (empty: it goes as it is).
    public var removal: [TransitionMotion]
    /// The view's frame, in points (what moves and scales are relative to).
    public var frame: CGRect
    /// What the views it replaces do while it comes in, instead of their own removal, beneath it (a pushed
    /// navigation screen covers the one it was pushed on, which stays where it is); nil: they leave their own way.
    package var coveredRemoval: [TransitionMotion]?

    /// A transition's drawing around a view in `frame`.
    package init(insertion: [TransitionMotion], removal: [TransitionMotion], frame: CGRect,
                 coveredRemoval: [TransitionMotion]? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.frame = frame
        self.coveredRemoval = coveredRemoval
    }
}

/// One part of a transition's away state, as SwiftUI's built-in transitions: `opacity`, `move(edge:)` (`slide`
/// and `push(from:)` are made of moves), `offset`, `scale`.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public enum TransitionMotion: Hashable, Sendable {
    /// Transparent.
    case opacity
    /// Moved by its own size towards an edge (just outside where it is drawn).
    case move(Edge)
    /// Moved by a distance in points.
    case offset(CGSize)
    /// Scaled by a factor about an anchor of its frame.
    case scale(CGFloat, anchor: UnitPoint)
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
