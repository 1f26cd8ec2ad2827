import Foundation

extension View {
    /// Presents an alert while `isPresented` is true, as SwiftUI's `alert(_:isPresented:actions:)`.
    ///
    /// In a terminal the alert is a box in the middle of the window with the title in bold and the actions
    /// below: text fields first, then the buttons (two side by side with the cancel button on the left, more
    /// in a column with the cancel button last). The focus stays in the alert; Return runs the focused
    /// button, Escape runs the cancel button (or just closes). Every button closes the alert after its action.
    /// With no actions, the alert has an OK button.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the alert's localized title.
    ///   - isPresented: A binding to whether the alert is shown; closing it sets this to false.
    ///   - actions: The alert's buttons and text fields.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(.alert, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - actions: The alert's buttons and text fields.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(.alert, title: Text(title), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert titled with a text view.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - actions: The alert's buttons and text fields.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(.alert, title: title, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert with a message below the title.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the alert's localized title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - actions: The alert's buttons and text fields.
    ///   - message: The message (a `Text`).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(.alert, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert titled with a string, with a message.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - actions: The alert's buttons and text fields.
    ///   - message: The message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(.alert, title: Text(title), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert titled with a text view, with a message.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - actions: The alert's buttons and text fields.
    ///   - message: The message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(.alert, title: title, isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the alert's localized title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - data: The value the actions are made for.
    ///   - actions: The alert's buttons and text fields for the value.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alertPresentation(.alert, title: Text(titleKey), isPresented: isPresented, presenting: data, actions: data.map(actions), message: nil)
    }

    /// Presents an alert about `data`, titled with a string.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - data: The value the actions are made for.
    ///   - actions: The alert's buttons and text fields for the value.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alertPresentation(.alert, title: Text(title), isPresented: isPresented, presenting: data, actions: data.map(actions), message: nil)
    }

    /// Presents an alert about `data`, titled with a text view.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - data: The value the actions are made for.
    ///   - actions: The alert's buttons and text fields for the value.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alertPresentation(.alert, title: title, isPresented: isPresented, presenting: data, actions: data.map(actions), message: nil)
    }

    /// Presents an alert about `data`, with a message about it.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the alert's localized title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - data: The value the actions and message are made for.
    ///   - actions: The alert's buttons and text fields for the value.
    ///   - message: The message for the value.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertPresentation(.alert, title: Text(titleKey), isPresented: isPresented, presenting: data, actions: data.map(actions),
                          message: data.map { AnyView(message($0)) })
    }

    /// Presents an alert about `data`, titled with a string, with a message about it.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - data: The value the actions and message are made for.
    ///   - actions: The alert's buttons and text fields for the value.
    ///   - message: The message for the value.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertPresentation(.alert, title: Text(title), isPresented: isPresented, presenting: data, actions: data.map(actions),
                          message: data.map { AnyView(message($0)) })
    }

    /// Presents an alert about `data`, titled with a text view, with a message about it.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - data: The value the actions and message are made for.
    ///   - actions: The alert's buttons and text fields for the value.
    ///   - message: The message for the value.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertPresentation(.alert, title: title, isPresented: isPresented, presenting: data, actions: data.map(actions),
                          message: data.map { AnyView(message($0)) })
    }

    /// The one presentation behind every alert and confirmation dialog.
    func alertPresentation<A: View>(_ kind: PresentationKind, title: Text?, isPresented: Binding<Bool>,
                                    actions: A, message: AnyView?) -> some View {
        alertPresentation(kind, title: title, isPresented: isPresented, presenting: (), actions: actions, message: message)
    }

    /// The one presentation behind every alert and confirmation dialog: shown while `isPresented` is true
    /// and there is `data`; with no action views, an OK button.
    func alertPresentation<A: View, T>(_ kind: PresentationKind, title: Text?, isPresented: Binding<Bool>, presenting data: T?,
                                       actions: A?, message: AnyView?) -> some View {
        let content: AnyView? = actions.map { actions in
            if A.self == EmptyView.self {
                return AnyView(AlertContent(kind: kind, title: title, message: message, actions: Button("OK") {}))
            }
            return AnyView(AlertContent(kind: kind, title: title, message: message, actions: actions))
        }
        return modifier(PresentationModifier(
            kind: kind,
            presented: { isPresented.wrappedValue ? content.map { (AnyHashable(0), $0) } : nil },
            end: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
            onDismiss: nil))
    }
}
