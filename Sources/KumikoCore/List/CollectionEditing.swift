import Foundation

/// Deleting by offsets, what a list's `onDelete` action usually does.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what an `onDelete` action usually does), as SwiftUI's extension.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = Self()
        kept.reserveCapacity(count - offsets.count)
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}

/// Moving by offsets, what a list's `onMove` action usually does.
extension MutableCollection {
    /// Moves the elements at `source` to before the element at offset `destination` (in the original order),
    /// keeping their order (what an `onMove` action usually does), as SwiftUI's extension.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let clamped = Swift.min(Swift.max(destination, 0), elements.count)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }.map { elements[$0] }
        let before = elements[..<clamped].enumerated().filter { !source.contains($0.offset) }.map(\.element)
        let after = elements[clamped...].enumerated().filter { !source.contains($0.offset + clamped) }.map(\.element)
        for (index, element) in zip(indices, before + moving + after) { self[index] = element }
    }
}
