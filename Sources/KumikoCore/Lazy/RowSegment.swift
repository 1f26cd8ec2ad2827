/// What a lazy container sees of its content: rows, some given as built elements, others as lazy runs of
/// `ForEach` rows that are created only when they come into view (DESIGN.md §3.3), each with its role and
/// section (lists draw headers, footers and sections differently).
@MainActor
struct RowSegment {
    /// Where the rows come from.
    enum Source {
        /// One row that is already built (a static view in the container's content).
        case element(LayoutElement)
        /// `rowCount` rows of a lazy `ForEach`, built on demand.
        case lazy(any LazyRowSource)
    }

    /// What the rows are to their section.
    enum Role: Equatable {
        /// Ordinary content rows.
        case row
        /// A section's header.
        case header
        /// A section's footer.
        case footer
        /// A line of the container's own (a list's search field or refresh progress).
        case accessory
    }

    /// Where the rows come from.
    var source: Source
    /// What the rows are.
    var role: Role = .row
    /// The section the rows belong to (nil outside sections).
    var section: ObjectIdentifier?
    /// For the header of a collapsible section: the section.
    var collapsible: (any CollapsibleSection)?
    /// The label of the section in a list's section index (`sectionIndexLabel`), if it has one.
    var sectionIndexLabel: Text?

    /// One built row.
    static func element(_ element: LayoutElement) -> RowSegment { RowSegment(source: .element(element)) }
    /// Lazy rows.
    static func lazy(_ source: any LazyRowSource) -> RowSegment { RowSegment(source: .lazy(source)) }

    /// The number of rows in the segment.
    var count: Int {
        switch source {
        case .element: 1
        case .lazy(let source): source.rowCount
        }
    }
}

/// Where each of a list of segments starts among their rows, and what identifies them: what a lazy container
/// needs to find a row's segment (binary search over the starts) and to tell whether the rows' identities may
/// have changed since it last saw them (the signature: each segment's identity, count and version).
@MainActor
struct RowSegmentLayout: Equatable {
    /// One segment's identity, row count and version.
    struct Signature: Equatable {
        let id: ObjectIdentifier
        let count: Int
        let version: Int
    }

    /// The first row of each segment, plus the total at the end.
    let starts: [Int]
    /// What each segment is.
    let signature: [Signature]

    /// The layout of `segments`.
    init(_ segments: [RowSegment]) {
        var starts = [0]
        starts.reserveCapacity(segments.count + 1)
        var signature: [Signature] = []
        signature.reserveCapacity(segments.count)
        for segment in segments {
            starts.append(starts[starts.count - 1] + segment.count)
            switch segment.source {
            case .element(let element):
                signature.append(Signature(id: ObjectIdentifier(element), count: 1, version: 0))
            case .lazy(let source):
                signature.append(Signature(id: ObjectIdentifier(source), count: source.rowCount, version: source.rowsVersion))
            }
        }
        self.starts = starts
        self.signature = signature
        var contentStarts = [0]
        contentStarts.reserveCapacity(segments.count + 1)
        for segment in segments {
            contentStarts.append(contentStarts[contentStarts.count - 1] + (segment.role == .row ? segment.count : 0))
        }
        self.contentStarts = contentStarts
    }

    /// The number of content rows (not headers, footers or the container's own lines) before each segment, plus
    /// the total at the end: a content row's place among the content rows, which a screen reader says.
    let contentStarts: [Int]

    /// The place of row `row` among the content rows (0 for the first), given its segment's index.
    func contentIndex(ofRow row: Int, segment: Int) -> Int {
        guard segment < starts.count - 1 else { return contentStarts[contentStarts.count - 1] }
        return contentStarts[segment] + max(row - starts[segment], 0)
    }

    /// The number of rows.
    var total: Int { starts[starts.count - 1] }

    /// The index of the segment holding row `row` (binary search over the starts; the last segment for a row
    /// past the end).
    func segmentIndex(ofRow row: Int) -> Int {
        var low = 0, high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }
}

/// A source of rows built on demand: a `ForEach` inside a lazy container.
@MainActor
protocol LazyRowSource: AnyObject {
    /// The number of rows (read without walking the data).
    var rowCount: Int { get }
    /// Changes whenever the rows' identities may have changed (the data changed).
    var rowsVersion: Int { get }
    /// The layout element of row `index`, creating its node if needed.
    func rowElement(at index: Int) -> LayoutElement?
    /// The node of row `index`, building it if needed.
    func rowNode(at index: Int) -> ViewNode?
    /// Whether row `index` is built (has a live node), without building it.
    func hasLiveRow(at index: Int) -> Bool
    /// The id of row `index` (the `ForEach` id), read without building the row.
    func rowID(at index: Int) -> AnyHashable?
    /// The index of the row whose id is `id`, found by scanning the ids without building rows (nil if none).
    func rowIndex(of id: AnyHashable) -> Int?
    /// Marks row `index` used in the current layout pass if it is built, so that ``releaseRows(unusedSince:)`` keeps
    /// it; builds nothing, updates nothing.
    func keepLiveRow(at index: Int)
    /// Releases the rows not used since `generation` (their state is dropped, as SwiftUI does for lazy rows).
    func releaseRows(unusedSince generation: Int)
}

private struct RowsAreLazyKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether views here are rows of a lazy container (a `ForEach` here creates its rows on demand).
    var rowsAreLazy: Bool {
        get { self[RowsAreLazyKey.self] }
        set { self[RowsAreLazyKey.self] = newValue }
    }
}
