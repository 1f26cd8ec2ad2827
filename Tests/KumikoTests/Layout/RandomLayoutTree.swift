import Foundation
import Kumiko
import KumikoTestSupport

/// A view tree drawn at random for the layout property test, kept as data so that a failing tree can be printed
/// as Swift and shrunk to a smaller one that still fails.
indirect enum RandomLayoutTree: CustomStringConvertible {
    /// The built-in shapes the trees use.
    enum ShapeKind: CaseIterable { case rectangle, circle, capsule, roundedRectangle }
    /// The eager stacks.
    enum StackKind: CaseIterable { case horizontal, vertical, depth }

    /// The lengths of a flexible frame (nil: not given).
    struct FlexibleLengths {
        var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
        var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    }

    case shape(ShapeKind)
    case text(String, largeTitle: Bool)
    case spacer(minLength: CGFloat)
    case stack(StackKind, spacing: CGFloat, [RandomLayoutTree])
    /// A `LazyVStack` whose rows come from a `ForEach`.
    case lazyVStack(spacing: CGFloat, [RandomLayoutTree])
    case frame(width: CGFloat?, height: CGFloat?, RandomLayoutTree)
    case flexibleFrame(FlexibleLengths, RandomLayoutTree)
    case padding(EdgeInsets, RandomLayoutTree)
    case fixedSize(horizontal: Bool, vertical: Bool, RandomLayoutTree)
    case layoutPriority(Double, RandomLayoutTree)

    /// The trees directly inside this one, in order.
    var children: [RandomLayoutTree] {
        switch self {
        case .shape, .text, .spacer: []
        case .stack(_, _, let children), .lazyVStack(_, let children): children
        case .frame(_, _, let child), .flexibleFrame(_, let child), .padding(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child): [child]
        }
    }

    /// Whether the tree shows text anywhere (its layout then depends on the platform's fonts).
    var containsText: Bool {
        if case .text = self { return true }
        return children.contains { $0.containsText }
    }

    /// The number of views in the tree.
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// The tree as a view, every node probed (`probe(_:)`) under its path: "0" for the root, "0.2" for the root's
    /// third child, and so on.
    @MainActor
    func view(path: String = "0") -> AnyView {
        func child(_ index: Int) -> AnyView { children[index].view(path: "\(path).\(index)") }
        let view: AnyView
        switch self {
        case .shape(.rectangle): view = AnyView(Rectangle())
        case .shape(.circle): view = AnyView(Circle())
        case .shape(.capsule): view = AnyView(Capsule())
        case .shape(.roundedRectangle): view = AnyView(RoundedRectangle(cornerRadius: 6))
        case .text(let string, let largeTitle): view = AnyView(Text(string).font(largeTitle ? .largeTitle : nil))
        case .spacer(let length): view = AnyView(Spacer(minLength: length))
        case .stack(let kind, let spacing, let children):
            let content = ForEach(children.indices, id: \.self) { child($0) }
            switch kind {
            case .horizontal: view = AnyView(HStack(spacing: spacing) { content })
            case .vertical: view = AnyView(VStack(spacing: spacing) { content })
            case .depth: view = AnyView(ZStack { content })
            }
        case .lazyVStack(let spacing, let children):
            view = AnyView(LazyVStack(spacing: spacing) { ForEach(children.indices, id: \.self) { child($0) } })
        case .frame(let width, let height, _):
            view = AnyView(child(0).frame(width: width, height: height))
        case .flexibleFrame(let lengths, _):
            view = AnyView(child(0).frame(
                minWidth: lengths.minWidth, idealWidth: lengths.idealWidth, maxWidth: lengths.maxWidth,
                minHeight: lengths.minHeight, idealHeight: lengths.idealHeight, maxHeight: lengths.maxHeight))
        case .padding(let insets, _): view = AnyView(child(0).padding(insets))
        case .fixedSize(let horizontal, let vertical, _):
            view = AnyView(child(0).fixedSize(horizontal: horizontal, vertical: vertical))
        case .layoutPriority(let priority, _): view = AnyView(child(0).layoutPriority(priority))
        }
        return AnyView(view.probe(path))
    }

    /// The tree as the Swift that builds it (without the probes).
    var description: String {
        func number(_ value: CGFloat?) -> String {
            guard let value else { return "nil" }
            if value == .infinity { return ".infinity" }
            return value == value.rounded() ? String(Int(value)) : String(describing: value)
        }
        func list(_ children: [RandomLayoutTree]) -> String { children.map(\.description).joined(separator: "; ") }
        switch self {
        case .shape(.rectangle): return "Rectangle()"
        case .shape(.circle): return "Circle()"
        case .shape(.capsule): return "Capsule()"
        case .shape(.roundedRectangle): return "RoundedRectangle(cornerRadius: 6)"
        case .text(let string, let largeTitle): return "Text(\(string.debugDescription))" + (largeTitle ? ".font(.largeTitle)" : "")
        case .spacer(let length): return "Spacer(minLength: \(number(length)))"
        case .stack(let kind, let spacing, let children):
            let name = switch kind { case .horizontal: "HStack(spacing: \(number(spacing)))"; case .vertical: "VStack(spacing: \(number(spacing)))"; case .depth: "ZStack" }
            return "\(name) { \(list(children)) }"
        case .lazyVStack(let spacing, let children):
            return "LazyVStack(spacing: \(number(spacing))) { ForEach rows: \(list(children)) }"
        case .frame(let width, let height, let child):
            return "\(child).frame(width: \(number(width)), height: \(number(height)))"
        case .flexibleFrame(let l, let child):
            let parts = [("minWidth", l.minWidth), ("idealWidth", l.idealWidth), ("maxWidth", l.maxWidth),
                         ("minHeight", l.minHeight), ("idealHeight", l.idealHeight), ("maxHeight", l.maxHeight)]
                .compactMap { name, value in value.map { "\(name): \(number($0))" } }
            return "\(child).frame(\(parts.joined(separator: ", ")))"
        case .padding(let insets, let child):
            return "\(child).padding(EdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
                + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing))))"
        case .fixedSize(let horizontal, let vertical, let child):
            return "\(child).fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .layoutPriority(let priority, let child): return "\(child).layoutPriority(\(priority))"
        }
    }

    /// The tree with its direct children replaced (the same number, in order).
    func replacingChildren(_ children: [RandomLayoutTree]) -> RandomLayoutTree {
        switch self {
        case .shape, .text, .spacer: self
        case .stack(let kind, let spacing, _): .stack(kind, spacing: spacing, children)
        case .lazyVStack(let spacing, _): .lazyVStack(spacing: spacing, children)
        case .frame(let width, let height, _): .frame(width: width, height: height, children[0])
        case .flexibleFrame(let lengths, _): .flexibleFrame(lengths, children[0])
        case .padding(let insets, _): .padding(insets, children[0])
        case .fixedSize(let horizontal, let vertical, _): .fixedSize(horizontal: horizontal, vertical: vertical, children[0])
        case .layoutPriority(let priority, _): .layoutPriority(priority, children[0])
        }
    }

    /// Smaller trees to try when this one fails, simplest first: each child alone, a stack without one of its
    /// children, a leaf in place of the tree, then each child shrunk in place.
    var shrinks: [RandomLayoutTree] {
        var candidates = children
        switch self {
        case .stack, .lazyVStack:
            // Each child removed in turn (a stack of one child becomes an empty stack).
            candidates += children.indices.map { removed in
                replacingChildren(children.enumerated().filter { $0.offset != removed }.map(\.element))
            }
        default:
            break
        }
        if !children.isEmpty { candidates.append(.shape(.rectangle)) }
        for (index, child) in children.enumerated() {
            for smaller in child.shrinks {
                var replaced = children
                replaced[index] = smaller
                candidates.append(replacingChildren(replaced))
            }
        }
        return candidates
    }
}

