import Store
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether everything a command wrote to stdout arrived where stdout leads.
///
/// Output is buffered, so a full disk or a closed descriptor shows only when the buffer is
/// pushed out; `runAtrest` asks once at the end, and `remind` before it records what it said.
package enum OutputDelivery: Equatable, Sendable {
    /// All of it was written (or there was nothing to write).
    case delivered
    /// The reader went away (`atrest log | head -1`): its choice, not an error to report.
    case readerGone
    /// A write failed or fell short; `code` is the `errno` value.
    case failed(code: Int32)
}

extension Context {
    /// Pushes stdout out now and throws unless all of it arrived.
    ///
    /// A command that records that it has said something (`remind`) calls this before it
    /// records it, so output lost to a full disk or a closed pipe is said again next time.
    package func deliverOutput() throws {
        switch deliverOut() {
        case .delivered: return
        case .readerGone: throw SilentExit(0)
        case .failed(let code): throw AtrestError.outputFailed(code: code)
        }
    }
}

extension AtrestError {
    /// stdout could not take what a command wrote: a full disk, a closed descriptor, a device that said no.
    static func outputFailed(code: Int32) -> AtrestError {
        .cannot(
            "could not write to standard output: \(code == EBADF ? "it is closed" : FileSystemError(.write, path: "", code: code).reason)",
            untouched: .nothingChanged, hint: "what reached it is incomplete"
        )
    }
}
