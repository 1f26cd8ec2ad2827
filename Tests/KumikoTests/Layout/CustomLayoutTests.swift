import Foundation
import Testing
import Kumiko
import KumikoTestSupport

// MARK: Layouts under test (each states the rule it applies; the expectations check that Kumiko carries out the
// layout's decisions the way SwiftUI documents `Layout`, `LayoutSubview` and `ProposedViewSize`).

/// Apple's `BasicVStack` shape: ideal sizes, stacked top to bottom at the bounds' leading edge.
private struct BasicVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// Takes the proposal (nil → 10, `replacingUnspecifiedDimensions()`), centres every subview proposed 40×20.
private struct CentreLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: 40, height: 20))
        }
    }
}

/// Lays subviews out left to right in descending `priority`, at their ideal sizes.
private struct PriorityRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0.priority > $1.priority }) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Stacks subviews vertically with their `.leading` guides (read from `dimensions(in:)`) on the line x = 50.
private struct LeadingLineLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: subviews.map { $0.sizeThatFits(.unspecified).height }.reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + 50 - dimensions[.leading], y: y), proposal: .unspecified)
            y += dimensions.height
        }
    }
}

/// A column index read through a LayoutValueKey.
private struct ColumnKey: LayoutValueKey {
    static let defaultValue = 0
}

/// Places each subview in a 50-pt-wide column given by `ColumnKey`.
private struct ColumnsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat((subviews.map { $0[ColumnKey.self] }.max() ?? 0) + 1) * 50, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[ColumnKey.self]) * 50, y: bounds.minY),
                          proposal: ProposedViewSize(width: 50, height: 10))
        }
    }
}

