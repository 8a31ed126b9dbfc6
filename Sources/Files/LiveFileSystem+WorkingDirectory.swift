#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LiveFileSystem {
    /// The working directory, from getcwd(3) as `FileManager.currentDirectoryPath` reads it
    /// ("" when it cannot be read), without making the `FileManager` every command paid for.
    package static func workingDirectory() -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
            guard let base = buffer.baseAddress, getcwd(base, buffer.count) != nil else { return "" }
            return String(cString: base)
        }
    }
}
