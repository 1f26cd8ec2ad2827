import Foundation

/// Lays out and draws a text field (``TextInputFieldNode``) on one line of text in its font.
///
/// The field takes the whole width offered, as SwiftUI's text fields do (in a form row it fills the row); its
/// ideal width fits its text or placeholder and the caret, measured by the platform. It shows the text (a mask
/// per character when secure), or the placeholder in the secondary colour when the text is empty; while it has
/// the focus, the platform's caret (``Chrome/textCaret``, ``ControlMetrics/textFieldCaretWidth`` wide) takes its
/// room at the cursor, and the line scrolls horizontally to keep the caret in view (``EditedLineViewport``, in
/// points from the platform's advances). A secure field shows the platform's mask character
/// (``PlatformStyles/secureFieldMask``) for each character. `.roundedBorder` puts it between brackets, grey, or
/// in the accent colour while focused. `multilineTextAlignment` places a short text in the field. Widths the
/// field lays out (its inner width, the text's offset, where a click lands) snap down to the platform's grid
/// (whole cells in a terminal, whole points elsewhere).
@MainActor
final class TextFieldElement: LayoutElement {
    private var viewport = EditedLineViewport()
    /// The points before the shown line in the latest frame (decoration and alignment).
    private var lineStart: CGFloat = 0
    private var fieldNode: TextInputFieldNode? { node as? TextInputFieldNode }

    /// The points taken by the style's decoration (its brackets, in the field's font) at the leading and the
    /// trailing edge.
    private var decoration: (leading: CGFloat, trailing: CGFloat) {
        guard fieldNode?.style == .roundedBorder else { return (0, 0) }
        let text = environment.platform.text
        return (text.width(of: "[", in: font), text.width(of: "]", in: font))
    }

    /// What the field shows now: the text (masked when secure), or the placeholder when it is empty.
    private var content: (line: String, isPlaceholder: Bool) {
        guard let node = fieldNode, let field = node.field else { return ("", false) }
        if node.text.isEmpty { return (field.placeholder?.plainString(symbols: environment.platform.symbols) ?? "", true) }
        return (field.isSecure ? String(repeating: environment.platform.styles.secureFieldMask, count: node.text.count) : node.text, false)
    }

