import Foundation
import Testing
import Kumiko
import KumikoTestSupport
import KumikoCore
import KumikoTerminal

/// Layout properties that hold for every view tree (issue 12): thousands of random trees of stacks, frames,
/// padding, spacers, shapes, text, lazy stacks, `fixedSize` and `layoutPriority`, laid out on the terminal's
/// platform and on the headless points platform, at a zero, an unspecified and a random proposal.
///
/// - Every probed view's frame and every rectangle in the display list is finite, with no negative size.
/// - A fixed `frame(width:height:)` is exactly as large as asked; a flexible frame lies within its bounds.
/// - A child lies inside its frame along each axis where it is no longer than the frame; a padded child starts
///   inset by the padding; a stack's (and lazy stack's) children start in order along its axis, the first at the
///   stack's start, each next one at least the spacing after the previous one's start. (Containers other than
///   frames may let children overflow, as SwiftUI's do: see `containment`.)
/// - A tree without text has the same frames on both platforms: every spacing and padding in the trees is
///   explicit, so the platforms' different defaults never enter, and core must not round to cells.
///
/// A failing tree is shrunk (children alone, stacks without a child, leaves in place of subtrees) to a small tree
/// that still fails, printed as Swift.
@MainActor
@Suite struct LayoutPropertyTests {
    /// The number of random trees.
    static let treeCount = 10_000
    /// The seed: the same trees every run.
    static let seed: UInt64 = 0x4B75_6D69_6B6F

    /// Lengths agree to this much (text advances are fractions of a point).
    private static let tolerance: CGFloat = 1e-3

    @Test func randomTreesLayOutSanelyAndAlikeOnBothPlatforms() async {
        var generator = SeededGenerator(seed: Self.seed)
        var failures = 0
        var compared = 0
        var views = 0
        for index in 0..<Self.treeCount {
            // Let other tests' main-actor work (tasks, timers) run between trees: seconds of layout in one turn
            // would hold them up.
            await Task.yield()
            let tree = RandomLayoutTree.random(using: &generator)
            let proposals = [ProposedViewSize.zero, .unspecified, Self.randomProposal(using: &generator)]
            views += tree.count
            if !tree.containsText { compared += 1 }
            let problems = Self.problems(of: tree, at: proposals)
            guard !problems.isEmpty else { continue }
            let minimal = Self.shrunk(tree, at: proposals)
            Issue.record("""
                Tree \(index) breaks a layout property: \(tree)
                minimal failing tree: \(minimal)
                \(Self.problems(of: minimal, at: proposals).prefix(5).joined(separator: "\n"))
                """)
            failures += 1
            if failures == 3 { break }
        }
        // The trees are varied: most are compared across platforms, and they hold tens of thousands of views.
        #expect(compared > Self.treeCount / 4, "\(compared) trees without text")
        #expect(views > 5 * Self.treeCount, "\(views) views")
    }

    /// A proposal drawn from lengths that matter: none, zero, fractions, small and large.
    private static func randomProposal(using generator: inout some RandomNumberGenerator) -> ProposedViewSize {
        let lengths: [CGFloat?] = [nil, 0, 17.5, 100, 320, 1000]
        return ProposedViewSize(width: lengths.randomElement(using: &generator)!, height: lengths.randomElement(using: &generator)!)
    }

    /// What is wrong with `tree`'s layouts at `proposals` (one after the other in one graph) on both platforms
    /// (empty when nothing).
    static func problems(of tree: RandomLayoutTree, at proposals: [ProposedViewSize]) -> [String] {
        var problems: [String] = []
        let renderings = [Platform.terminal, .headlessPoints].map { platform in
            (platform, renderHeadless(tree.view(), proposals: proposals, platform: platform))
        }
        for (platform, layouts) in renderings {
            for (proposal, rendering) in zip(proposals, layouts) {
                var found: [String] = []
                if !rendering.size.isSane { found.append("root size \(rendering.size)") }
                if !rendering.settled { found.append("the graph did not settle") }
                check(tree, path: "0", frames: rendering.frames, into: &found)
                for rect in rendering.displayList.placedRectangles where !rect.isSane {
                    found.append("display list rectangle \(rect)")
                }
                problems += found.map { "\(platform.name) at \(proposal): \($0)" }
            }
        }
        if !tree.containsText {
            for (index, proposal) in proposals.enumerated() {
                if let difference = difference(renderings[0].1[index].frames, renderings[1].1[index].frames) {
                    problems.append("at \(proposal) the platforms differ: \(difference)")
                }
            }
        }
        return problems
    }

