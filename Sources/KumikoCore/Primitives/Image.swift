import Foundation

/// An image, as SwiftUI's `Image`. System symbols draw as Unicode glyphs from one table (``SymbolTable``);
/// named images, which a terminal cannot show, draw as a placeholder glyph. An image is sized like text:
/// its glyph's cells.
public struct Image: Equatable, Sendable {
    /// The glyph drawn for the image.
    let glyph: String
    /// Whether `resizable()` was applied (the glyph then centres in the space offered).
    var isResizable = false

    /// A system symbol by SF Symbols name.
    public init(systemName: String) {
        glyph = SymbolTable.resolve(systemName)
    }

    /// A named image from an asset catalogue (shown as a placeholder).
    public init(_ name: String, bundle: Bundle? = nil) {
        glyph = SymbolTable.fallback
    }

    /// A decorative named image (shown as a placeholder).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// Makes the image fill the space offered (the glyph is centred in it).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Rendering mode (ignored in a terminal).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// Interpolation quality (ignored).
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Antialiasing (ignored).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// Symbol rendering mode (ignored).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// How a resizable image fills space.
    public enum ResizingMode: Sendable { case tile, stretch }
    /// How an image is tinted.
    public enum TemplateRenderingMode: Sendable { case template, original }
    /// Image interpolation quality.
    public enum Interpolation: Sendable { case none, low, medium, high }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// How multicolour symbols render (ignored in a terminal).
public struct SymbolRenderingMode: Sendable {
    /// Monochrome.
    public static let monochrome = SymbolRenderingMode()
    /// Multicolour.
    public static let multicolor = SymbolRenderingMode()
    /// Hierarchical.
    public static let hierarchical = SymbolRenderingMode()
    /// Palette.
    public static let palette = SymbolRenderingMode()
}

extension Image: View, PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LeafNode<Image>(graph: graph) { ImageElement(node: $0) }
    }
}

/// Lays out and draws an image's glyph.
@MainActor
final class ImageElement: LayoutElement {
    private var image: Image? { (node as? LeafNode<Image>)?.view }

    private var glyphSize: CGSize {
        let cell = environment.platformMetrics.cellSize
        return CGSize(width: CGFloat(EastAsianWidth.columns(of: image?.glyph ?? "")) * cell.width, height: cell.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let image else { return .zero }
        if image.isResizable { return proposal.replacingUnspecifiedDimensions(by: glyphSize) }
        return glyphSize
    }

    override func draw(into list: inout DisplayList) {
        guard let image else { return }
        let environment = self.environment
        let cell = environment.platformMetrics.cellSize
        let size = glyphSize
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        let rows = (frame.height / cell.height).rounded()
        let glyphFrame = rows >= 1 && !image.isResizable ? frame : CGRect(origin: origin, size: size)
        var style = TextStyle(foreground: environment.foregroundStyleColor?.multiplyingOpacity(environment.drawingOpacity))
        style.font = (environment.font ?? .body).resolved()
        list.append(.text(TextDrawing(frame: glyphFrame, lines: [.init(segments: [(image.glyph, style)])],
                                      opacity: environment.drawingOpacity)))
    }
}

/// A title with an icon, as SwiftUI's `Label`, drawn by the label style in effect (`labelStyle(_:)`); by default
/// the icon, one column, then the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// The configuration a style made this label from (`init(_:)`), drawn in the platform's look.
    private var styled: LabelStyleConfiguration?
    @Environment(\.labelStyle) private var style

    /// Creates a label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The body the label style in effect makes of the title and the icon.
    public var body: some View {
        if let styled { return AnyView(PlatformLabelLook(kind: .automatic, configuration: styled)) }
        return AnyView(style.makeBody(configuration: LabelStyleConfiguration(
            title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))))
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style, for a style that changes the look of the
    /// label around it.
    ///
    /// Kumiko does not stack styles: the label is drawn in the platform's automatic look.
    ///
    /// - Parameter configuration: The label style to use.
    public init(_ configuration: LabelStyleConfiguration) {
        self.title = configuration.title
        self.icon = configuration.icon
        self.styled = configuration
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title string and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a title and a named image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
