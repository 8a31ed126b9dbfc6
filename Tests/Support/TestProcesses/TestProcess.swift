import Foundation

/// The one way tests start a process: with a fresh, complete environment (`FreshEnvironment`),
/// never the environment of the person running the tests.
public enum TestProcess {
    public struct Unfenced: Error, CustomStringConvertible {
        public let problems: [String]
        public var description: String { "a child would reach the caller's data: " + problems.joined(separator: "; ") }
    }

    /// A process for `executable arguments` in `home`, not yet started. Its environment is
    /// checked: a child that could reach the caller's data is never made.
    public static func make(_ executable: String, _ arguments: [String], home: String, environment overriding: [String: String] = [:]) throws -> Process {
        let environment = FreshEnvironment.make(home: home, overriding: overriding)
        let problems = FreshEnvironment.problems(in: environment)
        guard problems.isEmpty else { throw Unfenced(problems: problems) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        return process
    }

    public struct Output {
        public let status: Int32
        public let output: String
        public let errors: String
    }

    /// Runs `executable arguments` to the end in a home of its own (removed afterwards) or in
    /// `home`, with `input` on its standard input, and returns what it printed.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], home: String? = nil, environment overriding: [String: String] = [:], input: String? = nil) throws -> Output {
        let own = home == nil ? makeHome() : nil
        defer { own.map { try? FileManager.default.removeItem(atPath: $0) } }
        let process = try make(executable, arguments, home: home ?? own!, environment: overriding)
        // Output through files, not pipes: a child that prints much never blocks on a full pipe.
        let folder = makeHome()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outputFile = folder + "/out", errorsFile = folder + "/err"
        _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsFile, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorsFile))
        let pipe = input.map { _ in Pipe() }
        process.standardInput = pipe ?? FileHandle.nullDevice
        try process.run()
        if let pipe, let input {
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            output: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOfFile: errorsFile, encoding: .utf8)) ?? ""
        )
    }

    /// A new empty folder under the temporary folder, for a child's home.
    public static func makeHome() -> String {
        let path = URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL.path + "/atrest-child-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
