import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// Lazy rows that read `@Observable` items leave nothing registered with the items once released: the number
/// of registrations Observation holds for a graph (counted in debug builds by `InvalidationInbox.liveTrackings`)
/// depends on the rows in view, not on how many rows were ever built.
@MainActor
@Suite struct ObservedRowsTests {
    @Observable
    final class Item: Identifiable {
        let id: Int
        var name: String
        init(id: Int) {
            self.id = id
            name = "item \(id)"
        }
    }

    @Observable
    final class Model {
        var items: [Item]
        init(count: Int) { items = (0..<count).map(Item.init) }
    }

    /// The row reads the item in the `ForEach`'s content closure.
    struct StackOfTexts: View {
        let model: Model
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(model.items) { item in Text(item.name) }
                }
            }
        }
    }

    /// The row reads the item in its own body.
    struct ItemRow: View {
        let item: Item
        var body: some View { Text(item.name) }
    }

    struct ListOfRows: View {
        let model: Model
        var body: some View {
            List(model.items) { item in ItemRow(item: item) }
        }
    }

    /// 20,000 rows of 16 pt in a 128-row window (2,048 pt): the first screen, then page by page to the end (156
    /// pages; ListBench's `observed-scroll-memory` scrolls 100,000 rows for the memory figure).
    private static let rows = 20_000
    private static let page: CGFloat = 128 * 16

    /// Live registrations after the first screen, the most seen after any page while scrolling to the end, and
    /// after one more frame there (rows leave one frame after they were last used: the frame that scrolls
    /// measures the old window before it places the new one).
    /// Yields after each page, so that other tests' main-actor work is not held up for the whole scroll.
    private func registrations<V: View>(_ view: V) async throws -> (first: Int, most: Int, end: Int, last: String) {
        let harness = Harness(view, width: 320, height: Self.page)
        harness.render()
        let graph = try #require(harness.renderer.viewGraph)
        let scroller = try #require(graph.scrollControllers.first)
        let first = graph.inbox.liveTrackings
        var most = first
        var offset: CGFloat = 0
        while offset < scroller.maximumOffset.y || offset == 0 {
            offset += Self.page
            scroller.scroll(to: CGPoint(x: 0, y: offset))
            harness.render()
            most = max(most, graph.inbox.liveTrackings)
            await Task.yield()
        }
        let lines = harness.render().split(separator: "\n")
        return (first, most, graph.inbox.liveTrackings, String(lines.last(where: { $0.contains("item") }) ?? ""))
    }

    @Test func releasedLazyStackRowsKeepNoRegistrations() async throws {
        let model = Model(count: Self.rows)
        let counts = try await registrations(StackOfTexts(model: model))
        #expect(counts.last.contains("item 19999"))
        // 128 rows in view and 4 of overscan each read their item; the root body read `model.items`.
        #expect(counts.first == 133)
        // Nothing accumulates for the 19,800 rows released on the way: at most the previous page's rows are
        // still registered after a page (released in the next frame), and after a frame at the end the count
        // is the first screen's again.
        #expect(counts.most <= 2 * counts.first)
        #expect(counts.end == counts.first)
    }

    @Test func releasedListRowsKeepNoRegistrations() async throws {
        let model = Model(count: Self.rows)
        let counts = try await registrations(ListOfRows(model: model))
        #expect(counts.last.contains("item 19999"))
        #expect(counts.first >= 128)
        // Two windows of rows at most, as above; a window scrolled into the middle holds a few more rows than
        // the first (no top inset).
        #expect(counts.most <= 2 * counts.first + 8)
        #expect(counts.end == counts.first)
    }

    @Test func aReleasedRowIsNotInvalidatedByItsItemChanging() throws {
        let model = Model(count: 1_000)
        let harness = Harness(StackOfTexts(model: model), width: 320, height: Self.page)
        harness.render()
        let graph = try #require(harness.renderer.viewGraph)
        try #require(graph.scrollControllers.first).scroll(to: CGPoint(x: 0, y: 500 * 16))
        // The frame that scrolls still measures the old window; the next one releases it.
        harness.render()
        harness.render()
        #expect(!graph.needsUpdate)
        // Row 0 was released: changing its item reaches no node.
        model.items[0].name = "changed"
        #expect(!graph.needsUpdate)
        // A row in view is still observed.
        model.items[510].name = "changed"
        #expect(graph.needsUpdate)
        #expect(harness.render().contains("changed"))
    }

    /// A view that reads an observable and is re-evaluated by its own state.
    struct Reader: View {
        let item: Item
        let handles: Handles<Int>
        @State private var count = 0
        var body: some View {
            Text("\(item.name) \(count)").onAppear { handles["count"] = $count }
        }
    }

    @Test func reEvaluatingAViewReplacesItsRegistrationInsteadOfAddingOne() throws {
        let item = Item(id: 7), handles = Handles<Int>()
        let harness = Harness(Reader(item: item, handles: handles))
        harness.render()
        let graph = try #require(harness.renderer.viewGraph)
        let registered = graph.inbox.liveTrackings
        for count in 1...100 {
            handles.set("count", count)
            harness.render()
        }
        #expect(harness.render() == "item 7 100")
        #expect(graph.inbox.liveTrackings == registered)
        item.name = "renamed"
        #expect(harness.render() == "renamed 100")
    }
}
