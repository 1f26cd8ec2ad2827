import Kumiko

/// Measures one operation at one row count in this process: a warm-up run, then `runs` measured runs, each
/// on a fresh model and graph brought to the operation's starting point first (not measured).
@MainActor
struct ListBenchmark {
    /// The operation.
    let operation: Operation
    /// What the rows are shown in.
    let subject: BenchSubject
    /// The number of rows before the operation.
    let size: Int
    /// The number of measured runs.
    let runs: Int
    /// Whether each run’s screen is printed to standard error.
    var showsScreen = false
    /// Makes rows; one per process, so that ids are never reused.
    private var factory = RowFactory()

    /// Pages scrolled by the scroll-memory operation: 100,000 rows at 40 rows a page.
    nonisolated static let memoryScrollPages = 100_000 / BenchApp.rows

    /// Creates the benchmark of `operation` at `size` rows with `runs` measured runs.
    init(operation: Operation, size: Int, runs: Int, subject: BenchSubject) {
        self.operation = operation
        self.subject = subject
        self.size = size
        self.runs = max(runs, 1)
    }

    /// Runs the benchmark.
    mutating func run() -> OperationResult {
        var result = OperationResult(operation: operation, size: size)
        if size < operation.minimumSize {
            result.skipped = "needs at least \(operation.minimumSize) rows"
            return result
        }
        if operation == .scrollMemory { return runScrollMemory() }
        if operation == .observedScrollMemory { return runObservedScrollMemory() }
        if operation == .observationFloor { return ObservationFloor.measure(size: size, factory: &factory) }
        for run in 0...runs {
            let sample = measureOnce()
            result.mismatch = result.mismatch ?? sample.mismatch
            if run == 0 {
                result.cold = sample.mutation + sample.frame
            } else {
                result.mutation.append(sample.mutation)
                result.frame.append(sample.frame)
                result.total.append(sample.mutation + sample.frame)
                result.cpu.append(sample.cpu)
                if run == runs { result.currentMB = Memory.currentMB }
            }
        }
        result.peakMB = Memory.peakMB
        if operation != .firstFrame {
            result.appAlone = (0...runs).map { _ in measureAppAlone() }.dropFirst().map { $0 }
        }
        return result
    }

    /// The operation's mutation on a model that no graph observes, with the rows it starts from kept alive as
    /// a UI showing them keeps them: what the app's own code costs, in ms.
    private mutating func measureAppAlone() -> Double {
        let model = ListModel(rows: operation == .create ? [] : factory.make(size))
        let shown = model.rows
        let newRows: [Row]
        switch operation {
        case .create, .replace: newRows = factory.make(size)
        case .append: newRows = factory.make(1_000)
        default: newRows = []
        }
        if operation == .select { model.selection = model.rows[4].id }
        let start = WallClock.now()
        _ = Self.apply(operation, to: model, scroll: nil, newRows: newRows, size: size)
        let end = WallClock.now()
        withExtendedLifetime(shown) {}
        return WallClock.milliseconds(from: start, to: end)
    }

    /// One run: times of the mutation and of the frame after it, and the screen check.
    private mutating func measureOnce() -> (mutation: Double, frame: Double, cpu: Double, mismatch: String?) {
        if operation == .firstFrame {
            let model = ListModel(rows: factory.make(size))
            let (cpu, start, app, built, end, cpuEnd) = Profiling.callgrindCounted {
                let cpu = WallClock.threadCPU()
                let start = WallClock.now()
                let app = BenchApp(model: model, subject: subject)
                let built = WallClock.now()
                app.frame()
                return (cpu, start, app, built, WallClock.now(), WallClock.threadCPU())
            }
            show(app)
            return (WallClock.milliseconds(from: start, to: built), WallClock.milliseconds(from: built, to: end),
                    WallClock.milliseconds(from: cpu, to: cpuEnd), app.mismatch(showingRowsFrom: 0))
        }
        let model = ListModel(rows: operation == .create ? [] : factory.make(size))
        let app = BenchApp(model: model, subject: subject)
        app.frame()
        let scroll = operation.scrolls ? ScrollDriver(graph: app.graph) : nil
        // What the operation needs ready, so that making data is not measured as the framework's work.
        var newRows: [Row] = []
        switch operation {
        case .create, .replace: newRows = factory.make(size)
        case .append: newRows = factory.make(1_000)
        case .select:
            model.selection = model.rows[4].id
            app.frame()
        default: break
        }
        let operation = operation, size = size
        let (cpu, start, firstRow, mutated, end, cpuEnd) = Profiling.callgrindCounted {
            let cpu = WallClock.threadCPU()
            let start = WallClock.now()
            let firstRow = Self.apply(operation, to: model, scroll: scroll, newRows: newRows, size: size)
            let mutated = WallClock.now()
            app.frame()
            return (cpu, start, firstRow, mutated, WallClock.now(), WallClock.threadCPU())
        }
        show(app)
        return (WallClock.milliseconds(from: start, to: mutated), WallClock.milliseconds(from: mutated, to: end),
                WallClock.milliseconds(from: cpu, to: cpuEnd), app.mismatch(showingRowsFrom: firstRow, tolerance: operation.scrolls ? 4 : 0))
    }

