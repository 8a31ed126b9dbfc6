import Foundation
import Store

/// A real file system that fails, or "crashes", at a chosen step: the seam store tests use to
/// prove that every save leaves the old state or the new one, never a mix.
///
/// Every call that changes the disk is counted from 1: make a directory, create, write, sync,
/// close, rename, link, sync a directory, set a mode, remove. A `Fault` fires at a chosen count,
/// or at a chosen occurrence of one kind of call (reads, listings and locks included):
///
/// - `.fail`: that one call throws the `FileSystemError` the real call would (with a chosen
///   `errno`, EIO unless told) and the file system carries on normally afterwards.
/// - `.crash`: that call throws, and so does every call after it, as if the process had died
///   there. Nothing after a crash touches the disk; descriptors it had opened are closed
///   without being synced, as the kernel would close them.
///
/// A `write` that faults first writes the front half of its bytes (a torn write), and a `close`
/// that fails still releases its descriptor, as `close(2)` does on Linux. `exists` and `mode`
/// cannot throw; they keep answering from the disk, which they do not change.
package final class FaultInjectingFileSystem: FileSystem, @unchecked Sendable {
    package typealias Operation = FileSystemError.Operation

    package enum Effect: Sendable, Equatable {
        case fail
        case crash
    }

    package struct Fault: Sendable, Equatable {
        package enum Trigger: Sendable, Equatable {
            /// The n-th call that changes the disk, of any kind (counted from 1).
            case step(Int)
            /// The n-th call of one kind (counted from 1), or every one of them when nil.
            case kind(Operation, occurrence: Int?)
        }

        package var trigger: Trigger
        package var effect: Effect
        package var code: Int32

        package init(trigger: Trigger, effect: Effect, code: Int32) {
            self.trigger = trigger
            self.effect = effect
            self.code = code
        }

        package static func fail(atStep step: Int, code: Int32 = EIO) -> Fault { Fault(trigger: .step(step), effect: .fail, code: code) }
        package static func crash(atStep step: Int, code: Int32 = EIO) -> Fault { Fault(trigger: .step(step), effect: .crash, code: code) }

        /// Fails the `occurrence`-th call of `operation`, or every one when `occurrence` is nil.
        package static func fail(_ operation: Operation, occurrence: Int? = 1, code: Int32) -> Fault {
            Fault(trigger: .kind(operation, occurrence: occurrence), effect: .fail, code: code)
        }

        package static func crash(_ operation: Operation, occurrence: Int = 1, code: Int32 = EIO) -> Fault {
            Fault(trigger: .kind(operation, occurrence: occurrence), effect: .crash, code: code)
        }
    }

    /// One call as the file system saw it.
    package struct Call: Sendable, Equatable {
        package enum Outcome: Sendable, Equatable {
            /// Passed to the real file system (which may still have refused it).
            case performed
            /// Stopped by a `.fail` fault.
            case failed
            /// Stopped by the `.crash` fault.
            case crashed
            /// Refused because the process is already "dead".
            case afterCrash
        }

        package var operation: Operation
        package var path: String
        /// The call's number among the calls that change the disk, or nil for reads.
        package var step: Int?
        package var outcome: Outcome
    }

    package static let changingOperations: Set<Operation> = [
        .makeDirectory, .create, .write, .sync, .close, .rename, .link, .syncDirectory, .setMode, .remove,
    ]

    private let base: any FileSystem
    private let state = NSLock()
    private var faults: [Fault]
    private var steps = 0
    private var occurrences: [Operation: Int] = [:]
    private var crashCode: Int32?
    private var calls: [Call] = []
    private var openDescriptors: Set<Int32> = []

    package convenience init(_ faults: Fault..., wrapping base: any FileSystem = LiveFileSystem()) {
        self.init(faults: faults, wrapping: base)
    }

    package init(faults: [Fault], wrapping base: any FileSystem = LiveFileSystem()) {
        self.faults = faults
        self.base = base
    }

    /// Adds a fault; steps and occurrences go on counting from the calls already made.
    package func add(_ fault: Fault) {
        state.withLock { faults.append(fault) }
    }

    package var hasCrashed: Bool { state.withLock { crashCode != nil } }
    /// Whether any fault has fired.
    package var hasFired: Bool { state.withLock { calls.contains { $0.outcome == .failed || $0.outcome == .crashed } } }
    /// How many calls that change the disk were attempted, faulted ones included.
    package var stepCount: Int { state.withLock { steps } }
    package var log: [Call] { state.withLock { calls } }
    /// Descriptors opened through this file system and not yet closed.
    package var openDescriptorCount: Int { state.withLock { openDescriptors.count } }

    // MARK: The gate every call passes

    private enum Gate {
        case proceed
        /// A fault fires on this call.
        case fault(FileSystemError, Effect)
        /// The process already crashed.
        case dead(FileSystemError)
    }

    private func gate(_ operation: Operation, path: String) -> Gate {
        state.withLock {
            if let crashCode {
                calls.append(Call(operation: operation, path: path, step: nil, outcome: .afterCrash))
                return .dead(FileSystemError(operation, path: path, code: crashCode))
            }
            var step: Int? = nil
            if Self.changingOperations.contains(operation) {
                steps += 1
                step = steps
            }
            let occurrence = occurrences[operation, default: 0] + 1
            occurrences[operation] = occurrence
            let fault = faults.first { fault in
                switch fault.trigger {
                case .step(let n): step == n
                case .kind(let kind, let n): kind == operation && (n == nil || n == occurrence)
                }
            }
            guard let fault else {
                calls.append(Call(operation: operation, path: path, step: step, outcome: .performed))
                return .proceed
            }
            calls.append(Call(operation: operation, path: path, step: step, outcome: fault.effect == .crash ? .crashed : .failed))
            if fault.effect == .crash { crashCode = fault.code }
            return .fault(FileSystemError(operation, path: path, code: fault.code), fault.effect)
        }
    }

    /// What the kernel does when a process dies: its descriptors close, unsynced.
    private func die() {
        let orphans = state.withLock {
            defer { openDescriptors.removeAll() }
            return openDescriptors
        }
        for descriptor in orphans { try? base.close(descriptor, path: "") }
    }

    private func pass(_ operation: Operation, path: String) throws(FileSystemError) {
        switch gate(operation, path: path) {
        case .proceed:
            return
        case .fault(let error, let effect):
            if effect == .crash { die() }
            throw error
        case .dead(let error):
            throw error
        }
    }

    // MARK: FileSystem

    package func contents(of path: String) throws(FileSystemError) -> Data? {
        try pass(.read, path: path)
        return try base.contents(of: path)
    }

    package func exists(_ path: String) -> Bool { base.exists(path) }

    package func makeDirectory(_ path: String, mode: UInt16) throws(FileSystemError) {
        try pass(.makeDirectory, path: path)
        try base.makeDirectory(path, mode: mode)
    }

    package func createFile(_ path: String, mode: UInt16) throws(FileSystemError) -> Int32 {
        try pass(.create, path: path)
        let descriptor = try base.createFile(path, mode: mode)
        state.withLock { _ = openDescriptors.insert(descriptor) }
        return descriptor
    }

    package func write(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) {
        switch gate(.write, path: path) {
        case .proceed:
            try base.write(data, to: descriptor, path: path)
        case .fault(let error, let effect):
            if state.withLock({ openDescriptors.contains(descriptor) }) {
                try? base.write(data.prefix(data.count / 2), to: descriptor, path: path)
            }
            if effect == .crash { die() }
            throw error
        case .dead(let error):
            throw error
        }
    }

    package func sync(_ descriptor: Int32, path: String) throws(FileSystemError) {
        try pass(.sync, path: path)
        try base.sync(descriptor, path: path)
    }

    package func close(_ descriptor: Int32, path: String) throws(FileSystemError) {
        switch gate(.close, path: path) {
        case .proceed:
            state.withLock { _ = openDescriptors.remove(descriptor) }
            try base.close(descriptor, path: path)
        case .fault(let error, .fail):
            // close(2) releases the descriptor even when it reports an error.
            state.withLock { _ = openDescriptors.remove(descriptor) }
            try? base.close(descriptor, path: path)
            throw error
        case .fault(let error, .crash):
            die()
            throw error
        case .dead(let error):
            throw error
        }
    }

    package func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try pass(.rename, path: destination)
        try base.rename(source, to: destination)
    }

    package func link(_ source: String, to destination: String) throws(FileSystemError) {
        try pass(.link, path: destination)
        try base.link(source, to: destination)
    }

    package func syncDirectory(_ path: String) throws(FileSystemError) {
        try pass(.syncDirectory, path: path)
        try base.syncDirectory(path)
    }

    package func list(_ directory: String) throws(FileSystemError) -> [String] {
        try pass(.list, path: directory)
        return try base.list(directory)
    }

    package func mode(of path: String) -> UInt16? { base.mode(of: path) }

    package func setMode(_ path: String, mode: UInt16) throws(FileSystemError) {
        try pass(.setMode, path: path)
        try base.setMode(path, mode: mode)
    }

    package func remove(_ path: String) throws(FileSystemError) {
        try pass(.remove, path: path)
        try base.remove(path)
    }

    package func lock(_ path: String, timeout: TimeInterval) throws(FileSystemError) -> any FileLock {
        try pass(.lock, path: path)
        return try base.lock(path, timeout: timeout)
    }
}
