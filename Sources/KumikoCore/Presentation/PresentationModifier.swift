import Foundation

/// The modifier behind `sheet`, `fullScreenCover`, `popover`, `alert` and `confirmationDialog`: presents a
/// view over the window while its binding says so.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    let kind: PresentationKind
    /// The view to present now and its identity (a new identity replaces the presented view and its state),
    /// or nil while nothing is presented. Reading it reads the binding.
    let presented: () -> (identity: AnyHashable, view: any View)?
    /// Ends the presentation (sets the binding to false or the item to nil).
    let end: () -> Void
    /// Runs after the presentation ends.
    let onDismiss: (() -> Void)?

    static func makeNode(graph: ViewGraph) -> ViewNode { PresentationNode(graph: graph) }
}

/// The node of a presentation modifier. Its first child is the modified content, laid out in place; while it
/// presents, its second child is the presented view: it lives here (so it inherits this place's environment
/// and keeps its state as long as it is shown) but the window's ``PresentationLayer`` lays it out and draws
/// it over everything else, and the focus stays inside it.
@MainActor
final class PresentationNode: ContentLaidOutModifierNode<PresentationModifier> {
    override var fallbackKeyResponder: (any FallbackKeyResponder)? { self }
    /// The key of the presented child while presenting.
    private var presentedKey: ChildKey?
    /// What the presented views declare about the presentation.
    private(set) var context = PresentationContext()
    /// The focused view before the presentation began, focused again when it ends.
    @WeakNode private var focusBeforePresenting: ViewNode?
    /// The box around the presented view, laid out by the window's presentation layer.
    private(set) lazy var frameElement = PresentationFrameElement(node: self)

    /// The kind of presentation.
    var kind: PresentationKind { modifier.kind }

    /// The presented view's node while presenting.
    var presentedNode: ViewNode? {
        guard let presentedKey else { return nil }
        return children.first { $0.key == presentedKey }
    }

    override func evaluate() {
        guard let content else { return }
        let presented = trackingReads { modifier.presented() }
        let wasPresenting = presentedKey != nil
        let newKey = presented.map { ChildKey.id(AnyHashable(["presented", $0.identity])) }
        if newKey != presentedKey {
            context = PresentationContext()
            context.onChange = { [weak self] in self?.graph.setNeedsLayout() }
        }
        if presented != nil, !wasPresenting { focusBeforePresenting = graph.focus.chosen }
        presentedKey = newKey
        var views: [(ChildKey, any View)] = [(.position(0), content)]
        if let presented, let newKey { views.append((newKey, presented.view)) }
        reconcileChildren(views)
        // As in SwiftUI, a presentation comes and goes with an animation even when the change asked for none.
        if (presented != nil) != wasPresenting { graph.animateByDefault() }
        if presented != nil, !wasPresenting {
            graph.presentations.add(self)
            // Once laid out, the presented view takes the focus, also when it leaves the view beneath
            // interactive (and so does not trap the focus).
            graph.enqueue { [weak self] in self?.focusPresentedView() }
        } else if presented == nil, wasPresenting {
            didEnd()
        }
    }

    override func willUnmount() {
        if presentedKey != nil { graph.presentations.remove(self) }
    }

    /// Gives the focus to the presented view's first focusable view, unless the focus is inside it already.
    private func focusPresentedView() {
        guard let presentedNode else { return }
        if let current = graph.focus.current, current.isInside(presentedNode) { return }
        guard let first = graph.focus.targets.first(where: { $0.isInside(presentedNode) }) else { return }
        graph.focus.focus(first)
    }

    /// Takes the presentation off the window, gives the focus back and runs `onDismiss`.
    private func didEnd() {
        graph.presentations.remove(self)
        if let previous = focusBeforePresenting?.focusTarget, previous.isMounted { graph.focus.focus(previous) }
        focusBeforePresenting = nil
        if let onDismiss = modifier.onDismiss { graph.enqueue(onDismiss) }
    }

    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        guard key == presentedKey else { return environmentForChildren }
        let context = self.context
        return derivingEnvironment(slot: 1) { environment in
            // A presented view starts a new place in the window: not in the presenter's list, stack or
            // navigation stack (a link inside a sheet needs the sheet's own NavigationStack, as in SwiftUI).
            let fresh = EnvironmentValues()
            environment.isInList = fresh.isInList
            environment.rowsAreLazy = fresh.rowsAreLazy
            environment.stackAxis = fresh.stackAxis
            environment.scrollViewport = fresh.scrollViewport
            environment.navigationContext = fresh.navigationContext
            environment.searchField = fresh.searchField
            environment.refresh = fresh.refresh
            environment.submitActions = fresh.submitActions
            environment.presentationContext = context
            environment.dismiss = DismissAction { [weak self] in self?.dismiss() }
        }
    }

    /// Ends the presentation through its binding (Escape, `dismiss()`, an alert's button).
    func dismiss() {
        guard presentedKey != nil else { return }
        modifier.end()
    }

}

extension PresentationNode: FallbackKeyResponder {
    /// Escape cancels: an alert or dialog runs its cancel button, a sheet closes unless
    /// `interactiveDismissDisabled`.
    func respondAfterFocusedView(to press: KeyPress) -> KeyPress.Result {
        guard press.is(.escape), let presentedNode else { return .ignored }
        switch kind {
        case .alert, .confirmationDialog:
            if let cancel = collectActions(in: presentedNode).first(where: { $0.role == .cancel }) {
                cancel.perform()
            } else {
                dismiss()
            }
        case .sheet, .fullScreenCover, .menu:
            guard !context.interactiveDismissDisabled else { return .ignored }
            dismiss()
        }
        return .handled
    }

    var fallbackKeyHelp: [KeyHelp] {
        guard presentedKey != nil else { return [] }
        switch kind {
        case .alert, .confirmationDialog: return [KeyHelp([.escape], "cancel")]
        case .sheet, .fullScreenCover, .menu: return context.interactiveDismissDisabled ? [] : [KeyHelp([.escape], "close")]
        }
    }
}
