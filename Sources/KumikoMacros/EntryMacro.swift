import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@Entry`, SwiftUI's shorthand for a custom environment, transaction, focused or container value:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
/// }
/// ```
///
/// gains a private key type `__Key_accent` whose default is the initial value, and accessors that read and
/// write `self[__Key_accent.self]`. The key protocol follows the extended type (`EnvironmentKey` for
/// `EnvironmentValues`, `TransactionKey` for `Transaction`, `FocusedValueKey` for `FocusedValues`).
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = declaration.as(VariableDeclSyntax.self)?.entryBinding?.name else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.entryBinding else {
            throw MacroExpansionErrorMessage("@Entry applies to a `var` with a name, a type or an initial value.")
        }
        let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
            .extendedType.trimmedDescription ?? "EnvironmentValues"
        let keyProtocol: String
        switch extended.split(separator: ".").last.map(String.init) ?? extended {
        case "Transaction": keyProtocol = "KumikoCore.TransactionKey"
        case "FocusedValues": keyProtocol = "KumikoCore.FocusedValueKey"
        default: keyProtocol = "KumikoCore.EnvironmentKey"
        }
        let isFocused = keyProtocol.hasSuffix("FocusedValueKey")
        let valueDecl: String
        if isFocused {
            // A focused value has no default: it is nil when nothing focused publishes it.
            let type = binding.type.map { $0.trimmedDescription.trimmingOptional } ?? "Never"
            valueDecl = "typealias Value = \(type)"
        } else if let type = binding.type {
            let initial = binding.initial ?? (type.trimmedDescription.hasSuffix("?") ? "nil" : nil)
            guard let initial else {
                throw MacroExpansionErrorMessage("@Entry needs an initial value (the key's default) for a non-optional type.")
            }
            valueDecl = "static var defaultValue: \(type.trimmedDescription) { \(initial) }"
        } else if let initial = binding.initial {
            valueDecl = "nonisolated(unsafe) static let defaultValue = \(initial)"
        } else {
            throw MacroExpansionErrorMessage("@Entry needs a type or an initial value.")
        }
        return ["private struct __Key_\(raw: binding.name): \(raw: keyProtocol) {\n    \(raw: valueDecl)\n}"]
    }
}

extension VariableDeclSyntax {
    /// The name, type and initial value of the single binding `@Entry` applies to.
    var entryBinding: (name: String, type: TypeSyntax?, initial: String?)? {
        guard bindings.count == 1, let binding = bindings.first,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        return (pattern.identifier.text, binding.typeAnnotation?.type, binding.initializer?.value.trimmedDescription)
    }
}

extension String {
    /// The type without a trailing `?` (a focused value's declared type is its optional).
    var trimmingOptional: String { hasSuffix("?") ? String(dropLast()) : self }
}
