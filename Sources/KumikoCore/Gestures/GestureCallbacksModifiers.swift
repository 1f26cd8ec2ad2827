import Foundation

/// A gesture that runs an action when its base gesture ends successfully (``Gesture/onEnded(_:)``).
public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: (Content.Value) -> Void

    /// The type representing the gesture's value.
    public typealias Value = Content.Value

    /// Primitive: never evaluated.
    public var body: Never { fatalError("_EndedGesture is a primitive gesture") }
}

/// A gesture that runs an action each time its base gesture's value changes (``Gesture/onChanged(_:)``).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    /// The type representing the gesture's value.
    public typealias Value = Content.Value

    /// Primitive: never evaluated.
    public var body: Never { fatalError("_ChangedGesture is a primitive gesture") }
}

/// A gesture whose values are its base gesture's, transformed (``Gesture/map(_:)``).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    /// Primitive: never evaluated.
    public var body: Never { fatalError("_MapGesture is a primitive gesture") }
}

/// A gesture that is recognised only while some modifier keys are held (``Gesture/modifiers(_:)``).
public struct _ModifiersGesture<Content: Gesture>: Gesture {
    let content: Content
    let modifiers: EventModifiers

    /// The type representing the gesture's value.
    public typealias Value = Content.Value

    /// Primitive: never evaluated.
    public var body: Never { fatalError("_ModifiersGesture is a primitive gesture") }
}

/// A gesture that updates the state provided by a gesture's updating callback, as SwiftUI's
/// `GestureStateGesture` (``Gesture/updating(_:body:)``).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Base.Value
    /// Primitive: its `body` is the updating callback, not a gesture.
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of the gesture, and
    /// a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    ///
    /// - Parameters:
    ///   - base: The originating gesture.
    ///   - state: The wrapped value of a ``GestureState`` property.
    ///   - body: The callback that SwiftUI invokes as the gesture's value changes.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

/// A type-erased gesture, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture {
    private let make: @MainActor (GestureCallbacks<Value>, GestureContext) -> GestureRecognizer

    /// Creates an instance from another gesture.
    ///
    /// - Parameter gesture: A gesture that you use to create a new gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { callbacks, context in KumikoCore.makeRecognizer(for: gesture, callbacks, in: context) }
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("AnyGesture is a primitive gesture") }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    ///
    /// The action is only performed if the gesture ends successfully. Use a ``GestureState`` property to track
    /// state that is reset regardless of how the gesture ends.
    ///
    /// - Parameter action: The action to perform when this gesture ends. Its parameter contains the final value
    ///   of the gesture.
    /// - Returns: A gesture that triggers `action` when the gesture ends.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Adds an action to perform when the gesture's value changes.
    ///
    /// - Parameter action: The action to perform when this gesture's value changes, with the new value.
    /// - Returns: A gesture that triggers `action` when this gesture's value changes.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> where Self.Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    ///
    /// - Parameter body: The transformation of this gesture's values.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// - Parameters:
    ///   - state: A binding to a view's ``GestureState`` property.
    ///   - body: The callback invoked as the gesture's value changes: the value, the state to update, and the
    ///     transaction of the change.
    /// - Returns: A version of the gesture that updates the provided `state` as the originating gesture's value
    ///   changes and that resets the `state` to its initial value when the user or the system ends or cancels
    ///   the gesture.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Returns a version of this gesture that is recognised only while the given modifier keys are held (as
    /// far as a terminal reports them: Shift, Option, Control).
    ///
    /// - Parameter modifiers: The keys that must be held.
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(content: self, modifiers: modifiers)
    }
}

extension _EndedGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        var inner = callbacks
        let action = self.action, ended = callbacks.ended
        inner.ended = { value in
            action(value)
            ended(value)
        }
        return KumikoCore.makeRecognizer(for: content, inner, in: context)
    }
}

extension _ChangedGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        var inner = callbacks
        let action = self.action, changed = callbacks.changed
        var last: Value?
        inner.changed = { value in
            guard value != last else { return }
            last = value
            action(value)
            changed(value)
        }
        return KumikoCore.makeRecognizer(for: content, inner, in: context)
    }
}

extension _MapGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        let transform = self.transform
        return KumikoCore.makeRecognizer(for: content, callbacks.mapped { transform($0) }, in: context)
    }
}

extension _ModifiersGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        ModifierKeysRecognizer(modifiers: modifiers, base: KumikoCore.makeRecognizer(for: content, callbacks, in: context))
    }
}

/// Passes events to its base only while the required modifier keys are held when the button goes down.
final class ModifierKeysRecognizer: GestureRecognizer {
    private let modifiers: EventModifiers
    private let base: GestureRecognizer

    init(modifiers: EventModifiers, base: GestureRecognizer) {
        self.modifiers = modifiers
        self.base = base
    }

    override func handle(_ event: PointerEvent) {
        if event.phase == .began, !event.modifiers.isSuperset(of: modifiers) {
            base.cancel()
        } else {
            base.handle(event)
        }
        state = base.state
    }

    override func cancel() {
        base.cancel()
        state = base.state
    }

    /// A key carries no modifiers: only a gesture that needs none is performed by it.
    override var keyActivation: GestureKeyActivation { modifiers.isEmpty ? base.keyActivation : .none }

    override func activate(_ activation: GestureKeyActivation, at location: CGPoint) -> Bool {
        guard modifiers.isEmpty else { return false }
        defer { state = base.state }
        return base.activate(activation, at: location)
    }
}

extension GestureStateGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        var inner = callbacks
        let state = self.state, update = self.body, changed = callbacks.changed, finished = callbacks.finished
        inner.changed = { value in
            var current = state.current
            var transaction = Transaction()
            update(value, &current, &transaction)
            state.set(current)
            changed(value)
        }
        inner.finished = {
            state.resetToInitialValue()
            finished()
        }
        return KumikoCore.makeRecognizer(for: base, inner, in: context)
    }
}

extension AnyGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        make(callbacks, context)
    }
}
