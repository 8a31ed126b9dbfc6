#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Store

/// Long output on a terminal through the person's pager, as git pages its log.
package enum Pager {
    /// The pager to run: `$PAGER`, else `less`; nil when paging is turned off (`PAGER=` or `cat`).
    package static func command(_ environment: Environment) -> String? {
        guard let pager = environment["PAGER"] else { return "less" }
        let trimmed = pager.trimmingWhitespace()
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// Runs `command` through the shell with `text` on its standard input, and waits for it.
    /// `less` is given `LESS=FRX` when the person set no `LESS`: it keeps colour, stays out of
    /// the way for text that fits one screen, and leaves the text on the screen after.
    package static func show(_ text: String, command: String?) -> Bool {
        guard let command else { return false }
        setenv("LESS", "FRX", 0)
        guard case .success(let pager) = PipedSpawn.start("/bin/sh", ["/bin/sh", "-c", command]) else { return false }
        pager.send(Array(text.utf8))
        close(pager.input)
        var status: Int32 = 0
        while waitpid(pager.pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }
}
