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
/// write `self[__Key_accent.self]`. Kumiko keys values only in the environment, so `@Entry` in another
/// extension (transactions, focused or container values) is reported as an error.
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
        guard (extended.split(separator: ".").last.map(String.init) ?? extended) == "EnvironmentValues" else {
            // Kumiko has keyed values only in the environment (no TransactionKey, FocusedValueKey or
            // ContainerValueKey yet): say so rather than expand to a key protocol that does not exist.
            throw MacroExpansionErrorMessage("@Entry in Kumiko declares environment values only (in `extension EnvironmentValues`).")
        }
        let valueDecl: String
        if let type = binding.type {
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
        return ["private struct __Key_\(raw: binding.name): KumikoCore.EnvironmentKey {\n    \(raw: valueDecl)\n}"]
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
