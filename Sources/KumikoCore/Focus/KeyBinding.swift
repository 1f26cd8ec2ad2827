import Foundation

/// One key binding of a focusable view, declared once: its keys, when it applies, its entry in the key help and
/// what it does. A view's key handling and its key help are both read from the same list of bindings, so they
/// cannot drift apart (a key that works is named, a key that is named works).
///
/// The bindings of a view are tried in order: the first whose keys match the press, that applies and that takes
/// the press performs it. Its key help is the entries of the bindings that apply, in the same order.
@MainActor
struct KeyBinding<Target: AnyObject> {
    /// The keys that trigger the binding, each with its modifiers.
    let shortcuts: [KeyboardShortcut]
    /// Whether the binding applies to the target now (a key whose binding does not apply goes on to the next).
    let applies: (Target) -> Bool
    /// The action's name in the key help, or nil to leave it out (a key kept for those who know it, such as
    /// Page Down).
    let help: (Target) -> String?
    /// Performs the binding for a press: `.handled`, `.ignored` to let the press go on past the view, or nil to
    /// leave it to the next binding (a key that means something else in one case, declared there).
    let perform: (Target, KeyPress) -> KeyPress.Result?

    /// A binding for keys pressed with the same modifiers (none by default).
    init(_ keys: [KeyEquivalent], modifiers: EventModifiers = [], when applies: @escaping (Target) -> Bool = { _ in true },
         help: @escaping (Target) -> String? = { _ in nil }, perform: @escaping (Target, KeyPress) -> KeyPress.Result?) {
        shortcuts = keys.map { KeyboardShortcut($0, modifiers: modifiers) }
        self.applies = applies
        self.help = help
        self.perform = perform
    }

    /// Whether a press is one of the binding's keys with exactly its modifiers.
    func matches(_ press: KeyPress) -> Bool {
        shortcuts.contains { $0.key == press.key && $0.modifiers == press.modifiers }
    }
}

extension Array {
    /// Performs the first binding that matches `press`, applies to `target` and takes the press; nil when none
    /// does.
    @MainActor
    func handle<Target>(_ press: KeyPress, for target: Target) -> KeyPress.Result? where Element == KeyBinding<Target> {
        for binding in self where binding.matches(press) && binding.applies(target) {
            if let result = binding.perform(target, press) { return result }
        }
        return nil
    }

    /// The key help of the bindings that apply to `target` and have a name there, in order.
    @MainActor
    func keyHelp<Target>(for target: Target) -> [KeyHelp] where Element == KeyBinding<Target> {
        compactMap { binding in
            guard binding.applies(target), let action = binding.help(target) else { return nil }
            return KeyHelp(shortcuts: binding.shortcuts, action)
        }
    }
}

/// The key bindings of generic focusable types, made once per type and name (a generic type cannot hold them in a
/// static stored property, and making them on every key press or frame would cost a closure allocation each).
@MainActor
enum KeyBindingTables {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String
    }

    private static var tables: [Key: Any] = [:]

    /// The bindings `name` of `Target`, made by `make` the first time they are asked for.
    static func bindings<Target>(_ name: String, of _: Target.Type, make: () -> [KeyBinding<Target>]) -> [KeyBinding<Target>] {
        let key = Key(type: ObjectIdentifier(Target.self), name: name)
        if let table = tables[key] as? [KeyBinding<Target>] { return table }
        let table = make()
        tables[key] = table
        return table
    }
}
