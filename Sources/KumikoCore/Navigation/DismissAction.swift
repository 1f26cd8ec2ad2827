/// Dismisses the current presentation, as SwiftUI's `DismissAction` (read it with
/// `@Environment(\.dismiss) private var dismiss`, call it as `dismiss()`): a pushed screen pops, a sheet
/// closes; elsewhere it does nothing.
public struct DismissAction {
    /// Whether this action ends a presentation (a pushed screen, a sheet, a popup); false for the
    /// environment's default, which does nothing. `\.isPresented` and `PresentationMode` read it.
    let isPresenting: Bool
    let action: @MainActor () -> Void

    init(isPresenting: Bool = true, action: @escaping @MainActor () -> Void) {
        self.isPresenting = isPresenting
        self.action = action
    }

    /// Dismisses.
    @MainActor
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(isPresenting: false) {} }
}

extension EnvironmentValues {
    /// Dismisses the presentation this view is in (a pushed screen or a sheet).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view with this environment is presented: true inside a sheet, a full-screen cover, a
    /// popover or a pushed navigation screen (where `dismiss` ends it), false elsewhere.
    public var isPresented: Bool { dismiss.isPresenting }
}
