import Foundation

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection(of: ProcessLocale.current)
}

extension EnvironmentValues {
    /// The layout direction associated with the current environment, as SwiftUI's `layoutDirection`.
    ///
    /// Right to left when the process's locale (``ProcessLocale``; a browser session's `Accept-Language`) is in a
    /// language written right to left (Arabic, Hebrew, Persian, Urdu, …), else left to right; set it with
    /// `environment(\.layoutDirection, …)` for a subtree. Setting `\.locale` alone does not change it, as in
    /// SwiftUI. In a right-to-left environment every container places its subviews mirrored: SwiftUI "horizontally
    /// flips the x position of each view within its parent", so an `HStack`'s first subview is at the right,
    /// `.leading` alignments and edges are the right ones, and a leading-aligned multiline `Text` is right-aligned.
    /// Text runs are drawn as written (not mirrored), and images too unless
    /// ``View/flipsForRightToLeftLayoutDirection(_:)`` says otherwise.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Whether the environment is right to left, read without making the view being evaluated depend on it (what
    /// a layout element asks as it places its subviews).
    var isRightToLeft: Bool {
        (entry(for: ObjectIdentifier(LayoutDirectionKey.self))?.value as? LayoutDirection ?? LayoutDirectionKey.defaultValue)
            == .rightToLeft
    }

    /// ``multilineTextAlignment`` as lines are drawn left to right: leading and trailing swap in a right-to-left
    /// environment (a leading-aligned paragraph is right-aligned, as in SwiftUI).
    var drawnTextAlignment: TextAlignment {
        let alignment = multilineTextAlignment
        guard isRightToLeft else { return alignment }
        switch alignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }
}

extension LayoutDirection {
    /// The direction a locale's language is written in: right to left for Arabic, Hebrew, Persian, Urdu and the
    /// others Foundation's `Locale.Language.characterDirection` says are (it knows them on Linux too).
    package init(of locale: Locale) {
        self = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
