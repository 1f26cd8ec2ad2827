/// How many views a view type contributes to a list of views (a stack's children, a lazy container's rows),
/// known from the type alone, as SwiftUI's view lists know it: a lazy `ForEach` whose content is a single view
/// per element has exactly `data.count` rows, without building any of them.
enum ViewListCount: Equatable {
    /// No views (`EmptyView`).
    case empty
    /// Exactly one view.
    case unary
    /// Any number, known only from the value (tuples, `ForEach`, optionals, sections).
    case variable
}

/// A primitive view type that knows its view list count.
@MainActor
protocol ViewListCounting {
    /// The count for this type.
    static var viewListCount: ViewListCount { get }
}

/// Computes (and caches per type) how many views a view type contributes.
@MainActor
enum ViewListCounter {
    private static var cache: [ObjectIdentifier: ViewListCount] = [:]

    /// The count of `type`: its own for primitives (unary unless it says otherwise), its body's for views
    /// with a body.
    static func count(of type: any View.Type) -> ViewListCount {
        let key = ObjectIdentifier(type)
        if let cached = cache[key] { return cached }
        let result: ViewListCount
        if let counting = type as? any ViewListCounting.Type {
            result = counting.viewListCount
        } else if type is any PrimitiveView.Type {
            result = .unary
        } else {
            func body<V: View>(_: V.Type) -> any View.Type { V.Body.self }
            result = count(of: body(type))
        }
        cache[key] = result
        return result
    }
}

extension TupleView: ViewListCounting {
    static var viewListCount: ViewListCount { .variable }
}

extension EmptyView: ViewListCounting {
    static var viewListCount: ViewListCount { .empty }
}

extension Optional: ViewListCounting where Wrapped: View {
    static var viewListCount: ViewListCount { .variable }
}

extension ForEach: ViewListCounting where Content: View {
    static var viewListCount: ViewListCount { .variable }
}

extension Group: ViewListCounting where Content: View {
    static var viewListCount: ViewListCount {
        ViewListCounter.count(of: Content.self)
    }
}

extension _ConditionalContent: ViewListCounting where TrueContent: View, FalseContent: View {
    static var viewListCount: ViewListCount {
        let first = ViewListCounter.count(of: TrueContent.self)
        return first == ViewListCounter.count(of: FalseContent.self) ? first : .variable
    }
}

extension ModifiedContent: ViewListCounting where Content: View, Modifier: ViewModifier {
    /// Modifiers apply to each view of their content, so the count is the content's.
    static var viewListCount: ViewListCount {
        ViewListCounter.count(of: Content.self)
    }
}

extension _ViewModifier_Content: ViewListCounting {
    /// The modified content is only known from the value.
    static var viewListCount: ViewListCount { .variable }
}