/// A row whose gaps are the subviews' preferred spacing (`ViewSpacing.distance(to:along:)`).
private struct PreferredSpacingRow: Layout {
    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index == 0 ? 0 : subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps(subviews).reduce(0, +),
                      height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, gap) in zip(subviews, gaps(subviews)) {
            x += gap
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Counts calls, for the cache test.
@MainActor
private final class CallCounter {
    var makeCache = 0
    var proposals: [ProposedViewSize] = []
}

/// BasicVStack with its ideal sizes computed once in `makeCache`.
private struct CachedVStack: Layout {
    struct Cache { var sizes: [CGSize] }
    let counter: CallCounter

    func makeCache(subviews: Subviews) -> Cache {
        counter.makeCache += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (subview, size) in zip(subviews, cache.sizes) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

/// Fills the proposal and records every proposal it is asked about.
private struct RecordingLayout: Layout {
    let counter: CallCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        counter.proposals.append(proposal)
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Places its subviews at its top-leading corner at their ideal size; `explicitLeading` (if set) is reported
/// as the container's explicit leading guide.
private struct TopLeadingLayout: Layout {
    var explicitLeading: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? explicitLeading : nil
    }
}

/// Same placement, without any explicitAlignment implementation (the protocol's default is used).
private struct DefaultGuidesLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// Custom `Layout` conformances: sizeThatFits, placeSubviews, LayoutSubview.place / dimensions / priority /
/// spacing / layout values, cache, explicitAlignment, and the built-in stack layouts used as `Layout`s.
@MainActor
@Suite struct CustomLayoutTests {
    // Apple, Layout (BasicVStack example) and placeSubviews(in:…): bounds are "specified in the parent's
    // coordinate space. Place all the container's subviews within the region"; LayoutSubview.place: "position:
    // The place where the anchor of the subview should appear", anchor default .topLeading. Ideal sizes:
    // Rectangle 10×10 (fatbobman). Derived: inside a 10-pt padding the column starts at (10, 10).
    @Test func basicVStackPlacesAtBoundsOrigin() {
        let frames = probedFrames(
            BasicVStack {
                Rectangle().frame(width: 50, height: 20).probe("a")
                Rectangle().probe("b")
                Rectangle().frame(width: 30, height: 30).probe("c")
            }
            .padding(10)
            .probe("padded"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["padded"]?.rounded3 == rect(0, 0, 70, 80))
        #expect(frames["a"]?.rounded3 == rect(10, 10, 50, 20))
        #expect(frames["b"]?.rounded3 == rect(10, 30, 10, 10))
        #expect(frames["c"]?.rounded3 == rect(10, 40, 30, 30))
    }

    // Apple, LayoutSubview.place(at:anchor:proposal:): anchor "The unit point on the subview that appears at
    // position"; proposal "A proposed size for the subview". A rectangle proposed 40×20 and anchored by its
    // centre at the centre of a 200×100 container is at (80, 40).
    @Test func placeWithCentreAnchorAndProposal() {
        let frames = probedFrames(CentreLayout { Rectangle().probe("r") },
                                  proposal: ProposedViewSize(width: 200, height: 100))
        #expect(frames["r"]?.rounded3 == rect(80, 40, 40, 20))
    }

    // Apple, ProposedViewSize.replacingUnspecifiedDimensions(by:): the default replacement is 10×10. The same
    // container proposed .unspecified is 10×10, so the 40×20 rectangle centred on (5, 5) overflows it.
    @Test func replacingUnspecifiedDimensionsDefaultsToTen() {
        let frames = probedFrames(CentreLayout { Rectangle().probe("r") }.probe("container"),
                                  proposal: .unspecified)
        #expect(frames["container"]?.rounded3 == rect(0, 0, 10, 10))
        #expect(frames["r"]?.rounded3 == rect(-15, -5, 40, 20))
    }

    // Apple, LayoutSubview.priority: "you can read this value from subviews and use the value when deciding
    // how to assign space"; set with layoutPriority(_:) (default 0). Sorted 2, 1, 0: x = 0, 20, 50.
    @Test func subviewPriorityIsReadable() {
        let frames = probedFrames(
            PriorityRow {
                Rectangle().frame(width: 10, height: 10).probe("p0")
                Rectangle().frame(width: 20, height: 10).layoutPriority(2).probe("p2")
                Rectangle().frame(width: 30, height: 10).layoutPriority(1).probe("p1")
            },
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["p2"]?.rounded3 == rect(0, 0, 20, 10))
        #expect(frames["p1"]?.rounded3 == rect(20, 0, 30, 10))
        #expect(frames["p0"]?.rounded3 == rect(50, 0, 10, 10))
    }

    // Apple, LayoutSubview.dimensions(in:): "Asks the subview for its dimensions and alignment guides"; the
    // values include explicit guides set with alignmentGuide (ViewDimensions subscript: explicit value or the
    // default). Leading guides 0 and 20 put the rectangles at x = 50 and 30.
    @Test func subviewDimensionsIncludeExplicitGuides() {
        let frames = probedFrames(
            LeadingLineLayout {
                Rectangle().frame(width: 40, height: 10).probe("plain")
                Rectangle().frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 20 }.probe("guided")
            },
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["plain"]?.rounded3 == rect(50, 0, 40, 10))
        #expect(frames["guided"]?.rounded3 == rect(30, 10, 40, 10))
    }

    // Apple, LayoutValueKey / layoutValue(key:value:): a container reads a subview's value by subscripting the
    // subview with the key; unset values are the key's defaultValue (0 here).
    @Test func layoutValuesAreReadable() {
        let frames = probedFrames(
            ColumnsLayout {
                Rectangle().layoutValue(key: ColumnKey.self, value: 2).probe("c2")
                Rectangle().probe("c0")
                Rectangle().layoutValue(key: ColumnKey.self, value: 1).probe("c1")
            },
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["c0"]?.rounded3 == rect(0, 0, 50, 10))
        #expect(frames["c1"]?.rounded3 == rect(50, 0, 50, 10))
        #expect(frames["c2"]?.rounded3 == rect(100, 0, 50, 10))
    }

    // Apple, LayoutSubview.spacing / ViewSpacing.distance(to:along:): "the preferred spacing between two
    // views"; between two plain views on iOS it is the 8-pt default (research §2, OpenSwiftUI
    // CoreGlue.defaultSpacing). Derived: b at 20 + 8.
    @Test func subviewSpacingGivesDefaultDistance() {
        let frames = probedFrames(
            PreferredSpacingRow {
                Rectangle().frame(width: 20, height: 20).probe("a")
                Rectangle().frame(width: 20, height: 20).probe("b")
            },
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 20, 20))
        #expect(frames["b"]?.rounded3 == rect(28, 0, 20, 20))
    }

    // Apple, Layout.makeCache(subviews:) ("Creates and initializes a cache for a layout instance") and the
    // `cache: inout Cache` parameter of sizeThatFits / placeSubviews: the cache made from the subviews is the
    // one those methods receive, so the cached ideal sizes lay the column out.
    @Test func cacheIsMadeAndShared() {
        let counter = CallCounter()
        let frames = probedFrames(
            CachedVStack(counter: counter) {
                Rectangle().frame(width: 50, height: 20).probe("a")
                Rectangle().frame(width: 30, height: 30).probe("b")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(counter.makeCache >= 1)
        #expect(frames["a"]?.rounded3 == rect(0, 0, 50, 20))
        #expect(frames["b"]?.rounded3 == rect(0, 20, 30, 30))
    }

    // SwiftUI Field Guide (HStack): "the stack computes the flexibility by proposing a zero width and an
    // infinite width"; Apple Layout.sizeThatFits: the parent "might call the method more than once with
    // different proposals to learn more about the container's flexibility". Both probes reach a custom layout,
    // with the stack's height.
    @Test func stackProbesCustomLayoutWithZeroAndInfinity() {
        let counter = CallCounter()
        _ = probedFrames(
            HStack(spacing: 0) {
                RecordingLayout(counter: counter) { Color.clear }
                Rectangle()
            },
            proposal: ProposedViewSize(width: 200, height: 50))
        #expect(counter.proposals.contains(ProposedViewSize(width: 0, height: 50)))
        #expect(counter.proposals.contains(ProposedViewSize(width: .infinity, height: 50)))
    }

    // Apple, Layout.explicitAlignment(of:in:proposal:subviews:cache:) ("Returns the position of the specified
    // horizontal alignment guide along the x axis"): a container reporting leading = 30 is aligned on it by an
    // outer VStack(alignment: .leading), so its sibling is at x = 30.
    @Test func explicitAlignmentOfCustomLayout() {
        let frames = probedFrames(
            VStack(alignment: .leading, spacing: 0) {
                TopLeadingLayout(explicitLeading: 30) { Rectangle().frame(width: 50, height: 20) }.probe("custom")
                Rectangle().frame(width: 100, height: 20).probe("other")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["custom"]?.rounded3 == rect(0, 0, 50, 20))
        #expect(frames["other"]?.rounded3 == rect(30, 20, 100, 20))
    }

    // fatbobman layout-alignment (MyZStack experiment): a layout using the protocol's default explicitAlignment
    // behaves exactly like one returning the topmost explicit firstTextBaseline of its subviews. Derived: the
    // subviews set 10 and 25, so the container's first baseline is 10 and it sits 10 pt below a 20-pt marker
    // whose baseline is its bottom.
    @Test func defaultExplicitAlignmentMergesSubviewBaselines() {
        let frames = probedFrames(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Rectangle().frame(width: 20, height: 20).probe("marker")
                DefaultGuidesLayout {
                    Rectangle().frame(width: 20, height: 40).alignmentGuide(.firstTextBaseline) { _ in 10 }
                    Rectangle().frame(width: 20, height: 40).alignmentGuide(.firstTextBaseline) { _ in 25 }
                }
                .probe("custom")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["marker"]?.rounded3 == rect(0, 0, 20, 20))
        #expect(frames["custom"]?.rounded3 == rect(20, 10, 20, 40))
    }

    // Apple, HStackLayout: "a horizontal container that you can use in conditional layouts", laying out like an
    // HStack — objc.io's equal split (three rectangles, 300 pt, spacing 0 → 100 each) through the Layout type.
    @Test func hStackLayoutAsALayout() {
        let frames = probedFrames(
            HStackLayout(spacing: 0) {
                Rectangle().probe("a")
                Rectangle().probe("b")
                Rectangle().probe("c")
            },
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["b"]?.rounded3 == rect(100, 0, 100, 100))
        #expect(frames["c"]?.rounded3 == rect(200, 0, 100, 100))
    }

    // Apple, AnyLayout: "A type-erased instance of the layout protocol" that lays out as the wrapped layout.
    // AnyLayout(VStackLayout(spacing: 0)) splits 200 pt between two rectangles.
    @Test func anyLayoutWrapsAStackLayout() {
        let frames = probedFrames(
            AnyLayout(VStackLayout(spacing: 0)) {
                Rectangle().probe("a")
                Rectangle().probe("b")
            },
            proposal: ProposedViewSize(width: 100, height: 200))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["b"]?.rounded3 == rect(0, 100, 100, 100))
    }
}
