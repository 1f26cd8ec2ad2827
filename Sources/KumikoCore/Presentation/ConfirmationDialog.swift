import Foundation

extension View {
    /// Presents a confirmation dialog while `isPresented` is true, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    ///
    /// In a terminal the dialog is a box at the bottom of the window, as iOS's action sheet: the title (only
    /// when `titleVisibility` is `.visible`; iOS hides it by default), the message, the buttons in a column and
    /// the cancel button set apart below them. The focus stays in it; Escape cancels. Every button closes it.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the dialog's localized title.
    ///   - isPresented: A binding to whether the dialog is shown.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The dialog's buttons.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(.confirmationDialog, title: Text(titleKey).shown(titleVisibility), isPresented: isPresented,
                          actions: actions(), message: nil)
    }

    /// Presents a confirmation dialog titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: A binding to whether the dialog is shown.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The dialog's buttons.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(.confirmationDialog, title: Text(title).shown(titleVisibility), isPresented: isPresented,
                          actions: actions(), message: nil)
    }

    /// Presents a confirmation dialog titled with a text view.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: A binding to whether the dialog is shown.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The dialog's buttons.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(.confirmationDialog, title: title.shown(titleVisibility), isPresented: isPresented,
                          actions: actions(), message: nil)
    }

    /// Presents a confirmation dialog with a message.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the dialog's localized title.
    ///   - isPresented: A binding to whether the dialog is shown.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The dialog's buttons.
    ///   - message: The message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(.confirmationDialog, title: Text(titleKey).shown(titleVisibility), isPresented: isPresented,
                          actions: actions(), message: AnyView(message()))
    }

    /// Presents a confirmation dialog titled with a string, with a message.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: A binding to whether the dialog is shown.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The dialog's buttons.
    ///   - message: The message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        alertPresentation(.confirmationDialog, title: Text(title).shown(titleVisibility), isPresented: isPresented,
                          actions: actions(), message: AnyView(message()))
    }

    /// Presents a confirmation dialog titled with a text view, with a message.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: A binding to whether the dialog is shown.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The dialog's buttons.
    ///   - message: The message.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(.confirmationDialog, title: title.shown(titleVisibility), isPresented: isPresented,
                          actions: actions(), message: AnyView(message()))
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the dialog's localized title.
    ///   - isPresented: A binding to whether the dialog is shown.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: The value the actions are made for.
    ///   - actions: The dialog's buttons for the value.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        alertPresentation(.confirmationDialog, title: Text(titleKey).shown(titleVisibility), isPresented: isPresented,
                          presenting: data, actions: data.map(actions), message: nil)
    }

    /// Presents a confirmation dialog about `data`, with a message about it.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the dialog's localized title.
    ///   - isPresented: A binding to whether the dialog is shown.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: The value the actions and message are made for.
    ///   - actions: The dialog's buttons for the value.
    ///   - message: The message for the value.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertPresentation(.confirmationDialog, title: Text(titleKey).shown(titleVisibility), isPresented: isPresented,
                          presenting: data, actions: data.map(actions), message: data.map { AnyView(message($0)) })
    }
}

extension Text {
    /// The title when a confirmation dialog shows it: only when asked to be visible, as on iOS.
    func shown(_ visibility: Visibility) -> Text? { visibility == .visible ? self : nil }
}
