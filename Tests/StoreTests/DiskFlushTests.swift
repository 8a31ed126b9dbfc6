#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Store
import Testing

/// The order of a full flush and its fallback (macOS's `F_FULLFSYNC`, then `fsync`), checked
/// here with stand-in calls since only a Mac has the full one.
@Suite struct DiskFlushTests {
    /// Which calls ran, and what each answers.
    final class Calls {
        var made: [String] = []
        var fullAnswer: Int32 = 0
        var plainAnswer: Int32 = 0

        func flush() -> Int32 {
            DiskFlush.flush(7, full: { _ in
                self.made.append("full")
                return self.answer(self.fullAnswer)
            }, plain: { _ in
                self.made.append("plain")
                return self.answer(self.plainAnswer)
            })
        }

        private func answer(_ code: Int32) -> Int32 {
            if code == 0 { return 0 }
            errno = code
            return -1
        }
    }

    @Test func aFullFlushThatWorksIsAllThatRuns() {
        let calls = Calls()
        #expect(calls.flush() == 0)
        #expect(calls.made == ["full"])
    }

    @Test(arguments: [EINVAL, ENOTSUP, EOPNOTSUPP, ENOTTY])
    func aFileSystemThatRefusesTheFullFlushGetsThePlainOne(refusal: Int32) {
        let calls = Calls()
        calls.fullAnswer = refusal
        #expect(calls.flush() == 0)
        #expect(calls.made == ["full", "plain"])
        calls.plainAnswer = EIO
        #expect(calls.flush() == EIO)
    }

    /// A failed write-out is reported, never hidden behind a second call that may answer 0.
    @Test(arguments: [EIO, ENOSPC, EBADF])
    func aFailureOfTheFullFlushIsReportedAsItIs(failure: Int32) {
        let calls = Calls()
        calls.fullAnswer = failure
        #expect(calls.flush() == failure)
        #expect(calls.made == ["full"])
    }

    @Test func theLiveFlushOfAFileSucceeds() throws {
        let directory = TemporaryDirectory()
        let path = directory.path + "/flushed"
        let descriptor = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(DiskFlush.flush(descriptor) == 0)
        #expect(DiskFlush.flush(-1) == EBADF)
    }
}
