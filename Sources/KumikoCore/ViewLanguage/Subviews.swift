import Foundation

/// One of the views another view is made of, as SwiftUI's `Subview` (iOS 18's custom containers:
/// `Group(subviews:)`, `ForEach(subviews:)`, `ForEach(sections:)`). It draws that view; modifiers written on it
/// apply to it.
public struct Subview: View, Identifiable {
    /// A subview's identity: its place in the view it comes from (its `ForEach` id where it has one).
    public struct ID: Hashable, Sendable {
        let path: [String]
    }

    /// The subview's identity.
    public let id: ID
    let view: AnyView

    /// The view.
    public var body: some View { view }
}

/// The subviews of a view, in order, as SwiftUI's `SubviewsCollection`; as a view, it draws them all.
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]

    /// The first position.
    public var startIndex: Int { subviews.startIndex }
    /// The position past the last.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }
}

extension SubviewsCollection: View {
    /// The subviews, one after another.
    public var body: some View {
        ForEach(subviews) { $0 }
    }
}

/// A section of a view's content (a `Section`, or the views outside sections), as SwiftUI's `SectionConfiguration`.
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its place in the view it comes from.
    public struct ID: Hashable, Sendable {
        let path: [String]
    }

    /// The section's identity.
    public let id: ID
    /// The header's subviews (none without a header).
    public let header: SubviewsCollection
    /// The content's subviews.
    public let content: SubviewsCollection
    /// The footer's subviews (none without a footer).
    public let footer: SubviewsCollection
}

/// A view whose parts are subviews of their own when a custom container reads its content.
@MainActor
protocol SubviewParts {
    /// The parts, each with its identity among them (a position, or a `ForEach` id).
    var subviewParts: [(key: String, view: any View)] { get }
}

extension TupleView: SubviewParts {
    var subviewParts: [(key: String, view: any View)] { children.enumerated().map { ("\($0.offset)", $0.element) } }
}

extension Group: SubviewParts where Content: View {
    var subviewParts: [(key: String, view: any View)] { [("0", content)] }
}

extension AnyView: SubviewParts {
    var subviewParts: [(key: String, view: any View)] { [("0", storage)] }
}

extension Optional: SubviewParts where Wrapped: View {
    var subviewParts: [(key: String, view: any View)] { map { [("some", $0)] } ?? [] }
}

extension _ConditionalContent: SubviewParts where TrueContent: View, FalseContent: View {
    var subviewParts: [(key: String, view: any View)] {
        switch storage {
        case .trueContent(let content): [("true", content)]
        case .falseContent(let content): [("false", content)]
        }
    }
}

extension ForEach: SubviewParts where Content: View {
    var subviewParts: [(key: String, view: any View)] {
        keyedChildren().map { key, view in ("\(key)", view) }
    }
}

extension EmptyView: SubviewParts {
    var subviewParts: [(key: String, view: any View)] { [] }
}

/// A `Section` as a custom container sees it.
@MainActor
protocol SectionParts {
    var sectionHeader: any View { get }
    var sectionContent: any View { get }
    var sectionFooter: any View { get }
}

extension Section: SectionParts where Parent: View, Content: View, Footer: View {
    var sectionHeader: any View { header }
    var sectionContent: any View { content }
    var sectionFooter: any View { footer }
}

/// Resolves views into their subviews, as SwiftUI's custom containers do: tuples, groups, `ForEach`es,
/// conditions and custom views' bodies are looked through; a modifier on several views applies to each of them;
/// any other view is one subview.
@MainActor
enum SubviewResolver {
    static func subviews(of view: any View, path: [String] = []) -> [Subview] {
        if let parts = view as? any SubviewParts {
            return parts.subviewParts.flatMap { subviews(of: $0.view, path: path + [$0.key]) }
        }
        if let modified = view as? any ModifiedContentView, let modifier = modified.modifierValue as? any ViewModifier {
            let inner = subviews(of: modified.contentView, path: path)
            guard inner.count != 1 else { return [Subview(id: Subview.ID(path: path), view: AnyView(erasing: view))] }
            return inner.map { Subview(id: $0.id, view: applying(modifier, to: $0.view)) }
        }
        if !(view is any PrimitiveView), !(view is any SectionParts) {
            return subviews(of: view.body, path: path + ["body"])
        }
        return [Subview(id: Subview.ID(path: path), view: AnyView(erasing: view))]
    }

