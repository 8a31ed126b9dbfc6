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
/// inotify on Linux, kqueue on Apple platforms, so `status --follow` wakes for a save made
/// anywhere and otherwise costs nothing. A folder that does not exist yet is looked for
/// again every second (a fresh home has none until the first save).
enum FolderWatch {
    /// Returns true when stdout's reader has gone away.
    static func wait(_ folders: [String], seconds: Double) -> Bool {
        let missing = folders.contains { access($0, F_OK) != 0 }
        let limit = max(0, missing ? min(seconds, 1) : seconds)
        #if canImport(Darwin)
        return waitWithKqueue(folders, seconds: limit)
        #else
        return waitWithInotify(folders, seconds: limit)
        #endif
    }

    #if canImport(Darwin)
    private static func waitWithKqueue(_ folders: [String], seconds: Double) -> Bool {
        let queue = kqueue()
        guard queue >= 0 else { return sleepFor(seconds) }
        defer { close(queue) }
        var opened: [Int32] = []
        defer { opened.forEach { close($0) } }
        var changes: [kevent] = []
        for folder in folders {
            let descriptor = open(folder, O_EVTONLY)
            guard descriptor >= 0 else { continue }
            opened.append(descriptor)
            changes.append(kevent(
                ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                fflags: UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME), data: 0, udata: nil
            ))
        }
        // A pipe's reader closing shows as the end of the write side.
        changes.append(kevent(ident: UInt(STDOUT_FILENO), filter: Int16(EVFILT_WRITE), flags: UInt16(EV_ADD | EV_CLEAR), fflags: 0, data: 0, udata: nil))
        var timeout = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        let deadline = ProgramRunner.monotonicSeconds() + seconds
        var events = [kevent](repeating: kevent(), count: 8)
        while true {
            let count = kevent(queue, changes, Int32(changes.count), &events, Int32(events.count), &timeout)
            changes = []
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            for event in events.prefix(Int(count)) {
                if event.filter == Int16(EVFILT_WRITE), event.flags & UInt16(EV_EOF) != 0 { return true }
            }
            if events.prefix(Int(count)).contains(where: { $0.filter == Int16(EVFILT_VNODE) }) { return false }
            // stdout can take more: that is not news; wait out the rest of the time.
            let left = deadline - ProgramRunner.monotonicSeconds()
            guard left > 0 else { return false }
            var write = kevent(ident: UInt(STDOUT_FILENO), filter: Int16(EVFILT_WRITE), flags: UInt16(EV_DISABLE), fflags: 0, data: 0, udata: nil)
            _ = kevent(queue, &write, 1, nil, 0, nil)
            timeout = timespec(tv_sec: Int(left), tv_nsec: Int((left - left.rounded(.down)) * 1e9))
        }
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
        let deadline = ProgramRunner.monotonicSeconds() + seconds
        while true {
            let left = deadline - ProgramRunner.monotonicSeconds()
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
