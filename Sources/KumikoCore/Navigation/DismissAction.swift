/// Dismisses the current presentation, as SwiftUI's `DismissAction` (read it with
/// `@Environment(\.dismiss) private var dismiss`, call it as `dismiss()`): a pushed screen pops, a sheet
/// closes; elsewhere it does nothing.
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses.
    @MainActor
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Dismisses the presentation this view is in (a pushed screen or a sheet).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
