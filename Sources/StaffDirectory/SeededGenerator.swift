/// A pseudo-random sequence that depends only on its seed (SplitMix64), so that the generated directory is
/// the same on every run and every machine. It does not use the standard library's `random(in:using:)`, whose
/// algorithm may change between toolchains.
struct SeededGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var bits = state
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return bits ^ (bits >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0), by multiplying rather than dividing (Lemire's method, whose bias
    /// at these bounds is far below anything a directory could show).
    mutating func index(below bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// An element of a non-empty array.
    mutating func element<Element>(of array: [Element]) -> Element {
        array[index(below: array.count)]
    }
}
