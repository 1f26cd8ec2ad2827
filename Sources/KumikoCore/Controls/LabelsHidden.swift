import Foundation

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls inside hide their labels (`labelsHidden()`).
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
    /// Hides the labels of the controls inside, as SwiftUI's `labelsHidden()`: a toggle shows its switch
    /// alone, a picker its value, a date or colour picker its field or swatch (at the leading edge). The labels
    /// still name the controls for accessibility.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}
