import Foundation

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture, as SwiftUI's
    /// `onTapGesture(count:perform:)`.
    ///
    /// A terminal has no touch: the view takes the focus with Tab, and Return or Space runs the action, as a
    /// click on the view does when `count` is 1 (a terminal does not report double clicks, so a gesture of more
    /// taps is reached by the keys only).
    ///
    /// - Parameters:
    ///   - count: The number of taps or clicks required to trigger the action.
    ///   - action: The action to perform.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        FocusableControl(behaviour: ControlBehaviour(
            keyHelp: [KeyHelp([.return], "tap")],
            handleKey: { press in
                guard press.is(.return) || press.is(.space) else { return .ignored }
                action()
                return .handled
            },
            handleClick: { _ in if count == 1 { action() } }
        )) {
            self
        }
    }
}