    /// The sections of a view: each `Section` found, and the runs of views outside sections as sections without
    /// a header.
    static func sections(of view: any View) -> [SectionConfiguration] {
        var sections: [SectionConfiguration] = []
        var loose: [Subview] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            sections.append(SectionConfiguration(id: SectionConfiguration.ID(path: loose[0].id.path), header: SubviewsCollection(subviews: []),
                                                 content: SubviewsCollection(subviews: loose), footer: SubviewsCollection(subviews: [])))
            loose = []
        }
        func visit(_ view: any View, _ path: [String]) {
            if let section = view as? any SectionParts {
                flushLoose()
                sections.append(SectionConfiguration(id: SectionConfiguration.ID(path: path),
                                                     header: SubviewsCollection(subviews: subviews(of: section.sectionHeader, path: path + ["header"])),
                                                     content: SubviewsCollection(subviews: subviews(of: section.sectionContent, path: path + ["content"])),
                                                     footer: SubviewsCollection(subviews: subviews(of: section.sectionFooter, path: path + ["footer"]))))
            } else if let parts = view as? any SubviewParts {
                for part in parts.subviewParts { visit(part.view, path + [part.key]) }
            } else if !(view is any PrimitiveView), !(view is any ModifiedContentView) {
                visit(view.body, path + ["body"])
            } else {
                loose += subviews(of: view, path: path)
            }
        }
        visit(view, [])
        flushLoose()
        return sections
    }

    private static func applying<M: ViewModifier>(_ modifier: M, to view: AnyView) -> AnyView {
        AnyView(view.modifier(modifier))
    }
}

extension Group where Content: View {
    /// A group built from the subviews of `view`: `transform` receives them (looked through tuples, `ForEach`es,
    /// groups and custom views' bodies) and arranges them as it likes.
    ///
    /// - Parameters:
    ///   - view: The view whose subviews are read.
    ///   - transform: Builds the group's content from the subviews.
    @MainActor
    public init<Base: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Content) {
        self.init(content: transform(SubviewsCollection(subviews: SubviewResolver.subviews(of: view))))
    }
}

/// The subviews a `ForEach(subviews:content:)` iterates, as SwiftUI's `ForEachSubviewCollection`.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let subviews: [Subview]
    /// The first position.
    public var startIndex: Int { subviews.startIndex }
    /// The position past the last.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }
}

/// The sections a `ForEach(sections:content:)` iterates, as SwiftUI's `ForEachSectionCollection`.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let sections: [SectionConfiguration]
    /// The first position.
    public var startIndex: Int { sections.startIndex }
    /// The position past the last.
    public var endIndex: Int { sections.endIndex }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension ForEach where Content: View {
    /// Views built from each subview of `view` (looked through tuples, `ForEach`es, groups and custom views'
    /// bodies), identified by the subviews' identities.
    ///
    /// - Parameters:
    ///   - view: The view whose subviews are read.
    ///   - content: Builds a view from a subview.
    @MainActor
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(data: ForEachSubviewCollection(subviews: SubviewResolver.subviews(of: view)), content: content, identify: { $0.id })
    }

    /// Views built from each section of `view` (its `Section`s, and the views outside sections as sections
    /// without a header).
    ///
    /// - Parameters:
    ///   - view: The view whose sections are read.
    ///   - content: Builds a view from a section.
    @MainActor
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(data: ForEachSectionCollection(sections: SubviewResolver.sections(of: view)), content: content, identify: { $0.id })
    }
}
