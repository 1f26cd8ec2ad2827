import Foundation

/// What the views inside one presentation tell it (through `presentationDetents`, `presentationDragIndicator`,
/// `presentationBackgroundInteraction`, `interactiveDismissDisabled`): the latest registration wins, as in
/// SwiftUI, where the outermost modifier of the presented content decides.
@MainActor
final class PresentationContext {
    /// The heights the sheet may take.
    var detents: Set<PresentationDetent> = []
    /// The detent chosen by a `selection:` binding, if the content gave one.
    var detentSelection: Binding<PresentationDetent>?
    /// Whether the drag indicator is drawn (automatic: when the sheet has more than one detent, as iOS does).
    var dragIndicator: Visibility = .automatic
    /// Whether the view beneath stays interactive.
    var backgroundInteraction: PresentationBackgroundInteraction = .automatic
    /// Whether Escape (the terminal's swipe down) is refused.
    var interactiveDismissDisabled = false
    /// Called when the context changes, so the window lays out again.
    var onChange: () -> Void = {}

    /// The sheet's height now, in a window whose rows below the top one measure `available` points: the
    /// selected detent's if it is one of the detents, else the smallest detent's (a sheet opens at its
    /// smallest detent), else `.large`'s (a sheet's default).
    func sheetHeight(available: CGFloat, row: CGFloat) -> CGFloat {
        if let selected = detentSelection?.wrappedValue, detents.isEmpty || detents.contains(selected) {
            return selected.sheetHeight(available: available, row: row)
        }
        return detents.map { $0.sheetHeight(available: available, row: row) }.min()
            ?? PresentationDetent.large.sheetHeight(available: available, row: row)
    }

    /// Whether the drag indicator shows.
    var showsDragIndicator: Bool {
        switch dragIndicator {
        case .visible: return true
        case .hidden: return false
        case .automatic: return detents.count > 1
        }
    }

    /// Whether the view beneath takes keys and clicks while this is shown.
    var allowsBackgroundInteraction: Bool {
        if case .enabled = backgroundInteraction.kind { return true }
        return false
    }
}

private struct PresentationContextKey: EnvironmentKey {
    static var defaultValue: PresentationContext? { nil }
}

extension EnvironmentValues {
    /// The presentation the view is in, if any.
    var presentationContext: PresentationContext? {
        get { self[PresentationContextKey.self] }
        set { self[PresentationContextKey.self] = newValue }
    }
}