    /// The font the field's text is measured and drawn in: the environment's, body by default.
    private var font: ResolvedFont { (environment.font ?? .body).resolved() }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let environment = self.environment
        let text = environment.platform.text
        let font = self.font
        let height = text.lineMetrics(of: font).height
        if let width = proposal.width, width.isFinite { return CGSize(width: width, height: height) }
        let (leading, trailing) = decoration
        let width = leading + trailing + text.width(of: content.line, in: font) + environment.platformMetrics.controls.textFieldCaretWidth
        return CGSize(width: width, height: height)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        // The baseline is the line's, as `Text`'s.
        if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key {
            return environment.platform.text.lineMetrics(of: font).baseline
        }
        return nil
    }

    /// A text field, called by its placeholder, its value its text (none when secure).
    override var accessibilityElement: AccessibilityElement? {
        guard let node = fieldNode, let field = node.field else { return nil }
        let label = field.placeholder?.plainString(symbols: environment.platform.symbols)
        return AccessibilityElement(role: .textField, label: label, value: field.isSecure ? nil : node.text, isDisabled: !node.isEnabled)
    }

    override func draw(into list: inout DisplayList) {
        guard let node = fieldNode else { return }
        let start = list.count
        defer { if !node.isEnabled { list.mark(from: start, as: .disabled) } }
        let environment = self.environment
        let grid = environment.platform.grid
        let font = self.font
        let (leading, trailing) = decoration
        let inner = grid.floored(frame.width + 1e-6, along: .horizontal) - leading - trailing
        guard inner > 0 else { return }
        let focused = node.isFocused
        let opacity = environment.drawingOpacity
        var textStyle = TextStyle(foreground: environment.foregroundStyleColor?.multiplyingOpacity(opacity))
        textStyle.font = font
        let placeholderColor = node.field?.placeholder?.runs.first?.style.foreground ?? Color.secondary
        let placeholderStyle = TextStyle(foreground: placeholderColor.resolved()?.multiplyingOpacity(opacity))

        if list.editsTextNatively, let field = node.field {
            // The backend's own field edits the text: it gets the text, the prompt and the look, not glyphs and a caret.
            let placeholder = field.placeholder?.plainString(symbols: environment.platform.symbols) ?? ""
            list.append(.textInput(TextInput(node: node.identity, frame: frame, kind: field.isSecure ? .secure : .text,
                                             text: node.text, placeholder: placeholder, style: textStyle,
                                             placeholderColor: placeholderStyle.foreground,
                                             alignment: environment.multilineTextAlignment, isFocused: focused,
                                             isEnabled: node.isEnabled, hasBorder: node.style == .roundedBorder)
                                        .with(environment.textInputTraits)))
            return
        }

        let (line, isPlaceholder) = content
        let caret = focused ? (isPlaceholder ? 0 : node.cursor) : nil
        let measurer = environment.platform.text
        let caretWidth = environment.platformMetrics.controls.textFieldCaretWidth
        let space = measurer.advance(of: " ", in: font)
        let visible = viewport.layout(line, caret: caret, width: inner, caretWidth: caretWidth, space: space) {
            measurer.advance(of: $0, in: font)
        }
        let accent = TextStyle(foreground: Color.accentColor.resolved(in: environment)?.multiplyingOpacity(opacity))
        let bracket = focused ? accent : TextStyle(foreground: Color.secondary.resolved()?.multiplyingOpacity(opacity))
        let free = max(inner - visible.width, 0)
        let offset: CGFloat
        switch environment.multilineTextAlignment {
        case .leading: offset = 0
        case .center: offset = grid.floored(free / 2, along: .horizontal)
        case .trailing: offset = free
        }
        // Between the brackets the room around the text is spaces (as many as fit), in the brackets' style.
        func spaces(_ width: CGFloat) -> String {
            String(repeating: " ", count: space > 0 ? max((width / space + 1e-6).clampedInt(.down), 0) : 0)
        }
        let lineStyle = isPlaceholder ? placeholderStyle : textStyle
        var segments: [(text: String, style: TextStyle)] = []
        if leading > 0 { segments.append(("[" + spaces(offset), bracket)) }
        segments.append((visible.beforeCaret, lineStyle))
        var after: [(text: String, style: TextStyle)] = [(visible.afterCaret, lineStyle)]
        if trailing > 0 { after.append((spaces(free - offset) + "]", bracket)) }
        let lineOffset = leading > 0 ? 0 : offset
        lineStart = leading + offset
        let lineX = frame.minX + lineOffset
        guard caret != nil else {
            list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: segments + after, offset: CGPoint(x: lineX - frame.minX, y: 0))],
                                          opacity: opacity)))
            return
        }
        // The text before the caret, the caret's chrome, then the text after it.
        let caretX = lineX + measurer.width(of: segments.map(\.text).joined(), in: font)
        list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: segments, offset: CGPoint(x: lineX - frame.minX, y: 0))],
                                      opacity: opacity)))
        list.append(.textCaret(), frame: CGRect(x: caretX, y: frame.minY, width: caretWidth, height: frame.height), opacity: opacity)
        let rest = CGRect(x: caretX + caretWidth, y: frame.minY, width: max(frame.maxX - caretX - caretWidth, 0), height: frame.height)
        list.append(.text(TextDrawing(frame: rest, lines: [.init(segments: after)], opacity: opacity)))
    }

    /// The character offset under a point in global coordinates (where a click puts the cursor), nil outside.
    func characterOffset(at point: CGPoint) -> Int? {
        guard let node = fieldNode, frame.contains(point) else { return nil }
        let environment = self.environment
        let measurer = environment.platform.text
        let font = self.font
        // The point snapped down to the grid (a click anywhere in a terminal cell is on that cell).
        let position = environment.platform.grid.floored(point.x - frame.minX, along: .horizontal) - lineStart
        let offset = viewport.characterOffset(at: position, in: content.isPlaceholder ? "" : content.line,
                                              caretWidth: environment.platformMetrics.controls.textFieldCaretWidth) {
            measurer.advance(of: $0, in: font)
        }
        return min(max(offset, 0), node.text.count)
    }
}
