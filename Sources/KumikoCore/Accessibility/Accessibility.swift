import Foundation

/// What the accessibility modifiers say about a view, kept with it. A terminal has no screen reader: nothing
/// reads them but tests, and a backend that has one (a browser's) can.
struct AccessibilityProperties {
    var label: Text?
    var hint: Text?
    var value: Text?
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var isHidden = false
    var childBehavior: AccessibilityChildBehavior?
    var identifier: String?
    var actions: [(kind: AccessibilityActionKind, label: Text?, handler: () -> Void)] = []
    var sortPriority: Double?
    var inputLabels: [Text] = []
    /// The `help(_:)` text (a tooltip where the platform shows one).
    var help: Text?
}

/// The modifier behind every accessibility modifier and `help(_:)`: one change to the view's properties.
struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
    let update: (inout AccessibilityProperties) -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { AccessibilityNode(graph: graph) }
}

/// Keeps one accessibility change; the view's properties are those of the nodes around it.
@MainActor
final class AccessibilityNode: ModifierNode<AccessibilityModifier> {}

extension ViewNode {
    /// The accessibility properties given to this view by the modifiers around it, applied in the order they
    /// are written (innermost first: a later label replaces an earlier one, a trait removed after it was added is
    /// gone).
    var accessibility: AccessibilityProperties { accessibility(upTo: nil) }

    /// The accessibility properties given by the modifiers between this view and `limit` (exclusive): those of
    /// one element inside a container (a row inside its list), not the container's.
    func accessibility(upTo limit: ViewNode?) -> AccessibilityProperties {
        var properties = AccessibilityProperties()
        for node in selfAndAncestors(upTo: limit) {
            (node as? AccessibilityNode)?.modifier.update(&properties)
        }
        return properties
    }
}

extension ViewNode {
    /// The `accessibilityLabel` given to this view inside `container` (exclusive), as plain text (nil without
    /// one): what a screen reader calls the element the view draws.
    func accessibilityLabelText(inside container: ViewNode?) -> String? {
        accessibility(upTo: container).label?.plainString(symbols: environment.platform.symbols)
    }
}

extension View {
    private func accessibility(_ update: @escaping (inout AccessibilityProperties) -> Void) -> some View {
        modifier(AccessibilityModifier(update: update))
    }

    /// Adds a label to the view that describes its contents.
    ///
    /// - Parameter label: The accessibility label to apply.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label } }

    /// Adds a label to the view that describes its contents.
    ///
    /// - Parameter labelKey: The string key for the alternative accessibility label.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }

    /// Adds a label to the view that describes its contents.
    ///
    /// - Parameter label: The string for the alternative accessibility label.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(label)) }

    /// Communicates to the user what happens after performing the view's action.
    ///
    /// - Parameter hint: The accessibility hint to apply.
    public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint } }

    /// Communicates to the user what happens after performing the view's action.
    ///
    /// - Parameter hintKey: The string key for the accessibility hint.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }

    /// Communicates to the user what happens after performing the view's action.
    ///
    /// - Parameter hint: The string for the accessibility hint.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(hint)) }

    /// Adds a textual description of the value that the view contains.
    ///
    /// - Parameter valueDescription: The accessibility value to apply.
    public func accessibilityValue(_ valueDescription: Text) -> some View { accessibility { $0.value = valueDescription } }

    /// Adds a textual description of the value that the view contains.
    ///
    /// - Parameter valueKey: The string key for the accessibility value.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }

    /// Adds a textual description of the value that the view contains.
    ///
    /// - Parameter value: The string for the accessibility value.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(value)) }

    /// Adds the given traits to the view.
    ///
    /// - Parameter traits: The accessibility traits to add.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility {
            $0.addedTraits.formUnion(traits)
            $0.removedTraits.subtract(traits)
        }
    }

    /// Removes the given traits from this view.
    ///
    /// - Parameter traits: The accessibility traits to remove.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility {
            $0.removedTraits.formUnion(traits)
            $0.addedTraits.subtract(traits)
        }
    }

    /// Specifies whether to hide this view from system accessibility features.
    ///
    /// - Parameter hidden: Whether to hide this view from accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }

    /// Creates a new accessibility element, or modifies the accessibility element of this view.
    ///
    /// - Parameter children: The behavior to use when creating or transforming an accessibility element.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.childBehavior = children }
    }

    /// Uses the string you specify to identify the view.
    ///
    /// - Parameter identifier: The identifier (for UI tests).
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility { $0.identifier = identifier } }

    /// Adds an accessibility action to the view.
    ///
    /// - Parameters:
    ///   - actionKind: The kind of action.
    ///   - handler: What the action does.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions.append((actionKind, nil, handler)) }
    }

    /// Adds an accessibility action to the view, named with a text.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions.append((.default, name, handler)) }
    }

    /// Adds an accessibility action to the view, named with a localized string key.
    ///
    /// - Parameters:
    ///   - nameKey: The key of the action's name.
    ///   - handler: What the action does.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an accessibility action to the view, named with a string.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Adds an accessibility action labelled by a view (its text is the action's name).
    ///
    /// - Parameters:
    ///   - action: What the action does.
    ///   - label: The view naming the action.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        let name = label() as? Text
        return accessibility { $0.actions.append((.default, name, action)) }
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other elements at the
    /// same level.
    ///
    /// - Parameter sortPriority: The priority (higher first; 0 by default).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { accessibility { $0.sortPriority = sortPriority } }

    /// Sets alternate input labels with which users identify a view.
    ///
    /// - Parameter inputLabels: The labels.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { accessibility { $0.inputLabels = inputLabels } }

    /// Sets alternate input labels with which users identify a view.
    ///
    /// - Parameter inputLabelKeys: The keys of the labels.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// Sets alternate input labels with which users identify a view.
    ///
    /// - Parameter inputLabels: The labels.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibilityInputLabels(inputLabels.map { Text($0) })
    }

    /// Adds help text to a view using a text view that you provide (a tooltip where the platform shows one;
    /// kept with the view on a terminal).
    ///
    /// - Parameter text: The help text.
    public func help(_ text: Text) -> some View { accessibility { $0.help = text } }

    /// Adds help text to a view using a localized string that you provide.
    ///
    /// - Parameter textKey: The key of the help text.
    public func help(_ textKey: LocalizedStringKey) -> some View { help(Text(textKey)) }

    /// Adds help text to a view using a string that you provide.
    ///
    /// - Parameter text: The help text.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { help(Text(text)) }
}
