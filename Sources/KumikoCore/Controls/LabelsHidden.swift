import Foundation

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the labels of controls are hidden (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

/// A control's label, shown unless `labelsHidden()` is in effect: the one place controls (toggles, pickers)
/// hide their labels.
struct ControlLabel<Label: View>: View {
    let label: Label
    @Environment(\.labelsHidden) private var hidden

    var body: some View {
        if !hidden { label }
    }
}

extension View {
    /// Hides the labels of the controls inside (a toggle shows its switch alone, a picker its value), as
    /// SwiftUI's `labelsHidden()`; the labels still name the controls.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}
