import Foundation

/// The columns of a `LazyVGrid` (or rows of a `LazyHGrid`) resolved for one length: SwiftUI's algorithm for
/// `GridItem`s.
///
/// The spacing after every item but the last and the fixed items' lengths are taken first; then each other item,
/// in order, is offered the remaining length divided by the number of items still to size: a flexible item takes
/// the offer clamped to its bounds, an adaptive one takes it as it is (never below zero). Each adaptive item is
/// then split into as many tracks of at least its minimum as fit, `n = ⌊(w + s) / (min + s)⌋` (at least one),
/// each `(w − (n − 1)s) / n` long, at most its maximum (objc.io, *Thinking in SwiftUI*, "Grids"; measured in
/// juejin.cn/post/7081943051349786631 and /7083356120147820552).
///
/// The grid reports the total for the length it is offered, then lays its tracks out again for the length it
/// is given, which is that total: when flexible minimums exceed the offer, the second pass gives wider tracks
/// than the first and the grid draws past its own frame on the trailing side, as SwiftUI's does.
struct GridTracks: Equatable {
    /// One column (or row) of cells.
    struct Track: Equatable {
        /// Where the track starts, from the grid's leading (or top) edge.
        var offset: CGFloat
        /// The track's length.
        var length: CGFloat
        /// How cells are aligned in it (nil: the grid's alignment).
        var alignment: Alignment?
    }

    /// The tracks in order.
    private(set) var tracks: [Track]

    /// The length from the first track's start to the last track's end.
    var total: CGFloat { tracks.last.map { $0.offset + $0.length } ?? 0 }

    /// The number of cells in a line.
    var count: Int { tracks.count }

    /// Resolves `items` for `length` (nil or negative: zero, which leaves every item at its minimum);
    /// `defaultSpacing` is used where an item's spacing is nil.
    init(items: [GridItem], length: CGFloat?, defaultSpacing: CGFloat) {
        let items = items.isEmpty ? [GridItem()] : items.map(Self.sanitized)
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var remaining = max(length ?? 0, 0)
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { remaining -= spacings[index] }
            if case .fixed(let size) = item.size { remaining -= size }
        }
        var unsized = items.count { if case .fixed = $0.size { false } else { true } }
        var lengths: [CGFloat] = []
        for item in items {
            switch item.size {
            case .fixed(let size):
                lengths.append(size)
            case .flexible(let minimum, let maximum):
                let offer = remaining / CGFloat(unsized)
                let chosen = min(max(offer, minimum), maximum)
                lengths.append(chosen)
                remaining -= chosen
                unsized -= 1
            case .adaptive:
                let chosen = max(remaining / CGFloat(unsized), 0)
                lengths.append(chosen)
                remaining -= chosen
                unsized -= 1
            }
        }
        var tracks: [Track] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            if case .adaptive(let minimum, let maximum) = item.size {
                let width = lengths[index]
                let fitting = ((width + spacing) / (minimum + spacing)).rounded(.down)
                let count = fitting.isFinite ? max(Int(min(fitting, 10_000)), 1) : 1
                let each = min(max((width - CGFloat(count - 1) * spacing) / CGFloat(count), 0), maximum)
                for sub in 0..<count {
                    tracks.append(Track(offset: offset, length: each, alignment: item.alignment))
                    offset += each + (sub < count - 1 ? spacing : 0)
                }
            } else {
                tracks.append(Track(offset: offset, length: lengths[index], alignment: item.alignment))
                offset += lengths[index]
            }
            if index < items.count - 1 { offset += spacing }
        }
        self.tracks = tracks
    }

    /// The item with bad numbers replaced: NaN, infinite or negative lengths, and bounds given the wrong way
    /// round (one diagnostic each).
    private static func sanitized(_ item: GridItem) -> GridItem {
        func length(_ value: CGFloat, _ what: String) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                Diagnostics.warnOnce("grid-item-\(what)", "GridItem: \(what) \(value) is not a finite, non-negative length; 0 is used")
                return 0
            }
            return value
        }
        var item = item
        if let spacing = item.spacing, !(spacing.isFinite && spacing >= 0) {
            item.spacing = length(spacing, "spacing")
        }
        switch item.size {
        case .fixed(let size):
            item.size = .fixed(length(size, "fixed size"))
        case .flexible(let minimum, let maximum):
            let low = length(minimum, "minimum")
            let high = maximum.isNaN ? .infinity : max(maximum, low)
            item.size = .flexible(minimum: low, maximum: high)
        case .adaptive(let minimum, let maximum):
            let low = length(minimum, "minimum")
            let high = maximum.isNaN ? .infinity : max(maximum, low)
            item.size = .adaptive(minimum: low, maximum: high)
        }
        return item
    }
}