extension RandomLayoutTree {
    private static let lengths: [CGFloat] = [0, 0.5, 1, 3, 7.25, 10, 13, 40, 64, 120]
    private static let spacings: [CGFloat] = [0, 1, 2.5, 8, 16]
    private static let insets: [CGFloat] = [0, 1, 4, 8.5, 16]
    private static let strings = ["", "a", "Hello", "Hello world", "中文", "a b c d e f", "Wrap this longer line"]

    /// A random tree no deeper than `maxDepth` (a leaf at depth `maxDepth`), with one to three children a stack.
    static func random(using generator: inout some RandomNumberGenerator, depth: Int = 0, maxDepth: Int = 5) -> RandomLayoutTree {
        func pick<T>(_ values: [T]) -> T { values.randomElement(using: &generator)! }
        func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < probability }
        func child() -> RandomLayoutTree { random(using: &generator, depth: depth + 1, maxDepth: maxDepth) }
        func children() -> [RandomLayoutTree] { (0..<Int.random(in: 1...3, using: &generator)).map { _ in child() } }

        if depth >= maxDepth || chance(0.1 + 0.15 * Double(depth)) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5: return .shape(pick(ShapeKind.allCases))
            case 5..<8: return .text(pick(strings), largeTitle: chance(0.2))
            default: return .spacer(minLength: pick(lengths))
            }
        }
        switch Int.random(in: 0..<16, using: &generator) {
        case 0..<5: return .stack(pick(StackKind.allCases), spacing: pick(spacings), children())
        case 5: return .lazyVStack(spacing: pick(spacings), children())
        case 6..<9: return .frame(width: chance(0.7) ? pick(lengths) : nil, height: chance(0.7) ? pick(lengths) : nil, child())
        case 9..<12:
            func axis() -> (CGFloat?, CGFloat?, CGFloat?) {
                var bounds = [chance(0.5) ? pick(lengths) : nil, chance(0.5) ? (chance(0.5) ? .infinity : pick(lengths)) : nil]
                if let low = bounds[0], let high = bounds[1], low > high { bounds = [high, low] }
                // An ideal length between the bounds (SwiftUI calls others contradictory).
                let ideal = chance(0.2) ? min(max(pick(lengths), bounds[0] ?? 0), bounds[1] ?? .infinity) : nil
                return (bounds[0], ideal, bounds[1])
            }
            let (minWidth, idealWidth, maxWidth) = axis()
            let (minHeight, idealHeight, maxHeight) = axis()
            return .flexibleFrame(FlexibleLengths(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight), child())
        case 12..<14:
            return .padding(EdgeInsets(top: pick(insets), leading: pick(insets), bottom: pick(insets), trailing: pick(insets)), child())
        case 14: return .fixedSize(horizontal: chance(0.5), vertical: chance(0.5), child())
        default: return .layoutPriority(pick([-1, 0, 1, 2]), child())
        }
    }
}
