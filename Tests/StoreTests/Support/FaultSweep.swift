import FaultInjection
import Foundation
import Store
import Testing

typealias Effect = FaultInjectingFileSystem.Effect

/// Runs `attempt` with a file system that faults at step 1, then at step 2, and so on, until an
/// attempt finishes without reaching its step: every single point at which a save can be cut.
///
/// Returns how many steps the clean attempt took.
@discardableResult
func sweepFaults(
    _ effect: Effect, code: Int32 = EIO, limit: Int = 60, sourceLocation: SourceLocation = #_sourceLocation,
    _ attempt: (_ fileSystem: FaultInjectingFileSystem) throws -> Void
) rethrows -> Int {
    for step in 1...limit {
        let fault: FaultInjectingFileSystem.Fault = effect == .fail
            ? .fail(atStep: step, code: code) : .crash(atStep: step, code: code)
        let fileSystem = FaultInjectingFileSystem(fault)
        try attempt(fileSystem)
        if !fileSystem.hasFired { return step - 1 }
    }
    Issue.record("the save never finished within \(limit) steps", sourceLocation: sourceLocation)
    return limit
}

/// A small document for testing the writer on its own.
struct Note: StoredRecord, Equatable {
    var text: String?

    init(_ text: String) { self.text = text }

    static var fields: [StoredField<Note>] { [.optionalText("text", { $0.text }, { $0.text = $1 })] }
    static var blank: Note { Note("") }

    var bytes: Data { (try? RecordFile.write(members: self)) ?? Data() }
}
