import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview` into a type conforming to `PreviewRegistry`, which the preview catalog finds at run time
/// (as Xcode finds Apple's): `#Preview("Name", traits: .sizeThatFitsLayout) { body }` becomes
///
/// ```swift
/// @MainActor struct $…: KumikoCore.PreviewRegistry {
///     static var fileID: String { "App/ContentView.swift" }
///     static var line: Int { 42 }
///     static func makePreview() -> KumikoCore.Preview { KumikoCore.Preview("Name", traits: .sizeThatFitsLayout) { body } }
/// }
/// ```
///
/// `@Previewable` declarations at the top of the body become the stored properties of a generated view whose
/// `body` is the rest of the closure, so that `@Previewable @State var on = false` keeps its state.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var arguments: [String] = []
        var body: ClosureExprSyntax? = node.trailingClosure
        for argument in node.arguments {
            if argument.label?.text == "body", let closure = argument.expression.as(ClosureExprSyntax.self) {
                body = closure
                continue
            }
            let label = argument.label.map { "\($0.text): " } ?? ""
            arguments.append(label + argument.expression.trimmedDescription)
        }
        guard let body else {
            throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { MyView() }")
        }
        let registry = context.makeUniqueName("Preview")
        var decls: [DeclSyntax] = []
        let closureText: String
        let hoisted = body.statements.compactMap { item -> VariableDeclSyntax? in
            guard let variable = item.item.as(VariableDeclSyntax.self), variable.isPreviewable else { return nil }
            return variable
        }
        if hoisted.isEmpty {
            closureText = body.trimmedDescription
        } else {
            // The state the preview owns lives in a view of its own, so it persists across updates.
            let view = context.makeUniqueName("PreviewContent")
            let properties = hoisted.map { $0.removingPreviewable().trimmedDescription }.joined(separator: "\n    ")
            let rest = body.statements.filter { item in
                guard let variable = item.item.as(VariableDeclSyntax.self) else { return true }
                return !variable.isPreviewable
            }
            let restText = rest.map { $0.trimmedDescription }.joined(separator: "\n        ")
            decls.append(
                """
                @MainActor
                fileprivate struct \(view): KumikoCore.View {
                    \(raw: properties)
                    @KumikoCore.ViewBuilder var body: some KumikoCore.View {
                        \(raw: restText)
                    }
                }
                """
            )
            closureText = "{ \(view)() }"
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        let argumentList = arguments.joined(separator: ", ")
        let call = argumentList.isEmpty
            ? "KumikoCore.Preview \(closureText)"
            : "KumikoCore.Preview(\(argumentList)) \(closureText)"
        decls.append(
            """
            @MainActor
            fileprivate struct \(registry): KumikoCore.PreviewRegistry {
                static var fileID: String { \(raw: fileID) }
                static var line: Int { \(raw: line) }
                static func makePreview() -> KumikoCore.Preview {
                    \(raw: call)
                }
            }
            """
        )
        return decls
    }
}

/// `@Previewable`: marks a dynamic property declared at the top of a `#Preview` body. `#Preview` moves it into
/// the view it generates; on its own the attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

extension VariableDeclSyntax {
    /// Whether the declaration carries `@Previewable`.
    var isPreviewable: Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            return attribute.attributeName.trimmedDescription == "Previewable"
        }
    }

    /// The declaration without its `@Previewable` attribute.
    func removingPreviewable() -> VariableDeclSyntax {
        var copy = self
        copy.attributes = attributes.filter { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return true }
            return attribute.attributeName.trimmedDescription != "Previewable"
        }
        return copy
    }
}
