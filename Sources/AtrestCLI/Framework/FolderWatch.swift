#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sleeps until one of atrest's folders changes, stdout's reader goes away, or time is up:
/// inotify on Linux, so `status --follow` wakes for a save made anywhere and otherwise costs
/// nothing; on Apple platforms a look at the folders' times once a second (a stat each). A folder that does not exist yet is looked for
/// again every second (a fresh home has none until the first save).
enum FolderWatch {
    /// Returns true when stdout's reader has gone away.
    static func wait(_ folders: [String], seconds: Double) -> Bool {
        let missing = folders.contains { folder in
            var info = stat()
            return stat(folder, &info) != 0
        }
        let limit = max(0, missing ? min(seconds, 1) : seconds)
        #if canImport(Darwin)
        return waitByLooking(folders, seconds: limit)
        #else
        return waitWithInotify(folders, seconds: limit)
        #endif
    }

    #if canImport(Darwin)
    /// Once a second, a look at the folders' modification times (a save is a rename into its
    /// folder, which changes it) and whether stdout's reader is still there.
    private static func waitByLooking(_ folders: [String], seconds: Double) -> Bool {
        let before = folders.map(changed)
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            var output = [pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)]
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            let count = poll(&output, 1, Int32(min(left, 1) * 1000 + 1))
            if count > 0, output[0].revents & Int16(POLLERR | POLLHUP) != 0 { return true }
            if folders.map(changed) != before { return false }
        }
    }

    private static func changed(_ folder: String) -> Int {
        var info = stat()
        guard stat(folder, &info) == 0 else { return 0 }
        return Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
    }
    #else
    private static func waitWithInotify(_ folders: [String], seconds: Double) -> Bool {
        let watch = inotify_init1(Int32(IN_CLOEXEC))
        guard watch >= 0 else { return sleepFor(seconds) }
        defer { close(watch) }
        // A file saved is a rename into its folder; removals and links too (undo, doctor).
        let mask = UInt32(IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_CLOSE_WRITE | IN_DELETE_SELF | IN_MOVE_SELF)
        for folder in folders { _ = inotify_add_watch(watch, folder, mask) }
        // Asking for no events on stdout still reports its reader gone (POLLERR, POLLHUP).
        var watched = [pollfd(fd: watch, events: Int16(POLLIN), revents: 0), pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)]
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            let count = poll(&watched, nfds_t(watched.count), Int32(min(left * 1000 + 1, Double(Int32.max))))
            if count < 0, errno == EINTR { continue }
            return watched[1].revents & Int16(POLLERR | POLLHUP) != 0
        }
    }
    #endif

    private static func sleepFor(_ seconds: Double) -> Bool {
        usleep(UInt32(max(0, min(seconds, 60)) * 1_000_000))
        return false
    }
}
