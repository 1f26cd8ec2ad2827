import Foundation

/// The placements a layout's `placeSubviews` makes, through ``LayoutSubview/place(at:anchor:proposal:)``:
/// performed during a layout pass, or only recorded when the default `explicitAlignment` needs to know where the
/// subviews would go without moving anything. After a performed placement, subviews the layout left unplaced
/// are centred in its bounds, as SwiftUI does.
@MainActor
enum PlacementSession {
    /// Where a subview was (or would be) placed.
    struct Placement {
        let frame: CGRect
        let proposal: ProposedViewSize
    }

    private struct Session {
        let performs: Bool
        var placements: [ObjectIdentifier: Placement] = [:]
    }

    private static var sessions: [Session] = []

    /// Runs a layout's placement of `elements` in `bounds`, then centres those it did not place.
    static func perform(_ elements: [LayoutElement], in bounds: CGRect, _ placeSubviews: () -> Void) {
        sessions.append(Session(performs: true))
        placeSubviews()
        let placed = sessions.removeLast().placements
        for element in elements where placed[ObjectIdentifier(element)] == nil {
            let size = element.sizeThatFits(ProposedViewSize(bounds.size))
            element.place(in: CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                                     width: size.width, height: size.height),
                          proposal: ProposedViewSize(bounds.size))
        }
    }

    /// Runs a layout's placement without moving anything; returns where each subview would go.
    static func record(_ placeSubviews: () -> Void) -> [ObjectIdentifier: Placement] {
        sessions.append(Session(performs: false))
        placeSubviews()
        return sessions.removeLast().placements
    }

    /// Runs `body` (a whole graph's layout) with no session open, then restores the open ones: a graph laid out
    /// while another graph's layout is placing subviews (an `ImageRenderer` in a `GeometryReader`'s content)
    /// neither notes its placements in the outer layout's session nor sees them left unperformed by it.
    static func isolated<T>(_ body: () -> T) -> T {
        let outer = sessions
        sessions = []
        defer { sessions = outer }
        return body()
    }

    /// Notes a subview's placement; returns whether it is to be performed.
    static func note(_ element: LayoutElement, frame: CGRect, proposal: ProposedViewSize) -> Bool {
        guard !sessions.isEmpty else { return true }
        sessions[sessions.count - 1].placements[ObjectIdentifier(element)] = Placement(frame: frame, proposal: proposal)
        return sessions[sessions.count - 1].performs
    }
}
