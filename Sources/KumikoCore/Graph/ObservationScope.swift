#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Observation

/// Lets a node end the `@Observable` registrations its evaluations made, before any observed property changes.
///
/// `withObservationTracking` registers its `onChange` with the registrar of every observable object read, and a
/// registration goes away only when one of the properties it read changes (Observation then cancels the
/// tracking in all of those registrars); there is no other way to cancel it. A released lazy row whose item
/// never changes would keep its registration (and what it captures) in that item for as long as the item lives,
/// and every re-evaluation of a view would add another.
///
/// A scope is itself observable: every evaluation tracked through it also reads the scope's marker property, so
/// its registration includes the scope. ``end()`` announces a change of the marker: Observation then runs those
/// trackings' `onChange`, which here does nothing because it sees its scope ending on this thread, and cancels
/// each tracking in every registrar it was made with (the items' included). A node ends its scope before it
/// evaluates again and when it leaves the graph; a lazy `ForEach` has one scope per live row, ended when the row
/// is released or rebuilt. After `end()` the scope can be used again.
///
/// What Observation keeps regardless is the capacity of each registrar's tables once something has registered
/// there (a few hundred bytes per observed object, until the object is freed).
final class ObservationScope: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()

    /// The property every tracked evaluation reads; "changing" it ends the registrations.
    private var marker: Int { 0 }

    /// This scope, as the thread-local ``ending`` holds it.
    private var token: UInt { UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()) }

    /// Runs `body` under Observation tracking; a change to an observable property it read calls
    /// `handle.changed()` once, unless the scope ends first.
    func track<T>(_ body: () -> T, handle: @autoclosure () -> TrackingHandle) -> T {
        isTracking = true
        return withObservationTracking({
            registrar.access(self, keyPath: \.marker)
            return body()
        }, onChange: { [handle = handle()] in handle.changed() })
    }

    /// Whether registrations made through this scope may be live (it tracked since it last ended).
    private var isTracking = false

    /// Ends every registration made through this scope: none of them will call its handle.
    func end() {
        guard isTracking else { return }
        isTracking = false
        let previous = pthread_getspecific(Self.endingKey)
        pthread_setspecific(Self.endingKey, UnsafeRawPointer(bitPattern: token))
        defer { pthread_setspecific(Self.endingKey, previous) }
        registrar.willSet(self, keyPath: \.marker)
        registrar.didSet(self, keyPath: \.marker)
    }

    deinit { end() }

    /// The scope ending on this thread (its `end()` makes Observation call the `onChange` of the registrations it
    /// ends, on this thread, before cancelling them).
    private static let endingKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the scope `token` is ending on this thread.
    static func isEnding(_ token: UInt) -> Bool {
        pthread_getspecific(endingKey).map { UInt(bitPattern: $0) == token } ?? false
    }

    /// What one tracked evaluation calls when a property it read changes: the node to invalidate, unless the
    /// call comes from its scope ending. Held by the registration only, so it lives exactly as long as the
    /// registration does (the graph counts them in debug builds).
    final class TrackingHandle: Sendable {
        private let reference: NodeReference
        private let scope: UInt

        init(reference: NodeReference, scope: ObservationScope) {
            self.reference = reference
            self.scope = scope.token
            #if DEBUG
            reference.inbox.countTracking(1)
            #endif
        }

        deinit {
            #if DEBUG
            reference.inbox.countTracking(-1)
            #endif
        }

        /// A property read in the evaluation changed (on any thread).
        func changed() {
            guard !ObservationScope.isEnding(scope) else { return }
            reference.invalidate()
        }
    }
}
