import Testing
@testable import KumikoCore

/// The row length index against a plain array of lengths (DESIGN.md §3.3): offsets, rows at offsets and
/// estimates, across page boundaries of its storage.
@Suite struct RowHeightIndexTests {
    /// Lengths kept the slow way: nil for rows not measured.
    private struct Reference {
        var lengths: [Double?]
        var estimate: Double

        func offset(of row: Int) -> Double {
            lengths.prefix(min(max(row, 0), lengths.count)).reduce(0) { $0 + ($1 ?? estimate) }
        }

        func row(at offset: Double) -> Int {
            guard !lengths.isEmpty, offset > 0 else { return 0 }
            var sum = 0.0
            for (row, length) in lengths.enumerated() {
                sum += length ?? estimate
                if sum > offset { return row }
            }
            return lengths.count - 1
        }
    }

    /// A deterministic generator, so that a failure can be replayed.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func unmeasuredRowsUseTheEstimate() {
        let index = RowHeightIndex(count: 1_000_000, estimate: 16)
        #expect(index.total == 16_000_000)
        #expect(index.offset(of: 500_000) == 8_000_000)
        #expect(index.row(at: 8_000_000) == 500_000)
        #expect(index.row(at: 8_000_015) == 500_000)
        #expect(index.row(at: .greatestFiniteMagnitude) == 999_999)
        #expect(index.row(at: -5) == 0)
        #expect(!index.isMeasured(3))
    }

    @Test func measuredRowsMoveLaterOffsetsAndSurviveANewEstimate() {
        var index = RowHeightIndex(count: 10_000, estimate: 16)
        index.setLength(32, of: 0)
        index.setLength(48, of: 5_000)
        #expect(index.offset(of: 1) == 32)
        #expect(index.offset(of: 5_001) == 16 * 5_000 + 16 + 48)
        index.setEstimate(10)
        #expect(index.offset(of: 5_001) == 32 + 10 * 4_999 + 48)
        #expect(index.length(of: 5_000) == 48)
        #expect(index.length(of: 4_999) == 10)
        index.setLength(8, of: 5_000)
        #expect(index.offset(of: 5_001) == 32 + 10 * 4_999 + 8)
        #expect(index.isMeasured(5_000))
    }

    /// Rows alike (measured at the estimate) take one bit each, not a place in the trees, and keep their
    /// length when the estimate changes.
    @Test func rowsMeasuredAtTheEstimateAreNotStored() {
        var index = RowHeightIndex(count: 100_000, estimate: 16)
        for row in 0..<100_000 { index.setLength(16, of: row) }
        #expect(index.storedRowCount == 0)
        #expect(index.isMeasured(99_999))
        #expect(index.offset(of: 50_000) == 800_000)
        index.setLength(20, of: 10)
        #expect(index.storedRowCount == 1)
        #expect(index.offset(of: 50_000) == 800_004)
        index.setLength(16, of: 10)
        #expect(index.storedRowCount == 0)
        #expect(index.offset(of: 50_000) == 800_000)
        index.setEstimate(10)
        #expect(index.storedRowCount == 100_000)
        #expect(index.offset(of: 50_000) == 800_000)
        #expect(index.length(of: 7) == 16)
        index.setLength(10, of: 7)
        #expect(index.storedRowCount == 99_999)
        #expect(index.offset(of: 50_000) == 799_994)
    }

    @Test func emptyIndex() {
        let index = RowHeightIndex(count: 0, estimate: 16)
        #expect(index.total == 0)
        #expect(index.row(at: 100) == 0)
    }

    @Test func matchesAPlainArrayOfLengths() {
        var generator = Generator(state: 7)
        for count in [1, 2, 3, 7, 100, 4_095, 4_096, 4_097, 10_000] {
            var index = RowHeightIndex(count: count, estimate: 16)
            var reference = Reference(lengths: Array(repeating: nil, count: count), estimate: 16)
            for step in 0..<300 {
                switch step % 5 {
                case 0, 1, 2:
                    let row = Int.random(in: 0..<count, using: &generator)
                    let length = Double(Int.random(in: 0...48, using: &generator))
                    index.setLength(length, of: row)
                    reference.lengths[row] = length
                case 3:
                    let estimate = Double(Int.random(in: 1...40, using: &generator))
                    index.setEstimate(estimate)
                    reference.estimate = estimate
                default:
                    let row = Int.random(in: -2...(count + 2), using: &generator)
                    #expect(index.offset(of: row) == reference.offset(of: row))
                    let offset = Double.random(in: -5...(reference.offset(of: count) + 50), using: &generator)
                    #expect(index.row(at: offset) == reference.row(at: offset))
                }
            }
            #expect(index.total == reference.offset(of: count))
        }
    }
}
