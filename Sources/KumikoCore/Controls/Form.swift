/// A container for grouping controls used for data entry, as SwiftUI's `Form`: on iOS (and here) a form is
/// drawn as an inset grouped list, its sections boxed, its rows one control each.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with its content (usually `Section`s of controls).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The form as an inset grouped list.
    public var body: some View {
        List { content }
            .listStyle(.insetGrouped)
    }
}
