#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `remind` has already said about the running fast.
package struct ReminderLog: Equatable, Sendable {
    package var fastID: UUID?
    package var announcedPhase: FastingPhase?
    package var targetAnnounced: Bool

    package init(fastID: UUID? = nil, announcedPhase: FastingPhase? = nil, targetAnnounced: Bool = false) {
        self.fastID = fastID
        self.announcedPhase = announcedPhase
        self.targetAnnounced = targetAnnounced
    }
}

/// Each thing about a fast is said once: a phase as it begins, and its reference as it passes.
package enum ReminderPolicy {
    /// What is new to say about `fast` at `now`, and the log once it is said.
    package struct News: Equatable, Sendable {
        /// The phase to announce: the current one, so after a long gap only it is told.
        package var phase: FastingPhase?
        /// The fast has passed its reference since the last reminder.
        package var referencePassed: Bool
        /// `log` as it stands once this news is said.
        package var log: ReminderLog
    }

    /// What `fast` brings that `log` has not said; a new fast starts its reminders afresh.
    package static func news(for fast: ActiveFast, since log: ReminderLog, at now: Date) -> News {
        var log = log.fastID == fast.id ? log : ReminderLog(fastID: fast.id)
        let phase = fast.phase(at: now)
        let announce = log.announcedPhase.map { $0 < phase } ?? true
        if announce { log.announcedPhase = phase }
        let passed = fast.hasReachedTarget(at: now) && !log.targetAnnounced
        if passed { log.targetAnnounced = true }
        return News(phase: announce ? phase : nil, referencePassed: passed, log: log)
    }
}
