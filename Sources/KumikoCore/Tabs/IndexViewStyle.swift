import Foundation

/// How the index views inside a view hierarchy look, as SwiftUI's `IndexViewStyle`: the row of page indicators
/// of a page-style tab view.
public protocol IndexViewStyle: Sendable {}

/// An index view style that places a page index view over its content, as SwiftUI's `PageIndexViewStyle`. Its
/// background display mode says whether a background shows behind the page indicators (a terminal draws it as
/// a band behind the row of dots).
public struct PageIndexViewStyle: IndexViewStyle, BuiltInStyle {
    /// When the page index view shows its background.
    public struct BackgroundDisplayMode: Sendable, Hashable {
        let kind: Int
        /// The platform's default: no background on iOS, nor in a terminal.
        public static let automatic = BackgroundDisplayMode(kind: 0)
        /// The background is always shown behind the page index view.
        public static let always = BackgroundDisplayMode(kind: 1)
        /// The background is shown only while the index view is interacted with (a terminal: while the row of
        /// dots has the keyboard focus).
        public static let interactive = BackgroundDisplayMode(kind: 2)
        /// The background is never shown.
        public static let never = BackgroundDisplayMode(kind: 3)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates a page index view style.
    ///
    /// - Parameter backgroundDisplayMode: When the background behind the page indicators shows.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// The kind of built-in style this is.
    package var kind: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// An index view style that places a page index view over its content, with its background shown as
    /// `backgroundDisplayMode` says.
    ///
    /// - Parameter backgroundDisplayMode: When the background behind the page indicators shows.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct PageIndexBackgroundKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic
}

extension EnvironmentValues {
    /// When the page index views here show their background (`indexViewStyle`).
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the index views inside this view (a page-style tab view's row of page indicators).
    ///
    /// - Parameter style: The index view style.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, builtInKind(of: style, default: .automatic))
    }
}
