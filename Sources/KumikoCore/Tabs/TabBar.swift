import Foundation

/// A container that draws a tab bar for its tabs and is told when one of them is chosen in it.
@MainActor
protocol TabBarHost: ViewNode {
    /// Selects the tab at `index`, as a click on its item or a key does.
    func selectTab(at index: Int)
    /// The selected tab, if any.
    var selectedTabIndex: Int? { get }
    /// How many tabs there are.
    var tabCount: Int { get }
}

/// Internal: the tab bar of a ``TabView`` as a view of its own, so that it is a focus target (Tab reaches it,
/// ← and → switch tabs there) and takes clicks. What it shows is set by the tab view.
struct TabBar: View, PrimitiveView {
    var body: Never { bodyError() }
    static func makeNode(graph: ViewGraph) -> ViewNode { TabBarNode(graph: graph) }
}

/// The node of a ``TabBar``: draws through its ``TabBarElement`` and hands clicks and ← → to its tab view.
@MainActor
final class TabBarNode: ViewNode, FocusTarget {
    override var focusTarget: (any FocusTarget)? { self }
    override var producesElements: Bool { true }
    private(set) lazy var element = TabBarElement(node: self)

    override func setView(_ view: any View) -> Bool { false }

    override func collectElements(into elements: inout [LayoutElement]) {
        elements.append(element)
    }

    private var host: (any TabBarHost)? { parent as? any TabBarHost }

    var acceptsFocus: Bool { element.isShown && (host?.tabCount ?? 0) > 0 }

    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard let host, let selected = host.selectedTabIndex else { return .ignored }
        let step = press.is(.leftArrow) || press.is(.pageUp) ? -1 : press.is(.rightArrow) || press.is(.pageDown) ? 1 : 0
        guard step != 0, (0..<host.tabCount).contains(selected + step) else { return .ignored }
        host.selectTab(at: selected + step)
        return .handled
    }

    var keyHelp: [KeyHelp] { (host?.tabCount ?? 0) > 1 ? [KeyHelp([.leftArrow, .rightArrow], "tab")] : [] }

    func handleClick(at point: CGPoint) {
        guard let index = element.tab(at: point.x - element.frame.minX) else { return }
        host?.selectTab(at: index)
    }
}
