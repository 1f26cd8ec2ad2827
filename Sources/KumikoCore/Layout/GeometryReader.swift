import Foundation

/// A container that gives its content its own size and coordinates, as SwiftUI's `GeometryReader`.
///
/// It takes the whole proposal (a nil dimension becomes the platform default 10 pt, as for any view without a
/// layout of its own: OpenSwiftUI's GeometryReader, audited for 6.5.4, drops its layout computer, and its inner
/// zero-defaulting layout only places the content) and places its content at its top-leading corner. The
/// content is built during layout, when the size is known.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension GeometryReader: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { GeometryReaderNode<Content>(graph: graph) }
}

/// The geometry of a ``GeometryReader``: its size and its frame in any coordinate space.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let element: LayoutElement
    let environment: EnvironmentValues

    /// Safe area insets (none in a terminal).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space.
    @MainActor public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let global = element.frame
        switch coordinateSpace {
        case .global: return global
        case .local: return CGRect(origin: .zero, size: global.size)
        case .named(let name):
            guard let origin = environment.coordinateSpaces[name]?.element?.frame.origin else {
                Diagnostics.warnOnce("coordinateSpace.\(name)", "No coordinate space named \(name); using global coordinates.")
                return global
            }
            return global.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The reader's frame in a coordinate space.
    @MainActor public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The reader's bounds in a named coordinate space.
    @MainActor public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

/// The node of a geometry reader: its content child is rebuilt during placement.
@MainActor
final class GeometryReaderNode<Content: View>: ViewNode {
    override var producesElements: Bool { true }

    private var view: GeometryReader<Content>?
    private lazy var element = GeometryReaderElement(node: self)

    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment {
            $0.stackAxis = nil
            $0.rowsAreLazy = false
        }
    }

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! GeometryReader<Content>)
        return true
    }

    override func evaluate() {
        // Content is built when the reader is placed; an invalidation asks for a new layout.
        if element.hasBeenPlaced { buildContent() }
    }

    /// Builds the content for the current geometry.
    func buildContent() {
        guard let view else { return }
        let proxy = GeometryProxy(size: element.frame.size, element: element, environment: environment)
        let content = DependencyTracking.evaluate(for: self) { view.content(proxy) }
        reconcileChild(content)
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        elements.append(element)
    }

    /// The content's elements.
    func contentElements() -> [LayoutElement] { childElements() }
}

/// Lays out a geometry reader: flexible in both axes, content at the top-leading corner.
@MainActor
final class GeometryReaderElement: LayoutElement {
    private(set) var hasBeenPlaced = false
    private lazy var stack = LayoutHostElement(layout: ZStackLayout(alignment: .topLeading), node: node)

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        hasBeenPlaced = true
        guard let node = node as? GeometryReaderNodeProtocol else { return }
        node.buildContent()
        stack.setSubviews(node.contentElements())
        for element in stack.subviews.elements {
            let size = element.sizeThatFits(ProposedViewSize(frame.size))
            element.place(in: CGRect(origin: frame.origin, size: size), proposal: ProposedViewSize(frame.size))
        }
    }

    override func draw(into list: inout DisplayList) {
        for element in stack.subviews.elements { element.render(into: &list) }
    }
}

/// Type-erased access to a geometry reader node from its element.
@MainActor
protocol GeometryReaderNodeProtocol: AnyObject {
    func buildContent()
    func contentElements() -> [LayoutElement]
}

extension GeometryReaderNode: GeometryReaderNodeProtocol {}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The screen's (root view's) coordinates.
    case global
    /// The view's own coordinates.
    case local
    /// The coordinates of an ancestor marked with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// A coordinate space value, as SwiftUI's `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    /// The coordinate space.
    public let coordinateSpace: CoordinateSpace
}

/// The global coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A named coordinate space.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
    }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// A weak reference to the element that defines a named coordinate space.
final class CoordinateSpaceAnchor: @unchecked Sendable {
    weak var element: LayoutElement?
}

private struct CoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: CoordinateSpaceAnchor] { [:] }
}

extension EnvironmentValues {
    /// Named coordinate spaces of ancestors.
    var coordinateSpaces: [AnyHashable: CoordinateSpaceAnchor] {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }
}

/// Marks a view's bounds as a named coordinate space for descendants.
struct CoordinateSpaceModifier: UnaryLayoutModifier {
    let name: AnyHashable
    var layout: any Layout { PassthroughLayout() }
    static func makeNode(graph: ViewGraph) -> ViewNode { CoordinateSpaceNode(graph: graph) }
}

/// Publishes its element as the anchor of a named coordinate space.
@MainActor
final class CoordinateSpaceNode: LayoutModifierNode<CoordinateSpaceModifier> {
    private let anchor = CoordinateSpaceAnchor()

    override func writeEnvironment(_ environment: inout EnvironmentValues) {
        environment.coordinateSpaces[modifier.name] = anchor
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        let start = elements.count
        super.collectElements(into: &elements)
        anchor.element = elements.count > start ? elements[start] : nil
    }
}

extension View {
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space.
    public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
        guard case .named(let name) = space.coordinateSpace else { return modifier(CoordinateSpaceModifier(name: AnyHashable(""))) }
        return modifier(CoordinateSpaceModifier(name: name))
    }
}
