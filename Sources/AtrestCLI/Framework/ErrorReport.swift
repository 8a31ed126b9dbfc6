#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Domain
import Store

/// Turns anything a command throws into one or two plain lines and an exit code.
package enum ErrorReport {
    package static func describe(_ error: any Error, environment: Environment) -> AtrestError {
        var home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        while let trimmed = home, trimmed.count > 1, trimmed.hasSuffix("/") { home = String(trimmed.dropLast()) }
        if home == "/" { home = nil }
        func shown(_ path: String) -> String {
            guard let home, path.hasPrefix(home + "/") else { return path }
            return "~" + path.dropFirst(home.count)
        }
        switch error {
        case let error as AtrestError:
            return error
        case let error as StoreError:
            switch error {
            case .damaged(let path, let reason):
                return .cannot(
                    "could not read \(shown(path)): \(reason)",
                    untouched: .nothingChanged, hint: "atrest doctor explains it and what can be done"
                )
            case .newerVersion(let path, let version):
                return .cannot(
                    "\(shown(path)) was written by a newer atrest (format \(version))",
                    untouched: .nothingChanged, hint: "update atrest to read it"
                )
            case .missing(let path):
                return .cannot(
                    "\(shown(path)) is missing, though its previous copy is still there",
                    untouched: .nothingChanged, hint: "atrest doctor --repair restores the previous copy"
                )
            case .fileSystem(let failure):
                return fileSystemProblem(failure, shown: shown)
            case .noHome:
                return .cannot("could not find a home directory", hint: "set HOME (or XDG_DATA_HOME, XDG_CONFIG_HOME and XDG_STATE_HOME) to an absolute path")
            }
        case let error as FileSystemError:
            return fileSystemProblem(error, shown: shown)
        default:
            return .cannot("something unexpected happened: \(error)")
        }
    }

    private static func fileSystemProblem(_ error: FileSystemError, shown: (String) -> String) -> AtrestError {
        let path = shown(error.path)
        switch error.operation {
        case .read, .list:
            return .cannot("could not read \(path): \(error.reason)")
        case .syncDirectory:
            // The rename has happened: the new file is in place, only its durability is in doubt.
            return .cannot(
                "could not flush the folder \(path) to disk: \(error.reason)",
                hint: "the change was saved but may not survive a power cut; atrest doctor checks the files"
            )
        case .makeDirectory:
            return .cannot("could not create the folder \(path): \(error.reason)", untouched: .nothingChanged)
        case .lock where error.code == ETIMEDOUT:
            return .cannot(
                "could not wait any longer for \(path): \(error.reason)",
                hint: "another atrest command is running; try again in a moment"
            )
        case .lock:
            return .cannot("could not open the lock \(path): \(error.reason)", untouched: .nothingChanged)
        case .remove:
            // Only sessions.json of earlier versions is ever removed, once year files hold its fasts.
            return .cannot("could not remove \(path): \(error.reason)", untouched: .nothingChanged)
        default:
            return .cannot("could not save \(path): \(error.reason)", untouched: .nothingChanged)
        }
    }
}

extension AtrestError {
    /// This error, said truthfully when the command had already saved `saved` (file names)
    /// before it stopped: a promise that nothing changed becomes what was saved.
    package func admitting(saved: [String]) -> AtrestError {
        guard !saved.isEmpty, untouched != nil else { return self }
        var error = self
        error.untouched = nil
        let savedWords = "\(ListText.joined(saved)) \(saved.count == 1 ? "was" : "were") saved before this, the rest is as it was"
        error.advice = "\(savedWords); \(advice ?? "atrest status and atrest log show where things stand")"
        return error
    }
}

extension AtrestError {
    /// The one or two lines the person reads, "atrest: " before the first. Messages echo
    /// arguments and file names: escaped and shortened here, once for all of them. On a
    /// terminal, folded at its width, never inside a word; to a pipe or a log, the lines stay
    /// whole (nothing there breaks them, and scripts read them as lines).
    package func lines(width: Int) -> [String] {
        var lines = Fold.message(SafeText.safe(message), width: width, first: "atrest: ", rest: "  ")
        if let hint { lines += Fold.message(SafeText.safe(hint), width: width, first: "  ", rest: "  ") }
        return lines
    }
}
