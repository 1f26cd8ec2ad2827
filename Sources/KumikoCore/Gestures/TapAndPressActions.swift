import Foundation

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture.
    ///
    /// On a terminal a tap is a click on the view (`count` clicks in quick succession for a multiple tap); the
    /// view also takes the keyboard focus, and Return or Space performs the action whatever `count` is.
    ///
    /// - Parameters:
    ///   - count: The number of taps or clicks required to trigger the action.
    ///   - action: The action to perform.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the action with the
    /// location of the interaction.
    ///
    /// A tap made with Return or Space is at the centre of the view.
    ///
    /// - Parameters:
    ///   - count: The number of taps or clicks required to trigger the action.
    ///   - coordinateSpace: The coordinate space in which to receive location values.
    ///   - action: The action to perform, with the location of the tap.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the action with the
    /// location of the interaction.
    ///
    /// - Parameters:
    ///   - count: The number of taps or clicks required to trigger the action.
    ///   - coordinateSpace: The coordinate space in which to receive location values.
    ///   - action: The action to perform, with the location of the tap.
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// On a terminal the long press is the mouse button held on the view for `minimumDuration`; a view with no
    /// tap gesture also takes the keyboard focus, and Return or Space performs the long press at once (a key
    /// cannot be seen held).
    ///
    /// - Parameters:
    ///   - minimumDuration: The minimum duration of the long press that must elapse before the gesture
    ///     succeeds.
    ///   - maximumDistance: The maximum distance that the fingers or cursor performing the long press can move
    ///     before the gesture fails.
    ///   - action: The action to perform when a long press is recognized.
    ///   - onPressingChanged: A closure to run when the pressing state of the gesture changes, passing the
    ///     current state as a parameter.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressAction(gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                action: action, pressingChanged: onPressingChanged))
    }

    /// Adds an action to perform when this view recognizes a long press gesture (the earlier form, with the
    /// pressing closure first).
    ///
    /// - Parameters:
    ///   - minimumDuration: The minimum duration of the long press that must elapse before the gesture
    ///     succeeds.
    ///   - maximumDistance: The maximum distance that the long press can move before the gesture fails.
    ///   - pressing: A closure to run when the pressing state of the gesture changes.
    ///   - action: The action to perform when a long press is recognized.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}

/// Internal: a long press that runs an action when it succeeds and tells when the press starts and stops
/// (`onLongPressGesture`'s `onPressingChanged`, false however the press ends).
struct LongPressAction: Gesture, PrimitiveGesture {
    let gesture: LongPressGesture
    let action: () -> Void
    let pressingChanged: ((Bool) -> Void)?

    typealias Value = Bool
    var body: Never { fatalError("LongPressAction is a primitive gesture") }

    func makeRecognizer(_ callbacks: GestureCallbacks<Bool>, in context: GestureContext) -> GestureRecognizer {
        let action = self.action, pressingChanged = self.pressingChanged
        let isPressing = GestureCell(false)
        return KumikoCore.makeRecognizer(for: gesture, GestureCallbacks(
            changed: { pressing in
                if pressing != isPressing.value {
                    isPressing.value = pressing
                    pressingChanged?(pressing)
                }
                callbacks.changed(pressing)
            },
            ended: { value in
                action()
                callbacks.ended(value)
            },
            finished: {
                if isPressing.value {
                    isPressing.value = false
                    pressingChanged?(false)
                }
                callbacks.finished()
            }), in: context)
    }
}
