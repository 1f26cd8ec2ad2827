extension Publishers {
    /// A publisher that decodes elements received from an upstream publisher, using a given decoder.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher where Upstream.Output == Coder.Input {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        private let decoder: Coder

        /// Creates a publisher that decodes elements received from an upstream publisher, using a given
        /// decoder.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        /// Attaches the subscriber; an element that does not decode ends the stream with the decoding error.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            let decoder = self.decoder
            upstream.subscribeTransforming(subscriber, name: "Decode", mapFailure: { $0 }) { value in
                do { return .send(try decoder.decode(Output.self, from: value)) } catch { return .fail(error) }
            }
        }
    }

    /// A publisher that encodes elements received from an upstream publisher, using a given encoder.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        /// The kind of values published by this publisher.
        public typealias Output = Coder.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        private let encoder: Coder

        /// Creates a publisher that encodes elements received from an upstream publisher, using the given
        /// encoder.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        /// Attaches the subscriber; an element that does not encode ends the stream with the encoding error.
        public func receive<S: Subscriber>(subscriber: S) where Coder.Output == S.Input, S.Failure == Error {
            let encoder = self.encoder
            upstream.subscribeTransforming(subscriber, name: "Encode", mapFailure: { $0 }) { value in
                do { return .send(try encoder.encode(value)) } catch { return .fail(error) }
            }
        }
    }
}

extension Publisher {
    /// Decodes the output from the upstream using a specified decoder.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publisher where Output: Encodable {
    /// Encodes the output from upstream using a specified encoder.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
