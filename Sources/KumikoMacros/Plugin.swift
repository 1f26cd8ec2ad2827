import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands SwiftUI's macros for Kumiko: `#Preview`, `@Previewable` and `@Entry`.
@main
struct KumikoMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
