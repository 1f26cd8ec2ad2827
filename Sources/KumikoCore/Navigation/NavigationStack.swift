import Foundation

/// A view that shows a root view and the views pushed on top of it, as SwiftUI's `NavigationStack`.
///
/// Values pushed by `NavigationLink(value:)` or appended to the `path` binding are shown through the
/// `navigationDestination(for:)` registered for their type; `NavigationLink(destination:)` pushes a view. A
/// terminal shows the top view under a one-line navigation bar ("‹ Back" and the title); Escape or Backspace
/// pops when nothing inside uses the key, and `@Environment(\.dismiss)` pops from inside a pushed view.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: NavigationPathStore?

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose path is a `NavigationPath` the caller owns.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathStore(path)
    }

    /// A stack whose path is a collection of values of one type the caller owns.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathStore(path)
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

/// A path binding with its type erased: read the values, append one, remove from the end.
struct NavigationPathStore {
    let values: () -> [AnyHashable]
    let append: (AnyHashable) -> Void
    let removeLast: (Int) -> Void

    init(_ binding: Binding<NavigationPath>) {
        values = { binding.wrappedValue.values }
        append = { value in
            // Keep the path savable when the value is Codable.
            if let codable = value.base as? any (Hashable & Codable) {
                func add<V: Hashable & Codable>(_ value: V) { binding.wrappedValue.append(value) }
                add(codable)
            } else {
                binding.wrappedValue.append(value)
            }
        }
        removeLast = { binding.wrappedValue.removeLast($0) }
    }

    init<Data>(_ binding: Binding<Data>)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        values = { binding.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let element = value.base as? Data.Element else {
                Diagnostics.warnOnce("NavigationStack.pathType.\(type(of: value.base))",
                    "NavigationStack: a \(type(of: value.base)) value cannot go on a path of \(Data.Element.self); ignored.")
                return
            }
            binding.wrappedValue.append(element)
        }
        removeLast = { count in binding.wrappedValue.removeLast(min(max(count, 0), binding.wrappedValue.count)) }
    }
}

extension NavigationStack: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { NavigationStackNode<Data, Root>(graph: graph) }
}
