import Foundation

/// Lays out and draws a ``TextEditor`` (a multi-line ``TextInputFieldNode``): its text wrapped to its width, in
/// its font, scrolled vertically so the caret's line stays in view.
///
/// The editor takes the whole size offered, as SwiftUI's does (its ideal size fits its lines, at least one). A
/// `lineLimit` caps the height at that many lines and a reserved minimum (`lineLimit(_:reservesSpace:)`, the
/// lower bound of a range) keeps at least that many. Lines break at their line breaks and, where a line is wider
/// than the editor, after the last space that fits (spaces may hang past the edge; a word wider than the editor
/// breaks between characters);
/// room for the caret is kept at each line's end. While the editor has the focus the platform's caret
/// (``Chrome/textCaret(lineStyle:)``) takes its room at the cursor. Widths are measured by the platform's text
/// measurer and snap to its grid.
@MainActor
final class TextEditorElement: LayoutElement, EditedTextElement {
    /// One line as shown: where it starts in the text (in characters) and what it shows.
    struct VisualLine: Equatable {
        /// The offset of its first character in the text.
        var start: Int
        /// Its characters (no line break).
        var characters: [Character]
        /// Its characters' advances.
        var advances: [CGFloat]
    }

    /// The first line shown, kept between frames (the editor scrolls by as little as keeps the caret in view).
    private(set) var firstLine = 0
    /// The lines of the latest layout, and the width they were wrapped at.
    private var wrapped: (text: String, width: CGFloat, lines: [VisualLine])?
    private var fieldNode: TextInputFieldNode? { node as? TextInputFieldNode }

    var layoutElement: LayoutElement { self }

    /// The font the text is measured and drawn in: the environment's, body by default.
    private var font: ResolvedFont { (environment.font ?? .body).resolved() }
    private var lineHeight: CGFloat { environment.platform.text.lineMetrics(of: font).height }
    private var caretWidth: CGFloat { environment.platformMetrics.controls.textFieldCaretWidth }

    /// The text's lines wrapped for a width (nil: not wrapped but at line breaks).
    func lines(width: CGFloat?) -> [VisualLine] {
        let text = fieldNode?.text ?? ""
        let wrapWidth = width.map { max($0 - caretWidth, 0) } ?? .infinity
        if let wrapped, wrapped.text == text, wrapped.width == wrapWidth { return wrapped.lines }
        let measurer = environment.platform.text
        let font = self.font
        var lines: [VisualLine] = []
        var current = VisualLine(start: 0, characters: [], advances: [])
        var lineWidth: CGFloat = 0
        var offset = 0
        for character in text {
            defer { offset += 1 }
            if character.isNewline {
                lines.append(current)
                current = VisualLine(start: offset + 1, characters: [], advances: [])
                lineWidth = 0
                continue
            }
            let advance = max(measurer.advance(of: character, in: font), 0)
            // A space may hang past the edge (a line breaks after it); anything else that does not fit breaks.
            if character != " ", lineWidth + advance > wrapWidth + 1e-6, !current.characters.isEmpty {
                // Break after the last space of the line, or here in a word wider than the editor.
                let cut = current.characters.lastIndex(where: { $0 == " " }).map { $0 + 1 } ?? current.characters.count
                let cutAt = cut == current.characters.count || cut == 0 ? current.characters.count : cut
                let rest = VisualLine(start: current.start + cutAt, characters: Array(current.characters[cutAt...]),
                                      advances: Array(current.advances[cutAt...]))
                current.characters.removeSubrange(cutAt...)
                current.advances.removeSubrange(cutAt...)
                lines.append(current)
                current = rest
                lineWidth = rest.advances.reduce(0, +)
            }
            current.characters.append(character)
            current.advances.append(advance)
            lineWidth += advance
        }
        lines.append(current)
        wrapped = (text, wrapWidth, lines)
        return lines
    }

    /// The least and the most lines the editor shows (its reserved lines and `lineLimit`).
    private var lineBounds: (lower: Int, upper: Int?) {
        let upper = environment.lineLimit.map { max($0, 1) }
        let lower = min(max(environment.reservedLines ?? 1, 1), upper ?? .max)
        return (lower, upper)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.map { $0.isFinite ? max($0, 0) : 0 }
        let lines = lines(width: width)
        let (lower, upper) = lineBounds
        let ideal = CGFloat(min(max(lines.count, lower), upper ?? .max)) * lineHeight
        var height = proposal.height.map { $0.isFinite ? max($0, 0) : ideal } ?? ideal
        if let upper { height = min(height, CGFloat(upper) * lineHeight) }
        height = max(height, CGFloat(lower) * lineHeight)
        let idealWidth = (lines.map { $0.advances.reduce(0, +) }.max() ?? 0) + caretWidth
        return CGSize(width: width ?? idealWidth, height: height)
    }

    /// The line holding character offset `offset` (a cursor at a wrap point is at the start of the next line).
    private func lineIndex(of offset: Int, in lines: [VisualLine]) -> Int {
        var index = 0
        for (candidate, line) in lines.enumerated() where line.start <= offset { index = candidate }
        return index
    }

    /// How many lines fit in the frame.
    private var visibleLineCount: Int {
        guard lineHeight > 0 else { return 0 }
        return max((frame.height / lineHeight + 1e-6).clampedInt(.down), 1)
    }

