import Foundation

/// A view that shares items through the platform's share sheet, as SwiftUI's `ShareLink`.
///
/// It shows as a button: its label, or Apple's default one ("Share" with the `square.and.arrow.up` symbol).
/// A terminal has no share sheet (and Kumiko's terminal no clipboard): activating the link says so once on stderr
/// and shares nothing. The items, subject, message and previews are kept as given.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    init(items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?,
         label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// The link: a button that would present the share sheet.
    public var body: some View {
        Button(action: {
            Diagnostics.warnOnce("ShareLink", "ShareLink: sharing is not available in a terminal; nothing is shared.")
        }) {
            label
        }
    }
}

/// The label of a ``ShareLink`` made without one, as SwiftUI's `DefaultShareLinkLabel`: "Share" with the
/// `square.and.arrow.up` symbol.
public struct DefaultShareLinkLabel: View {
    /// The label.
    public var body: some View {
        Label("Share", systemImage: "square.and.arrow.up")
    }
}

extension ShareLink {
    /// A link that shares a collection of items, with a preview of each, with a label view.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: label())
    }

    /// A link that shares a collection of items, with a label view.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// A link that shares an item, with a preview, with a label view.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }

    /// A link that shares an item, with a label view.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink {
    /// A link that shares a collection of items, with a preview of each, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) where Label == DefaultShareLinkLabel {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel())
    }

    /// A link that shares a collection of items, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Label == DefaultShareLinkLabel, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    /// A link that shares an item, with a preview, with the default label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Label == DefaultShareLinkLabel, Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel())
    }

    /// A link that shares an item, with the default label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Label == DefaultShareLinkLabel, Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }
}

extension ShareLink {
    /// A link that shares a collection of items, with a preview of each, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) where Label == Text {
        self.init(items: items, subject: subject, message: message, preview: preview, label: Text(titleKey))
    }

    /// A link that shares a collection of items, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Label == Text, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil, label: Text(titleKey))
    }

    /// A link that shares an item, with a preview, titled with a localized string key.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Label == Text, Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: Text(titleKey))
    }

    /// A link that shares an item, titled with a localized string key.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) where Label == Text, Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: Text(titleKey))
    }
}

extension ShareLink {
    /// A link that shares a collection of items, with a preview of each, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) where Label == Text {
        self.init(items: items, subject: subject, message: message, preview: preview, label: Text(title))
    }

    /// A link that shares a collection of items, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Label == Text, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil, label: Text(title))
    }

    /// A link that shares an item, with a preview, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Label == Text, Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: Text(title))
    }

    /// A link that shares an item, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) where Label == Text, Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: Text(title))
    }
}

extension ShareLink {
    /// A link that shares a collection of items, with a preview of each, titled with a text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) where Label == Text {
        self.init(items: items, subject: subject, message: message, preview: preview, label: title)
    }

    /// A link that shares a collection of items, titled with a text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Label == Text, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil, label: title)
    }

    /// A link that shares an item, with a preview, titled with a text.
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Label == Text, Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: title)
    }

    /// A link that shares an item, titled with a text.
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil) where Label == Text, Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: title)
    }
}
