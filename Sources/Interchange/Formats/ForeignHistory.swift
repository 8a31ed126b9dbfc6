import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Fasts as another app's file holds them, before atrest's rules are applied: what every
/// format's reader produces, so that one place decides what is kept.
package struct ForeignHistory: Sendable {
    /// One fast from the file, with where it stands there for messages.
    package struct Fast: Sendable {
        package var id: UUID
        package var start: Date
        package var end: Date
        /// Nil when the file names none: atrest's default then.
        package var targetHours: Double?
        package var note: String?
        /// `row 4`, `payload.sessions[2]`: how a person finds it in the file.
        package var place: String
        /// The zone it was kept in, where the file says (atrest's own CSV); else the person's.
        package var zone: Zone?

        package init(id: UUID, start: Date, end: Date, targetHours: Double? = nil, note: String? = nil, place: String, zone: Zone? = nil) {
            self.zone = zone
            self.id = id
            self.start = start
            self.end = end
            self.targetHours = targetHours
            self.note = note
            self.place = place
        }
    }

    package var fasts: [Fast] = []
    /// Fasts still running in the file (no end yet): left out, as they are not recorded.
    package var running = 0
    /// Fasts the file records with no length at all (FastTrack's `0` hours): left out and
    /// counted with the short ones, never a reason to refuse the file.
    package var shorter = 0
    /// Further lines for the summary (which reading of a date was taken, what was matched).
    package var remarks: [String] = []
    /// A line about what the format cannot say exactly (FastTrack keeps whole hours).
    package var caveat: String?
    /// What to try when two of its fasts share time (Timewarrior without `--tag`).
    package var overlapHint: String?
    /// atrest's own CSV and calendar exports hold fasts that share time as `sync` keeps them:
    /// they come back beside each other, as they left.
    package var keepsOverlaps = false

    package init() {}
}

/// What an import from another app left out or adjusted, said in one line after the summary.
package struct ForeignRemarks: Equatable, Sendable {
    package var shorter = 0
    package var running = 0
    package var targetsMoved = 0
    /// Notes that held a line break or a tab, put on one line.
    package var notesFolded = 0
    package var caveat: String?
    package var more: [String] = []

    /// The lines to print; none when nothing was left out or adjusted.
    package var lines: [String] {
        var lines: [String] = []
        var left: [String] = []
        if shorter > 0 { left.append("\(ListText.count(shorter, "fast")) shorter than 4 hours") }
        if running > 0 { left.append("\(ListText.count(running, "fast")) not yet ended") }
        if !left.isEmpty {
            lines.append("Left out \(ListText.joined(left)); atrest keeps ended fasts of 4 hours or more.")
        }
        if targetsMoved > 0 {
            let (low, high) = (TargetHours.describe(TargetHours.range.lowerBound), TargetHours.describe(TargetHours.range.upperBound))
            lines.append("\(ListText.count(targetsMoved, "target")) outside \(low)–\(high) hours \(targetsMoved == 1 ? "was" : "were") set to the nearest, \(low) or \(high) hours.")
        }
        if notesFolded > 0 {
            lines.append("\(ListText.count(notesFolded, "note")) held a line break or a tab and \(notesFolded == 1 ? "was" : "were") put on one line, as atrest keeps a note.")
        }
        if let caveat { lines.append(caveat) }
        return lines + more
    }
}

extension ForeignHistory {
    /// An import document of these fasts, in `zone`, with every rule of atrest's checked
    /// first: the first fast that cannot be taken is named by its place in the file.
    ///
    /// Fasts under 4 hours are left out and counted, targets outside atrest's range take the
    /// nearest allowed value, notes become one line of at most 500 characters. Instants in the
    /// future, ends not after starts, repeated ids and fasts that share time are refused.
    /// The document carries a trial count of none: fasts from another app do not use it up.
    package func document(now: Date, zone: Zone) throws(ImportProblem) -> (ImportDocument, ForeignRemarks) {
        var remarks = ForeignRemarks(shorter: shorter, running: running, caveat: caveat, more: self.remarks)
        var document = ImportDocument()
        var kept: [(session: FastingSession, place: String)] = []
        for fast in fasts {
            for instant in [fast.start, fast.end] {
                if let problem = RecordRules.notFuture(instant, now: now) ?? RecordRules.instant(instant) {
                    throw ImportProblem(fast.place, "\(Timestamp.format(instant, in: zone)) \(problem.reason)")
                }
            }
            guard fast.end > fast.start else {
                throw ImportProblem(fast.place, "it ends at \(Timestamp.format(fast.end, in: zone)), not after it begins at \(Timestamp.format(fast.start, in: zone))")
            }
            guard TreeMapper.isKept(duration: fast.end.timeIntervalSince(fast.start)) else {
                remarks.shorter += 1
                continue
            }
            var target = fast.targetHours ?? TargetHours.defaultValue
            if !TargetHours.isAllowed(target) {
                target = min(max(target, TargetHours.range.lowerBound), TargetHours.range.upperBound)
                remarks.targetsMoved += 1
            }
            if let note = fast.note, FastNote.check(note) == .notOneLine { remarks.notesFolded += 1 }
            let session = FastingSession(
                id: fast.id, start: fast.start, end: fast.end, targetHours: target, timeZone: fast.zone ?? zone, note: fast.note.flatMap(Self.oneLine)
            )
            if let earlier = document.sessionPaths[session.id] {
                throw ImportProblem(fast.place, "the same id as \(earlier)")
            }
            document.sessionPaths[session.id] = fast.place
            kept.append((session, fast.place))
        }
        let ordered = kept.sorted { ($0.session.start, $0.session.end) < ($1.session.start, $1.session.end) }
        if !keepsOverlaps, let (reaching, next) = FastOverlap.shared(inOrderOfStart: ordered.map(\.session)).first {
            throw ImportProblem(ordered[next].place, "it shares time with \(ordered[reaching].place); fasts may not overlap", hint: overlapHint)
        }
        document.sessions = kept.map(\.session)
        document.completedFasts = 0
        // A caveat on the fasts taken (FastTrack's approximate ends) says nothing where none were.
        if kept.isEmpty { remarks.caveat = nil }
        return (document, remarks)
    }

    /// A note from another app as atrest keeps one: line breaks become spaces, and a note
    /// longer than atrest's is cut at its limit rather than refused.
    static func oneLine(_ text: String) -> String? {
        let scalars = text.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? " " : Character($0) }
        let joined = String(scalars).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard let note = FastNote.normalised(joined) else { return nil }
        return note.count > FastNote.longest ? String(note.prefix(FastNote.longest - 1)) + "…" : note
    }
}
