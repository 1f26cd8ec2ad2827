import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for each of its
/// states, as SwiftUI's `Gesture`.
///
/// Create custom gestures by declaring types whose `body` is made of other gestures. On a terminal the
/// pointer is the mouse: a click is a tap, holding the button is a long press, moving with the button held is
/// a drag; a view with a tap (or, lacking one, a long press) also takes the keyboard focus and Return or Space
/// performs it. Gestures a terminal cannot make (magnification, rotation) never end, with one diagnostic.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Body { get }
}

/// `Never` is the body type of the primitive gestures.
extension Never: Gesture {
    /// A gesture that never produces a value.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A gesture that recognises events itself has no body (never evaluated).
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// Internal: a gesture that recognises events itself (every built-in gesture), rather than through a `body`.
@MainActor
protocol PrimitiveGesture: Gesture {
    /// A recogniser for one press-to-release of the pointer (or one key activation), reporting to `callbacks`.
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer
}

/// A recogniser for any gesture: its own, for a built-in one, or its body's, for a custom one (values that are
/// not the gesture's `Value` are dropped with a diagnostic).
@MainActor
func makeRecognizer<G: Gesture>(for gesture: G, _ callbacks: GestureCallbacks<G.Value>, in context: GestureContext) -> GestureRecognizer {
    if let primitive = gesture as? any PrimitiveGesture {
        func open<P: PrimitiveGesture>(_ primitive: P) -> GestureRecognizer {
            primitive.makeRecognizer(callbacks as! GestureCallbacks<P.Value>, in: context)
        }
        return open(primitive)
    }
    guard G.Body.self != Never.self else {
        Diagnostics.warnOnce("Gesture.noBody.\(G.self)", "The gesture \(G.self) has no body; it never ends.")
        return GestureRecognizer()
    }
    return makeRecognizer(for: gesture.body, callbacks.mapped { value in
        guard let value = value as? G.Value else {
            Diagnostics.warnOnce("Gesture.value.\(G.self)", "The body of \(G.self) produces \(G.Body.Value.self), not \(G.Value.self); its values are dropped.")
            return nil
        }
        return value
    }, in: context)
}
