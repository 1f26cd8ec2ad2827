import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// Frames as the page gets them, for tests of what the web backend sends.
@MainActor
enum WebFrames {
    /// The items of the whole frame for `view` laid out at `size` on the web platform (points measurement), drawn
    /// `describingAccessibility` and `scrollingNatively` as a session draws it, or without those items.
    static func items(of view: some View, size: CGSize, describingAccessibility: Bool = false,
                      scrollingNatively: Bool = false) throws -> [JSONValue] {
        let graph = ViewGraph(root: view, environment: .web(.points))
        graph.settle(proposal: ProposedViewSize(width: size.width, height: size.height))
        let list = graph.displayList(describingAccessibility: describingAccessibility, scrollingNatively: scrollingNatively)
        let frame = try #require(JSONValue.parse(WebFrameEncoder.encode(list, size: size, sequence: 7)))
        #expect(frame["t"]?.string == "frame")
        #expect(frame["n"]?.int == 7)
        return frame.items
    }
}
