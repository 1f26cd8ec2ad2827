import Foundation

/// The node of a tab view: the content (child 0, whose views are the tabs) and the bar (child 1). Every tab
/// keeps its nodes, and so its state, while another is selected; only the selected tab is laid out, and what
/// the others hold cannot take the focus or a click (a ``ChildHidingNode``). Keys the focused view leaves
/// alone switch tabs (a ``FallbackKeyResponder``).
@MainActor
final class TabViewNode<SelectionValue: Hashable, Content: View>: ViewNode, TabBarHost {
    override var childHiding: (any ChildHidingNode)? { self }
    override var fallbackKeyResponder: (any FallbackKeyResponder)? { self }
    override var producesElements: Bool { true }
    private var view: TabView<SelectionValue, Content>?
    /// The selected tab's identity when the tab view keeps its own selection.
    private var ownSelection: AnyHashable?
    /// The tabs as of the latest layout.
    private(set) var tabs: [TabEntry] = []
    private var tabsAreKnown = false
    /// The view that had the focus in each tab when it was left, by tab identity.
    private var focusedViews: [AnyHashable: WeakNode] = [:]
    private lazy var element = LayoutHostElement(layout: TabViewLayout(hasTab: false, hasBar: false), node: self)

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! TabView<SelectionValue, Content>)
        return true
    }

    /// The tabs lay out eagerly (a `ForEach` of tabs builds every tab).
    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment { $0.rowsAreLazy = false }
    }

    override func evaluate() {
        guard let view else { return }
        // A change of the bound selection lays the tab view out again.
        trackingReads { _ = view.selection?.get() }
        reconcileChildren([(.position(0), view.content), (.position(1), TabBar())])
    }

    private var bar: TabBarNode? { children.count > 1 ? children[1] as? TabBarNode : nil }

    // MARK: Tabs and selection

    /// Finds the tabs among the content's elements.
    private func refreshTabs() {
        tabsAreKnown = true
        guard let content = children.first else {
            tabs = []
            return
        }
        tabs = TabEntry.tabs(of: content.layoutElements(), in: self)
        var seen: Set<AnyHashable> = []
        for tab in tabs {
            guard let value = tab.value else { continue }
            if !seen.insert(value).inserted {
                Diagnostics.warnOnce("TabView.duplicateTag.\(value)",
                    "TabView: several tabs have the tag \(value); selecting \(value) shows the first of them.")
            }
        }
    }

    /// The selected tab: the one whose value the selection binding holds (the first tab, with a diagnostic,
    /// when none has it), or the tab view's own choice (the first tab initially); nil when there are no tabs.
    var selectedTabIndex: Int? {
        if !tabsAreKnown { refreshTabs() }
        guard !tabs.isEmpty else { return nil }
        if let store = view?.selection {
            let value = store.get()
            if let index = tabs.firstIndex(where: { $0.value == value }) { return index }
            Diagnostics.warnOnce("TabView.unknownSelection.\(value)",
                "TabView: no tab has the tag \(value) that the selection holds; the first tab is shown.")
            return 0
        }
        guard let own = ownSelection else { return 0 }
        return tabs.firstIndex { $0.identity == own } ?? 0
    }

    var tabCount: Int {
        if !tabsAreKnown { refreshTabs() }
        return tabs.count
    }

    /// Selects a tab (a key or a click): writes the selection; when the focus was in the tab left, gives it back
    /// to the view that had it when the new tab was left (else the tab's first focusable view, else the bar).
    /// When the bar has the focus, it keeps it.
    func selectTab(at index: Int) {
        guard tabs.indices.contains(index), let old = selectedTabIndex, index != old else { return }
        let focused = graph.focus.current
        let focusWasInTab = focused.map { focused in tabs[old].root.map { focused.isInside($0) } ?? false } ?? false
        if focusWasInTab, let focused { focusedViews[tabs[old].identity] = WeakNode(focused) }
        if let store = view?.selection {
            guard let value = tabs[index].value, store.set(value) else {
                Diagnostics.warnOnce("TabView.untaggedTab.\(store.valueType)",
                    "TabView: a tab without a \(store.valueType) tag cannot be selected through the selection binding; tag each tab.")
                return
            }
        } else {
            ownSelection = tabs[index].identity
        }
        graph.setNeedsLayout()
        guard focusWasInTab else { return }
        let remembered = focusedViews[tabs[index].identity]?.node?.focusTarget
        let target = remembered.flatMap { $0.isMounted && $0.acceptsFocus ? $0 : nil }
            ?? tabs[index].root.flatMap { root in graph.focus.targets.first { $0.isInside(root) } }
            ?? bar
        graph.focus.focus(target)
    }

    // MARK: Layout

    override func collectElements(into elements: inout [LayoutElement]) {
        refreshTabs()
        let selected = selectedTabIndex
        guard let bar else { return }
        switch environment.tabViewStyle {
        case .tabBar:
            // The item's title as characters, as this platform shows text and images in a line.
            let symbols = environment.platform.symbols
            bar.element.configure(tabs.isEmpty ? .none : .items(tabs.map { tab in
                TabBarElement.Item(title: tab.item?.title?.plainString(symbols: symbols), icon: tab.item?.icon, badge: tab.badge)
            }, selected: selected))
        case .page(let mode):
            let shown = mode == .always || (mode == .automatic && tabs.count > 1)
            let background = environment.pageIndexBackground
            let showsBackground = background == .always || (background == .interactive && graph.focus.isFocused(bar))
            bar.element.configure(shown ? .dots(count: tabs.count, selected: selected, background: showsBackground) : .none)
        }
        let tab = selected.map { [tabs[$0].element] } ?? []
        let barElements: [LayoutElement] = bar.element.isShown ? [bar.element] : []
        element.layout = TabViewLayout(hasTab: !tab.isEmpty, hasBar: !barElements.isEmpty)
        element.setSubviews(tab + barElements)
        elements.append(element)
    }
}

