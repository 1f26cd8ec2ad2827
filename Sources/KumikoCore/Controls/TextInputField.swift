import Foundation

/// Internal: the editable line behind ``TextField`` and ``SecureField``: a bound text, what to show when it
/// is empty, and the old-style callbacks.
struct TextInputField: View, PrimitiveView {
    /// The text edited.
    let text: Binding<String>
    /// What shows, in the placeholder colour, while the text is empty (the prompt, else the title).
    let placeholder: Text?
    /// Whether each character is drawn as `•`.
    let isSecure: Bool
    /// Told `true` when the field takes the focus and `false` when it loses it (deprecated SwiftUI API).
    let onEditingChanged: ((Bool) -> Void)?
    /// Run on Return before the `onSubmit` actions (deprecated SwiftUI API).
    let onCommit: (() -> Void)?
    /// For a field bound to a formatted value (`value:format:`), the value's text and how edits are taken back;
    /// `text` is then not used.
    var formatted: FormattedFieldValue? = nil
    /// Whether the text has several lines (a ``TextEditor``): Return starts a new line, ↑/↓ move between
    /// lines, and a ``TextEditorElement`` draws it.
    var isMultiline = false

    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { TextInputFieldNode(graph: graph) }
}

/// The node of a text field or a text editor: a focus target that edits its bound text with a
/// ``TextEditingBuffer``, drawn by one ``TextFieldElement`` (a field's line) or ``TextEditorElement`` (an
/// editor's lines).
///
/// While it has the focus it is editing text (so `q` types), printable keys and pastes insert at the cursor,
/// the buffer's keys edit and move, and Return runs `onCommit` and the `onSubmit(of: .text)` actions around
/// it. Taking the focus puts the cursor at the end; a click puts it at the character clicked. As a
/// ``FocusBindingNode`` of its own it hears the focus come and go, for `onEditingChanged`.
@MainActor
final class TextInputFieldNode: ViewNode, FocusTarget, FocusBindingNode, NativeTextEditing {
    override var focusBinding: (any FocusBindingNode)? { self }
    override var focusTarget: (any FocusTarget)? { self }
    override var producesElements: Bool { true }
    /// The latest view value.
    private(set) var field: TextInputField?
    /// The text and cursor being edited; its text is the bound text as of the latest edit.
    private var buffer = TextEditingBuffer()
    /// The bound text as read in the latest evaluation (a formatted field's: its draft while it has the focus,
    /// else its value formatted).
    private(set) var text = ""
    /// A formatted field's text while it has the focus: what the user edits, committed on Return and when the
    /// focus goes.
    private var draft: String?
    /// The style of the field, as read in the latest evaluation.
    private(set) var style = TextFieldStyleKind.automatic
    private lazy var lineElement = TextFieldElement(node: self)
    private lazy var editorElement = TextEditorElement(node: self)
    /// The element that draws the text: the field's line, or the editor's lines.
    private var element: any EditedTextElement { field?.isMultiline == true ? editorElement : lineElement }

    override func setView(_ view: any View) -> Bool {
        field = (view as! TextInputField)
        if buffer.keepsLineBreaks != field?.isMultiline { buffer = makeBuffer(text: buffer.text) }
        return true
    }

    /// A buffer for this field's kind of text (one line, or several), the cursor at `cursor` (nil: the end).
    private func makeBuffer(text: String, cursor: Int? = nil) -> TextEditingBuffer {
        TextEditingBuffer(text: text, cursor: cursor, keepsLineBreaks: field?.isMultiline ?? false)
    }

    override func evaluate() {
        guard let field else { return }
        let environment = self.environment
        // A formatted field reads its value even while it shows its draft, so it hears the value change.
        (text, style) = trackingReads {
            let shown = field.formatted.map { $0.display() } ?? field.text.wrappedValue
            return (draft ?? shown, environment.textFieldStyle)
        }
    }

    /// The text edits go to: the bound text, or a formatted field's draft.
    private func editedText(_ field: TextInputField) -> Binding<String> {
        guard field.formatted != nil else { return field.text }
        return Binding(get: { [unowned self] in self.text }, set: { [unowned self] in
            self.draft = $0
            self.text = $0
        })
    }

