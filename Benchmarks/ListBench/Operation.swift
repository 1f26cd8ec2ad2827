/// The operations measured, after js-framework-benchmark (create, replace, update every 10th, select, swap,
/// remove, append, clear) plus what a terminal list needs at scale (a new graph's first frame, scrolling).
enum Operation: String, CaseIterable, Codable {
    /// Rows appear in a list that showed none (js-framework-benchmark's "create rows").
    case create
    /// A new graph over a model that already holds the rows draws its first frame.
    case firstFrame = "first-frame"
    /// Every row is replaced by a new one with a new id.
    case replace
    /// " !!!" is appended to the label of every 10th row.
    case update10th = "update-10th"
    /// The same, made on a copy of the rows written back once (one observation event instead of 100,000 at
    /// 1,000,000 rows), to tell the framework's part from `@Observable`'s.
    case update10thBatched = "update-10th-batched"
    /// The second row is selected (the fifth was selected before).
    case select
    /// The rows at indices 1 and 998 trade places.
    case swap
    /// The fourth row is removed.
    case remove
    /// 1,000 new rows are appended.
    case append
    /// All rows are removed.
    case clear
    /// The list scrolls down by one screen (40 rows).
    case scrollPage = "scroll-page"
    /// The list jumps from the top to its middle row.
    case jumpMiddle = "jump-middle"
    /// The list jumps from the top to its end.
    case jumpEnd = "jump-end"
    /// Memory after the first frame against memory after scrolling 100,000 rows page by page.
    case scrollMemory = "scroll-memory"
    /// Peak memory after the first frame against after scrolling all rows page by page, when each row is an
    /// `@Observable` object whose label the row's view reads (`ForEach(model.rows) { Text($0.label) }`):
    /// what the rows' observation registrations cost once the rows are released.
    case observedScrollMemory = "observed-scroll-memory"
    /// observed-scroll-memory's control, without Kumiko: the same rows each observed once and cancelled, so that
    /// Observation's own memory (its registrars' tables) can be told from Kumiko's.
    case observationFloor = "observation-floor"

    /// What the report calls the operation.
    var title: String {
        switch self {
        case .create: "create rows"
        case .firstFrame: "first frame, new graph"
        case .replace: "replace all rows"
        case .update10th: "update every 10th row"
        case .update10thBatched: "update every 10th row, one write"
        case .select: "select row"
        case .swap: "swap rows 1 ↔ 998"
        case .remove: "remove 4th row"
        case .append: "append 1,000 rows"
        case .clear: "clear"
        case .scrollPage: "scroll one page"
        case .jumpMiddle: "jump to middle"
        case .jumpEnd: "jump to end"
        case .scrollMemory: "scroll 100,000 rows, per page"
        case .observedScrollMemory: "scroll all rows of @Observable items, per page"
        case .observationFloor: "observe each @Observable item once, no UI"
        }
    }

    /// The row counts measured when none are given on the command line.
    var defaultSizes: [Int] {
        switch self {
        case .create: [1_000, 10_000, 100_000, 1_000_000]
        case .scrollPage, .jumpMiddle, .jumpEnd, .scrollMemory: [1_000_000]
        case .observedScrollMemory, .observationFloor: [100_000 + 40]
        default: [1_000, 1_000_000]
        }
    }

    /// The fewest rows the operation makes sense with.
    var minimumSize: Int {
        switch self {
        case .swap: 999
        case .scrollMemory, .observedScrollMemory, .observationFloor: 100_000 + 40
        default: 1
        }
    }

    /// Whether the operation scrolls (and needs to find the scroll view's node).
    var scrolls: Bool {
        switch self {
        case .scrollPage, .jumpMiddle, .jumpEnd, .scrollMemory, .observedScrollMemory: true
        default: false
        }
    }

    /// The budget the issue sets for 1,000,000 rows, in ms, if any.
    var budgetAtOneMillion: Double? {
        switch self {
        case .create, .firstFrame: 200
        case .select, .update10th, .scrollPage, .jumpMiddle, .jumpEnd: 16
        case .swap, .remove, .append: 100
        default: nil
        }
    }
}
