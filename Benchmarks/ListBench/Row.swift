/// One row of the benchmark's data: js-framework-benchmark's `{id, label}`.
struct Row: Identifiable {
    /// The row's identity; never reused, as js-framework-benchmark's global counter.
    let id: Int
    /// What the row shows: "adjective colour noun".
    var label: String
}

/// Makes rows as js-framework-benchmark's store does (`buildData`): ids from a counter that is never reset,
/// labels of three words picked from fixed lists, with a seeded generator so that runs are deterministic.
struct RowFactory {
    /// js-framework-benchmark's 25 adjectives.
    private static let adjectives = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint", "clean",
        "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable", "important",
        "inexpensive", "cheap", "expensive", "fancy",
    ]
    /// js-framework-benchmark's 11 colours ("brown" twice, as there).
    private static let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
    /// js-framework-benchmark's 13 nouns.
    private static let nouns = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse", "keyboard"]

    /// The next id handed out.
    private var nextID = 1
    /// The state of the SplitMix64 generator.
    private var seed: UInt64

    /// Creates a factory whose labels follow from `seed`.
    init(seed: UInt64 = 0x4B75_6D69_6B6F) { self.seed = seed }

    /// The next pseudo-random number (SplitMix64).
    private mutating func next() -> UInt64 {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A word picked from `words`.
    private mutating func pick(_ words: [String]) -> String {
        words[Int(next() % UInt64(words.count))]
    }

    /// `count` new rows with fresh ids.
    mutating func make(_ count: Int) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(count)
        for _ in 0..<count {
            rows.append(Row(id: nextID, label: pick(Self.adjectives) + " " + pick(Self.colours) + " " + pick(Self.nouns)))
            nextID += 1
        }
        return rows
    }
}
