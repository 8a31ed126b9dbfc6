import Domain
import Foundation
import Store

/// Sessions, fasts and water with whole-second instants and fixed ids, in several zones.
enum Samples {
    static func zone(_ identifier: String) -> Zone {
        ZoneDatabase().zoneOrUTC(named: identifier)
    }

    static func instant(_ text: String) -> Date {
        Timestamp.parse(text) ?? Date(timeIntervalSince1970: 0)
    }

    static func id(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", n)) ?? UUID()
    }

    static let zones = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "America/St_Johns", "Pacific/Chatham", "UTC"]

    /// The n-th sample fast: a day apart, 16 to 20 hours long, in turn in each zone.
    static func session(_ n: Int) -> FastingSession {
        let start = instant("2026-10-01T18:00:00Z").addingTimeInterval(TimeInterval(n * 86_400 + n * 37))
        return FastingSession(
            id: id(n), start: start, end: start.addingTimeInterval(TimeInterval(16 * 3600 + n * 601)),
            targetHours: n % 2 == 0 ? 16.5 : 18, timeZone: zone(zones[n % zones.count])
        )
    }

    static func history(_ count: Int) -> History { History((0..<count).map(session)) }

    static let fast = ActiveFast(id: id(900), start: instant("2026-11-20T19:00:07Z"), targetHours: 16.5, timeZone: zone("Asia/Kolkata"))

    /// `count` glasses through November 2026 (UTC), each in a different zone.
    static func water(_ count: Int) -> [WaterEntry] {
        (0..<count).map { n in
            WaterEntry(
                id: id(500 + n), at: instant("2026-11-02T07:00:00Z").addingTimeInterval(TimeInterval(n * 3_601)),
                milliliters: 200 + n, timeZone: zone(zones[n % zones.count])
            )
        }
    }

    static let november = WaterMonth(year: 2026, month: 11)
    /// The UTC year every sample fast ends in, and so the one history file they fill.
    static let year = 2026
}

extension StoreError {
    /// The file-system error inside, when that is what this is.
    var fileSystemError: FileSystemError? {
        if case .fileSystem(let error) = self { return error }
        return nil
    }
}
