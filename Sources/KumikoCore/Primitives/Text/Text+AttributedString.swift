import Foundation

extension Text {
    /// Displays an attributed string, as SwiftUI's `Text(_:)` for an `AttributedString`: each run in the font,
    /// colour, underline and strikethrough of its SwiftUI attributes (``AttributeScopes/SwiftUIAttributes``), the
    /// rest in the text's own style. Linux's Foundation has neither Markdown parsing for attributed strings nor
    /// inline presentation intents, so a string's Markdown is not parsed.
    ///
    /// Disfavoured, so that `Text("a **b** c")` stays a ``LocalizedStringKey`` with its Markdown, as in SwiftUI
    /// (without it, the compiler here chose this initialiser for a string literal).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        var runs: [Run] = []
        for run in attributedContent.runs {
            var part = Run(string: String(attributedContent[run.range].characters))
            part.style.foreground = run[SwiftUI.ForegroundColorAttribute.self]
            part.style.font = run[SwiftUI.FontAttribute.self]
            if run[SwiftUI.UnderlineStyleAttribute.self] != nil { part.style.underline = true }
            if run[SwiftUI.StrikethroughStyleAttribute.self] != nil { part.style.strikethrough = true }
            runs.append(part)
        }
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }
}
