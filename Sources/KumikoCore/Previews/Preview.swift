import Foundation

/// A preview of a view, as DeveloperToolsSupport's `Preview`: what `#Preview` and a ``PreviewProvider``
/// declare. Kumiko finds every preview of a program at run time: ``all(inModule:)`` lists them, `swift run
/// MyApp --previews` shows them in a terminal, and a test renders them headlessly.
@MainActor
public struct Preview {
    /// Traits that apply to previews of views.
    public enum ViewTraits {}

    /// The display name: the macro's name, a `previewDisplayName`, or the line (`"ContentView.swift:42"`).
    ///
    /// Kumiko extension: Xcode's canvas shows this name.
    public internal(set) var name: String
    /// The source file the preview is declared in, as `#fileID` gives it (`"MyApp/ContentView.swift"`).
    ///
    /// Kumiko extension.
    public internal(set) var fileID: String = ""
    /// The line the preview is declared on (0 for a `PreviewProvider`).
    ///
    /// Kumiko extension.
    public internal(set) var line: Int = 0
    /// How the preview is sized.
    ///
    /// Kumiko extension.
    public internal(set) var layout: PreviewLayout = .device
    /// The device's orientation.
    ///
    /// Kumiko extension.
    public internal(set) var orientation: InterfaceOrientation = .portrait
    /// The device the preview imitates, if it names one.
    ///
    /// Kumiko extension.
    public internal(set) var device: PreviewDevice?
    /// Whether the preview had a name of its own (else ``name`` is made from its place).
    private var isNamed: Bool
    private let makeContent: @MainActor () -> any View

    /// Creates a preview of a view, as the `#Preview` macro does; use the macro instead.
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        body: @escaping @MainActor () -> any View
    ) {
        self.name = name ?? ""
        isNamed = name != nil
        makeContent = body
        for trait in traits {
            switch trait.kind {
            case .layout(let layout): self.layout = layout
            case .orientation(let orientation): self.orientation = orientation
            }
        }
    }

    /// The previewed view.
    ///
    /// Kumiko extension: render it with `ImageRenderer(content: preview.content)` and ``proposedSize``.
    public var content: AnyView { AnyView(makeContent()) }

    /// The size to propose to ``content``: the device's screen (turned in landscape) for `.device`, the
    /// given size for `.fixed`, the view's ideal size for `.sizeThatFits`.
    ///
    /// Kumiko extension.
    public var proposedSize: ProposedViewSize {
        switch layout {
        case .sizeThatFits:
            return .unspecified
        case .fixed(let width, let height):
            return ProposedViewSize(width: width, height: height)
        case .device:
            let screen = (device ?? "iPhone").screenSize
            return orientation.isLandscape
                ? ProposedViewSize(width: screen.height, height: screen.width)
                : ProposedViewSize(width: screen.width, height: screen.height)
        }
    }

    /// Names an unnamed preview after its place: the file's name and the line.
    mutating func place(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
        if !isNamed { name = "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)" }
    }

    /// Applies what preview modifiers (`previewDisplayName`, `previewLayout`, …) set on the previewed view.
    mutating func apply(_ traits: PreviewTraitValues) {
        name = traits.displayName ?? name
        layout = traits.layout ?? layout
        orientation = traits.orientation ?? orientation
        device = traits.device ?? device
    }
}

/// A type the `#Preview` macro generates: where the preview is declared and how to make it. The preview
/// catalog finds the conforming types at run time.
@MainActor
public protocol PreviewRegistry {
    /// The file the preview is declared in (`#fileID`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// Makes the preview.
    static func makePreview() -> Preview
}
