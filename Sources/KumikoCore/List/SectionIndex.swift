import Foundation

/// A list's section index (iOS 26's `sectionIndexLabel` and `listSectionIndexVisibility`): the labels of the
/// sections, stacked in a column at the list's trailing edge; choosing one scrolls its section to the top.
///
/// As the Human Interface Guidelines ask, a list whose rows show disclosure indicators at their trailing end
/// shows no index unless it is asked to (`.visible`): the two would sit side by side and be hard to tell apart.
/// The labels are text in the accent colour, as iOS tints its index; their room is the platform's
/// (``ListMetrics/sectionIndexWidth`` and ``ListMetrics/sectionIndexEntryHeight``).
struct SectionIndex: Equatable {
    /// One label and the row of its section's first line (its header, else its first row).
    struct Entry: Equatable {
        let label: String
        let row: Int
    }

    /// The labels, in the order of their sections.
    var entries: [Entry] = []

    /// The index of the sections among `segments`: the first label of each section that has one.
    @MainActor
    init(segments: [RowSegment], symbols: any SymbolImages) {
        var seen: Set<ObjectIdentifier> = []
        var row = 0
        for segment in segments {
            defer { row += segment.count }
            guard let section = segment.section, let label = segment.sectionIndexLabel, segment.count > 0,
                  seen.insert(section).inserted else { continue }
            let text = label.plainString(symbols: symbols)
            if !text.isEmpty { entries.append(Entry(label: text, row: row)) }
        }
    }

    init() {}

    /// The keys that go to a label of the index: letters, digits and "#".
    static let keys: [KeyEquivalent] = ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#").map { KeyEquivalent($0) }

    /// The entry whose label starts with `character`, ignoring case.
    func entry(startingWith character: Character) -> Entry? {
        let wanted = String(character).lowercased()
        return entries.first { $0.label.first.map { String($0).lowercased() } == wanted }
    }
}

/// Lays out a list beside its section index: the list takes the width less the index's column, the index the
/// column at the trailing edge, as tall as the list.
struct SectionIndexLayout: Layout {
    let width: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let list = subviews.first else { return .zero }
        let size = list.sizeThatFits(ProposedViewSize(width: proposal.width.map { max($0 - width, 0) }, height: proposal.height))
        return CGSize(width: size.width + width, height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        let column = min(width, bounds.width)
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width - column, height: bounds.height))
        subviews[1].place(at: CGPoint(x: bounds.maxX - column, y: bounds.minY), proposal: ProposedViewSize(width: column, height: bounds.height))
    }
}

/// The column of a section index: its labels centred vertically, one per ``ListMetrics/sectionIndexEntryHeight``;
/// when they do not all fit, an even sample of them (each still leading to its own section).
@MainActor
final class SectionIndexElement: LayoutElement {
    private(set) var index = SectionIndex()
    /// The entries shown and where, as of the latest placement.
    private(set) var shown: [(entry: SectionIndex.Entry, frame: CGRect)] = []

    func configure(_ index: SectionIndex) { self.index = index }

    private var metrics: ListMetrics { environment.platformMetrics.list }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: metrics.sectionIndexWidth, height: proposal.height ?? CGFloat(index.entries.count) * metrics.sectionIndexEntryHeight)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let height = metrics.sectionIndexEntryHeight
        let entries = index.entries
        guard height > 0, !entries.isEmpty, frame.height >= height else {
            shown = []
            return
        }
        let fit = max((frame.height / height + 1e-6).clampedInt(.down), 1)
        let count = min(fit, entries.count)
        let grid = environment.platform.grid
        let top = frame.minY + max(grid.floored((frame.height - CGFloat(count) * height) / 2, along: .vertical), 0)
        shown = (0..<count).map { position in
            let entry = entries[count == entries.count ? position : position * entries.count / count]
            return (entry, CGRect(x: frame.minX, y: top + CGFloat(position) * height, width: frame.width, height: height))
        }
    }

    /// Each label as text at the trailing edge of its room, in the accent colour (as iOS tints its index), measured
    /// and cut to the column by the platform's text measurer.
    override func draw(into list: inout DisplayList) {
        let measurer = environment.platform.text
        let style = TextStyle(foreground: Color.accentColor.resolved())
        for (entry, frame) in shown {
            guard let line = TextLineLayout.layout(runs: [entry.label], maxWidth: frame.width, maxLines: 1, truncation: .tail) { character, _ in
                measurer.advance(of: character, in: .body)
            }.first else { continue }
            let text = line.segments.map(\.text).joined()
            let width = min(measurer.width(of: text), frame.width)
            let grid = environment.platform.grid
            // The label's room in whole units of the grid, so that it ends at the column's trailing edge.
            let room = min(grid.rounded(width + grid.unit(along: .horizontal) / 2 - 0.001, along: .horizontal), frame.width)
            let x = frame.maxX - room
            list.append(.text(TextDrawing(frame: CGRect(x: x, y: frame.minY, width: width, height: frame.height),
                                          lines: [.init(segments: [(text, style)])], opacity: 1)))
        }
    }

    /// The entry under a point, if any.
    func entry(at point: CGPoint) -> SectionIndex.Entry? {
        shown.first { $0.frame.contains(point) }?.entry
    }
}

private struct SectionIndexLabelKey: EnvironmentKey { static var defaultValue: Text? { nil } }
private struct SectionIndexVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// The label of the sections here in a list's section index.
    var sectionIndexLabel: Text? {
        get { self[SectionIndexLabelKey.self] }
        set { self[SectionIndexLabelKey.self] = newValue }
    }

    /// Whether the lists here show their section index.
    var listSectionIndexVisibility: Visibility {
        get { self[SectionIndexVisibilityKey.self] }
        set { self[SectionIndexVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets the label that points to this section in its list's section index, typically one character ("A");
    /// nil shows no label for it.
    ///
    /// - Parameter label: The label.
    public func sectionIndexLabel(_ label: Text?) -> some View {
        environment(\.sectionIndexLabel, label)
    }

    /// Sets the label that points to this section in its list's section index, from a localized string key.
    ///
    /// - Parameter label: The label.
    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View {
        sectionIndexLabel(Text(label))
    }

    /// Sets the label that points to this section in its list's section index, from a string.
    ///
    /// - Parameter label: The label.
    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View {
        sectionIndexLabel(Text(verbatim: String(label)))
    }

    /// Shows or hides the section index of the lists inside this view: the labels of their sections
    /// (`sectionIndexLabel`) in a column at their trailing edge. A click on a label, or typing its letter while
    /// the list has the keyboard, scrolls its section to the top. `.automatic` shows it unless the rows show
    /// disclosure indicators (the Human Interface Guidelines advise against both at the trailing edge).
    ///
    /// - Parameter visibility: Whether the index shows.
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        environment(\.listSectionIndexVisibility, visibility)
    }
}
