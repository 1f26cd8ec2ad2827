import Foundation

extension Font {
    /// Adjusts the font to enable all small capitals (accepted; a terminal has one face).
    public func smallCaps() -> Font { self }
    /// Adjusts the font to enable lowercase small capitals (accepted; a terminal has one face).
    public func lowercaseSmallCaps() -> Font { self }
    /// Adjusts the font to enable uppercase small capitals (accepted; a terminal has one face).
    public func uppercaseSmallCaps() -> Font { self }
}
