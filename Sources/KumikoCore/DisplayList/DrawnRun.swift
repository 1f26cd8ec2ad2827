import Foundation

/// A run of a display list's commands that one layout element drew (``DisplayList/runs``): afresh, or appended
/// as it drew them in an earlier frame, when nothing it draws from changed since (``LayoutElement``'s kept
/// drawings). The graph keeps each element's latest run as its drawing; a backend that writes a frame out can
/// keep what it wrote for a run by its ``version`` and copy that for a kept run of the same version, rather than
/// write each command again.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
package struct DrawnRun: Sendable {
    /// The commands of the run, by position in the list; empty once the run was forgotten.
    package internal(set) var range: Range<Int>
    /// The element that drew it, among those drawn into the list (its graph's ``DrawingMemory``).
    package let slot: Int
    /// Names what was drawn: the same version is the same commands (with the same owners), wherever and in
    /// whichever frame they are appended; a drawing made afresh has a version of its own.
    package let version: UInt64
    /// Whether the run was appended as drawn in an earlier frame rather than drawn now.
    package let kept: Bool
    /// How far the run's commands are from where they were drawn as ``version``: a row whose list scrolled appends
    /// its drawing moved (``DisplayList/Item/moved(by:)``).
    package let translation: CGSize
    /// Whether the run is a row of a lazy container (with its list's chrome): a unit that the next frames likely
    /// append whole, as they scroll or move a selection.
    package let isRow: Bool

    /// Whether the run still holds what its element drew (no command was inserted into it or removed from it).
    package private(set) var isIntact = true

    init(range: Range<Int>, slot: Int, version: UInt64, kept: Bool, isRow: Bool, translation: CGSize = .zero) {
        self.range = range
        self.slot = slot
        self.version = version
        self.kept = kept
        self.isRow = isRow
        self.translation = translation
    }

    /// The run no longer holds what its element drew (another element inserted a command in it, or removed it).
    mutating func forget() {
        isIntact = false
        range = range.lowerBound..<range.lowerBound
    }
}
