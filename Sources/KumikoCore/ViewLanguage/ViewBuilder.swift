/// A result builder that composes views from closures, as SwiftUI's `@ViewBuilder`.
///
/// Any number of children are combined with parameter packs into a ``TupleView``; `if`, `if let`,
/// `if #available`, `switch` and optionals are supported.
@resultBuilder
public struct ViewBuilder {
    /// Passes a single view expression through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view builds that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views builds a ``TupleView`` of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(packing: repeat each content)
    }

    /// An `if` without `else` builds an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The true branch of an `if`/`else` or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The false branch of an `if`/`else` or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content inside `if #available` is type-erased, as in SwiftUI.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
