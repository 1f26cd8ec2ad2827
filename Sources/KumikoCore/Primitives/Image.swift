import Foundation

/// An image, as SwiftUI's `Image`. A system symbol keeps its name: the platform sizes it in the font in effect
/// (`SymbolImages`) and draws it (``Chrome/symbol(systemName:font:)``; the terminal as a glyph). Named images,
/// which Kumiko cannot load, are the platform's placeholder (``Chrome/namedImage(_:font:)``).
public struct Image: Equatable, Sendable {
    /// The SF Symbols name of a system symbol; nil for a named image.
    let systemName: String?
    /// The name of a named image; nil for a system symbol.
    let name: String?
    /// Whether `resizable()` was applied (the glyph then centres in the space offered).
    var isResizable = false

    /// A system symbol by SF Symbols name.
    public init(systemName: String) {
        self.systemName = systemName
        self.name = nil
    }

    /// A named image from an asset catalogue (shown as a placeholder).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.systemName = nil
        self.name = name
    }

    /// A decorative named image (shown as a placeholder).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The chrome item that draws the image in `font`: its symbol, or the named image's placeholder.
    func chromeKind(in font: ResolvedFont) -> Chrome {
        systemName.map { .symbol(systemName: $0, font: font) } ?? .namedImage(name ?? "", font: font)
    }

    /// Draws the image inside a line of text, where the platform draws images itself: its chrome item at `x`, at
    /// its platform size in `font` (``SymbolImages/size(ofSymbol:in:)``), centred in the line `line` (its top and
    /// height). Returns the image's width.
    @discardableResult
    func drawInline(into list: inout DisplayList, symbols: any SymbolImages, font: ResolvedFont, x: CGFloat,
                    line: (top: CGFloat, height: CGFloat), tint: ResolvedColor?, opacity: Double) -> CGFloat {
        let size = symbols.size(ofSymbol: systemName, in: font)
        list.append(chromeKind(in: font), frame: CGRect(x: x, y: line.top + (line.height - size.height) / 2, width: size.width, height: size.height),
                    tint: tint, opacity: opacity)
        return size.width
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
    /// The symbol rendering mode (a terminal draws every symbol in one colour).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// The relative sizes of symbol images, as SwiftUI's `Image.Scale` (a terminal draws symbols one size).
    public enum Scale: Hashable, Sendable {
        /// Small.
        case small
        /// Medium: the default.
        case medium
        /// Large.
        case large
        /// Fills the font's full height.
        case fill
    }

    /// How a resizable image fills space.
    public enum ResizingMode: Sendable {
        /// Repeats the image at its original size as many times as it takes to fill the space.
        case tile
        /// Enlarges or reduces the image to fill the space.
        case stretch
    }
    /// How an image is tinted.
    public enum TemplateRenderingMode: Sendable {
        /// Draws every non-transparent pixel in the foreground colour.
        case template
        /// Draws the image's pixels as they are.
        case original
    }
    /// Image interpolation quality.
    public enum Interpolation: Sendable {
        /// No interpolation: the nearest pixel.
        case none
        /// Fast, low-quality interpolation.
        case low
        /// Medium-quality interpolation.
        case medium
        /// The best, slowest interpolation.
        case high
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// How symbol images use colour, as SwiftUI's `SymbolRenderingMode` (a terminal draws every symbol in one colour:
/// the foreground style's).
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour, at levels of opacity.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// The foreground styles, one per layer.
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image: View, PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LeafNode<Image>(graph: graph) { ImageElement(node: $0) }
    }
}

/// Lays out an image at the size its platform gives it (``SymbolImages``) and places its chrome.
@MainActor
final class ImageElement: LayoutElement {
    /// Laid out from its view value, its environment and the proposal alone: kept while its node is unchanged.
    override func layoutUnchanged(since generation: Int) -> Bool { nodeUnchanged(since: generation) }

    private var image: Image? { (node as? LeafNode<Image>)?.view }

    /// What the image reads of its environment: the font it is sized and drawn in (the environment's, body by
    /// default), its tint and opacity, and its platform's symbols. Read again only when the environment is another
    /// one: the rows of a list draw their images in every frame.
    private struct Look {
        var font: ResolvedFont
        var tint: ResolvedColor?
        var opacity: Double
        var symbols: any SymbolImages
    }
    private var cachedLook = EnvironmentCached<Look>()
    private var look: Look {
        cachedLook.value(for: environment, in: layoutGeneration) {
            Look(font: ($0.font ?? .body).resolved(), tint: $0.foregroundStyleColor, opacity: $0.drawingOpacity,
                 symbols: $0.platform.symbols)
        }
    }

    /// The font the image is sized and drawn in.
    private var font: ResolvedFont { look.font }

    /// The image's own size on its platform.
    private var imageSize: CGSize { look.symbols.size(ofSymbol: image?.systemName, in: look.font) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let image else { return .zero }
        if image.isResizable { return proposal.replacingUnspecifiedDimensions(by: imageSize) }
        return imageSize
    }

    override func draw(into list: inout DisplayList) {
        guard let image else { return }
        let look = self.look
        let font = look.font
        let size = imageSize
        // In a frame at least about its own height, the image starts at the frame's origin; in a shorter frame, and
        // when resizable, it is centred in the frame at its own size.
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        let imageFrame = frame.height >= size.height / 2 && !image.isResizable ? frame : CGRect(origin: origin, size: size)
        list.append(image.chromeKind(in: font), frame: imageFrame, tint: look.tint, opacity: look.opacity)
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
