import Foundation

/// Lays out and draws a text field (``TextInputFieldNode``) on one line of cells.
///
/// The field takes the whole width offered, as SwiftUI's text fields do (in a form row it fills the row); its
/// ideal width fits its text or placeholder and the caret. It shows the text (a `•` per character when
/// secure), or the placeholder in the secondary colour when the text is empty; while it has the focus, a caret
/// `▏` in the accent colour takes a cell at the cursor, and the line scrolls horizontally to keep the caret in
/// view (``EditedLineViewport``). `.roundedBorder` puts it between brackets, grey, or in the accent colour while
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

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cell = environment.platformMetrics.cellSize
        if let width = proposal.width, width.isFinite { return CGSize(width: width, height: cell.height) }
        let (leading, trailing) = decoration
        let columns = leading + EastAsianWidth.columns(of: content.line) + 1 + trailing
        return CGSize(width: CGFloat(columns) * cell.width, height: cell.height)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        // The baseline sits three quarters down the line, as `Text`'s.
        let cell = environment.platformMetrics.cellSize
        if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key {
            return cell.height * 0.75
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
        var segments: [(text: String, style: TextStyle)] = []
        if leading > 0 { segments.append(("[" + String(repeating: " ", count: offset), bracket)) }
        segments.append((visible.beforeCaret, isPlaceholder ? placeholderStyle : textStyle))
        if caret != nil { segments.append(("▏", accent)) }
        segments.append((visible.afterCaret, isPlaceholder ? placeholderStyle : textStyle))
        if trailing > 0 { segments.append((String(repeating: " ", count: free - offset) + "]", bracket)) }
        let lineOffset = leading > 0 ? 0 : offset
        lineStart = leading + offset
        list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: segments, offset: CGPoint(x: CGFloat(lineOffset) * environment.platformMetrics.cellSize.width, y: 0))],
                                      opacity: opacity)))
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
