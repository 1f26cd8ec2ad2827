import Foundation

/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`.
///
/// Text is measured in terminal cells (8 × 16 pt each by default): CJK characters and most emoji take two
/// cells; lines wrap at word boundaries and are truncated with "…" when space or `lineLimit` runs out.
public struct Text: Equatable {
    /// One run of text with its own styling.
    struct Run: Equatable {
        var string: String
        var style = RunStyle()
    }

    /// Styling applied to a run with `Text` modifiers (nil: inherit from the environment).
    struct RunStyle: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var italic: Bool?
        var foreground: Color?
        var underline: Bool?
        var strikethrough: Bool?
    }

    var runs: [Run]

    init(runs: [Run]) { self.runs = runs }

    /// Displays a string as is (not localized, no Markdown).
    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    /// Displays a string as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    /// Displays a localized string key: its literal parts may use Markdown emphasis (`**bold**`, `*italic*`,
    /// `` `code` ``, `~~strike~~`); interpolated values are shown as is. Kumiko has no string tables, so the
    /// key's text is shown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.runs
    }

    /// Displays a date in a style relative to now (`.date`, `.time`, `.relative`, …).
    public init(_ date: Date, style: DateStyle) {
        runs = [Run(string: style.format(date))]
    }

    /// Displays a date range.
    public init(_ dates: ClosedRange<Date>) {
        runs = [Run(string: "\(DateStyle.date.format(dates.lowerBound)) – \(DateStyle.date.format(dates.upperBound))")]
    }

    /// Displays an image inline (its symbol glyph).
    public init(_ image: Image) {
        runs = [Run(string: image.glyph)]
    }

    /// Concatenates two texts, keeping each part's styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// The text's plain characters.
    var plainString: String { runs.map(\.string).joined() }

    private func styled(_ change: (inout RunStyle) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index].style) }
        return copy
    }

    /// Sets the font.
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    /// Sets the weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    /// Makes the text bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// Makes the text bold or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Makes the text italic.
    public func italic() -> Text { styled { $0.italic = true } }
    /// Makes the text italic or not.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Sets the text colour.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foreground = color } }
    /// Sets the text colour from a colour style.
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Underlines the text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.underline = isActive } }
    /// Strikes the text through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.strikethrough = isActive } }
    /// Monospaced (terminal text always is).
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// Monospaced digits (terminal text always has them).
    public func monospacedDigit() -> Text { self }
    /// Letter spacing (cells cannot be spaced apart; ignored).
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Letter spacing (ignored).
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Baseline offset (ignored).
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
    /// Text case for display.
    public func textCase(_ textCase: Case?) -> Text {
        guard let textCase else { return self }
        var copy = self
        for index in copy.runs.indices {
            copy.runs[index].string = textCase == .uppercase ? copy.runs[index].string.uppercased() : copy.runs[index].string.lowercased()
        }
        return copy
    }

    /// Text cases.
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }

    /// Where text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable {
        /// Keep the end: "…end".
        case head
        /// Keep both ends: "sta…end".
        case middle
        /// Keep the start: "start…".
        case tail

        var lineLayoutMode: TextTruncation {
            switch self {
            case .head: .head
            case .middle: .middle
            case .tail: .tail
            }
        }
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

extension Text: View, PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LeafNode<Text>(graph: graph) { TextElement(node: $0) }
    }
}

/// Lays out and draws text in cells.
@MainActor
final class TextElement: LayoutElement {
    private var text: Text? { (node as? LeafNode<Text>)?.view }
    private var cachedLines: (maxColumns: Int?, maxLines: Int?, lines: [TextLine])?
    private var cacheGeneration = -1

    /// The laid-out lines for a width and height in cells.
    private func lines(maxColumns: Int?, maxLines: Int?) -> [TextLine] {
        if cacheGeneration == layoutGeneration, let cached = cachedLines,
           cached.maxColumns == maxColumns, cached.maxLines == maxLines {
            return cached.lines
        }
        let environment = self.environment
        let limit = [maxLines, environment.lineLimit].compactMap { $0 }.min()
        let lines = TextLineLayout.layout(
            runs: text?.runs.map(\.string) ?? [], maxColumns: maxColumns, maxLines: limit,
            truncation: environment.truncationMode.lineLayoutMode)
        cachedLines = (maxColumns, maxLines, lines)
        cacheGeneration = layoutGeneration
        return lines
    }

    /// Cells available for a proposal: nil for unlimited.
    private func limits(_ proposal: ProposedViewSize) -> (columns: Int?, lines: Int?) {
        let cell = environment.platformMetrics.cellSize
        let columns = proposal.width.flatMap { $0.isInfinite ? nil : ($0 / cell.width + 1e-6).clampedInt(.down) }
        // A proposed height below one line still gets one line (research §11).
        let lines = proposal.height.flatMap { $0.isInfinite ? nil : max(($0 / cell.height + 1e-6).clampedInt(.down), 1) }
        return (columns, lines)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let text, !text.runs.allSatisfy({ $0.string.isEmpty }) else { return .zero }
        if proposal.width == 0, proposal.height == 0 { return .zero }
        let cell = environment.platformMetrics.cellSize
        let (columns, maxLines) = limits(proposal)
        let laidOut = lines(maxColumns: columns, maxLines: maxLines)
        let width = laidOut.map(\.columns).max() ?? 0
        return CGSize(width: CGFloat(width) * cell.width, height: CGFloat(max(laidOut.count, 1)) * cell.height)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let cell = environment.platformMetrics.cellSize
        // The baseline sits three quarters down a cell.
        if key == VerticalAlignment.firstTextBaseline.key { return cell.height * 0.75 }
        if key == VerticalAlignment.lastTextBaseline.key {
            return max(size.height - cell.height, 0) + cell.height * 0.75
        }
        return nil
    }

    override func render(into list: inout DisplayList) {
        guard let text, frame.width > 0 else { return }
        let environment = self.environment
        let cell = environment.platformMetrics.cellSize
        let (columns, maxLines) = limits(placedProposal)
        let frameColumns = (frame.width / cell.width).clampedInt()
        let laidOut = lines(maxColumns: columns ?? frameColumns, maxLines: maxLines)
        let styles = text.runs.map { resolveStyle($0.style, environment) }
        let drawn = laidOut.map { line -> TextDrawing.Line in
            let free = max(frameColumns - line.columns, 0)
            let offset: Int
            switch environment.multilineTextAlignment {
            case .leading: offset = 0
            case .center: offset = free / 2
            case .trailing: offset = free
            }
            return TextDrawing.Line(segments: line.segments.map { ($0.text, styles[$0.run]) }, columnOffset: offset)
        }
        list.append(.text(TextDrawing(frame: frame, lines: drawn, opacity: environment.drawingOpacity)))
    }

    private func resolveStyle(_ run: Text.RunStyle, _ environment: EnvironmentValues) -> TextStyle {
        let font = run.font ?? environment.font
        let decoration = environment.textDecoration
        var style = TextStyle(foreground: run.foreground.map { $0.resolved() } ?? environment.foregroundStyleColor)
        if let weight = run.weight ?? decoration.weight {
            style.bold = weight.value >= Font.Weight.semibold.value
        } else {
            style.bold = font?.drawsBold ?? false
        }
        style.italic = run.italic ?? (decoration.italic || font?.isItalic == true)
        style.underline = run.underline ?? decoration.underline
        style.strikethrough = run.strikethrough ?? decoration.strikethrough
        if let foreground = style.foreground { style.foreground = foreground.multiplyingOpacity(environment.drawingOpacity) }
        return style
    }
}