    override func draw(into list: inout DisplayList) {
        guard let node = fieldNode else { return }
        let start = list.count
        defer { if !node.isEnabled { list.mark(from: start, as: .disabled) } }
        let environment = self.environment
        let grid = environment.platform.grid
        let width = grid.floored(frame.width + 1e-6, along: .horizontal)
        guard width > 0, lineHeight > 0 else { return }
        if list.editsTextNatively {
            // The backend's own multi-line field edits, wraps and scrolls the text: it gets the text and the look.
            var textStyle = TextStyle(foreground: environment.foregroundStyleColor?.multiplyingOpacity(environment.drawingOpacity))
            textStyle.font = font
            list.append(.textInput(TextInput(node: node.identity, frame: frame, kind: .multiline, text: node.text, placeholder: "",
                                             style: textStyle, placeholderColor: nil, alignment: environment.multilineTextAlignment,
                                             isFocused: node.isFocused, isEnabled: node.isEnabled)
                                        .with(environment.textInputTraits)))
            return
        }
        let lines = lines(width: width)
        let caret = node.isFocused ? node.cursor : nil
        let caretLine = caret.map { lineIndex(of: $0, in: lines) }
        // Scroll so the caret's line is in view, by as little as keeps it there; never past the last line.
        let shown = visibleLineCount
        if let caretLine {
            if caretLine < firstLine { firstLine = caretLine }
            if caretLine >= firstLine + shown { firstLine = caretLine - shown + 1 }
        }
        firstLine = min(max(firstLine, 0), max(lines.count - shown, 0))

        let opacity = environment.drawingOpacity
        var style = TextStyle(foreground: environment.foregroundStyleColor?.multiplyingOpacity(opacity))
        style.font = font
        list.pushClip(frame)
        for index in firstLine..<min(firstLine + shown, lines.count) {
            let line = lines[index]
            let y = frame.minY + CGFloat(index - firstLine) * lineHeight
            let lineFrame = CGRect(x: frame.minX, y: y, width: frame.width, height: lineHeight)
            guard let caret, index == caretLine else {
                list.append(.text(TextDrawing(frame: lineFrame, lines: [.init(segments: [(String(line.characters), style)])],
                                              opacity: opacity)))
                continue
            }
            // The caret's line: the text before it, the caret's chrome, then the text after it.
            let split = min(max(caret - line.start, 0), line.characters.count)
            let caretX = frame.minX + grid.rounded(line.advances[..<split].reduce(0, +), along: .horizontal)
            list.append(.text(TextDrawing(frame: lineFrame, lines: [.init(segments: [(String(line.characters[..<split]), style)])],
                                          opacity: opacity)))
            list.append(.textCaret(), frame: CGRect(x: caretX, y: y, width: caretWidth, height: lineHeight), opacity: opacity)
            let rest = CGRect(x: caretX + caretWidth, y: y, width: max(frame.maxX - caretX - caretWidth, 0), height: lineHeight)
            list.append(.text(TextDrawing(frame: rest, lines: [.init(segments: [(String(line.characters[split...]), style)])],
                                          opacity: opacity)))
        }
        list.popClip()
    }

    /// The offset in line `line` nearest to `x` points from the line's start.
    private func offset(in line: VisualLine, at x: CGFloat) -> Int {
        var position: CGFloat = 0
        for (index, advance) in line.advances.enumerated() {
            if x < position + advance / 2 { return line.start + index }
            position += advance
        }
        return line.start + line.characters.count
    }

    func characterOffset(at point: CGPoint) -> Int? {
        guard let node = fieldNode, frame.contains(point), lineHeight > 0 else { return nil }
        let lines = lines(width: environment.platform.grid.floored(frame.width + 1e-6, along: .horizontal))
        let row = ((point.y - frame.minY) / lineHeight).clampedInt(.down) + firstLine
        let line = lines[min(max(row, 0), lines.count - 1)]
        let x = environment.platform.grid.floored(point.x - frame.minX, along: .horizontal)
        return min(max(offset(in: line, at: x), 0), node.text.count)
    }

    /// The offset on the line `lines` below (negative: above) the one holding `cursor`, as near as it can be to
    /// the cursor's position along its line; the text's start or end when there is no such line.
    func verticalMove(from cursor: Int, lines delta: Int) -> Int? {
        guard let node = fieldNode else { return nil }
        let width = frame.width > 0 ? environment.platform.grid.floored(frame.width + 1e-6, along: .horizontal) : nil
        let lines = lines(width: width)
        let index = lineIndex(of: cursor, in: lines)
        let target = index + delta
        if target < 0 { return 0 }
        if target >= lines.count { return node.text.count }
        let line = lines[index]
        let x = line.advances[..<min(max(cursor - line.start, 0), line.advances.count)].reduce(0, +)
        let destination = lines[target]
        // A wrapped line's last position is the next line's first: stay before the wrap point.
        let end = target + 1 < lines.count && lines[target + 1].start == destination.start + destination.characters.count
            ? destination.start + max(destination.characters.count - 1, 0) : destination.start + destination.characters.count
        return min(offset(in: destination, at: x), end)
    }
}
