/// A set of accessibility traits that describe how an element behaves, as SwiftUI's `AccessibilityTraits`.
/// Kept with the view (`accessibilityAddTraits(_:)`); a terminal has no screen reader to give them to.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }
    private static func trait(_ index: UInt32) -> AccessibilityTraits { AccessibilityTraits(bits: 1 << index) }

    /// The accessibility element is a button.
    public static let isButton = trait(0)
    /// The accessibility element is a header that divides content into sections, like the title of a
    /// navigation bar.
    public static let isHeader = trait(1)
    /// The accessibility element is currently selected.
    public static let isSelected = trait(2)
    /// The accessibility element is a link.
    public static let isLink = trait(3)
    /// The accessibility element is a search field.
    public static let isSearchField = trait(4)
    /// The accessibility element is an image.
    public static let isImage = trait(5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = trait(6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = trait(7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = trait(8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = trait(9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = trait(10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = trait(11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = trait(12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading the text within
    /// it.
    public static let causesPageTurn = trait(13)
    /// The accessibility element is modal.
    public static let isModal = trait(14)
    /// The accessibility element is a toggle.
    public static let isToggle = trait(15)
    /// The accessibility element is a tab bar.
    public static let isTabBar = trait(16)

    /// Creates an empty set of traits.
    public init() { bits = 0 }

    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// The traits in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    /// Whether the set holds all of `member`'s traits.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// Adds traits; returns whether they were new and the traits now in the set.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    /// Removes traits; returns them if they were in the set.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = intersection(member)
        bits &= ~member.bits
        return removed.bits == 0 ? nil : removed
    }
    /// Adds traits; returns the traits that were there before, if any.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let existing = intersection(newMember)
        bits |= newMember.bits
        return existing.bits == 0 ? nil : existing
    }
    /// Adds the traits of another set.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps only the traits also in another set.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// Defines the behavior for the child elements of the new parent element, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String

    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The structure that defines the kinds of available accessibility actions, as SwiftUI's
/// `AccessibilityActionKind`.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String

    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The value that represents a "magic tap" action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// The value that represents an action that deletes.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// The value that represents an action that shows a menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    private init(name: String) { self.name = name }

    /// Creates a named action.
    ///
    /// - Parameter name: The action's name, as a text.
    @MainActor public init(named name: Text) { self.name = name.plainString }
}
