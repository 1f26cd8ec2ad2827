import Foundation
import Observation
import Testing
import KumikoTestSupport
@testable import KumikoCore

/// Which animation a change asks for: `withTransaction`/`withAnimation` make their transaction current while their
/// body runs, and a state change made in it marks the graph's next update with its animation (on a backend that
/// draws animations); `Binding.animation`, `animation(_:value:)` and `transaction(_:)` feed the same mark.
@MainActor
@Suite struct TransactionAnimationTests {
    @Observable final class Model {
        var flag = false
        var count = 0
        var other = 0
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                Text(model.flag ? "on" : "off")
                Text("\(model.count)")
            }
        }
    }

    /// A graph of `view` on a platform that draws animations (as the browser's) or not (as a terminal's), settled.
    private func graph(_ view: some View, drawsAnimations: Bool = true) -> ViewGraph {
        var platform = Platform.points
        platform.drawsAnimations = drawsAnimations
        let graph = headlessGraph(view, platform: platform, settledAt: ProposedViewSize(width: 300, height: 300))
        _ = graph.takeFrameAnimation()
        return graph
    }

    /// The animation of the frame after the change `change` made.
    private func frameAnimation(of graph: ViewGraph, after change: () -> Void) -> Animation? {
        change()
        graph.settle(proposal: ProposedViewSize(width: 300, height: 300))
        return graph.takeFrameAnimation()
    }

    @Test func withAnimationIsTheCurrentTransactionWhileItsBodyRuns() {
        #expect(TransactionScope.current == nil)
        withAnimation(.easeIn) {
            #expect(TransactionScope.current?.transaction.animation == .easeIn)
            // A nested transaction is current inside, the outer one again after it.
            withTransaction(Transaction()) {
                #expect(TransactionScope.current?.transaction.animation == nil)
            }
            withAnimation(.linear) {
                #expect(TransactionScope.current?.transaction.animation == .linear)
            }
            #expect(TransactionScope.current?.transaction.animation == .easeIn)
        }
        #expect(TransactionScope.current == nil)
    }

    struct Failure: Error {}

    @Test func aBodyThatThrowsRestoresTheOuterTransaction() {
        withAnimation(.easeOut) {
            #expect(throws: Failure.self) {
                try withAnimation(.linear) { throw Failure() }
            }
            #expect(TransactionScope.current?.transaction.animation == .easeOut)
        }
        #expect(TransactionScope.current == nil)
    }

    @Test func aChangeInWithAnimationMarksTheNextFrame() {
        let model = Model()
        let graph = graph(Screen(model: model))
        #expect(frameAnimation(of: graph) { withAnimation(.easeInOut) { model.flag = true } } == .easeInOut)
        // The mark is taken once: the next frame, from a plain change, has none.
        #expect(frameAnimation(of: graph) { model.count = 1 } == nil)
        // `withAnimation()` asks for the default animation.
        #expect(frameAnimation(of: graph) { withAnimation { model.flag = false } } == .default)
        // A write that changes nothing invalidates nothing, and marks nothing.
        #expect(frameAnimation(of: graph) { withAnimation(.linear) { model.flag = false } } == nil)
    }

    @Test func disabledAnimationsAndNilMarkNothing() {
        let model = Model()
        let graph = graph(Screen(model: model))
        var transaction = Transaction(animation: .easeIn)
        transaction.disablesAnimations = true
        #expect(frameAnimation(of: graph) { withTransaction(transaction) { model.flag = true } } == nil)
        #expect(frameAnimation(of: graph) { withAnimation(nil) { model.flag = false } } == nil)
        // An inner transaction without an animation replaces the outer one's.
        #expect(frameAnimation(of: graph) { withAnimation { withTransaction(Transaction()) { model.count = 3 } } } == nil)
    }

    @Test func aGraphThatDrawsNoAnimationsKeepsNone() {
        let model = Model()
        let graph = graph(Screen(model: model), drawsAnimations: false)
        #expect(frameAnimation(of: graph) { withAnimation(.easeInOut) { model.flag = true } } == nil)
    }

    @Test func aBindingWithAnAnimationWritesInItsTransaction() {
        let model = Model()
        let graph = graph(Screen(model: model))
        let binding = Binding(get: { model.flag }, set: { model.flag = $0 })
        #expect(frameAnimation(of: graph) { binding.animation(.snappy).wrappedValue = true } == .snappy)
        #expect(frameAnimation(of: graph) { binding.wrappedValue = false } == nil)
        #expect(frameAnimation(of: graph) { binding.transaction(Transaction(animation: .bouncy)).wrappedValue = true } == .bouncy)
        #expect(TransactionScope.current == nil)
    }

    struct ValueAnimated: View {
        let model: Model
        let animation: Animation?
        var body: some View {
            VStack {
                Text("\(model.count)").animation(animation, value: model.count)
                Text("\(model.other)")
            }
        }
    }

    @Test func animationValueAnimatesTheUpdatesWhereItsValueChanged() {
        let model = Model()
        let graph = graph(ValueAnimated(model: model, animation: .easeOut))
        #expect(frameAnimation(of: graph) { model.count = 1 } == .easeOut)
        // Another change re-evaluates the modifier with the same value: nothing animates.
        #expect(frameAnimation(of: graph) { model.other = 1 } == nil)
        #expect(frameAnimation(of: graph) { model.count = 2 } == .easeOut)

        let none = Model()
        let plain = self.graph(ValueAnimated(model: none, animation: nil))
        #expect(frameAnimation(of: plain) { none.count = 1 } == nil)
    }

    @Test func theFirstFrameOfAnAnimationValueAnimatesNothing() {
        let model = Model()
        var environment = EnvironmentValues()
        var platform = Platform.points
        platform.drawsAnimations = true
        environment.platform = platform
        let graph = ViewGraph(root: ValueAnimated(model: model, animation: .easeOut), environment: environment)
        graph.settle(proposal: ProposedViewSize(width: 300, height: 300))
        #expect(graph.takeFrameAnimation() == nil)
    }

    struct TransactionChanged: View {
        let model: Model
        var body: some View {
            Text("\(model.count)").transaction(value: model.count) { $0.animation = .smooth }
        }
    }

    @Test func aTransactionModifierChangesTheFramesAnimation() {
        let model = Model()
        let graph = graph(TransactionChanged(model: model))
        #expect(frameAnimation(of: graph) { model.count = 1 } == .smooth)
        // It changes the transaction of the change made in `withAnimation` too.
        #expect(frameAnimation(of: graph) { withAnimation(.linear) { model.count = 2 } } == .smooth)
    }

    @Test func completionsRunAtOnceWhereNothingPlays() {
        let model = Model()
        let terminal = graph(Screen(model: model), drawsAnimations: false)
        var done = false
        withAnimation(.linear(duration: 5), { model.flag = true }, completion: { done = true })
        #expect(done)
        _ = terminal
        // A change that reaches no graph plays nothing either.
        var alone = false
        withAnimation(.linear(duration: 5), { }, completion: { alone = true })
        #expect(alone)
    }

    @Test func completionsWaitForTheAnimationWhereItPlays() async throws {
        let model = Model()
        let graph = graph(Screen(model: model))
        var done = false
        withAnimation(.linear(duration: 0.05), { model.flag = true }, completion: { done = true })
        #expect(!done)
        for _ in 0..<200 where !done { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(done)
        _ = graph
    }
}
