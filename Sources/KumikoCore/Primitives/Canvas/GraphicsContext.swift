import Foundation

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`: what a ``Canvas``'s renderer draws
/// into.
///
/// Each drawing operation becomes display-list items of the canvas (shapes for filled and stroked paths, text
/// for drawn text), transformed by the context's `transform`, clipped to its clip rectangle and faded by its
/// `opacity`. A platform draws those as it draws shapes and text: a terminal rasterises paths to cells (a
/// rectangle, rounded rectangle or ellipse that was only moved or scaled keeps its box-drawing look) and puts
/// text at its point, upright and in its cell size. A path clip clips to the path's bounding rectangle. Images,
/// filters, layer clips and symbols are not drawn: each says so once on stderr.
public struct GraphicsContext {
    /// Where the items go: shared by a context and the copies made of it (`drawLayer`, plain copies).
    final class Recorder {
        var items: [DisplayList.Item] = []
    }

    private let recorder: Recorder
    /// The canvas's origin in the display list's coordinates.
    private let origin: CGPoint
    /// The clip in the canvas's coordinates (nil: the canvas's own bounds clip only).
    private var clipRect: CGRect?

    /// The opacity of drawing (0…1), multiplied into every colour drawn.
    public var opacity: Double = 1
    /// How drawing is composited (a terminal's cells composite normally).
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public internal(set) var environment: EnvironmentValues
    /// The transform applied to what is drawn next, from user space to the canvas's space.
    public var transform: CGAffineTransform = .identity

    init(recorder: Recorder, origin: CGPoint, environment: EnvironmentValues) {
        self.recorder = recorder
        self.origin = origin
        self.environment = environment
    }

    /// The clip's bounds in user space (the whole plane when nothing clips).
    public var clipBoundingRect: CGRect {
        guard let clipRect else { return .infinite }
        return clipRect.applying(transform.inverted())
    }

    // MARK: Transforms

    /// Moves the user space's origin.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    /// Scales the user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Rotates the user space (a terminal draws a rotated path rasterised, and rotated text upright at its point).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }

    /// Adds a transform before the current one.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping

    /// Options for clipping, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to everything outside the path instead (not supported: the clip is left as it was).
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Clips what is drawn next to a path (to its bounding rectangle, in a terminal).
    ///
    /// - Parameters:
    ///   - path: The clip's outline, in user space.
    ///   - style: How the path is filled (the rule is not needed for a rectangle).
    ///   - options: `.inverse` clips to the outside, which is not supported and says so once.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if options.contains(.inverse) {
            Diagnostics.warnOnce("GraphicsContext.clip.inverse", "GraphicsContext.clip(to:options: .inverse) is not supported; the clip is unchanged.")
            return
        }
        let bounds = path.applying(transform).boundingRect
        let rect = bounds.isNull ? .zero : bounds
        clipRect = clipRect.map { $0.intersection(rect) } ?? rect
    }

    /// Clips to a layer drawn by `content` (not supported: the clip is unchanged, and it says so once).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        Diagnostics.warnOnce("GraphicsContext.clipToLayer", "GraphicsContext.clipToLayer is not supported; the clip is unchanged.")
        var layer = GraphicsContext(recorder: Recorder(), origin: origin, environment: environment)
        try content(&layer)
    }

    // MARK: Layers and filters

    /// Draws `content` into a new layer composited into this context: a copy of the context (its transform,
    /// clip and opacity) whose own changes end with the layer.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Options for filters, as SwiftUI's `GraphicsContext.FilterOptions`.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Applies the filter in linear colour.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// A filter added to what a context draws, as SwiftUI's `GraphicsContext.Filter` (not applied by Kumiko).
    public struct Filter: Sendable {
        let name: String

        /// A Gaussian blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        /// A shadow of what is drawn.
        public static func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(name: "shadow")
        }
        /// Multiplies colours by a colour.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        /// Changes brightness.
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        /// Changes contrast.
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        /// Changes saturation.
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        /// Removes colour.
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        /// Rotates hues.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        /// Inverts colours.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
        /// Turns luminance into opacity.
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
        /// Keeps the parts whose opacity is above a threshold.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(name: "alphaThreshold")
        }
    }

    /// Options for a blur filter, as SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The blurred result is opaque.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        /// Blurs without dithering.
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Options for a shadow filter, as SwiftUI's `GraphicsContext.ShadowOptions`.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Draws only the shadow.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// Inverts the shadow's alpha.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// Disables the offset's transform.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Adds a filter to what this context draws next (not applied by Kumiko: what is drawn is unfiltered, and it
    /// says so once).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        Diagnostics.warnOnce("GraphicsContext.addFilter.\(filter.name)",
                             "GraphicsContext.addFilter(.\(filter.name)) is not applied by Kumiko; the drawing is unfiltered.")
    }

    // MARK: Paths

    /// Fills a path with a shading.
    ///
    /// - Parameters:
    ///   - path: The outline, in user space.
    ///   - shading: The colour (a gradient draws as its colour halfway along it).
    ///   - style: The fill rule (a terminal fills cells whose centre is inside, by the even-odd rule).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let color = resolvedColor(shading) else { return }
        record(.shape(ShapeDrawing(path: devicePath(path), fill: color, stroke: nil)))
    }

    /// Strokes a path's outline with a shading and a stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard let color = resolvedColor(shading) else { return }
        let scale = max(abs(transform.a), abs(transform.d), abs(transform.b), abs(transform.c))
        let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) * (scale.isFinite ? scale : 1) : 1
        record(.shape(ShapeDrawing(path: devicePath(path), fill: nil, stroke: (color, width))))
    }

    /// Strokes a path's outline with a shading and a line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// Text resolved in a context's environment, ready to measure and draw, as SwiftUI's
    /// `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        /// The shading the text is drawn with (`.foreground`: each run's own colour, else the environment's).
        public var shading: Shading = .foreground

        /// The size the text takes when it is at most `size` wide (it wraps) and `size` tall.
        public func measure(in size: CGSize) -> CGSize {
            let laidOut = layout(maxWidth: size.width)
            return CGSize(width: laidOut.lines.map(\.width).max() ?? 0, height: CGFloat(laidOut.lines.count) * laidOut.metrics.height)
        }

        /// The distance from the top to the first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { layout(maxWidth: size.width).metrics.baseline }

        /// The distance from the top to the last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            let laidOut = layout(maxWidth: size.width)
            return CGFloat(max(laidOut.lines.count - 1, 0)) * laidOut.metrics.height + laidOut.metrics.baseline
        }

        /// The lines for a width (infinite or not a number: one line per paragraph), with the fonts' line metrics.
        func layout(maxWidth: CGFloat) -> (lines: [TextLine], fonts: [ResolvedFont], metrics: TextLineMetrics) {
            let measurer = environment.platform.text
            let fonts = TextElement.fonts(of: text.runs, in: environment)
            let strings = text.runs.map { run in run.image.map { Text.inlineString(of: $0, symbols: environment.platform.symbols) } ?? run.string }
            let lineMetrics = (fonts.isEmpty ? [.body] : fonts).map(measurer.lineMetrics(of:))
            let metrics = TextLineMetrics(height: max(lineMetrics.map(\.height).max() ?? 0, 1),
                                          baseline: lineMetrics.map(\.baseline).max() ?? 0)
            let width = maxWidth.isFinite && maxWidth >= 0 ? maxWidth : nil
            let lines = TextLineLayout.layout(runs: strings, maxWidth: width, maxLines: nil, truncation: .tail) { character, run in
                measurer.advance(of: character, in: fonts[run])
            }
            return (lines, fonts, metrics)
        }
    }

    /// Resolves text in this context's environment, to measure it or draw it several times.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }

    /// Draws resolved text with its `anchor` point at `point` (in user space; drawn upright and unscaled).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let position = point.applying(transform)
        let rect = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                          width: size.width, height: size.height)
        drawText(text, in: rect, maxWidth: .infinity)
    }

    /// Draws resolved text in a rectangle (in user space), wrapped to its width from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let device = rect.applying(transform)
        drawText(text, in: device, maxWidth: device.width)
    }

    /// Draws text with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws text in a rectangle, wrapped to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    private func drawText(_ text: ResolvedText, in rect: CGRect, maxWidth: CGFloat) {
        let (lines, fonts, metrics) = text.layout(maxWidth: maxWidth)
        guard !lines.isEmpty, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        let environment = text.environment
        let fade = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        let shadingColor = text.shading.isForeground ? nil : resolvedColor(text.shading)
        let styles = zip(text.text.runs, fonts).map { run, font in
            var style = TextElement.style(of: run.style, font: font, in: environment)
            style.foreground = shadingColor ?? style.foreground?.multiplyingOpacity(fade)
            return style
        }
        let drawn = lines.enumerated().map { index, line in
            TextDrawing.Line(segments: line.segments.map { ($0.text, styles[$0.run]) },
                             offset: CGPoint(x: 0, y: CGFloat(index) * metrics.height),
                             width: line.width, height: metrics.height, baseline: metrics.baseline)
        }
        let frame = CGRect(x: rect.minX, y: rect.minY, width: max(rect.width, lines.map(\.width).max() ?? 0),
                           height: CGFloat(lines.count) * metrics.height)
        record(.text(TextDrawing(frame: frame.offsetBy(dx: origin.x, dy: origin.y), lines: drawn,
                                 opacity: environment.drawingOpacity * fade)))
    }

    // MARK: Images and symbols

    /// An image resolved in a context's environment, as SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        /// The image's size (unknown to Kumiko's canvas: zero).
        public var size: CGSize { .zero }
        /// The image's baseline (zero).
        public let baseline: CGFloat = 0
        /// The shading of a template image.
        public var shading: Shading?
    }

    /// Resolves an image in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Draws an image in a rectangle (not drawn by Kumiko's canvas: it says so once).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { warnImage() }

    /// Draws an image at a point (not drawn by Kumiko's canvas: it says so once).
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { warnImage() }

    /// Draws an image in a rectangle (not drawn by Kumiko's canvas: it says so once).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { warnImage() }

    /// Draws an image at a point (not drawn by Kumiko's canvas: it says so once).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { warnImage() }

    private func warnImage() {
        Diagnostics.warnOnce("GraphicsContext.drawImage", "GraphicsContext.draw(_: Image…) is not drawn by Kumiko's Canvas; the image is left out.")
    }

    /// A view passed to a canvas as a symbol, resolved, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        /// The symbol's size.
        public var size: CGSize { .zero }
    }

    /// The canvas symbol with an id (Kumiko's canvas resolves none: nil).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// Draws a resolved symbol in a rectangle (never reached: no symbol resolves).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

    /// Draws a resolved symbol at a point (never reached: no symbol resolves).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    // MARK: Helpers

    /// A path in the display list's coordinates.
    private func devicePath(_ path: Path) -> Path {
        path.applying(transform).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// A shading's colour with this context's opacity; nil draws nothing.
    private func resolvedColor(_ shading: Shading) -> ResolvedColor? {
        let color = shading.resolvedColor(in: environment) ?? environment.foregroundStyleColor ?? ResolvedColor(red: 1, green: 1, blue: 1)
        let fade = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        return color.multiplyingOpacity(fade * environment.drawingOpacity)
    }

    /// Records an item, inside the clip when there is one.
    private func record(_ item: DisplayList.Item) {
        if let clipRect {
            recorder.items.append(.pushClip(clipRect.offsetBy(dx: origin.x, dy: origin.y)))
            recorder.items.append(item)
            recorder.items.append(.popClip)
        } else {
            recorder.items.append(item)
        }
    }
}
