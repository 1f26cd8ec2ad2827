import Foundation
import Kumiko
@testable import KumikoCore

/// What the tests of partial layouts share (a region laid out alone, a text measured again): a graph whose partial
/// layouts draw as they are, unchecked, and its drawing compared with the drawing of a layout of the whole tree.
@MainActor
enum PartialLayoutChecking {
    /// An iPhone's screen in points.
    static let phone = ProposedViewSize(width: 390, height: 844)

    /// A graph of `root` on the headless points platform, laid out whole once at ``phone``, with the graph's debug
    /// check off (which lays the whole tree out after each partial layout), so that a partial layout is what draws.
    static func uncheckedGraph(of root: some View) -> ViewGraph {
        var environment = EnvironmentValues()
        environment.platform = .headlessPoints
        let graph = ViewGraph(root: root, environment: environment)
        graph.checksKeptLayouts = false
        graph.settle(proposal: phone)
        return graph
    }

    /// What the graph draws now: every entry, by owner and item.
    static func drawing(_ graph: ViewGraph) -> [String] {
        graph.displayList(describingAccessibility: true, scrollingNatively: true).entries.map { "\($0.owner?.rawValue ?? 0) \($0.item)" }
    }

    /// What the same graph draws after a layout of the whole tree at ``phone``.
    static func wholeDrawing(_ graph: ViewGraph) -> [String] {
        graph.setNeedsLayout()
        graph.settle(proposal: phone)
        return drawing(graph)
    }
}
