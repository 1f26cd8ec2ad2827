import Foundation

/// A view that shows or hides its content behind a disclosure control, as SwiftUI's `DisclosureGroup`.
///
/// It is drawn by the disclosure group style in effect (`disclosureGroupStyle(_:)`); `.automatic` is the
/// platform's look, whose label line takes the focus with Tab: Return or Space toggles, → expands, ← collapses,
/// and a click on it toggles (in a terminal, a triangle before the label and the content indented under it while
/// expanded, docs/TERMINAL-LOOK.md). Without an `isExpanded` binding the group keeps its own state, collapsed at
/// first.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var storedExpansion = false
    @Environment(\.disclosureGroupStyle) private var style

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

    /// The body the disclosure group style in effect makes of the label, the content and the expansion.
    public var body: some View {
        let content = self.content
        return AnyView(style.makeBody(configuration: DisclosureGroupStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(makeContent: { AnyView(content()) }),
            isExpanded: isExpanded ?? $storedExpansion)))
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
