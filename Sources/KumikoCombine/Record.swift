/// A publisher that allows for recording a series of inputs and a completion, for later playback to each
/// subscriber.
public struct Record<Output, Failure: Error>: Publisher {
    /// The recorded output and completion.
    public let recording: Recording

    /// Creates a publisher to interactively record a series of outputs and a completion.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// Creates a record publisher from an existing recording.
    public init(recording: Recording) { self.recording = recording }

    /// Creates a record publisher to publish the provided records and completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    /// Plays the recording to the subscriber as it requests values, then its completion.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        var iterator = recording.output.makeIterator()
        IteratorSubscription.start(subscriber, name: "Record", next: { iterator.next() }, completion: recording.completion)
    }

    /// A recorded sequence of outputs, followed by a completion value.
    public struct Recording {
        /// The output which will be sent to a `Subscriber`.
        public private(set) var output: [Output]
        /// The completion which will be sent to a `Subscriber`.
        public private(set) var completion: Subscribers.Completion<Failure>
        private var isComplete = false

        /// Creates a new, empty recording (which finishes if nothing else is recorded).
        public init() {
            output = []
            completion = .finished
        }

        /// Creates a recording with the given output and completion.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isComplete = true
        }

        /// Adds an output to the recording (ignored once it has a completion).
        public mutating func receive(_ input: Output) {
            guard !isComplete else { return }
            output.append(input)
        }

        /// Adds a completion event to the recording (only the first counts).
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            guard !isComplete else { return }
            self.completion = completion
            isComplete = true
        }
    }
}
