import Foundation
import Testing
import Kumiko
import KumikoTestSupport

// Helpers shared by the view graph tests: body-evaluation counters, a place where views hand the test
// bindings to their own state, and a renderer wrapper that keeps one graph alive across renders.

/// Counts body evaluations per view name. Each test owns one; views increment it inside `body`.
@MainActor
final class BodyCounts {
    private(set) var counts: [String: Int] = [:]

    /// Records one evaluation of the body of the view named `name`.
    func hit(_ name: String) { counts[name, default: 0] += 1 }

    /// The evaluations of `name` since the last reset.
    subscript(name: String) -> Int { counts[name] ?? 0 }

    /// Forgets all counts.
    func reset() { counts = [:] }
}

/// Where views publish bindings to their own `@State` (from `onAppear`), so a test can write to it the way a
/// button tap would.
@MainActor
final class Handles<Value> {
    var bindings: [String: Binding<Value>] = [:]

    subscript(name: String) -> Binding<Value>? {
        get { bindings[name] }
        set { bindings[name] = newValue }
    }

    /// Writes `value` through the binding published under `name`; fails the test if there is none.
    func set(_ name: String, _ value: Value) {
        guard let binding = bindings[name] else {
            Issue.record("no binding published under \(name)")
            return
        }
        binding.wrappedValue = value
    }
}

/// Collects events in order (appearances, changes, task runs).
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
    func clear() { events = [] }
}

/// Renders one view repeatedly through the same graph: each `render()` updates only what was invalidated
/// since the previous one, unless `content` was reassigned.
@MainActor
final class Harness<Content: View> {
    let renderer: ImageRenderer<Content>

    init(_ content: Content, width: CGFloat? = nil, height: CGFloat? = nil) {
        renderer = ImageRenderer(content: content)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
    }

    /// Replaces the root view (as a parent re-evaluating with new data would).
    var content: Content {
        get { renderer.content }
        set { renderer.content = newValue }
    }

    /// Renders and returns the plain text ("<no image>" when the view has no size).
    @discardableResult
    func render() -> String {
        renderer.terminalImage?.plainText ?? "<no image>"
    }

    /// Body evaluations counted by the graph so far.
    var evaluations: Int { renderer.viewGraph?.evaluationCount ?? 0 }
}

/// A row with its own `@State` counter that publishes a binding to it when it appears.
struct CounterRow: View {
    let id: String
    let handles: Handles<Int>
    var log: EventLog? = nil
    @State private var count = 0

    var body: some View {
        Text("\(id)=\(count)")
            .onAppear {
                handles[id] = $count
                log?.record("appear \(id)")
            }
            .onDisappear { log?.record("disappear \(id)") }
    }
}

/// Runs `body` with diagnostics captured; returns what was reported.
@MainActor
func capturingDiagnostics(_ body: () -> Void) -> [String] {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var messages: [String] = []
    }
    let box = Box()
    Diagnostics.setHandler { message in
        box.lock.lock()
        box.messages.append(message)
        box.lock.unlock()
    }
    body()
    Diagnostics.setHandler(nil)
    box.lock.lock()
    defer { box.lock.unlock() }
    return box.messages
}

/// The view graph tests: identity and state, invalidation, observation, the view builder, lifecycle
/// callbacks, bad input and dynamic properties (one nested suite per file, so `--filter Graph` runs them all).
@Suite enum GraphTests {}
