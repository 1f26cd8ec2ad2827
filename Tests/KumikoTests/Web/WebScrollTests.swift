import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// Native scrolling in the browser: a scroll view's content goes to the page as a scroll region told the whole
/// content's size and offset, and the page's scrolls come back as offsets of that region.
@MainActor
@Suite struct WebScrollTests {
    @Test func aLazyListIsOneRegionAsTallAsAllItsRowsWithOnlyTheVisibleOnesDrawn() throws {
        let items = try WebFrames.items(of: List(0..<1_000_000, id: \.self) { Text("Row \($0)") },
                                        size: CGSize(width: 390, height: 844), scrollingNatively: true)
        let regions = items.filter { $0.kind == "scroll" }
        #expect(regions.count == 1)
        let region = try #require(regions.first)
        #expect(region.rect == CGRect(x: 0, y: 0, width: 390, height: 844))
        // A million rows of at least 44 pt (defaultMinListRowHeight): the page's scroll range is the whole list.
        #expect((region["ch"]?.double ?? 0) >= 44_000_000)
        #expect(region["oy"]?.double == 0)
        #expect(region["ax"]?.string == "v")
        // Only the rows in view and the overscan are drawn, inside the region.
        let texts = items.filter { $0.kind == "t" }
        #expect(texts.count < 40)
        #expect(items.last?.kind == "/scroll")
        // No clip and no drawn scroll indicator: the page's box clips and scrolls.
        #expect(!items.contains { $0.kind == "clip" || $0["kind"]?.string == "scrollIndicator" })
    }

    @Test func aScrollFromThePageMovesTheRegionAndTheNextFrameDrawsThoseRows() throws {
        let graph = ViewGraph(root: List(0..<1_000_000, id: \.self) { Text("Row \($0)") }, environment: .web(.points))
        let session = WebSession(graph: graph)
        session.handle(.viewport(width: 390, height: 844, dark: false))
        let first = try #require(JSONValue.parse(session.frame() ?? ""))
        let region = try #require(first.items.first { $0.kind == "scroll" })
        let id = try #require(region["id"]?.int)
        // The page reports the box scrolled to 440,000 pt: row 10,000 at the top (44 pt rows).
        let message = try ClientMessage.decode(#"{"t":"scroll","id":\#(id),"x":0,"y":440000}"#)
        session.handle(message)
        session.handle(.resync)  // the whole frame, not a patch, to read
        let next = try #require(JSONValue.parse(session.frame() ?? ""))
        let items = next["items"]?.array ?? []
        #expect(items.first { $0.kind == "scroll" }?["oy"]?.double == 440_000)
        #expect(items.contains { $0.kind == "t" && $0.text == "Row 10000" })
        #expect(!items.contains { $0.kind == "t" && $0.text == "Row 0" })
    }

    @Test func scrollMessagesAreCheckedLikeEveryOther() {
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"t":"scroll","x":0,"y":1}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"t":"scroll","id":-1,"x":0,"y":1}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"t":"scroll","id":1.5,"x":0,"y":1}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"t":"scroll","id":3,"x":0,"y":1e300}"#) }
        #expect((try? ClientMessage.decode(#"{"t":"scroll","id":3,"x":0,"y":12.5}"#)) == .scroll(region: 3, to: CGPoint(x: 0, y: 12.5)))
    }

    @Test func aScrollOfAnUnknownRegionChangesNothing() throws {
        let graph = ViewGraph(root: List(0..<100, id: \.self) { Text("Row \($0)") }, environment: .web(.points))
        let session = WebSession(graph: graph)
        session.handle(.viewport(width: 390, height: 844, dark: false))
        let before = session.frame()
        session.handle(.scroll(region: 987_654_321, to: CGPoint(x: 0, y: 500)))
        // Nothing moved: there is no frame to send.
        #expect(before != nil)
        #expect(session.frame() == nil)
    }
}