    /// Prints the screen to standard error when asked to.
    private func show(_ app: BenchApp) {
        guard showsScreen else { return }
        printError(app.lines.joined(separator: "\n"))
    }

    /// Performs the operation's mutation, as the app's action would; returns the row expected at the top of the
    /// screen afterwards. Not inlined, so that profilers can single it out.
    @inline(never)
    private static func apply(_ operation: Operation, to model: ListModel, scroll: ScrollDriver?, newRows: [Row], size: Int) -> Int {
        switch operation {
        case .create, .replace:
            model.rows = newRows
        case .update10th:
            for index in stride(from: 0, to: model.rows.count, by: 10) { model.rows[index].label += " !!!" }
        case .update10thBatched:
            var rows = model.rows
            for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
            model.rows = rows
        case .select:
            model.selection = model.rows[1].id
        case .swap:
            model.rows.swapAt(1, 998)
        case .remove:
            model.rows.remove(at: 3)
        case .append:
            model.rows.append(contentsOf: newRows)
        case .clear:
            model.rows.removeAll()
        case .scrollPage:
            scroll?.scroll(toY: BenchApp.proposal.height ?? 0)
            return BenchApp.rows
        case .jumpMiddle:
            scroll?.scroll(toY: CGFloat(size / 2) * BenchApp.cellSize.height)
            return size / 2
        case .jumpEnd:
            scroll?.scroll(toY: .greatestFiniteMagnitude)
            return size - BenchApp.rows
        case .firstFrame, .scrollMemory, .observedScrollMemory, .observationFloor:
            break
        }
        return 0
    }

    /// Peak memory after the first frame and after scrolling every row of `size` `@Observable` rows (whose
    /// views read their label) one page per frame; the frames' times are the samples.
    private mutating func runObservedScrollMemory() -> OperationResult {
        var result = OperationResult(operation: operation, size: size)
        guard subject != .table else {
            result.skipped = "lists and lazy stacks only (--view list or --view lazy-stack)"
            return result
        }
        let model = ObservedListModel(rows: factory.make(size).map(ObservedRow.init))
        let app = BenchApp(observed: model, subject: subject)
        app.frame()
        result.firstFrameMB = Memory.peakMB
        result.firstFrameCurrentMB = Memory.currentMB
        guard let scroll = ScrollDriver(graph: app.graph) else {
            result.skipped = "no scroll view found"
            return result
        }
        let page = BenchApp.proposal.height ?? 0
        let pages = (size - BenchApp.rows + BenchApp.rows - 1) / BenchApp.rows
        for index in 1...max(pages, 1) {
            let cpu = WallClock.threadCPU()
            let start = WallClock.now()
            scroll.scroll(toY: CGFloat(index) * page)
            app.frame()
            let elapsed = WallClock.milliseconds(from: start, to: WallClock.now())
            if index == 1 {
                result.cold = elapsed
            } else {
                result.total.append(elapsed)
                result.cpu.append(WallClock.milliseconds(from: cpu, to: WallClock.threadCPU()))
            }
        }
        result.afterScrollMB = Memory.peakMB
        result.currentMB = Memory.currentMB
        result.peakMB = result.afterScrollMB ?? 0
        result.mismatch = app.mismatch(showingRowsFrom: size - BenchApp.rows, tolerance: 4)
        show(app)
        return result
    }

    /// Memory after the first frame and after scrolling 100,000 rows one page per frame; the frames' times
    /// are the samples.
    private mutating func runScrollMemory() -> OperationResult {
        var result = OperationResult(operation: operation, size: size)
        let app = BenchApp(model: ListModel(rows: factory.make(size)), subject: subject)
        app.frame()
        result.firstFrameMB = Memory.currentMB
        guard let scroll = ScrollDriver(graph: app.graph) else {
            result.skipped = "no scroll view found"
            return result
        }
        let page = BenchApp.proposal.height ?? 0
        for index in 1...Self.memoryScrollPages {
            Profiling.begin()
            let cpu = WallClock.threadCPU()
            let start = WallClock.now()
            scroll.scroll(toY: CGFloat(index) * page)
            app.frame()
            let elapsed = WallClock.milliseconds(from: start, to: WallClock.now())
            let cpuElapsed = WallClock.milliseconds(from: cpu, to: WallClock.threadCPU())
            Profiling.end()
            if index == 1 {
                result.cold = elapsed
            } else {
                result.total.append(elapsed)
                result.cpu.append(cpuElapsed)
            }
        }
        result.afterScrollMB = Memory.currentMB
        result.currentMB = result.afterScrollMB ?? 0
        result.mismatch = app.mismatch(showingRowsFrom: Self.memoryScrollPages * BenchApp.rows, tolerance: 4)
        show(app)
        // Selecting now shows what the rows built on the way cost later (their dependencies, if any remain).
        let start = WallClock.now()
        if let model = app.model { model.selection = model.rows[Self.memoryScrollPages * BenchApp.rows + 1].id }
        app.frame()
        result.selectAfterScroll = WallClock.milliseconds(from: start, to: WallClock.now())
        result.peakMB = Memory.peakMB
        return result
    }
}
