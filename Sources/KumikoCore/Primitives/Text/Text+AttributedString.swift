import Foundation

extension Text {
    /// Displays an attributed string's characters, as SwiftUI's `Text(_:)` for an `AttributedString`, in the text's
    /// own style. Linux's Foundation has neither Markdown parsing for attributed strings nor inline presentation
    /// intents, and SwiftUI's attribute scope (a run's font or colour) does not exist here, so no run is styled.
    ///
    /// Disfavoured, so that `Text("a **b** c")` stays a ``LocalizedStringKey`` with its Markdown, as in SwiftUI
    /// (without it, the compiler here chose this initialiser for a string literal).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