    /// The first frame that differs between two layouts, described; nil when they agree.
    private static func difference(_ terminal: [String: CGRect], _ points: [String: CGRect]) -> String? {
        for path in Set(terminal.keys).union(points.keys).sorted() {
            let a = terminal[path], b = points[path]
            guard let a, let b else { return "\(path) is laid out on one platform only" }
            if !(close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)) {
                return "\(path): terminal \(a), points \(b)"
            }
        }
        return nil
    }

    private static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }

    /// Checks the frames of `tree` (probed under `path`) and its subtrees.
    private static func check(_ tree: RandomLayoutTree, path: String, frames: [String: CGRect], into problems: inout [String]) {
        let childFrames = tree.children.indices.map { frames["\(path).\($0)"] }
        if let frame = frames[path] {
            if !frame.isSane { problems.append("\(path) has frame \(frame)") }
            switch tree {
            case .frame(let width, let height, _):
                if let width, !close(frame.width, width) { problems.append("\(path) is \(frame.width) wide, not \(width)") }
                if let height, !close(frame.height, height) { problems.append("\(path) is \(frame.height) tall, not \(height)") }
                if let child = childFrames[0] { problems += containment(of: child, in: frame, named: "\(path).0") }
            case .flexibleFrame(let lengths, _):
                for (length, low, high, axis) in [(frame.width, lengths.minWidth, lengths.maxWidth, "wide"),
                                                  (frame.height, lengths.minHeight, lengths.maxHeight, "tall")] {
                    if let low, length < low - tolerance { problems.append("\(path) is \(length) \(axis), under its minimum \(low)") }
                    if let high, length > high + tolerance { problems.append("\(path) is \(length) \(axis), over its maximum \(high)") }
                }
                if let child = childFrames[0] { problems += containment(of: child, in: frame, named: "\(path).0") }
            case .padding(let insets, _):
                if let child = childFrames[0], !(close(child.minX, frame.minX + insets.leading) && close(child.minY, frame.minY + insets.top)) {
                    problems.append("\(path).0 starts at \(child.origin), not inset by \(insets) from \(frame.origin)")
                }
            case .stack(.horizontal, let spacing, _):
                problems += order(childFrames, in: frame, axis: .horizontal, spacing: spacing, named: path)
            case .stack(.vertical, let spacing, _), .lazyVStack(let spacing, _):
                problems += order(childFrames, in: frame, axis: .vertical, spacing: spacing, named: path)
            default:
                break
            }
        }
        for (index, child) in tree.children.enumerated() {
            check(child, path: "\(path).\(index)", frames: frames, into: &problems)
        }
    }

    /// Where a child of a frame lies outside it along an axis where it is no longer than the frame (a longer child
    /// overflows on purpose, aligned).
    ///
    /// Other containers may place children outside themselves, as SwiftUI does: a `ZStack` is as large as its
    /// highest-priority children only, a lazy stack is as wide as it is offered, and every container places its
    /// children with their measured sizes as proposals, so a child whose size for that proposal differs from its
    /// measured size (text that wraps again, a flexible frame with an ideal size) takes more room than its
    /// container counted (research §2.5 and §18.1, §18.4: placement re-proposal makes stacks not hug their content).
    private static func containment(of child: CGRect, in parent: CGRect, named path: String) -> [String] {
        var problems: [String] = []
        for (childRange, parentRange, axis) in [(child.minX...child.maxX, parent.minX...parent.maxX, "x"),
                                                (child.minY...child.maxY, parent.minY...parent.maxY, "y")] {
            let childLength = childRange.upperBound - childRange.lowerBound
            let parentLength = parentRange.upperBound - parentRange.lowerBound
            if childLength > parentLength + tolerance { continue }
            if childRange.lowerBound < parentRange.lowerBound - tolerance || childRange.upperBound > parentRange.upperBound + tolerance {
                problems.append("\(path) (\(child)) leaves its frame (\(parent)) along \(axis)")
            }
        }
        return problems
    }

    /// Where a stack's children are out of order along its axis: the first must start where the stack does and
    /// each next one at least `spacing` after the previous one's start (rows not laid out are skipped).
    private static func order(_ children: [CGRect?], in stack: CGRect, axis: Axis, spacing: CGFloat, named path: String) -> [String] {
        func start(_ rect: CGRect) -> CGFloat { axis == .horizontal ? rect.minX : rect.minY }
        var problems: [String] = []
        if let first = children.first ?? nil, !close(start(first), start(stack)) {
            problems.append("\(path).0 starts at \(start(first)), not at its stack's start \(start(stack))")
        }
        for index in children.indices.dropFirst() {
            guard let previous = children[index - 1], let child = children[index] else { continue }
            if start(child) < start(previous) + spacing - tolerance {
                problems.append("\(path).\(index) starts at \(start(child)), less than \(spacing) after \(path).\(index - 1) at \(start(previous))")
            }
        }
        return problems
    }

    /// A smallest tree found that still breaks a property at `proposals` (greedy: the first smaller tree that
    /// fails replaces the tree until none does).
    static func shrunk(_ tree: RandomLayoutTree, at proposals: [ProposedViewSize]) -> RandomLayoutTree {
        var tree = tree
        var steps = 0
        while steps < 200, let smaller = tree.shrinks.first(where: { !problems(of: $0, at: proposals).isEmpty }) {
            tree = smaller
            steps += 1
        }
        return tree
    }
}

