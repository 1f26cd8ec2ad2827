import Foundation

/// A type that defines methods for decoding.
public protocol TopLevelDecoder<Input> {
    /// The type this decoder accepts.
    associatedtype Input

    /// Decodes an instance of the indicated type.
    func decode<T: Decodable>(_ type: T.Type, from: Self.Input) throws -> T
}

/// A type that defines methods for encoding.
public protocol TopLevelEncoder<Output> {
    /// The type this encoder produces.
    associatedtype Output

    /// Encodes an instance of the indicated type.
    func encode<T: Encodable>(_ value: T) throws -> Self.Output
}

extension JSONDecoder: TopLevelDecoder {
    /// JSON decoders decode data.
    public typealias Input = Data
}

extension JSONEncoder: TopLevelEncoder {
    /// JSON encoders produce data.
    public typealias Output = Data
}

extension PropertyListDecoder: TopLevelDecoder {
    /// Property list decoders decode data.
    public typealias Input = Data
}

extension PropertyListEncoder: TopLevelEncoder {
    /// Property list encoders produce data.
    public typealias Output = Data
}
