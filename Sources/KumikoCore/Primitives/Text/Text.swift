import Foundation

/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`.
///
/// Text is measured by the platform in each run's font (`Platform.text`; in a terminal, CJK characters and most
/// emoji take two cells, everything else one); lines wrap at word boundaries and are truncated with "…" when
/// space or `lineLimit` runs out.
public struct Text: Equatable {
    /// One run of text with its own styling.
    struct Run: Equatable {
        var string: String
        var style = RunStyle()
        /// The image this run stands for (`Text(image)`, an interpolated image), with no characters of its own:
        /// its characters and width come from the platform at layout (`SymbolImages.inlineText(forSymbol:)`).
        var image: Image? = nil

        /// Whether the run shows nothing: no characters and no image.
        var isEmpty: Bool { string.isEmpty && image == nil }
    }

    /// The character that holds an inline image's place in a line when the platform draws the image as a chrome
    /// item (U+FFFC OBJECT REPLACEMENT CHARACTER, as an attachment in an attributed string).
    static let objectReplacement: Character = "\u{FFFC}"

    /// Styling applied to a run with `Text` modifiers (nil: inherit from the environment).
    struct RunStyle: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var italic: Bool?
        var foreground: Color?
        var underline: Bool?
        var strikethrough: Bool?
        var design: Font.Design?

        /// This style with every field `overlay` sets (non-nil) taken from it.
        func overlaid(by overlay: RunStyle) -> RunStyle {
            RunStyle(font: overlay.font ?? font, weight: overlay.weight ?? weight, italic: overlay.italic ?? italic,
                     foreground: overlay.foreground ?? foreground, underline: overlay.underline ?? underline,
                     strikethrough: overlay.strikethrough ?? strikethrough, design: overlay.design ?? design)
        }
    }

    var runs: [Run]
    /// The key a text was made from and the locale it was looked up in, with the styles set on the whole text
    /// since, so that a locale set on the text itself (`Text("Hello").environment(\.locale, …)`) can look it up
    /// again (``inLocale(_:device:)``); nil for any other text.
    var localization: Localization?

    /// What a text made from a key needs to be looked up again in another locale.
    struct Localization: Equatable {
        var key: LocalizedStringKey
        var table: String?
        var bundle: Bundle?
        /// The locale the runs were looked up in.
        var locale: Locale
        /// The styles set on the whole text since (their set fields; a style set back to nil is not kept).
        var style = RunStyle()
        var textCase: Case?
    }

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

    /// Displays a localized string key, looked up in the table `tableName` (`Localizable` by default) of `bundle`
    /// (the app's by default) for the locale (``currentLocale``, ``LocalizationTables``): the translation, with the key's
    /// interpolated values written where its format specifiers say, or the key's own text when there is none. Its
    /// literal parts may use Markdown emphasis (`**bold**`, `*italic*`, code in backticks, `~~strike~~`);
    /// interpolated values are shown as is.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key, tableName: tableName, bundle: bundle, locale: nil)
    }

    /// Displays a key's translation in `locale`, or in the text's locale (``currentLocale``) when nil.
    init(_ key: LocalizedStringKey, tableName: String?, bundle: Bundle?, locale: Locale?) {
        let locale = locale ?? Self.currentLocale
        runs = Self.runs(of: key, table: tableName, bundle: bundle, locale: locale, device: Self.currentDeviceVariants)
        localization = Localization(key: key, table: tableName, bundle: bundle, locale: locale)
    }

    /// The runs of a key's translation, or of the key as written when no table has it.
    private static func runs(of key: LocalizedStringKey, table: String?, bundle: Bundle?, locale: @autoclosure () -> Locale,
                             device: @autoclosure () -> [String]) -> [Run] {
        if let pieces = LocalizationTables.pieces(of: key, table: table, bundle: bundle, locale: locale(), device: device()) {
            return LocalizedStringKey.runs(of: pieces)
        }
        return key.runs
    }

    /// The text looked up again in `locale` (a locale set on the text itself, or on a view between it and the body
    /// that made it), with `device`'s variations, its whole-text styles and case set again; a text not made from a
    /// key as it is.
    func inLocale(_ locale: Locale, device: [String]) -> Text {
        guard let localization else { return self }
        var copy = Text(runs: Self.runs(of: localization.key, table: localization.table, bundle: localization.bundle,
                                        locale: locale, device: device))
        for index in copy.runs.indices {
            copy.runs[index].style = copy.runs[index].style.overlaid(by: localization.style)
            if let textCase = localization.textCase { copy.runs[index].string = copy.runs[index].string.cased(textCase) }
        }
        copy.localization = localization
        copy.localization?.locale = locale
        return copy
    }

    /// The locale a key is looked up in: the one set with `environment(\.locale, …)` above the view whose body
    /// makes this text, else the process's.
    static var currentLocale: Locale {
        var locale: Locale?
        DependencyTracking.withCurrent { node in locale = node.environment.explicitLocale }
        return locale ?? ProcessLocale.current
    }

    /// The device variations a key's translation is chosen from: those of the platform the text is shown on (a
    /// terminal's `mac`, the browser's `iphone`), ``Platform/points``'s outside a view's body.
    static var currentDeviceVariants: [String] {
        var variants = Platform.points.deviceVariants
        DependencyTracking.withCurrent { node in variants = node.environment.platform.deviceVariants }
        return variants
    }

    /// Displays a date in a style relative to now (`.date`, `.time`, `.relative`, …), in the text's locale
    /// (``currentLocale``).
    public init(_ date: Date, style: DateStyle) {
        runs = [Run(string: style.format(date, locale: Self.currentLocale))]
    }

    /// Displays a date range, each end a long date in the text's locale.
    public init(_ dates: ClosedRange<Date>) {
        let locale = Self.currentLocale
        runs = [Run(string: "\(DateStyle.date.format(dates.lowerBound, locale: locale)) – \(DateStyle.date.format(dates.upperBound, locale: locale))")]
    }

    /// Displays an image inline, as its platform draws images in text (`SymbolImages.inlineText(forSymbol:)`).
    public init(_ image: Image) {
        runs = [Run(string: "", image: image)]
    }

    /// Concatenates two texts, keeping each part's styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// The text's plain characters, an inline image as ``objectReplacement`` (for titles kept as strings).
    var plainString: String { runs.map { $0.image == nil ? $0.string : String(Self.objectReplacement) }.joined() }

    /// The text's plain characters, an inline image as the characters `symbols` shows it as (its
    /// ``objectReplacement`` when the platform draws it).
    func plainString(symbols: any SymbolImages) -> String {
        runs.map { run in run.image.map { Self.inlineString(of: $0, symbols: symbols) } ?? run.string }.joined()
    }

    /// The characters an inline `image` takes in a line on a platform: its ``SymbolImages/inlineText(forSymbol:)``,
    /// or ``objectReplacement`` when the platform draws it.
    static func inlineString(of image: Image, symbols: any SymbolImages) -> String {
        symbols.inlineText(forSymbol: image.systemName) ?? String(objectReplacement)
    }

    private func styled(_ change: (inout RunStyle) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index].style) }
        if copy.localization != nil { change(&copy.localization!.style) }
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
    /// Underlines the text (or not), in a pattern and colour (a terminal draws a solid line in the text's colour).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.underline = isActive }
    }
    /// Strikes the text through (or not), in a pattern and colour (a terminal draws a solid line in the text's
    /// colour).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.strikethrough = isActive }
    }
    /// The text in a monospaced design (or not).
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.design = isActive ? .monospaced : nil } }
    /// Monospaced digits (terminal text always has them).
    public func monospacedDigit() -> Text { self }
    /// The text in a font design.
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }
    /// The text in a font width (a terminal has one width).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// Letter spacing (a terminal's cells are fixed).
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Letter spacing (a terminal's cells are fixed).
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Baseline offset (a terminal's text sits in its row).
    public func baselineOffset(_ offset: CGFloat) -> Text { self }

    /// The style of a line drawn under or through text, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of a line.
        public struct Pattern: Hashable, Sendable {
            private let name: String
            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// Dots.
            public static let dot = Pattern(name: "dot")
            /// Dashes.
            public static let dash = Pattern(name: "dash")
            /// Dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// Dashes and pairs of dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
        /// The pattern.
        public let pattern: Pattern
        /// The colour (nil: the text's).
        public let color: Color?
        /// Creates a line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
    /// Text case for display.
    public func textCase(_ textCase: Case?) -> Text {
        guard let textCase else { return self }
        var copy = self
        for index in copy.runs.indices { copy.runs[index].string = copy.runs[index].string.cased(textCase) }
        copy.localization?.textCase = textCase
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

extension String {
    /// The string in a text case.
    func cased(_ textCase: Text.Case) -> String {
        switch textCase {
        case .uppercase: uppercased()
        case .lowercase: lowercased()
        }
    }
}

/// Lays out and draws text, measured by the platform's text measurer (`Platform.text`) in each run's font.
@MainActor
final class TextElement: LayoutElement {
    /// Laid out from its view value, its environment and the proposal alone: kept while its node is unchanged.
    override func layoutUnchanged(since generation: Int) -> Bool { nodeUnchanged(since: generation) }

    /// A text's size, baselines and drawing follow its words, styles and environment alone.
    override var measuresAloneWhatItsViewSays: Bool { true }

    /// The node's text as shown here (``Text/inLocale(_:device:)``: looked up again when a locale was set on it).
    private var text: Text? {
        guard let view = viewText else { return nil }
        // Read many times a pass: most environments set no locale of their own (a lookup per environment), and a
        // text looked up in the one they set is shown as it is.
        guard let localization = view.localization,
              let wanted = explicitLocale.value(for: environment, in: layoutGeneration, { $0.explicitLocale }),
              wanted != localization.locale else { return view }
        if let shown = shownText, shown.environment.isIdentical(to: environment), shown.view == view { return shown.text }
        let text = view.inLocale(wanted, device: environment.platform.deviceVariants)
        shownText = (view, environment, text)
        return text
    }
    /// The node's view value, found once per value (``LayoutElement/viewVersion``): finding it casts the node, and a
    /// pass reads the text many times.
    private var viewText: Text? {
        if let viewed, viewed.version == viewVersion { return viewed.text }
        let text = (node as? LeafNode<Text>)?.view
        viewed = (viewVersion, text)
        return text
    }
    private var viewed: (version: Int, text: Text?)?
    /// The locale set in the element's environment, if any, looked up once per environment.
    private var explicitLocale = EnvironmentCached<Locale?>()
    /// The text last shown in another locale than its own, for the view and environment it was worked out for.
    private var shownText: (view: Text, environment: EnvironmentValues, text: Text)?
    /// The view value (its ``LayoutElement/viewVersion``) and environment the cached fonts and lines were made for.
    /// Fonts and lines depend on nothing else (fonts, case, line limit, truncation and the platform's measurer are
    /// all in the environment), so they hold across layout passes while both are the same values: a row whose text
    /// did not change is not resolved and broken into lines again in every frame.
    private var cachedInputs: (version: Int, environment: EnvironmentValues)?
    /// The fonts of the runs and the line metrics, once resolved.
    private var cachedFonts: (fonts: [ResolvedFont], metrics: TextLineMetrics)?
    /// Lines laid out before, by the width and line count they were laid out for: up to eight, as a stack probes a
    /// text at several widths and heights in one pass.
    private var cachedLines: [(maxWidth: CGFloat?, maxLines: Int?, lines: [TextLine])] = []
    private static let cachedLinesLimit = 8
    /// The lines of ``wholeLines()``, once laid out.
    private var cachedWholeLines: [TextLine]?
    /// The lines as last drawn, for the laid-out lines and frame width they were drawn from: drawn again alike, the
    /// text hands the display list the same lines (the same storage, which a backend comparing frames checks
    /// first) rather than styling every segment again.
    private var cachedDrawing: (laidOut: [TextLine], frameWidth: CGFloat, lines: [TextDrawing.Line])?
    /// What drawing reads of the environment (held while the environment is the same one).
    private var drawingSettings = EnvironmentCached<DrawingSettings>()
    private struct DrawingSettings {
        var grid: DeviceGrid
        var alignment: TextAlignment
        var opacity: Double
    }

    /// Forgets the cached fonts and lines unless the text and environment are the ones they were made for.
    private func validateCaches() {
        let environment = self.environment
        // The text shown follows the view value and the environment (a locale set in it) alone.
        if let inputs = cachedInputs, inputs.environment.isIdentical(to: environment), inputs.version == viewVersion { return }
        cachedInputs = (viewVersion, environment)
        cachedFonts = nil
        cachedLines.removeAll(keepingCapacity: true)
        cachedWholeLines = nil
        cachedDrawing = nil
    }

    /// The fonts of the text's runs, resolved in the environment, and the height and baseline of each line (the
    /// tallest of those fonts').
    private func fonts() -> (fonts: [ResolvedFont], metrics: TextLineMetrics) {
        validateCaches()
        if let cachedFonts { return cachedFonts }
        let fonts = resolveFonts()
        cachedFonts = fonts
        return fonts
    }

    private func resolveFonts() -> (fonts: [ResolvedFont], metrics: TextLineMetrics) {
        let environment = self.environment
        let fonts = Self.fonts(of: text?.runs ?? [], in: environment)
        let measurer = environment.platform.text
        let lines = (fonts.isEmpty ? [.body] : fonts).map(measurer.lineMetrics(of:))
        let height = lines.map(\.height).max() ?? 0
        let baseline = lines.map(\.baseline).max() ?? 0
        let metrics = TextLineMetrics(height: height.isFinite && height > 0 ? height : 1, baseline: baseline.isFinite ? baseline : 0)
        return (fonts, metrics)
    }

    /// The font of each run in an environment (the run's own, else the environment's, body by default, with the
    /// environment's weight, slant and design where the run sets none).
    nonisolated static func fonts(of runs: [Text.Run], in environment: EnvironmentValues) -> [ResolvedFont] {
        let decoration = environment.textDecoration
        return runs.map { run in
            (run.style.font ?? environment.font ?? .body).resolved(
                weight: run.style.weight ?? decoration.weight, italic: run.style.italic ?? decoration.italic,
                design: run.style.design ?? decoration.design)
        }
    }

    /// The laid-out lines for a width (nil: unlimited) and a number of lines.
    private func lines(maxWidth: CGFloat?, maxLines: Int?) -> [TextLine] {
        validateCaches()
        if let cached = cachedLines.first(where: { $0.maxWidth == maxWidth && $0.maxLines == maxLines }) {
            return cached.lines
        }
        let environment = self.environment
        var limit = maxLines
        if let lineLimit = environment.lineLimit { limit = min(limit ?? lineLimit, lineLimit) }
        // The whole text unwrapped answers every width it fits in and every number of lines it does not exceed (the
        // layout breaks greedily, only where a line would be wider, and cuts only a text with more lines): a
        // container asks a text at several widths and heights (its ideal, the space left, the exact), and the words
        // laid out once answer them all.
        if maxWidth.map({ $0 > 0 }) ?? true, limit.map({ $0 > 0 }) ?? true {
            let whole = wholeLines()
            if whole.count <= limit ?? .max, maxWidth.map({ width in whole.allSatisfy { $0.width <= width } }) ?? true {
                remember(whole, maxWidth: maxWidth, maxLines: maxLines)
                return whole
            }
        }
        let (strings, advance) = measuredRuns()
        let lines = TextLineLayout.layout(
            runs: strings, maxWidth: maxWidth, maxLines: limit,
            truncation: environment.truncationMode.lineLayoutMode, advance: advance)
        remember(lines, maxWidth: maxWidth, maxLines: maxLines)
        return lines
    }

    /// The text's lines with no width and no number of lines set, laid out once for the text and environment.
    private func wholeLines() -> [TextLine] {
        if let cachedWholeLines { return cachedWholeLines }
        let (strings, advance) = measuredRuns()
        let whole = TextLineLayout.layout(runs: strings, maxWidth: nil, maxLines: nil,
                                          truncation: environment.truncationMode.lineLayoutMode, advance: advance)
        cachedWholeLines = whole
        return whole
    }

    /// Keeps the lines laid out for a width and a number of lines, dropping the oldest past ``cachedLinesLimit``.
    private func remember(_ lines: [TextLine], maxWidth: CGFloat?, maxLines: Int?) {
        if cachedLines.count == Self.cachedLinesLimit { cachedLines.removeFirst() }
        cachedLines.append((maxWidth, maxLines, lines))
    }

    /// The characters of each run on this platform (an inline image's from ``SymbolImages``) and the advance of a
    /// character of a run: the platform's text measurer's in the run's font, except for the ``Text/objectReplacement``
    /// of an image the platform draws itself, which advances by the image's width (``SymbolImages/size(ofSymbol:in:)``).
    private func measuredRuns() -> (strings: [String], advance: (Character, Int) -> CGFloat) {
        let platform = environment.platform
        let measurer = platform.text
        let fonts = self.fonts().fonts
        let runs = text?.runs ?? []
        let textCase = environment.textCase
        let strings = runs.map { run in
            run.image.map { Text.inlineString(of: $0, symbols: platform.symbols) } ?? textCase.map(run.string.cased) ?? run.string
        }
        let imageWidths: [CGFloat?] = runs.indices.map { index in
            guard let image = runs[index].image, platform.symbols.inlineText(forSymbol: image.systemName) == nil else { return nil }
            return platform.symbols.size(ofSymbol: image.systemName, in: fonts[index]).width
        }
        return (strings, { character, run in
            if let width = imageWidths[run], character == Text.objectReplacement { return width }
            return measurer.advance(of: character, in: fonts[run])
        })
    }

    /// The chrome items of the images the platform draws itself (``SymbolImages/inlineText(forSymbol:)`` nil) in a
    /// drawn line: each at its ``Text/objectReplacement``'s place, at its platform size, centred in the line's height,
    /// tinted with its run's colour (the environment's foreground style when the run sets none).
    private func inlineImages(in line: TextLine, at origin: CGPoint, height: CGFloat,
                              advance: (Character, Int) -> CGFloat, into list: inout DisplayList) {
        guard let text else { return }
        let environment = self.environment
        let fonts = self.fonts().fonts
        var x = origin.x
        for segment in line.segments {
            for character in segment.text {
                let width = advance(character, segment.run)
                if let image = text.runs[segment.run].image, character == Text.objectReplacement {
                    image.drawInline(into: &list, symbols: environment.platform.symbols, font: fonts[segment.run], x: x,
                                     line: (origin.y, height),
                                     tint: text.runs[segment.run].style.foreground.map { $0.resolved(in: environment) } ?? environment.foregroundStyleColor,
                                     opacity: environment.drawingOpacity)
                }
                x += width
            }
        }
    }

    /// The width and lines available for a proposal: nil for unlimited.
    private func limits(_ proposal: ProposedViewSize, lineHeight: CGFloat) -> (width: CGFloat?, lines: Int?) {
        let width = proposal.width.flatMap { $0.isInfinite ? nil : $0 }
        // A proposed height below one line still gets one line (research §11).
        let lines = proposal.height.flatMap { $0.isInfinite ? nil : max(($0 / lineHeight + 1e-6).clampedInt(.down), 1) }
        return (width, lines)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let text, !text.runs.allSatisfy(\.isEmpty) else { return .zero }
        if proposal.width == 0, proposal.height == 0 { return .zero }
        let lineHeight = fonts().metrics.height
        let (width, maxLines) = limits(proposal, lineHeight: lineHeight)
        let laidOut = lines(maxWidth: width, maxLines: maxLines)
        let widest = laidOut.map(\.width).max() ?? 0
        // `lineLimit(_:reservesSpace:)` and ranges reserve their least number of lines (never more than proposed).
        let reserved = min(environment.reservedLines ?? 1, maxLines ?? Int.max)
        return CGSize(width: widest, height: CGFloat(max(laidOut.count, reserved, 1)) * lineHeight)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let metrics = fonts().metrics
        if key == VerticalAlignment.firstTextBaseline.key { return metrics.baseline }
        if key == VerticalAlignment.lastTextBaseline.key {
            return max(size.height - metrics.height, 0) + metrics.baseline
        }
        return nil
    }

    override func draw(into list: inout DisplayList) {
        guard let text, frame.width > 0 else { return }
        let environment = self.environment
        let settings = drawingSettings.value(for: environment, in: layoutGeneration) {
            DrawingSettings(grid: $0.platform.grid, alignment: $0.drawnTextAlignment, opacity: $0.drawingOpacity)
        }
        let grid = settings.grid
        let (fonts, metrics) = self.fonts()
        let (width, maxLines) = limits(placedProposal, lineHeight: metrics.height)
        // Without a proposed width the frame's, as the device shows it; never less than the frame itself, or a
        // width rounded down to the grid would break a line that was measured to fit (43.09 pt on a 1 pt grid).
        let frameWidth = grid.rounded(frame.width, along: .horizontal)
        let laidOut = lines(maxWidth: width ?? max(frameWidth, frame.width), maxLines: maxLines)
        let drawn: [TextDrawing.Line]
        if let cached = cachedDrawing, cached.frameWidth == frameWidth, cached.laidOut == laidOut {
            drawn = cached.lines
        } else {
            let styles = zip(text.runs, fonts).map { Self.style(of: $0.style, font: $1, in: environment) }
            drawn = laidOut.enumerated().map { index, line -> TextDrawing.Line in
                let free = max(frameWidth - line.width, 0)
                let x: CGFloat
                switch settings.alignment {
                case .leading: x = 0
                case .center: x = grid.floored(free / 2, along: .horizontal)
                case .trailing: x = grid.floored(free, along: .horizontal)
                }
                return TextDrawing.Line(
                    segments: line.segments.map { ($0.text, styles[$0.run]) },
                    offset: CGPoint(x: x, y: CGFloat(index) * metrics.height),
                    width: line.width, height: metrics.height, baseline: metrics.baseline)
            }
            cachedDrawing = (laidOut, frameWidth, drawn)
        }
        list.append(.text(TextDrawing(frame: frame, lines: drawn, opacity: settings.opacity)))
        guard text.runs.contains(where: { $0.image != nil }) else { return }
        let advance = measuredRuns().advance
        for (line, drawnLine) in zip(laidOut, drawn) {
            let origin = CGPoint(x: frame.minX + drawnLine.offset.x, y: frame.minY + drawnLine.offset.y)
            inlineImages(in: line, at: origin, height: metrics.height, advance: advance, into: &list)
        }
    }

    /// How a run is drawn in an environment, in its resolved font.
    nonisolated static func style(of run: Text.RunStyle, font: ResolvedFont, in environment: EnvironmentValues) -> TextStyle {
        let decoration = environment.textDecoration
        var style = TextStyle(foreground: run.foreground.map { $0.resolved(in: environment) } ?? environment.foregroundStyleColor)
        style.font = font
        style.italic = font.isItalic
        style.underline = run.underline ?? decoration.underline
        style.strikethrough = run.strikethrough ?? decoration.strikethrough
        if let foreground = style.foreground { style.foreground = foreground.multiplyingOpacity(environment.drawingOpacity) }
        return style
    }
}
