extension Publishers {
    /// A publisher that prints log messages for all publishing events, optionally prefixed with a given
    /// string.
    ///
    /// Each line reads `prefix: receive value: (1)`, `prefix: request unlimited`, `prefix: receive finished`,
    /// `prefix: receive cancel`…, on standard output or the given stream.
    public struct Print<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// A string with which to prefix all log messages.
        public let prefix: String
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A stream for the log messages (nil: standard output).
        public let stream: TextOutputStream?

        /// Creates a publisher that prints log messages for all publishing events.
        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Attaches the subscriber, logging every event.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let log = PrintLog(prefix: prefix, stream: stream)
            upstream.handleEvents(
                receiveSubscription: { log.write("receive subscription: (\($0))") },
                receiveOutput: { log.write("receive value: (\($0))") },
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: log.write("receive finished")
                    case .failure(let error): log.write("receive error: (\(error))")
                    }
                },
                receiveCancel: { log.write("receive cancel") },
                receiveRequest: { log.write("request \($0)") }
            ).subscribe(subscriber)
        }
    }
}

/// Where `print` writes its lines.
private final class PrintLog: @unchecked Sendable {
    private let lock = Lock()
    private let prefix: String
    private var stream: TextOutputStream?

    init(prefix: String, stream: TextOutputStream?) {
        self.prefix = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    func write(_ line: String) {
        lock.withLock {
            if stream != nil {
                stream!.write(prefix + line + "\n")
            } else {
                Swift.print(prefix + line)
            }
        }
    }
}

extension Publisher {
    /// Prints log messages for all publishing events.
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