extension TabViewNode: ChildHidingNode {
    /// The content and the bar are shown; which tabs are is decided deeper (below).
    func shows(_ child: ViewNode) -> Bool { true }

    /// A view inside a tab that is not selected is hidden.
    func shows(_ descendant: ViewNode, inside child: ViewNode) -> Bool {
        guard child !== bar, let selected = selectedTabIndex else { return true }
        var hidden: Set<ObjectIdentifier> = []
        for (index, tab) in tabs.enumerated() where index != selected {
            if let root = tab.root { hidden.insert(ObjectIdentifier(root)) }
        }
        guard !hidden.isEmpty else { return true }
        return !descendant.selfAndAncestors(upTo: self).contains { hidden.contains(ObjectIdentifier($0)) }
    }
}

extension TabViewNode: FallbackKeyResponder {
    /// `[` and `]` select the previous and next tab (and, for pages, ← → and Page Up/Down), ⌥1…⌥9 the first to
    /// ninth, when the focused view left the
    /// key alone (at either end `[` and `]` pass the key on, to an enclosing tab view for instance). While the
    /// bar has the focus, the selected tab's own fallback keys (a navigation stack's Escape) come first.
    func respondAfterFocusedView(to press: KeyPress) -> KeyPress.Result {
        if barHasFocus {
            for responder in selectedTabResponders() where responder.respondAfterFocusedView(to: press) == .handled {
                return .handled
            }
        }
        guard let selected = selectedTabIndex else { return .ignored }
        let target: Int
        if press.is("[") || (isPaged && (press.is(.leftArrow) || press.is(.pageUp))) {
            target = selected - 1
        } else if press.is("]") || (isPaged && (press.is(.rightArrow) || press.is(.pageDown))) {
            target = selected + 1
        } else if press.modifiers == .option, let digit = press.key.character.wholeNumberValue, (1...9).contains(digit) {
            target = digit - 1
        } else {
            return .ignored
        }
        guard tabs.indices.contains(target) else { return .ignored }
        selectTab(at: target)
        return .handled
    }

    /// "[ ]" while there is more than one tab ("← →" for pages); while the bar has the focus (it shows its own
    /// ←→), the selected tab's fallback keys instead.
    var fallbackKeyHelp: [KeyHelp] {
        if barHasFocus { return selectedTabResponders().flatMap(\.fallbackKeyHelp) }
        guard tabCount > 1 else { return [] }
        return isPaged ? [KeyHelp([.leftArrow, .rightArrow], "page")] : [KeyHelp(["[", "]"], "tab")]
    }

    /// Whether the tab view shows pages (`tabViewStyle(.page)`): ← → and Page Up/Down turn them too, as a swipe
    /// does, when the focused view leaves those keys alone.
    var isPaged: Bool {
        if case .page = environment.tabViewStyle { return true }
        return false
    }

    private var barHasFocus: Bool { bar.map { graph.focus.current === $0 } ?? false }

    /// The fallback responders inside the selected tab, innermost first (those above its deepest shown one),
    /// which keys reach only through the tab view while the bar has the focus.
    private func selectedTabResponders() -> [any FallbackKeyResponder] {
        guard let index = selectedTabIndex, let root = tabs[index].root,
              let deepest = graph.nodes(playing: \.fallbackKeyResponder).last(where: { $0.isInside(root) && $0.isShown })
        else { return [] }
        return deepest.selfAndAncestors(upTo: self).compactMap(\.fallbackKeyResponder)
    }
}