    /// Commits a formatted field's draft: the value is written when the draft parses; either way the draft
    /// starts again from the value formatted (`keepsEditing`) or is dropped.
    private func commitDraft(_ field: TextInputField, keepsEditing: Bool) {
        guard let formatted = field.formatted, let edited = draft else { return }
        _ = formatted.commit(edited)
        draft = keepsEditing ? formatted.display() : nil
        text = draft ?? formatted.display()
        graph.setNeedsLayout()
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        elements.append(element.layoutElement)
    }

    // MARK: What the element draws

    /// Whether the field itself has the focus (and so shows its caret); a focused list around it does not count.
    var isFocused: Bool { graph.focus.isFocused(self) && !(parent.map(graph.focus.isFocused) ?? false) }

    /// The cursor in the current text: the buffer's, unless the text was replaced since (then at the end).
    var cursor: Int { buffer.text == text ? buffer.cursor : text.count }

    // MARK: FocusTarget

    var acceptsFocus: Bool { field != nil }

    var isEditingText: Bool { true }

    var keyHelp: [KeyHelp] {
        if field?.isMultiline == true { return [KeyHelp([.return], "new line")] }
        return hasSubmitAction ? [KeyHelp([.return], "submit")] : []
    }

    /// Whether Return does something here: an `onCommit` or an `onSubmit` for text fields.
    private var hasSubmitAction: Bool {
        field?.onCommit != nil || environment.submitActions.actions.contains { $0.triggers.contains(.text) }
    }

    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard let field else { return .ignored }
        if field.isMultiline {
            // An editor: Return starts a line; ↑/↓ move to the line above or below, where the element wraps.
            if press.is(.return) {
                return edit(field) { buffer in
                    buffer.insertLineBreak()
                    return true
                } ? .handled : .ignored
            }
            if press.modifiers.subtracting([.shift, .capsLock, .numericPad, .function]).isEmpty,
               press.key == .upArrow || press.key == .downArrow {
                buffer.adopt(field.text.wrappedValue)
                if let offset = editorElement.verticalMove(from: buffer.cursor, lines: press.key == .upArrow ? -1 : 1) {
                    buffer.moveCursor(to: offset)
                    graph.setNeedsLayout()
                }
                return .handled
            }
        }
        if press.is(.return) {
            // A formatted field takes its draft first (as SwiftUI's commits on Return).
            commitDraft(field, keepsEditing: true)
            // With nothing to submit, Return is left to a default-action keyboard shortcut around.
            guard hasSubmitAction else { return .ignored }
            field.onCommit?()
            environment.submitActions.submit(.text)
            return .handled
        }
        return edit(field) { $0.apply(press) } ? .handled : .ignored
    }

    func insertText(_ text: String) -> Bool {
        guard let field else { return false }
        return edit(field) { buffer in
            buffer.insert(text)
            return true
        }
    }

    func replaceText(with text: String, cursor: Int?) -> Bool {
        guard let field else { return false }
        return edit(field) { buffer in
            buffer.replaceAll(with: text, cursor: cursor)
            return true
        }
    }

    func handleClick(at point: CGPoint) {
        guard let field, let offset = element.characterOffset(at: point) else { return }
        buffer.adopt(editedText(field).wrappedValue)
        buffer = makeBuffer(text: buffer.text, cursor: offset)
        graph.setNeedsLayout()
    }

    /// Applies an edit to the bound text through the buffer; returns whether the edit was taken.
    private func edit(_ field: TextInputField, _ change: (inout TextEditingBuffer) -> Bool) -> Bool {
        guard buffer.edit(editedText(field), change) else { return false }
        graph.setNeedsLayout()
        return true
    }

    // MARK: FocusBindingNode

    func focusChanged(to isFocused: Bool) {
        guard let field else { return }
        if let formatted = field.formatted {
            // A formatted field edits a draft of its value's text while it has the focus, and takes it when the
            // focus goes.
            if isFocused {
                draft = formatted.display()
                text = draft ?? ""
            } else {
                commitDraft(field, keepsEditing: false)
            }
        }
        // Taking the focus puts the cursor at the end, as tabbing into a text field does.
        if isFocused { buffer = makeBuffer(text: editedText(field).wrappedValue) }
        field.onEditingChanged?(isFocused)
    }
}

/// What a text input node asks of the element that draws its text.
@MainActor
protocol EditedTextElement: AnyObject {
    /// The element itself.
    var layoutElement: LayoutElement { get }
    /// The character offset under a point in global coordinates (where a click puts the cursor), nil outside.
    func characterOffset(at point: CGPoint) -> Int?
}

extension TextFieldElement: EditedTextElement {
    var layoutElement: LayoutElement { self }
}
