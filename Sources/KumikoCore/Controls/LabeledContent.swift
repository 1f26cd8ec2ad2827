import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent` in a form.
///
/// It is drawn by the labeled content style in effect (`labeledContentStyle(_:)`); `.automatic` is the
/// platform's look: the label at the leading edge and the value at the trailing edge of the width offered, in
/// the secondary colour (grey) unless the value chooses its own.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates labeled content from a content view and a label view.
    ///
    /// - Parameters:
    ///   - content: The value's view.
    ///   - label: A view that describes the value.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The configuration a style made this labeled content from (`init(_:)`), drawn in the platform's look.
    private var styled: LabeledContentStyleConfiguration?
    @Environment(\.labeledContentStyle) private var style

    /// The body the labeled content style in effect makes of the label and the value.
    public var body: some View {
        if let styled { return AnyView(PlatformLabeledContentLook(configuration: styled)) }
        return AnyView(style.makeBody(configuration: LabeledContentStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))))
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
                               Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration, for a style that changes the
    /// look of the labeled content around it.
    ///
    /// Kumiko does not stack styles: the labeled content is drawn in the platform's automatic look.
    ///
    /// - Parameter configuration: The properties of the labeled content.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.styled = configuration
    }
}

extension LabeledContent where Label == Text {
    /// Creates labeled content titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized title.
    ///   - content: The value's view.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates labeled content titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - content: The value's view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates labeled content that shows a string value, titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized title.
    ///   - value: The value, shown as it is (not localized).
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates labeled content that shows a string value, titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value, shown as it is (not localized).
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
