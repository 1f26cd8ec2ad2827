import Foundation

/// A view that displays and edits long-form text, as SwiftUI's `TextEditor`.
///
/// It takes the space offered and shows its text wrapped to its width, in the environment's font and
/// foreground style, scrolling vertically so the caret stays in view (`lineLimit` caps the lines it takes). It
/// takes the focus with Tab or a click (at the character clicked); while it has it, the platform's caret shows
/// where typing goes, printable keys and pastes insert there (a paste keeps its line breaks), Return starts a
/// new line, ←/→ and ↑/↓ move by character and by line, Home/End (Ctrl-A/Ctrl-E) go to the line's start and end,
/// and ⌫/⌦, Ctrl-U, Ctrl-K and Ctrl-W delete, as in a ``TextField``. Tab and Escape are left to the views around.
/// There is no selection. It shares its editing with ``TextField`` (one editing buffer, one node).
public struct TextEditor: View {
    let text: Binding<String>

    /// Creates a plain text editor.
    ///
    /// - Parameter text: The text to display and edit.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// The editor's content.
    public var body: some View {
        var field = TextInputField(text: text, placeholder: nil, isSecure: false, onEditingChanged: nil, onCommit: nil)
        field.isMultiline = true
        return field
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether scrollable views (lists, forms, text editors) show their own background
    /// (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background of scrollable views within this view (a `List`'s, a `Form`'s, a
    /// `TextEditor`'s), so a `background(_:)` shows through. The terminal draws no background of its own behind
    /// these views, so `.hidden` changes nothing there.
    ///
    /// - Parameter visibility: `.hidden` hides the background; `.automatic` and `.visible` keep it.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
