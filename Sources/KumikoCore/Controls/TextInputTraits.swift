// The on-screen keyboard's traits that iOS apps set on text fields (capitalization, autocorrection, keyboard
// type, content type, the Return key's label). A terminal has a hardware keyboard and no suggestions: there they
// have no effect. The environment carries them (`TextInputTraits`) to the fields a backend edits natively
// (`TextInput`: the browser's input modes, autofill, spell checking and capitalization).

/// How the keyboard capitalizes typed text, as SwiftUI's `TextInputAutocapitalization` (no effect in a
/// terminal).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// Capitalizes nothing.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Capitalizes the first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Capitalizes the first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Capitalizes every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The kind of on-screen keyboard a text field asks for, as UIKit's `UIKeyboardType` (no effect in a
/// terminal).
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A phone keypad that also types names.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts: `@` and `#` at hand.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad

    /// The alphabet keyboard (``asciiCapable``).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// What a text field holds, for autofill, as UIKit's `UITextContentType` (no effect in a terminal).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = UITextContentType("name")
    /// A name prefix ("Dr.").
    public static let namePrefix = UITextContentType("namePrefix")
    /// A given name.
    public static let givenName = UITextContentType("givenName")
    /// A middle name.
    public static let middleName = UITextContentType("middleName")
    /// A family name.
    public static let familyName = UITextContentType("familyName")
    /// A name suffix ("Jr.").
    public static let nameSuffix = UITextContentType("nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A job title.
    public static let jobTitle = UITextContentType("jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType("organizationName")
    /// A location.
    public static let location = UITextContentType("location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType("addressCity")
    /// A state or province.
    public static let addressState = UITextContentType("addressState")
    /// A city and state.
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    /// A sublocality.
    public static let sublocality = UITextContentType("sublocality")
    /// A country.
    public static let countryName = UITextContentType("countryName")
    /// A postal code.
    public static let postalCode = UITextContentType("postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType("emailAddress")
    /// A URL.
    public static let URL = UITextContentType("URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    /// A user name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password.
    public static let newPassword = UITextContentType("newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType("oneTimeCode")
}

/// The label of the on-screen keyboard's Return key, as SwiftUI's `SubmitLabel` (no effect in a terminal,
/// where the key is ⏎).
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The keyboard traits in effect for the text fields in a view, set by the modifiers below; nil: the default.
package struct TextInputTraits: Hashable, Sendable {
    package var keyboardType: UIKeyboardType?
    package var contentType: UITextContentType?
    package var autocorrectionDisabled: Bool?
    package var autocapitalization: TextInputAutocapitalization?
    package init() {}
}

private struct TextInputTraitsKey: EnvironmentKey { static let defaultValue = TextInputTraits() }

extension EnvironmentValues {
    /// The keyboard traits for the text fields inside (`keyboardType(_:)`, `textContentType(_:)`,
    /// `autocorrectionDisabled(_:)`, `textInputAutocapitalization(_:)`).
    package var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }
}

extension View {
    /// Sets how the keyboard capitalizes text typed into fields in this view (no effect in a terminal).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocapitalization = autocapitalization }
    }

    /// Turns autocorrection off (or on) for fields in this view (no effect in a terminal, which has none).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocorrectionDisabled = disable }
    }

    /// Turns autocorrection off (or on) for fields in this view; the older name of `autocorrectionDisabled(_:)`
    /// (no effect in a terminal).
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocorrectionDisabled = disable }
    }

    /// Sets the kind of keyboard for fields in this view (no effect in a terminal).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        transformEnvironment(\.textInputTraits) { $0.keyboardType = type }
    }

    /// Tells autofill what fields in this view hold (no effect in a terminal).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.contentType = textContentType }
    }

    /// Sets the label of the keyboard's Return key for fields in this view (no effect in a terminal).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
