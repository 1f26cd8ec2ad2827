extension Publishers {
    /// A publisher that produces tuples of the n-th elements of two publishers.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = (A.Output, B.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to combine.
        public let a: A
        /// Another publisher to combine.
        public let b: B

        /// Creates a publisher that produces tuples of the n-th elements of two publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches the subscriber to the tuples of n-th elements.
        public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
            Combining.zip([Combining.erase(a), Combining.erase(b)], into: subscriber) { ($0[0] as! A.Output, $0[1] as! B.Output) }
        }
    }

    /// A publisher that produces tuples of the n-th elements of three publishers.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to combine.
        public let a: A
        /// A second publisher to combine.
        public let b: B
        /// A third publisher to combine.
        public let c: C

        /// Creates the publisher.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches the subscriber to the tuples of n-th elements.
        public func receive<S: Subscriber>(subscriber: S) where C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
            Combining.zip([Combining.erase(a), Combining.erase(b), Combining.erase(c)], into: subscriber) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
        }
    }

    /// A publisher that produces tuples of the n-th elements of four publishers.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to combine.
        public let a: A
        /// A second publisher to combine.
        public let b: B
        /// A third publisher to combine.
        public let c: C
        /// A fourth publisher to combine.
        public let d: D

        /// Creates the publisher.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches the subscriber to the tuples of n-th elements.
        public func receive<S: Subscriber>(subscriber: S) where D.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output) {
            Combining.zip([Combining.erase(a), Combining.erase(b), Combining.erase(c), Combining.erase(d)], into: subscriber) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
        }
    }
}

extension Publisher {
    /// Combines elements from another publisher and delivers a tuple with the n-th element of each, once all have
    /// produced an n-th element.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
        Publishers.Zip(self, other)
    }

    /// Combines elements from another publisher and calls a closure with the n-th element of each, once all have
    /// produced an n-th element.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Combines elements from two other publishers and delivers a tuple with the n-th element of each, once all have
    /// produced an n-th element.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.Zip3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Combines elements from two other publishers and calls a closure with the n-th element of each, once all have
    /// produced an n-th element.
    public func zip<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                             _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }

    /// Combines elements from three other publishers and delivers a tuple with the n-th element of each, once all have
    /// produced an n-th element.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.Zip4<Self, P, Q, R> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// Combines elements from three other publishers and calls a closure with the n-th element of each, once all have
    /// produced an n-th element.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
