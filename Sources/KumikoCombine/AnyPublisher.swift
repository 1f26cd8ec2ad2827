/// A publisher that performs type erasure by wrapping another publisher.
///
/// Use `AnyPublisher` to wrap a publisher whose type has details you don't want to expose across API
/// boundaries; `eraseToAnyPublisher()` makes one.
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void
    private let name: String

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        subscribeBody = { publisher.subscribe($0) }
        name = String(describing: P.self)
    }

    /// A textual representation of this instance.
    public var description: String { "AnyPublisher" }

    /// A custom playground description for this instance.
    public var playgroundDescription: Any { description }

    /// The wrapped publisher's type, for diagnostics.
    var wrappedTypeName: String { name }
}

extension AnyPublisher: Publisher {
    /// Attaches the subscriber to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
