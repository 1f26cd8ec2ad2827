/// A unique identifier for identifying publisher streams.
///
/// Two identifiers made from the same object are equal; one made with `init()` is unique.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64

    /// Creates a unique identifier.
    public init() {
        rawValue = CombineIdentifier.counter.next()
    }

    /// Creates an identifier for an object, equal for the same object while it lives.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    /// The identifier's text: `0x` followed by its value in hexadecimal.
    public var description: String { "0x" + String(rawValue, radix: 16) }

    /// Identifiers made by `init()` count down from the top of the range, far from object addresses.
    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private let lock = Lock()
        private var value = UInt64.max
        func next() -> UInt64 {
            lock.withLock {
                value -= 1
                return value
            }
        }
    }
}

/// A protocol for uniquely identifying publisher streams.
///
/// Subscribers and subscriptions that are classes get an identifier from their object for free.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identifier.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
