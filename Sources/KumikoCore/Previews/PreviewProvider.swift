import Foundation

/// A type that produces view previews, as SwiftUI's `PreviewProvider` (the form before `#Preview`):
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///             .previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// Kumiko finds the conforming types at run time; each view of `previews` (a group of several, or a
/// `ForEach` over devices) is one preview, named by its `previewDisplayName`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: one view, or several in a group.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    /// The platform to preview on (nil: the one the file is built for).
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No particular platform.
    public static var platform: PreviewPlatform? { nil }
}

/// What the preview modifiers (`previewDisplayName`, `previewLayout`, …) set on a view.
package struct PreviewTraitValues {
    var displayName: String?
    var layout: PreviewLayout?
    var orientation: InterfaceOrientation?
    var device: PreviewDevice?

    /// These values, overridden by the ones `inner` sets (an inner modifier is closer to the view).
    func merged(with inner: PreviewTraitValues) -> PreviewTraitValues {
        PreviewTraitValues(
            displayName: inner.displayName ?? displayName, layout: inner.layout ?? layout,
            orientation: inner.orientation ?? orientation, device: inner.device ?? device
        )
    }
}

/// The modifier behind the preview modifiers: it draws nothing and changes no layout; the preview catalog
/// reads it.
struct PreviewTraitsModifier: ViewModifier {
    let values: PreviewTraitValues
    /// The content, unchanged.
    func body(content: Content) -> some View { content }
}

extension View {
    /// Names the preview, as SwiftUI's `previewDisplayName(_:)`.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewTraitsModifier(values: PreviewTraitValues(displayName: value)))
    }

    /// Sizes the preview, as SwiftUI's `previewLayout(_:)`.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewTraitsModifier(values: PreviewTraitValues(layout: value)))
    }

    /// Chooses the device the preview imitates, as SwiftUI's `previewDevice(_:)` (its screen size).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewTraitsModifier(values: PreviewTraitValues(device: value)))
    }

    /// Turns the preview's device, as SwiftUI's `previewInterfaceOrientation(_:)`.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewTraitsModifier(values: PreviewTraitValues(orientation: value)))
    }
}

/// A view that stands for several previews (a group, a tuple, a `ForEach`, a modified preview).
@MainActor
protocol PreviewParts {
    /// The previews it stands for, each with the traits set on it.
    var previewParts: [(view: any View, traits: PreviewTraitValues)] { get }
}

/// The previews a view stands for: its parts if it has several, else itself.
@MainActor
func previewParts(of view: any View) -> [(view: any View, traits: PreviewTraitValues)] {
    (view as? any PreviewParts)?.previewParts ?? [(view, PreviewTraitValues())]
}

extension Group: PreviewParts where Content: View {
    var previewParts: [(view: any View, traits: PreviewTraitValues)] { KumikoCore.previewParts(of: content) }
}

extension TupleView: PreviewParts {
    var previewParts: [(view: any View, traits: PreviewTraitValues)] {
        Mirror(reflecting: value).children.flatMap { child -> [(view: any View, traits: PreviewTraitValues)] in
            guard let view = child.value as? any View else { return [] }
            return KumikoCore.previewParts(of: view)
        }
    }
}

extension ForEach: PreviewParts where Content: View {
    var previewParts: [(view: any View, traits: PreviewTraitValues)] {
        data.flatMap { KumikoCore.previewParts(of: content($0)) }
    }
}

extension ModifiedContent: PreviewParts where Content: View, Modifier: ViewModifier {
    /// A preview modifier sets traits on the previews inside; any other modifier applies to each of them
    /// (`Group { A(); B() }.preferredColorScheme(.dark)` is two dark previews).
    var previewParts: [(view: any View, traits: PreviewTraitValues)] {
        let inner = KumikoCore.previewParts(of: content)
        if let traits = modifier as? PreviewTraitsModifier {
            return inner.map { ($0.view, traits.values.merged(with: $0.traits)) }
        }
        if inner.count == 1 { return [(self, inner[0].traits)] }
        return inner.map { part in
            let view: any View = ModifiedContent<AnyView, Modifier>(content: AnyView(part.view), modifier: modifier)
            return (view, part.traits)
        }
    }
}
