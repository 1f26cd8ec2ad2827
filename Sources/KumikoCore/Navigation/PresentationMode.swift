/// Whether a view is presented by another view, and the way to dismiss it: SwiftUI's older form of
/// `\.isPresented` and `\.dismiss`, read as `@Environment(\.presentationMode) var presentationMode` and
/// used as `presentationMode.wrappedValue.dismiss()`.
///
/// Deprecated in SwiftUI in favour of `EnvironmentValues.isPresented` and `EnvironmentValues.dismiss`, and
/// exactly those underneath: dismissing pops a pushed screen or closes a sheet.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
    private let dismissAction: DismissAction

    init(dismissAction: DismissAction) {
        self.dismissAction = dismissAction
    }

    /// Whether the view is presented (in a sheet, a cover, a popover or a pushed screen).
    public var isPresented: Bool { dismissAction.isPresenting }

    /// Dismisses the view if it is presented, as `\.dismiss` does; does nothing if `isPresented` is false.
    @MainActor
    public mutating func dismiss() {
        guard isPresented else { return }
        dismissAction()
    }
}

extension EnvironmentValues {
    /// A binding to the presentation mode of the view with this environment (deprecated in SwiftUI in favour
    /// of `isPresented` and `dismiss`, which it reads). Setting the binding changes nothing.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
