import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// Holds the proxy a reader hands its content, so that a test can call it as a button action would.
@MainActor
final class ScrollProxyBox {
    /// The proxy, once the reader's content appeared.
    var proxy: ScrollViewProxy?
}

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)` (Apple: "scrolls the minimum amount to make the
/// identified view wholly visible" with a nil anchor; `.top` "aligns the top of the identified view to the top
/// of the scroll view", `.bottom` likewise). Rows are 16 pt (one cell); the viewport is 144 pt (9 rows), so
/// `.center` puts a row exactly on the middle line.
@MainActor
@Suite struct ScrollViewReaderTests {
    /// 20 columns × 9 lines.
    private static let size = ProposedViewSize(width: 160, height: 144)

    /// A million lazy rows in a scroll view, inside a reader.
    private func lazyRows(_ box: ScrollProxyBox) -> some View {
        ScrollViewReader { proxy in
            ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") }
                }
            }
            .onAppear { box.proxy = proxy }
        }
    }

    /// `count` rows in a list, inside a reader.
    private func listRows(_ box: ScrollProxyBox, count: Int) -> some View {
        ScrollViewReader { proxy in
            List { ForEach(0..<count, id: \.self) { Text("Row \($0)") } }
                .onAppear { box.proxy = proxy }
        }
    }

    /// How many rows the list tests use (lists are lazy: ListLazinessTests).
    private func listRowCount() -> Int { 1_000_000 }

    /// A renderer of a view at the suite's size.
    private func renderer(_ view: some View) -> ImageRenderer<some View> {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = Self.size
        return renderer
    }

    /// Renders (settling pending scrolls) and returns the image's lines.
    private func lines(_ renderer: ImageRenderer<some View>) -> [String] {
        (renderer.terminalImage?.plainText ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The first scroll view (or list) node of a rendered view.
    private func scrollNode(_ renderer: ImageRenderer<some View>) -> (any ScrollableNode)? {
        renderer.viewGraph?.nodes(of: (any ScrollableNode).self).first
    }

    // MARK: Lazy rows never built

    /// Row 500,000 of a million in a LazyVStack, never built before, with each anchor.
    @Test(arguments: [
        // anchor, offset, the line showing row 500,000 (of 9)
        (nil, 7_999_872, 8),                      // below the visible rows: the least scroll puts it at the bottom
        (UnitPoint.top, 8_000_000, 0),
        (UnitPoint.center, 7_999_936, 4),         // 8,000,000 + (16 − 144) / 2
        (UnitPoint.bottom, 7_999_872, 8),         // 8,000,000 + 16 − 144
    ] as [(UnitPoint?, CGFloat, Int)])
    func lazyStackRowHalfwayThroughAMillion(anchor: UnitPoint?, offset: CGFloat, line: Int) throws {
        let box = ScrollProxyBox()
        let renderer = renderer(lazyRows(box))
        #expect(lines(renderer).first == "Row 0")
        let proxy = try #require(box.proxy)
        proxy.scrollTo(500_000, anchor: anchor)
        let text = lines(renderer)
        #expect(scrollNode(renderer)?.offset.y == offset)
        #expect(text.count == 9)
        #expect(text[line] == "Row 500000")
        #expect(text.first == "Row \(Int(offset) / 16)")
    }

    /// The middle row of a plain list with each anchor: every row is one line, so offsets are exact.
    @Test(arguments: [
        // anchor, the offset relative to the row's top, the line showing the row
        (nil, -128, 8), (UnitPoint.top, 0, 0), (UnitPoint.center, -64, 4), (UnitPoint.bottom, -128, 8),
    ] as [(UnitPoint?, CGFloat, Int)])
    func plainListRowHalfwayThrough(anchor: UnitPoint?, shift: CGFloat, line: Int) throws {
        let count = listRowCount(), target = count / 2
        let box = ScrollProxyBox()
        let renderer = renderer(listRows(box, count: count).listStyle(.plain))
        _ = lines(renderer)
        try #require(box.proxy).scrollTo(target, anchor: anchor)
        let text = lines(renderer)
        let offset = CGFloat(target * 16) + shift
        #expect(scrollNode(renderer)?.offset.y == offset)
        // Plain rows: one column of padding; the indicator's thumb may be in the last column.
        let rows = text.map { String($0.dropLast($0.hasSuffix("┃") ? 1 : 0)).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        #expect(rows[line] == " Row \(target)")
        #expect(rows == (0..<9).map { " Row \(Int(offset) / 16 + $0)" })
    }

    /// A two-line first row makes the lazy stack estimate every unmeasured row at 32 pt where they are 16:
    /// the scroll aimed with the estimate is aimed again once the rows around the target are measured.
    @Test(arguments: [(nil, 8), (UnitPoint.top, 0), (UnitPoint.center, 4), (UnitPoint.bottom, 8)] as [(UnitPoint?, Int)])
    func wrongEstimateIsCorrectedAtLayout(anchor: UnitPoint?, line: Int) throws {
        let box = ScrollProxyBox()
        let view = ScrollViewReader { proxy in
            ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading, spacing: 0) {
                    Text("Title\nSubtitle")
                    ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") }
                }
            }
            .onAppear { box.proxy = proxy }
        }
        let renderer = renderer(view)
        #expect(lines(renderer).prefix(3) == ["Title", "Subtitle", "Row 0"])
        try #require(box.proxy).scrollTo(500_000, anchor: anchor)
        let text = lines(renderer)
        #expect(text.count == 9)
        #expect(text[line] == "Row 500000")
        #expect(text == (0..<9).map { "Row \(500_000 - line + $0)" })
    }

    /// The default (inset grouped) style draws the section box into the first and last rows, so the first
    /// row measured (32 pt) makes the estimate wrong for the others (16 pt): the scroll is aimed again once
    /// the rows around the target are measured.
    @Test(arguments: [(nil, 8), (UnitPoint.top, 0), (UnitPoint.center, 4), (UnitPoint.bottom, 8)] as [(UnitPoint?, Int)])
    func insetGroupedListRowHalfwayThrough(anchor: UnitPoint?, line: Int) throws {
        let count = listRowCount(), target = count / 2
        let box = ScrollProxyBox()
        let renderer = renderer(listRows(box, count: count))
        _ = lines(renderer)
        try #require(box.proxy).scrollTo(target, anchor: anchor)
        let text = lines(renderer)
        #expect(text.count == 9)
        #expect(text[line].hasPrefix("│ Row \(target) "))
        #expect(text.filter { $0.hasPrefix("│ Row ") }.count == 9)
    }

    // MARK: Views with `.id`

    /// `.id` on views of an eager stack, and an eager `ForEach`'s ids, use the views' frames.
    @Test func idOnAStaticViewInAScrollView() throws {
        let box = ScrollProxyBox()
        let view = ScrollViewReader { proxy in
            ScrollView(showsIndicators: false) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<20, id: \.self) { Text("Row \($0)") }
                    Text("Marker").id("marker")
                    ForEach(20..<40, id: \.self) { Text("Row \($0)") }
                    Text("Bottom").id("bottom")
                }
            }
            .onAppear { box.proxy = proxy }
        }
        let renderer = renderer(view)
        _ = lines(renderer)
        let proxy = try #require(box.proxy)
        proxy.scrollTo("marker", anchor: .top)
        #expect(scrollNode(renderer)?.offset.y == 320)
        #expect(lines(renderer).first == "Marker")
        proxy.scrollTo("bottom")
        // 42 rows of 16 pt: the bottom row's end (672) at the viewport's end (144).
        #expect(scrollNode(renderer)?.offset.y == 528)
        #expect(lines(renderer).last == "Bottom")
        // An eager ForEach's ids work too.
        proxy.scrollTo(3, anchor: .top)
        #expect(lines(renderer).first == "Row 3")
    }

    /// Static rows of a lazy stack are found by their row, wherever they were last placed (or never).
    @Test func staticRowsOfALazyStackAreFoundFarFromTheirLastPlacement() throws {
        let box = ScrollProxyBox()
        let view = ScrollViewReader { proxy in
            ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading, spacing: 0) {
                    Text("Header").id("header")
                    ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") }
                    Text("Footer").id("footer")
                }
            }
            .onAppear { box.proxy = proxy }
        }
        let renderer = renderer(view)
        #expect(lines(renderer).first == "Header")
        let proxy = try #require(box.proxy)
        proxy.scrollTo("footer")
        // 1,000,002 rows of 16 pt end at 16,000,032: the footer ends at the viewport's end (144 pt).
        #expect(scrollNode(renderer)?.offset.y == 15_999_888)
        #expect(lines(renderer).suffix(2) == ["Row 999999", "Footer"])
        proxy.scrollTo(250_000, anchor: .center)
        #expect(lines(renderer)[4] == "Row 250000")
        proxy.scrollTo("header")
        #expect(scrollNode(renderer)?.offset.y == 0)
        #expect(lines(renderer).prefix(2) == ["Header", "Row 0"])
    }

    // MARK: No-ops

    /// Ids that match nothing (unknown, beyond the data, of another type) leave the scroll view alone.
    @Test func unknownIDChangesNothing() throws {
        let box = ScrollProxyBox()
        let renderer = renderer(lazyRows(box))
        _ = lines(renderer)
        let proxy = try #require(box.proxy)
        proxy.scrollTo(1_000, anchor: .top)
        let before = lines(renderer)
        #expect(before.first == "Row 1000")
        proxy.scrollTo("nothing", anchor: .top)
        proxy.scrollTo(2_000_000)
        proxy.scrollTo(UnitPoint.top, anchor: .top)   // an id of another type
        #expect(lines(renderer) == before)
        #expect(scrollNode(renderer)?.offset.y == 16_000)
    }

    /// With a nil anchor a wholly visible row does not move the scroll view; a row above it scrolls minimally.
    @Test func nilAnchorDoesNotMoveToAVisibleRow() throws {
        let box = ScrollProxyBox()
        let renderer = renderer(lazyRows(box))
        _ = lines(renderer)
        let proxy = try #require(box.proxy)
        proxy.scrollTo(500_000, anchor: .top)
        _ = lines(renderer)
        for row in [500_000, 500_004, 500_008] {
            proxy.scrollTo(row)
            #expect(scrollNode(renderer)?.offset.y == 8_000_000)
        }
        #expect(lines(renderer).first == "Row 500000")
        // One row above: the least scroll puts it at the top.
        proxy.scrollTo(499_999)
        #expect(scrollNode(renderer)?.offset.y == 7_999_984)
        #expect(lines(renderer).first == "Row 499999")
    }

    /// With a nil anchor a half-visible row scrolls just into view, at either edge.
    @Test func nilAnchorMakesAPartlyVisibleRowWhole() throws {
        let box = ScrollProxyBox()
        let renderer = renderer(lazyRows(box))
        _ = lines(renderer)
        let scroll = try #require(scrollNode(renderer))
        scroll.scroll(to: CGPoint(x: 0, y: 8))   // rows 0 and 9 are half visible
        _ = lines(renderer)
        try #require(box.proxy).scrollTo(9)
        _ = lines(renderer)
        #expect(scroll.offset.y == 16)
        try #require(box.proxy).scrollTo(0)
        _ = lines(renderer)
        #expect(scroll.offset.y == 0)
    }

    // MARK: Timing and placement of the reader

    /// A scroll asked in `onAppear` takes effect in the same settle, before the first image.
    @Test func scrollToFromOnAppearShowsTheRowInTheFirstImage() {
        let view = ScrollViewReader { proxy in
            ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") }
                }
            }
            .onAppear { proxy.scrollTo(500_000, anchor: .top) }
        }
        let text = lines(renderer(view))
        #expect(text.first == "Row 500000")
        #expect(text.last == "Row 500008")
    }

    /// A reader inside the scroll view scrolls the scroll view around it.
    @Test func readerInsideTheScrollViewScrollsIt() throws {
        let box = ScrollProxyBox()
        let view = ScrollView(showsIndicators: false) {
            ScrollViewReader { proxy in
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<1_000, id: \.self) { Text("Row \($0)") }
                }
                .onAppear { box.proxy = proxy }
            }
        }
        let renderer = renderer(view)
        _ = lines(renderer)
        try #require(box.proxy).scrollTo(700, anchor: .top)
        #expect(lines(renderer).first == "Row 700")
    }

    /// An id inside a nested scroll view scrolls that scroll view, not the outer one.
    @Test func theInnermostScrollViewMoves() throws {
        let box = ScrollProxyBox()
        let view = ScrollViewReader { proxy in
            ScrollView(showsIndicators: false) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Outer")
                    ScrollView(showsIndicators: false) {
                        LazyVStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<100, id: \.self) { Text("Inner \($0)") }
                        }
                    }
                    .frame(height: 48)
                    ForEach(0..<20, id: \.self) { Text("Row \($0)") }
                }
            }
            .onAppear { box.proxy = proxy }
        }
        let renderer = renderer(view)
        #expect(lines(renderer).prefix(4) == ["Outer", "Inner 0", "Inner 1", "Inner 2"])
        try #require(box.proxy).scrollTo(50, anchor: .top)
        // Row 50 of the outer ForEach does not exist; the inner scroll view's row 50 moves to its top.
        #expect(lines(renderer).prefix(5) == ["Outer", "Inner 50", "Inner 51", "Inner 52", "Row 0"])
    }
}
