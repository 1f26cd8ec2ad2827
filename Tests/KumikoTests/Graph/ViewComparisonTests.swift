import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension GraphTests {
    /// How the graph decides that a child's new value is the same as its old one (so its body is skipped):
    /// field by field, references and closures by identity, never "same" when it cannot tell.
    @MainActor
    @Suite struct ViewComparisonTests {
        final class Object {}
        struct NotEquatable { var number: Int; var text: String }

        struct Fields: View {
            var text: String
            var number: Double
            var object: Object
            var optionalObject: Object?
            var nested: NotEquatable
            var list: [NotEquatable]
            var body: some View { EmptyView() }
        }

        /// Views, and an environment value, of types no other test makes, so that no test has compared them before.
        struct PreparedOuter: View {
            var count: Int
            var body: some View {
                PreparedInner(label: "\(count)").environment(\.preparedSetting, PreparedSetting(level: count))
            }
        }
        struct PreparedInner: View {
            var label: String
            var body: some View { Text(label) }
        }

        @Test func aGraphPreparesTheComparisonsOfTheViewsItMadeNodesFor() {
            let graph = ViewGraph(root: PreparedOuter(count: 1))
            graph.update()
            #expect(!FieldComparison.isPrepared(PreparedInner.self))
            graph.prepareComparisons()
            #expect(FieldComparison.isPrepared(PreparedOuter.self))
            #expect(FieldComparison.isPrepared(PreparedInner.self))
            #expect(FieldComparison.isPrepared(PreparedSetting.self))
        }

        @Test func fieldsCompareByValueAndReferencesByIdentity() {
            let object = Object(), other = Object()
            let list = [NotEquatable(number: 1, text: "a")]
            let base = Fields(text: "t", number: 1, object: object, optionalObject: nil, nested: .init(number: 2, text: "b"), list: list)
            #expect(ViewComparison.isSame(base, base))
            // Equal content built separately (a new String, the same array storage) is the same.
            #expect(ViewComparison.isSame(base, Fields(text: String("t"), number: 1, object: object, optionalObject: nil,
                                                       nested: .init(number: 2, text: "b"), list: list)))
            var changed = base
            changed.text = "u"
            #expect(!ViewComparison.isSame(base, changed))
            changed = base
            changed.number = 1.5
            #expect(!ViewComparison.isSame(base, changed))
            changed = base
            changed.object = other
            #expect(!ViewComparison.isSame(base, changed))
            changed = base
            changed.optionalObject = object
            #expect(!ViewComparison.isSame(base, changed))
            changed = base
            changed.nested.text = "c"
            #expect(!ViewComparison.isSame(base, changed))
            // A rebuilt array of non-Equatable elements cannot be compared: it counts as changed.
            changed = base
            changed.list = [NotEquatable(number: 1, text: "a")]
            #expect(!ViewComparison.isSame(base, changed))
        }

        struct WithClosure: View {
            var action: () -> Void
            var body: some View { EmptyView() }
        }

        @Test func closuresCompareByIdentity() {
            let object = Object()
            func make(_ captured: Object) -> WithClosure { WithClosure { _ = captured } }
            let plain = WithClosure {}
            #expect(ViewComparison.isSame(plain, plain))
            let first = make(object)
            #expect(ViewComparison.isSame(first, first))
            #expect(!ViewComparison.isSame(first, make(Object())))
        }

        struct WeakHolder: View {
            weak var object: Object?
            unowned var owner: Object
            var body: some View { EmptyView() }
        }

        @Test func weakAndUnownedReferencesCompareWithoutLoading() {
            let object = Object(), owner = Object()
            let a = WeakHolder(object: object, owner: owner)
            #expect(ViewComparison.isSame(a, WeakHolder(object: object, owner: owner)))
            #expect(!ViewComparison.isSame(a, WeakHolder(object: Object(), owner: owner)))
            #expect(!ViewComparison.isSame(a, WeakHolder(object: object, owner: Object())))
            #expect(ViewComparison.isSame(WeakHolder(object: nil, owner: owner), WeakHolder(object: nil, owner: owner)))
            withExtendedLifetime((object, owner)) {}
        }

        struct Wrapped: View {
            @State var count: Int
            @Environment(\.lineLimit) var lineLimit
            var body: some View { EmptyView() }
        }

        @Test func propertyWrappersCompareByWhatTheyRefer() {
            // A parent's new initial value for @State does not make the view different (state is kept).
            #expect(ViewComparison.isSame(Wrapped(count: 1), Wrapped(count: 2)))
        }

        struct Existential: View {
            var content: any View
            var body: some View { EmptyView() }
        }

        @Test func uncomparableFieldsCountAsChanged() {
            let view = Existential(content: Text("a"))
            #expect(!ViewComparison.isSame(view, view))
            enum Payload { case a(String), b }
            #expect(!ViewComparison.isSame(Payload.b, Payload.b))
        }

        @Test func optionalsOfValues() {
            let some: NotEquatable? = NotEquatable(number: 1, text: "x")
            #expect(ViewComparison.isSame(some, NotEquatable(number: 1, text: "x")))
            #expect(!ViewComparison.isSame(some, nil))
            #expect(ViewComparison.isSame(Optional<NotEquatable>.none, nil))
            #expect(!ViewComparison.isSame(some, NotEquatable(number: 2, text: "x")))
        }
    }
}

/// An environment value of a type only ViewComparisonTests uses.
struct PreparedSetting: Equatable {
    var level: Int
}

extension EnvironmentValues {
    @Entry var preparedSetting = PreparedSetting(level: 0)
}