/// The minimal trees the property test found, kept as plain tests of what they broke.
@MainActor
@Suite struct LayoutPropertyFindingsTests {
    @Test func aLazyStackMeasuredForFlexibilityKeepsItsIdealWidth() {
        // A ZStack places its HStack at a concrete width, so the HStack measured the lazy stack's flexibility
        // with an infinite width; the lazy stack kept that as its widest row and was infinitely wide at the next
        // unspecified proposal.
        let tree = ZStack { HStack(spacing: 0) { LazyVStack(spacing: 8) { ForEach(0..<1, id: \.self) { _ in Circle() } }.probe("lazy") } }
        for platform in [Platform.terminal, .headlessPoints] {
            // Laid out twice, as a window drawn again: the second layout found the infinite width.
            let rendering = renderHeadless(tree, proposals: [.unspecified, .unspecified], platform: platform)[1]
            #expect(rendering.size == CGSize(width: 10, height: 10), "\(platform.name)")
            #expect(rendering.frames["lazy"] == CGRect(x: 0, y: 0, width: 10, height: 10), "\(platform.name)")
            #expect(rendering.settled)
        }
    }

    @Test func aLazyStackWhoseRowWrapsWhenPlacedSettlesAndHugsIt() {
        // Offered no width, the stack is as wide as its row's ideal width (40 pt, the frame's maximum) and places
        // the row there, where its text wraps: measuring the row at no width and placing it at 40 pt gave two
        // totals, and each pass asked for another layout.
        let tree = LazyVStack(spacing: 2.5) {
            ForEach(0..<1, id: \.self) { _ in Text("Wrap this longer line").frame(maxWidth: 40, minHeight: 7.25).probe("row") }
        }.probe("lazy")
        for platform in [Platform.terminal, .headlessPoints] {
            let rendering = renderHeadless(tree, proposal: .unspecified, platform: platform)
            #expect(rendering.settled, "\(platform.name)")
            let row = rendering.frames["row"] ?? .null
            #expect(row.width == 40, "\(platform.name)")
            #expect(row.height > platform.text.lineMetrics(of: .body).height * 2, "\(platform.name): the text wraps")
            #expect(rendering.frames["lazy"] == row, "\(platform.name)")
        }
    }

    @Test func aLazyStackMeasuredAtSeveralWidthsBeforePlacementSettles() {
        // The HStack measures the lazy stack at 0 and ∞ (its flexibility) and then at 17.5 pt; the stack compared
        // the total placed at 17.5 with the one it reported last, not with the one reported for 17.5.
        let tree = HStack(spacing: 16) { LazyVStack(spacing: 1) { ForEach(0..<1, id: \.self) { _ in Text("Hello") } }.probe("lazy") }
        for platform in [Platform.terminal, .headlessPoints] {
            let rendering = renderHeadless(tree, proposal: ProposedViewSize(width: 17.5, height: nil), platform: platform)
            #expect(rendering.settled, "\(platform.name)")
            #expect(rendering.frames["lazy"]?.width == 17.5, "\(platform.name)")
        }
    }
}
