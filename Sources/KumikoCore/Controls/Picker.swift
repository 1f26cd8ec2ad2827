import Foundation

/// A control for choosing one of a set of values, as SwiftUI's `Picker`.
///
/// The options are the views of the content: each one's `tag(_:)` is the value it stands for (inside a
/// `ForEach` without tags, the element's id, when it is of the selection's type). A selection bound to an
/// optional matches the tags of the wrapped type. How the picker looks depends on ``pickerStyle(_:)``; the
/// default, as on iOS, is a menu: the label at the leading edge and the selected option's title followed by
/// `⌄` in the accent colour at the trailing edge; Return, Space or a click opens a popup menu of the options
/// below it with a `✓` on the selected one, where ↑↓ move, Return or a click picks, and Escape closes without
/// changing anything. A selection that matches no option's tag shows no option as selected (a one-time
/// diagnostic says so), as does a picker without options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    /// What a menu-style picker shows as its value instead of the selected option's title.
    let currentValueLabel: AnyView?

    /// Creates a picker with a custom label.
    ///
    /// - Parameters:
    ///   - selection: A binding to the selected option's value.
    ///   - content: The options: views with `tag(_:)`, or a `ForEach`.
    ///   - label: A view that describes what the picker chooses.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
        self.currentValueLabel = nil
    }

    /// Creates a picker with a custom label and a custom view of the current value.
    ///
    /// - Parameters:
    ///   - selection: A binding to the selected option's value.
    ///   - content: The options: views with `tag(_:)`, or a `ForEach`.
    ///   - label: A view that describes what the picker chooses.
    ///   - currentValueLabel: What a menu-style picker shows as its value.
    public init<C: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                         @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> C) {
        self.selection = selection
        self.content = content()
        self.label = label()
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// Creates a picker with a label view (deprecated in SwiftUI in favour of `init(selection:content:label:)`).
    ///
    /// - Parameters:
    ///   - selection: A binding to the selected option's value.
    ///   - label: A view that describes what the picker chooses.
    ///   - content: The options: views with `tag(_:)`, or a `ForEach`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
        self.currentValueLabel = nil
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension Picker where Label == Text {
    /// Creates a picker titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's localized title.
    ///   - selection: A binding to the selected option's value.
    ///   - content: The options: views with `tag(_:)`, or a `ForEach`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: A binding to the selected option's value.
    ///   - content: The options: views with `tag(_:)`, or a `ForEach`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker titled with a localized string key, with a custom view of the current value.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's localized title.
    ///   - selection: A binding to the selected option's value.
    ///   - content: The options: views with `tag(_:)`, or a `ForEach`.
    ///   - currentValueLabel: What a menu-style picker shows as its value.
    public init<C: View>(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                         @ViewBuilder currentValueLabel: () -> C) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker titled with a string (not localized), with a custom view of the current value.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: A binding to the selected option's value.
    ///   - content: The options: views with `tag(_:)`, or a `ForEach`.
    ///   - currentValueLabel: What a menu-style picker shows as its value.
    @_disfavoredOverload
    public init<S: StringProtocol, C: View>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                                            @ViewBuilder currentValueLabel: () -> C) {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == KumikoCore.Label<Text, Image> {
    /// Creates a picker titled with a localized string key and a system image.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's localized title.
    ///   - systemImage: The name of the SF Symbol shown before the title.
    ///   - selection: A binding to the selected option's value.
    ///   - content: The options: views with `tag(_:)`, or a `ForEach`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { KumikoCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker titled with a string (not localized) and a system image.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - systemImage: The name of the SF Symbol shown before the title.
    ///   - selection: A binding to the selected option's value.
    ///   - content: The options: views with `tag(_:)`, or a `ForEach`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { KumikoCore.Label(title, systemImage: systemImage) }
    }
}

extension Picker: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { PickerNode<Label, SelectionValue, Content>(graph: graph) }
}

extension Picker: ViewListCounting {
    /// An inline picker in a list is several rows.
    static var viewListCount: ViewListCount { .variable }
}
