import Foundation

/// The node of a navigation stack: the root and every pushed screen are children (so each keeps its state
/// while covered); only the top one is laid out, under the navigation bar.
@MainActor
final class NavigationStackNode<Data, Root: View>: ViewNode, NavigationStackNodeProtocol {
    override var childHiding: (any ChildHidingNode)? { self }
    override var fallbackKeyResponder: (any FallbackKeyResponder)? { self }
    override var producesElements: Bool { true }
    private var view: NavigationStack<Data, Root>?
    private(set) lazy var context = NavigationContext(stack: self)
    /// The path when the stack keeps its own.
    private var ownValues: [AnyHashable] = []
    /// Views pushed by `NavigationLink(destination:)`, above the path's values, with their keys.
    private var pushedViews: [(key: Int, view: any View)] = []
    private var nextViewKey = 0
    /// The screens above the root as of the latest evaluation, with their keys.
    private var screens: [(key: ChildKey, view: any View)] = []
    private lazy var element = LayoutHostElement(layout: VStackLayout(alignment: .leading, spacing: 0), node: self)
    /// The screen's content fills the space under the bar and is centred in it, as a navigation stack's
    /// screen is on iOS.
    private lazy var screenFrame = LayoutHostElement(layout: FlexibleFrameLayout(
        horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(min: nil, ideal: nil, max: .infinity),
        alignment: .center), node: self)
    /// The screen's content when it is several views: stacked as the root of a window stacks them.
    private lazy var screenStack = LayoutHostElement(layout: VStackLayout(), node: self)
    private lazy var bar = NavigationBarElement(node: self)
    private lazy var bottomBar = NavigationBarElement(node: self)

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! NavigationStack<Data, Root>)
        return true
    }

    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment { $0.navigationContext = context }
    }

    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        guard let depth = children.firstIndex(where: { $0.key == key }) ?? screens.firstIndex(where: { $0.key == key }).map({ $0 + 1 }),
              depth > 0 else { return environmentForChildren }
        // A pushed screen's dismiss pops back to the screen below it.
        return derivingEnvironment(slot: depth) { environment in
            environment.navigationContext = self.context
            environment.dismiss = DismissAction { [weak self] in self?.popTo(depth: depth - 1) }
        }
    }

    /// The values on the path (the binding's, or the stack's own).
    private var values: [AnyHashable] { view?.path?.values() ?? ownValues }

    override func evaluate() {
        guard let view else { return }
        let values = trackingReads { self.values }
        // The root first: its `navigationDestination`s register the destinations the values need.
        reconcileChildren([(.position(0), view.root)] + screens.map { ($0.key, $0.view) })
        var screens: [(key: ChildKey, view: any View)] = []
        for (index, value) in values.enumerated() {
            let destination = context.destination(for: value) ?? {
                Diagnostics.warnOnce("NavigationStack.noDestination.\(type(of: value.base))",
                    "NavigationStack: no navigationDestination for \(type(of: value.base)) values; the pushed screen is empty.")
                return EmptyView()
            }()
            screens.append((.id(AnyHashable(["value", AnyHashable(index), value])), destination))
        }
        for pushed in pushedViews { screens.append((.id(AnyHashable(["view", AnyHashable(pushed.key)])), pushed.view)) }
        rememberOrRestoreFocus(from: self.screens.count, to: screens.count)
        if screens.count != self.screens.count {
            // As in SwiftUI, a push or a pop animates even when the change asked for no animation.
            topCameByPush = screens.count > self.screens.count
            graph.animateByDefault()
        }
        self.screens = screens
        reconcileChildren([(.position(0), view.root)] + screens.map { ($0.key, $0.view) })
    }

    /// Whether the top screen came by a push (else it was uncovered by a pop, or is the first).
    private var topCameByPush = false

    /// Tells the stack that it is now shown over another (`byPush`, a collapsed split view's column after the one
    /// it covers) or uncovered: its top screen comes as a pushed or an uncovered one does.
    func noteShown(byPush: Bool) {
        topCameByPush = byPush
    }

    /// The view that had the focus when each screen above the root was pushed (weakly held).
    private var focusBeforePush: [WeakNode] = []

    /// On a push, remembers the focused view of the screen being covered; on a pop, gives the focus back to
    /// the one remembered for the screen uncovered (as iOS returns to the row that was opened).
    private func rememberOrRestoreFocus(from oldDepth: Int, to newDepth: Int) {
        if newDepth > oldDepth {
            focusBeforePush += Array(repeating: WeakNode(graph.focus.chosen), count: newDepth - oldDepth)
        } else if newDepth < oldDepth, newDepth < focusBeforePush.count {
            let restore = focusBeforePush[newDepth].node
            focusBeforePush.removeSubrange(newDepth...)
            guard let target = restore?.focusTarget else { return }
            graph.enqueue { [weak self] in
                guard let self, target.isMounted, target.isShown else { return }
                self.graph.focus.focus(target)
            }
        }
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        guard let top = children.last else { return }
        let depth = children.count - 1
        let bars = context.bars
        let back = depth > 0 ? (context.title(of: children[depth - 1]) ?? "Back") : context.rootBackTitle
        bar.configure(title: context.title(of: top), largeTitle: context.showsLargeTitle(screens: children),
                      backTitle: bars.hidesBackButton(top) ? nil : back,
                      leading: toolbarElements(of: top, in: .leading), principal: toolbarElements(of: top, in: .principal),
                      trailing: toolbarElements(of: top, in: .trailing))
        bottomBar.configure(title: nil, backTitle: nil, principal: toolbarElements(of: top, in: .bottom))
        var content: [LayoutElement] = []
        top.collectElements(into: &content)
        let showsBar = !bar.isEmpty && !bars.hidesNavigationBar(top)
        if content.count > 1 {
            screenStack.setSubviews(content)
            content = [screenStack]
        }
        screenFrame.setSubviews(content)
        // As iOS: a pushed screen slides in from the trailing edge over the one it covers, which fades beneath it (a
        // screen need not draw a background of its own); a popped one slides out to the trailing edge, uncovering
        // the one beneath, there at once.
        screenFrame.ownIdentity = top.identity
        let pushed = topCameByPush
        screenFrame.drawingEffect = .transition(insertion: pushed ? [.move(.trailing)] : [], removal: [.move(.trailing)],
                                                covered: pushed ? [.opacity] : nil)
        let drawnBars = (showsBar ? [bar] : []) + (bottomBar.isEmpty ? [] : [bottomBar])
        element.setSubviews((showsBar ? [bar] : []) + [screenFrame] + (bottomBar.isEmpty ? [] : [bottomBar]))
        // The screen's list background continues under the bars, as on iOS (`BarBackdrop`).
        element.afterRender = drawnBars.isEmpty ? nil : { [screenFrame] start, list in
            BarBackdrop.extend(from: start, screen: screenFrame.frame, bars: drawnBars.map { $0.frame }, in: &list)
        }
        elements.append(element)
    }

    /// The elements of a screen's toolbar items at a bar.
    private func toolbarElements(of screen: ViewNode, in bar: ToolbarItemPlacement.Bar) -> [LayoutElement] {
        context.bars.items(of: screen, in: bar).flatMap { $0.layoutElements() }
    }

    // MARK: Pushing and popping

    func push(_ entry: NavigationEntry) {
        switch entry {
        case .value(let value):
            if let path = view?.path { path.append(value) } else { ownValues.append(value); invalidate() }
        case .view(let view):
            pushedViews.append((nextViewKey, view))
            nextViewKey += 1
            invalidate()
        }
    }

    func pop() -> Bool {
        if !pushedViews.isEmpty {
            pushedViews.removeLast()
            invalidate()
            return true
        }
        guard !values.isEmpty else { return false }
        if let path = view?.path { path.removeLast(1) } else { ownValues.removeLast(); invalidate() }
        return true
    }

    /// Pops until `depth` screens are above the root.
    private func popTo(depth: Int) {
        while children.count - 1 > depth, pop() {}
    }
}

extension NavigationStackNode: ChildHidingNode {
    /// Only the top screen is shown.
    func shows(_ child: ViewNode) -> Bool { child === children.last }
}

extension NavigationStackNode: FallbackKeyResponder {
    /// Escape or Backspace pops when the focused view left the key alone.
    func respondAfterFocusedView(to press: KeyPress) -> KeyPress.Result {
        guard press.is(.escape) || press.is(.delete) else { return .ignored }
        return pop() ? .handled : .ignored
    }

    var fallbackKeyHelp: [KeyHelp] { children.count > 1 ? [KeyHelp([.escape], "back")] : [] }
}

extension NavigationStackNode: BackButtonDrawing {
    var backButtonFrame: CGRect? { bar.backButtonFrame }
}
