import Foundation
import Testing
import KumikoCore
@testable import KumikoTerminal

/// A frame's rows compared with the frame before (`CellBuffer.rowEquals`, which decides what the encoder writes):
/// the same bytes first, then cell by cell, so cells that are equal in other bytes are still equal and a change
/// anywhere in a row is found.
@Suite struct CellBufferRowTests {
    /// A 4 × 2 buffer with "ab" on its first row.
    private func buffer() -> CellBuffer {
        var buffer = CellBuffer(columns: 4, rows: 2)
        buffer.put("a", width: 1, column: 0, row: 0, foreground: nil, style: [])
        buffer.put("b", width: 1, column: 1, row: 0, foreground: nil, style: [])
        return buffer
    }

    @Test func rowsDrawnAlikeAreEqual() {
        #expect(buffer().rowEquals(buffer(), row: 0))
        #expect(buffer().rowEquals(buffer(), row: 1))
    }

    @Test func aCellChangedAnywhereInTheRowMakesItDiffer() {
        for column in 0..<4 {
            var changed = buffer()
            changed.put("x", width: 1, column: column, row: 0, foreground: nil, style: [])
            #expect(!buffer().rowEquals(changed, row: 0))
            #expect(buffer().rowEquals(changed, row: 1))
        }
        var styled = buffer()
        styled.put("b", width: 1, column: 1, row: 0, foreground: nil, style: .bold)
        #expect(!buffer().rowEquals(styled, row: 0))
    }

    @Test func equalCellsInOtherBytesAreEqual() {
        // Zero and negative zero are equal colours in different bits.
        var zero = buffer(), negativeZero = buffer()
        zero.paint(column: 2, row: 0, background: ResolvedColor(red: 0, green: 0.5, blue: 1))
        negativeZero.paint(column: 2, row: 0, background: ResolvedColor(red: -0.0, green: 0.5, blue: 1))
        #expect(zero.rowEquals(negativeZero, row: 0))
        var other = buffer()
        other.paint(column: 2, row: 0, background: ResolvedColor(red: 0.1, green: 0.5, blue: 1))
        #expect(!zero.rowEquals(other, row: 0))
    }

    @Test func aBufferOfAnotherWidthOrARowOutsideIsNeverEqual() {
        #expect(!buffer().rowEquals(CellBuffer(columns: 5, rows: 2), row: 0))
        #expect(!buffer().rowEquals(buffer(), row: 2))
        #expect(!buffer().rowEquals(buffer(), row: -1))
        #expect(CellBuffer(columns: 0, rows: 0).rowEquals(CellBuffer(columns: 0, rows: 0), row: 0) == false)
    }
}
