/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// Use `makeConnectable()` to create one from a publisher that fails with `Never`, or `multicast` to share
/// one upstream among subscribers attached before `connect()`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance with which to
    /// cancel publishing.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher: it connects
    /// when the first subscriber attaches and disconnects when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
