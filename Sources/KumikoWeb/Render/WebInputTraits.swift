import KumikoCore

/// A field's keyboard traits (``TextInput``) as the attributes of the page's `<input>`: `inputmode` for the
/// on-screen keyboard, `autocomplete` for autofill (HTML's autofill field names), `spellcheck` (and Safari's
/// `autocorrect`) for autocorrection, `autocapitalize`. Nil where the trait is not set: the browser's default.
enum WebInputTraits {
    /// `inputmode` for a keyboard type (HTML: none, text, decimal, numeric, tel, search, email, url).
    static func inputMode(_ type: UIKeyboardType?) -> String? {
        switch type {
        case .numberPad?, .asciiCapableNumberPad?: "numeric"
        case .decimalPad?: "decimal"
        case .phonePad?, .namePhonePad?: "tel"
        case .emailAddress?: "email"
        case .URL?: "url"
        case .webSearch?: "search"
        case .default?, .asciiCapable?, .numbersAndPunctuation?, .twitter?, nil: nil
        }
    }

    /// HTML's autofill field name for a content type.
    static func autocomplete(_ type: UITextContentType?) -> String? {
        guard let type else { return nil }
        return names[type]
    }

    private static let names: [UITextContentType: String] = [
        .name: "name", .namePrefix: "honorific-prefix", .givenName: "given-name", .middleName: "additional-name",
        .familyName: "family-name", .nameSuffix: "honorific-suffix", .nickname: "nickname", .jobTitle: "organization-title",
        .organizationName: "organization", .fullStreetAddress: "street-address", .streetAddressLine1: "address-line1",
        .streetAddressLine2: "address-line2", .addressCity: "address-level2", .addressState: "address-level1",
        .countryName: "country-name", .postalCode: "postal-code", .telephoneNumber: "tel", .emailAddress: "email",
        .URL: "url", .creditCardNumber: "cc-number", .username: "username", .password: "current-password",
        .newPassword: "new-password", .oneTimeCode: "one-time-code",
    ]

    /// `autocapitalize` (HTML: none, sentences, words, characters).
    static func autocapitalize(_ value: TextInputAutocapitalization?) -> String? {
        switch value {
        case .never?: "none"
        case .words?: "words"
        case .sentences?: "sentences"
        case .characters?: "characters"
        default: nil
        }
    }

    /// Writes the traits that are set.
    static func describe(_ input: TextInput, into json: inout JSONText) {
        if let mode = inputMode(input.keyboardType) { json.key("im"); json.string(mode) }
        if let name = autocomplete(input.contentType) { json.key("ac"); json.string(name) }
        if let disabled = input.autocorrectionDisabled { json.key("sc"); json.number(disabled ? 0 : 1) }
        if let capitalization = autocapitalize(input.autocapitalization) { json.key("cap"); json.string(capitalization) }
    }
}
