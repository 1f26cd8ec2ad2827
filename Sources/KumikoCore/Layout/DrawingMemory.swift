import Foundation

/// What a graph keeps of its elements' drawings from one frame to the next (``LayoutElement/render(into:)``).
///
/// While the graph makes a display list, each element that draws into it, afresh or as it drew before, is given a
/// slot here and its commands end as a run of the list (``DisplayList/runs``); once the list is made, each element
/// keeps its run (the list's commands are shared, not copied) as the drawing it appends next time nothing it draws
/// from changed. Elements drawn into another list (a mask, a menu drawn and then tinted) get a slot but no run in
/// the graph's list, and keep nothing from it.
@MainActor
final class DrawingMemory {
    /// An element drawn into the list being made: its owner there and the layout pass.
    private struct Drawn {
        let element: LayoutElement
        let owner: ViewIdentity?
        let generation: Int
    }

    private var drawn: [Drawn] = []
    private var isRecording = false
    private var lastVersion: UInt64 = 0

    /// A version no drawing had (``DrawnRun/version``).
    func nextVersion() -> UInt64 {
        lastVersion &+= 1
        return lastVersion
    }

    /// Starts recording the elements drawn into a list.
    func begin() {
        drawn.removeAll(keepingCapacity: true)
        isRecording = true
    }

    /// A slot for `element`, drawing under `owner` in pass `generation`; nil while no list is being made.
    func slot(for element: LayoutElement, owner: ViewIdentity?, generation: Int) -> Int? {
        guard isRecording else { return nil }
        drawn.append(Drawn(element: element, owner: owner, generation: generation))
        return drawn.count - 1
    }

    /// The list is made: each element keeps its run of it, and an element whose run another element changed (a
    /// command inserted into it, or its drawing removed) keeps nothing.
    func end(_ list: DisplayList) {
        isRecording = false
        let entries = list.entries
        let modes = DrawingModes(list)
        for run in list.runs where drawn.indices.contains(run.slot) {
            let made = drawn[run.slot]
            made.element.keep(run.isIntact
                ? KeptDrawing(generation: made.generation, owner: made.owner, modes: modes, entries: entries,
                              range: run.range, version: run.version, origin: made.element.frame.origin,
                              translation: run.translation)
                : nil)
        }
        drawn.removeAll(keepingCapacity: true)
    }
}

/// What an element drew last, in which layout pass, under which owner, for which kind of display list, and where it
/// was: a run of that list's commands.
struct KeptDrawing {
    var generation: Int
    let owner: ViewIdentity?
    let modes: DrawingModes
    /// The list's commands (shared with the list, not copied) and the run of them that the element drew.
    let entries: [DisplayList.Entry]
    let range: Range<Int>
    let version: UInt64
    /// Where the element was when it drew (its frame's origin): placed elsewhere since, as a row whose list
    /// scrolled, it appends its drawing moved as far.
    let origin: CGPoint
    /// How far the commands are from where they were drawn as `version` (``DrawnRun/translation``).
    let translation: CGSize

    /// The commands the element drew.
    var drawn: ArraySlice<DisplayList.Entry> { entries[range] }
}

/// What a display list asks of what is drawn into it.
struct DrawingModes: Equatable {
    let accessibility, scrolling, editing, transitions: Bool
    init(_ list: DisplayList) {
        accessibility = list.describesAccessibility
        scrolling = list.scrollsNatively
        editing = list.editsTextNatively
        transitions = list.describesTransitions
    }
}
