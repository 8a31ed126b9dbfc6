#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The short name the system gives a running process (`atrest`, `bash`), where it tells:
/// Linux in `/proc/PID/comm` (15 characters at most), macOS through `proc_name`.
package enum ProcessName {
    /// Nil where the name cannot be read: no such process, no permission, or no way to ask.
    package static func of(_ pid: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 256)
        #if os(Linux)
        let descriptor = open("/proc/\(pid)/comm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let count = read(descriptor, &buffer, buffer.count)
        #elseif canImport(Darwin)
        let count = Int(proc_name(pid, &buffer, UInt32(buffer.count)))
        #else
        let count = 0
        #endif
        guard count > 0 else { return nil }
        let name = String(decoding: buffer.prefix(count), as: UTF8.self)
        return name.hasSuffix("\n") ? String(name.dropLast()) : name
    }
}
