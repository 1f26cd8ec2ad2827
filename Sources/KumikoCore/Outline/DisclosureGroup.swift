import Foundation

/// A view that shows or hides its content behind a disclosure control, as SwiftUI's `DisclosureGroup`.
///
/// In a terminal the label is a line that starts with a grey triangle (`▸` collapsed, `▾` expanded) and a space;
/// the content follows under it, indented two columns, while expanded. The line takes the focus with Tab:
/// Return or Space toggles, → expands, ← collapses, and a click on it toggles. Without an `isExpanded` binding
/// the group keeps its own state, collapsed at first.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var storedExpansion = false
    @Environment(\.platformMetrics) private var metrics

    /// Creates a disclosure group with a label and content, collapsed at first.
    ///
    /// - Parameters:
    ///   - content: The content shown while the group is expanded.
    ///   - label: The view that describes the content.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    /// Creates a disclosure group with a label and content whose expansion is bound to a value.
    ///
    /// - Parameters:
    ///   - isExpanded: A binding to whether the content is shown.
    ///   - content: The content shown while the group is expanded.
    ///   - label: The view that describes the content.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// The label line in a focusable control, then the content, indented, while expanded.
    public var body: some View {
        let expansion = isExpanded ?? $storedExpansion
        let open = expansion.wrappedValue
        VStack(alignment: .leading, spacing: 0) {
            FocusableControl(behaviour: Self.behaviour(expansion, isOpen: open)) {
                HStack(spacing: metrics.cellSize.width) {
                    Text(verbatim: open ? "▾" : "▸").foregroundStyle(Color.secondary)
                    label
                }
            }
            if open {
                content().padding(.leading, 2 * metrics.cellSize.width)
            }
        }
    }

    /// Return and Space toggle, → expands, ← collapses; a click toggles.
    private static func behaviour(_ expansion: Binding<Bool>, isOpen: Bool) -> ControlBehaviour {
        ControlBehaviour(
            keyHelp: [KeyHelp("⏎", isOpen ? "collapse" : "expand")],
            handleKey: { press in
                guard press.modifiers.isEmpty else { return .ignored }
                switch press.key {
                case .return, .space: expansion.wrappedValue.toggle()
                case .rightArrow where !expansion.wrappedValue: expansion.wrappedValue = true
                case .leftArrow where expansion.wrappedValue: expansion.wrappedValue = false
                default: return .ignored
                }
                return .handled
            },
            handleClick: { _ in expansion.wrappedValue.toggle() })
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group titled with a localized string key, collapsed at first.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized title.
    ///   - content: The content shown while the group is expanded.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group titled with a string (not localized), collapsed at first.
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - content: The content shown while the group is expanded.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group titled with a localized string key, its expansion bound to a value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized title.
    ///   - isExpanded: A binding to whether the content is shown.
    ///   - content: The content shown while the group is expanded.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group titled with a string (not localized), its expansion bound to a value.
    ///
    /// - Parameters:
    ///   - label: The title.
    ///   - isExpanded: A binding to whether the content is shown.
    ///   - content: The content shown while the group is expanded.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
