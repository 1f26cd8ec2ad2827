import Foundation

/// Runs each measurement in a child process of this executable, so that its peak memory is its own.
enum ChildProcess {
    /// The prefix of the line on which a child prints its result.
    static let resultPrefix = "RESULT "

    /// Measures `operation` at `size` rows shown in `subject` in a child process; nil (with a message on stderr) if it failed.
    static func measure(_ operation: Operation, size: Int, runs: Int, subject: BenchSubject) -> OperationResult? {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--child", operation.rawValue, String(size), "--runs", String(runs), "--view", subject.rawValue]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            printError("ListBench: cannot start \(executable): \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0,
              let line = text.split(separator: "\n").last(where: { $0.hasPrefix(resultPrefix) }),
              let result = try? JSONDecoder().decode(OperationResult.self, from: Data(line.dropFirst(resultPrefix.count).utf8))
        else {
            printError("ListBench: \(operation.rawValue) at \(size) rows failed (status \(process.terminationStatus))")
            return nil
        }
        return result
    }

    /// Prints a result as the line a parent reads.
    static func emit(_ result: OperationResult) {
        let data = (try? JSONEncoder().encode(result)) ?? Data()
        print(resultPrefix + String(decoding: data, as: UTF8.self))
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
