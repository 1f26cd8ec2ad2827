/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// You can use a `Just` publisher to start a chain of publishers. A `Just` publisher is also useful when
/// replacing a value with `catch`. `Just` always produces a value and can't fail with an error.
public struct Just<Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) { self.output = output }

    /// Sends the output once the subscriber requests it, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
        var value: Output? = output
        IteratorSubscription.start(subscriber, name: "Just", next: { defer { value = nil }; return value })
    }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}
