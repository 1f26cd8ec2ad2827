/// The kinds of fields whose submission an `onSubmit` action handles, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates triggers from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields (and secure fields).
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields (`searchable`).
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The `onSubmit` actions above a view, innermost first, each with the fields it handles.
struct SubmitActions {
    var actions: [(triggers: SubmitTriggers, action: () -> Void)] = []

    /// Runs every action that handles `trigger` (SwiftUI runs all of them, innermost first).
    func submit(_ trigger: SubmitTriggers) {
        for entry in actions where entry.triggers.contains(trigger) { entry.action() }
    }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: SubmitActions { SubmitActions() }
}

extension EnvironmentValues {
    /// The `onSubmit` actions that a field here runs when the user presses Return in it.
    var submitActions: SubmitActions {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs an action when the user submits a field inside this view (Return in a text field, or in the search
    /// field of a `searchable` view with `.search`).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.actions.append((triggers, action)) }
    }
}
