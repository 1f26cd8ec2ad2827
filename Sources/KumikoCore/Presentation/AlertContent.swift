import Foundation

/// What an alert or a confirmation dialog shows inside its box: the title in bold, the message, then the
/// actions (text fields, then buttons) as iOS arranges them (DESIGN.md §3.9).
struct AlertContent<Actions: View>: View {
    let kind: PresentationKind
    let title: Text?
    let message: AnyView?
    let actions: Actions

    var body: some View {
        VStack(spacing: 0) {
            if title != nil || message != nil {
                VStack(spacing: 0) {
                    if let title { title.bold() }
                    if let message { message.foregroundStyle(Color.secondary) }
                }
                .multilineTextAlignment(.center)
                .padding(.bottom, 16)
            }
            AlertActions(kind: kind, content: actions)
        }
        .environment(\.endsPresentationOnAction, true)
    }
}

private struct EndsPresentationOnActionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a button here ends the presentation after its action (an alert's or a dialog's buttons).
    var endsPresentationOnAction: Bool {
        get { self[EndsPresentationOnActionKey.self] }
        set { self[EndsPresentationOnActionKey.self] = newValue }
    }
}

/// The actions of an alert or dialog, arranged as iOS does: text fields first, full width; then the buttons,
/// side by side in equal halves when an alert has exactly two (the cancel button on the left), otherwise in a
/// centred column with the cancel button last (a dialog's set one row apart).
struct AlertActions<Content: View>: View, PrimitiveView {
    let kind: PresentationKind
    let content: Content

    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { AlertActionsNode<Content>(graph: graph) }
}

/// The node of ``AlertActions``: its content is its only child; it sorts the content's views into fields and
/// buttons and lays them out.
@MainActor
final class AlertActionsNode<Content: View>: ViewNode {
    override var producesElements: Bool { true }
    private var view: AlertActions<Content>?
    private lazy var column = LayoutHostElement(layout: VStackLayout(spacing: 16), node: self)
    private lazy var fields = LayoutHostElement(layout: VStackLayout(alignment: .leading, spacing: 0), node: self)
    private lazy var buttonPair = LayoutHostElement(layout: EqualColumnsLayout(), node: self)
    private lazy var buttonColumn = LayoutHostElement(layout: VStackLayout(spacing: 0), node: self)
    private lazy var cancelColumn = LayoutHostElement(layout: VStackLayout(spacing: 16), node: self)

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! AlertActions<Content>)
        return true
    }

    override func evaluate() {
        guard let view else { return }
        reconcileChild(view.content)
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        guard let kind = view?.kind else { return }
        var fieldElements: [LayoutElement] = []
        var buttons: [(elements: [LayoutElement], isCancel: Bool)] = []
        for item in Self.items(in: self) {
            if let button = item.actionProvider {
                buttons.append((button.layoutElements(), button.action?.role == .cancel))
            } else {
                fieldElements += item.layoutElements()
            }
        }
        let others = buttons.filter { !$0.isCancel }.flatMap(\.elements)
        let cancels = buttons.filter(\.isCancel).flatMap(\.elements)
        let buttonsElement: LayoutElement
        if kind == .alert && buttons.count == 2 {
            buttonPair.setSubviews(cancels + others)
            buttonsElement = buttonPair
        } else if kind == .confirmationDialog && !cancels.isEmpty && !others.isEmpty {
            buttonColumn.setSubviews(others)
            cancelColumn.setSubviews([buttonColumn] + cancels)
            buttonsElement = cancelColumn
        } else {
            buttonColumn.setSubviews(others + cancels)
            buttonsElement = buttonColumn
        }
        fields.setSubviews(fieldElements)
        column.setSubviews((fieldElements.isEmpty ? [] : [fields]) + (buttons.isEmpty ? [] : [buttonsElement]))
        elements.append(column)
    }

    /// The views of the actions: buttons, and whatever else draws (text fields), looking through structure.
    private static func items(in node: ViewNode) -> [ViewNode] {
        node.children.flatMap { child -> [ViewNode] in
            if child.actionProvider != nil || child.producesElements { return [child] }
            return items(in: child)
        }
    }
}

/// Divides the width into equal columns, one for each subview, and centres each subview in its column (the
/// two buttons of an alert).
struct EqualColumnsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        return CGSize(width: proposal.width ?? widest * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let column = CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
            subview.place(at: CGPoint(x: column.midX, y: column.minY), anchor: .top,
                          proposal: ProposedViewSize(width: width, height: nil))
        }
    }
}
