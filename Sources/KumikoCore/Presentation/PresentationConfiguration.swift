import Foundation

/// The modifier behind `presentationDetents`, `presentationDragIndicator`, `presentationBackgroundInteraction`
/// and `interactiveDismissDisabled`: tells the presentation the view is in.
struct PresentationConfigurationModifier: ViewModifier, PrimitiveModifier {
    let configure: @MainActor (PresentationContext) -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { PresentationConfigurationNode(graph: graph) }
}

/// Applies its configuration to the enclosing presentation whenever it evaluates.
@MainActor
final class PresentationConfigurationNode: ModifierNode<PresentationConfigurationModifier> {
    override func evaluate() {
        super.evaluate()
        guard let context = environment.presentationContext else { return }
        modifier.configure(context)
        context.onChange()
    }
}

extension View {
    /// The heights the sheet this view is in may take, as SwiftUI's `presentationDetents(_:)`; it opens at
    /// the smallest. A terminal has no drag gesture, so the sheet changes height only through
    /// ``presentationDetents(_:selection:)``.
    ///
    /// - Parameter detents: The heights.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationConfigurationModifier { $0.detents = detents })
    }

    /// The heights the sheet may take and a binding to the one it takes now.
    ///
    /// - Parameters:
    ///   - detents: The heights.
    ///   - selection: A binding to the current height; writing it resizes the sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PresentationConfigurationModifier { context in
            context.detents = detents
            context.detentSelection = selection
        })
    }

    /// Whether the sheet shows its drag indicator (a short heavy line in the middle of its top edge).
    ///
    /// - Parameter visibility: `.visible`, `.hidden`, or `.automatic` (shown when there are several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationConfigurationModifier { $0.dragIndicator = visibility })
    }

    /// Whether the view beneath the sheet takes keys and clicks while the sheet is shown (Tab then reaches
    /// it too).
    ///
    /// - Parameter interaction: `.enabled` (or `.enabled(upThrough:)`) to keep it interactive.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(PresentationConfigurationModifier { $0.backgroundInteraction = interaction })
    }

    /// Whether Escape (a terminal's swipe down) may close the sheet or cover this view is in.
    ///
    /// - Parameter isDisabled: True to refuse it; `dismiss()` still closes.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(PresentationConfigurationModifier { $0.interactiveDismissDisabled = isDisabled })
    }

    /// The corner radius of the sheet; accepted and ignored (a terminal's corners are one cell).
    ///
    /// - Parameter cornerRadius: The radius in points.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// The background of the sheet; accepted and ignored (a terminal sheet is drawn on the terminal's own
    /// background).
    ///
    /// - Parameter style: The background style.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
}
