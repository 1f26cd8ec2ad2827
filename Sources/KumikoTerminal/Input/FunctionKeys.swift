import KumikoCore

/// Keys a terminal reports that SwiftUI has no ``KeyEquivalent`` constant for, as the characters AppKit uses
/// for them (`NSInsertFunctionKey`, `NSF1FunctionKey`…).
enum FunctionKeys {
    /// Insert (U+F727).
    static let insert = KeyEquivalent("\u{F727}")

    /// The function key F`number` for 1…12: U+F704 (F1) to U+F70F (F12).
    static func f(_ number: Int) -> KeyEquivalent {
        KeyEquivalent(Character(Unicode.Scalar(UInt32(0xF703 + number))!))
    }
}
