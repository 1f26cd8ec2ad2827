import Foundation

/// An alert described as a value, as SwiftUI's deprecated `Alert` (for `alert(isPresented:content:)` and
/// `alert(item:content:)`, which older code uses). It is shown exactly as the modern `alert` modifiers show
/// their actions.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button (OK when none is given).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - dismissButton: The button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// Creates an alert with two buttons.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - primaryButton: The first button.
    ///   - secondaryButton: The second button.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert`` or ``ActionSheet``.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default look.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button with a label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A destructive button (red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// A confirmation dialog described as a value, as SwiftUI's deprecated `ActionSheet`.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// Creates an action sheet (a Cancel button when none is given).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - buttons: The buttons.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of an ``Alert`` or ``ActionSheet`` as views.
struct LegacyAlertButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Button(role: button.role, action: button.action ?? {}) { button.label }
        }
    }
}

extension View {
    /// Presents an alert described by an ``Alert`` while `isPresented` is true (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - isPresented: A binding to whether the alert is shown.
    ///   - content: The alert.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return alertPresentation(.alert, title: alert.title, isPresented: isPresented,
                                 actions: LegacyAlertButtons(buttons: alert.buttons), message: alert.message.map { AnyView($0) })
    }

    /// Presents an alert for `item` while it is not nil (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - item: A binding to the item; closing the alert sets it to nil.
    ///   - content: The alert for the item.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        presentation(.alert, item: item, onDismiss: nil) { item in
            let alert = content(item)
            return AlertContent(kind: .alert, title: alert.title, message: alert.message.map { AnyView($0) },
                                actions: LegacyAlertButtons(buttons: alert.buttons))
        }
    }

    /// Presents an action sheet while `isPresented` is true (deprecated in SwiftUI): a confirmation dialog
    /// with its title shown.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to whether the sheet is shown.
    ///   - content: The action sheet.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return alertPresentation(.confirmationDialog, title: sheet.title, isPresented: isPresented,
                                 actions: LegacyAlertButtons(buttons: sheet.buttons), message: sheet.message.map { AnyView($0) })
    }
}
