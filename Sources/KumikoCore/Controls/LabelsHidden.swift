import Foundation

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls inside hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view, as SwiftUI's `labelsHidden()`: a date
    /// picker or a colour picker then shows only its field or swatch (at the leading edge). The label stays the
    /// control's description for accessibility.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
