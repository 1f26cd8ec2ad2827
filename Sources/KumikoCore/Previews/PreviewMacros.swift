import Foundation

/// Creates a preview of a view, as SwiftUI's `#Preview`: Xcode shows it in its canvas; Kumiko lists it with
/// ``Preview/all(inModule:)``, shows it in a terminal with `swift run MyApp --previews`, and snapshot-tests it.
///
/// ```swift
/// #Preview("Empty list") {
///     ContentView(items: [])
/// }
/// ```
///
/// - Parameters:
///   - name: A display name; without one, the preview is named after its line.
///   - body: The view to preview. Declarations marked `@Previewable` at its top keep their state.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "KumikoMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits, as SwiftUI's `#Preview(_:traits:_:body:)`.
///
/// ```swift
/// #Preview("Row", traits: .sizeThatFitsLayout) {
///     PersonRow(person: .sample)
/// }
/// ```
///
/// - Parameters:
///   - name: A display name; without one, the preview is named after its line.
///   - traits: How the preview is laid out (``PreviewTrait/sizeThatFitsLayout``, ``PreviewTrait/fixedLayout(width:height:)``)
///     and oriented (``PreviewTrait/landscapeLeft``).
///   - additionalTraits: More traits.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KumikoMacros", type: "PreviewMacro")

/// Marks a dynamic property declared at the top of a `#Preview` body, as SwiftUI's `@Previewable`:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = false
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "KumikoMacros", type: "PreviewableMacro")

/// Declares a custom environment value with its default, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accentName: String = "orange"
/// }
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "KumikoMacros", type: "EntryMacro")
