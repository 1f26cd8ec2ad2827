import Foundation

/// Lays out and draws a text field (``TextInputFieldNode``) on one line of text in its font.
///
/// The field takes the whole width offered, as SwiftUI's text fields do (in a form row it fills the row); its
/// ideal width fits its text or placeholder and the caret, measured by the platform. It shows the text (a mask
/// per character when secure), or the placeholder in the secondary colour when the text is empty; while it has
/// the focus, the platform's caret (``Chrome/textCaret``, ``ControlMetrics/textFieldCaretWidth`` wide) takes its
/// room at the cursor, and the line scrolls horizontally to keep the caret in view (``EditedLineViewport``, which
/// still counts terminal columns). `.roundedBorder` puts it between brackets, grey, or in the accent colour while
/// focused. `multilineTextAlignment` places a short text in the field.
@MainActor
final class TextFieldElement: LayoutElement {
    private var viewport = EditedLineViewport()
    /// The cells before the shown line in the latest frame (decoration and alignment).
    private var lineStart = 0
    private var fieldNode: TextInputFieldNode? { node as? TextInputFieldNode }

    /// The cells taken by the style's decoration at the leading and the trailing edge.
    private var decoration: (leading: Int, trailing: Int) {
        fieldNode?.style == .roundedBorder ? (1, 1) : (0, 0)
    }

    /// What the field shows now: the text (masked when secure), or the placeholder when it is empty.
    private var content: (line: String, isPlaceholder: Bool) {
        guard let node = fieldNode, let field = node.field else { return ("", false) }
        if node.text.isEmpty { return (field.placeholder?.plainString ?? "", true) }
        return (field.isSecure ? String(repeating: "•", count: node.text.count) : node.text, false)
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
        let edges = text.width(of: leading > 0 ? "[" : "", in: font) + text.width(of: trailing > 0 ? "]" : "", in: font)
        let width = edges + text.width(of: content.line, in: font) + environment.platformMetrics.controls.textFieldCaretWidth
        return CGSize(width: width, height: height)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        // The baseline is the line's, as `Text`'s.
        if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key {
            return environment.platform.text.lineMetrics(of: font).baseline
        }
        return nil
    }

    override func draw(into list: inout DisplayList) {
        guard let node = fieldNode else { return }
        let environment = self.environment
        let cell = environment.platformMetrics.cellSize
        let (leading, trailing) = decoration
        let columns = (frame.width / cell.width + 1e-6).clampedInt(.down)
        let inner = columns - leading - trailing
        guard inner > 0 else { return }
        let focused = node.isFocused
        let (line, isPlaceholder) = content
        let caret = focused ? (isPlaceholder ? 0 : node.cursor) : nil
        let visible = viewport.layout(line, caret: caret, columns: inner)

        let opacity = environment.drawingOpacity
        var textStyle = TextStyle(foreground: environment.foregroundStyleColor?.multiplyingOpacity(opacity))
        textStyle.font = (environment.font ?? .body).resolved()
        let placeholderColor = node.field?.placeholder?.runs.first?.style.foreground ?? Color.secondary
        let placeholderStyle = TextStyle(foreground: placeholderColor.resolved()?.multiplyingOpacity(opacity))
        let accent = TextStyle(foreground: Color.accentColor.resolved()?.multiplyingOpacity(opacity))
        let bracket = focused ? accent : TextStyle(foreground: Color.secondary.resolved()?.multiplyingOpacity(opacity))

        let free = inner - visible.columns
        let offset: Int
        switch environment.multilineTextAlignment {
        case .leading: offset = 0
        case .center: offset = free / 2
        case .trailing: offset = free
        }
        let lineStyle = isPlaceholder ? placeholderStyle : textStyle
        var segments: [(text: String, style: TextStyle)] = []
        if leading > 0 { segments.append(("[" + String(repeating: " ", count: offset), bracket)) }
        segments.append((visible.beforeCaret, lineStyle))
        var after: [(text: String, style: TextStyle)] = [(visible.afterCaret, lineStyle)]
        if trailing > 0 { after.append((String(repeating: " ", count: free - offset) + "]", bracket)) }
        let lineOffset = leading > 0 ? 0 : offset
        lineStart = leading + offset
        let lineX = frame.minX + CGFloat(lineOffset) * cell.width
        guard caret != nil else {
            list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: segments + after, offset: CGPoint(x: lineX - frame.minX, y: 0))],
                                          opacity: opacity)))
            return
        }
        // The text before the caret, the caret's chrome, then the text after it.
        let caretX = lineX + environment.platform.text.width(of: segments.map(\.text).joined(), in: font)
        let caretWidth = environment.platformMetrics.controls.textFieldCaretWidth
        list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: segments, offset: CGPoint(x: lineX - frame.minX, y: 0))],
                                      opacity: opacity)))
        list.append(.textCaret, frame: CGRect(x: caretX, y: frame.minY, width: caretWidth, height: frame.height), opacity: opacity)
        let rest = CGRect(x: caretX + caretWidth, y: frame.minY, width: max(frame.maxX - caretX - caretWidth, 0), height: frame.height)
        list.append(.text(TextDrawing(frame: rest, lines: [.init(segments: after)], opacity: opacity)))
    }

    /// The character offset under a point in global coordinates (where a click puts the cursor), nil outside.
    func characterOffset(at point: CGPoint) -> Int? {
        guard let node = fieldNode, frame.contains(point) else { return nil }
        let cell = environment.platformMetrics.cellSize
        let column = ((point.x - frame.minX) / cell.width).clampedInt(.down) - lineStart
        let offset = viewport.characterOffset(atColumn: column, in: content.isPlaceholder ? "" : content.line)
        return min(max(offset, 0), node.text.count)
    }
}
