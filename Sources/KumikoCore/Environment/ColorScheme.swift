/// Light or dark appearance, as SwiftUI's `ColorScheme`. A terminal app is drawn for a dark terminal.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.dark
}

extension EnvironmentValues {
    /// The colour scheme the views are drawn for (`.dark` in a terminal, unless set).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
