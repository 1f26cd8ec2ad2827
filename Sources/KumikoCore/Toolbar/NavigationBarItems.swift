import Foundation

extension View {
    /// Puts views at the ends of the navigation bar (deprecated in SwiftUI in favour of `toolbar`, and kept
    /// because older code uses it): the same items as `.navigationBarLeading` and `.navigationBarTrailing`
    /// toolbar items.
    ///
    /// - Parameters:
    ///   - leading: The view at the leading end.
    ///   - trailing: The view at the trailing end.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(ToolbarModifier(entries: [
            ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading), id: nil),
            ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing), id: nil),
        ]))
    }

    /// Puts a view at the leading end of the navigation bar (deprecated form of a toolbar item).
    ///
    /// - Parameter leading: The view.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading), id: nil)]))
    }

    /// Puts a view at the trailing end of the navigation bar (deprecated form of a toolbar item).
    ///
    /// - Parameter trailing: The view.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing), id: nil)]))
    }

    /// The screen's title (deprecated form of `navigationTitle`).
    ///
    /// - Parameter titleKey: The key of the localized title.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// The screen's title from a string (deprecated form of `navigationTitle`).
    ///
    /// - Parameter title: The title.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// The screen's title from a text view (deprecated form of `navigationTitle`).
    ///
    /// - Parameter title: The title.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The screen's title and how iOS shows it (deprecated form); a terminal's bar is one line.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized title.
    ///   - displayMode: Ignored.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey)
    }

    /// The screen's title and how iOS shows it (deprecated form); a terminal's bar is one line.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: Ignored.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Whether iOS hides its status bar; accepted and ignored (a terminal has none).
    ///
    /// - Parameter hidden: Ignored.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// The colour scheme the presentation prefers; accepted and ignored (the terminal decides its colours).
    ///
    /// - Parameter colorScheme: Ignored.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}
