import Domain
import Foundation
import Testing

/// Wall-clock arithmetic on days since the epoch, checked against `Calendar`.
@Suite struct CivilTimeTests {
    /// Instants from 1900 to 2100 at an awkward stride, plus the edges people trip on.
    static let instants: [Date] = {
        var seconds = Array(stride(from: -2_208_988_800, through: 4_102_444_800, by: 7_777_777 + 13))
        seconds += [
            -1, 0, 1, 86_399, 86_400,                         // either side of the epoch
            -2_208_988_800, -2_203_891_201,                   // 1900-01-01, 1900-02-28 23:59:59 (1900 is no leap year)
            951_782_400, 951_868_799,                         // 2000-02-29 (2000 is), its last second
            1_709_164_800, 1_709_251_199,                     // 2024-02-29, its last second
            946_684_799, 946_684_800,                         // 1999 → 2000
            1_798_761_599, 1_798_761_600,                     // 2026 → 2027
            -31_536_001,                                      // 1968-12-31 23:59:59
        ]
        return seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }()

    static let offsets = [0, 3600, -3600, 19_800, -10_800, 20_700, -12_600, 50_400, -43_200]

    @Test func readsTheSameFieldsAsCalendarInUTC() throws {
        let calendar = Fixtures.calendar(in: Fixtures.utc)
        for date in Self.instants {
            let civil = CivilTime(date, offsetSeconds: 0)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let expected = CivilTime(
                year: try #require(parts.year), month: try #require(parts.month), day: try #require(parts.day),
                hour: try #require(parts.hour), minute: try #require(parts.minute), second: try #require(parts.second)
            )
            #expect(civil == expected, "\(date.timeIntervalSince1970)")
            #expect(civil.isValid)
        }
    }

    @Test(arguments: offsets)
    func namesTheSameInstantBackAtEveryOffset(offset: Int) {
        for date in Self.instants {
            let civil = CivilTime(date, offsetSeconds: offset)
            #expect(civil.date(offsetSeconds: offset) == date, "\(date.timeIntervalSince1970) at \(offset)")
        }
    }

    @Test func dropsFractionsOfASecondTowardThePast() {
        #expect(CivilTime(Date(timeIntervalSince1970: 0.999), offsetSeconds: 0) == CivilTime(year: 1970, month: 1, day: 1))
        #expect(
            CivilTime(Date(timeIntervalSince1970: -0.25), offsetSeconds: 0)
                == CivilTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        )
    }

    @Test func dayNumbersRoundTripAcrossCenturies() {
        var previous: (year: Int, month: Int, day: Int)? = nil
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let civil = CivilTime.civil(fromDays: days)
            #expect(CivilTime.days(fromCivil: civil.year, civil.month, civil.day) == days)
            #expect(CivilTime(year: civil.year, month: civil.month, day: civil.day).isValid)
            if let previous { #expect((previous.year, previous.month, previous.day) < (civil.year, civil.month, civil.day)) }
            previous = civil
        }
    }

    @Test(arguments: [
        (1970, 1, 1, 0), (1969, 12, 31, -1), (2000, 1, 1, 10_957), (2000, 3, 1, 11_017),
        (1900, 1, 1, -25_567), (1900, 3, 1, -25_508), (2024, 2, 29, 19_782), (1600, 2, 29, -135_081),
    ])
    func knownDayNumbers(year: Int, month: Int, day: Int, days: Int) {
        #expect(CivilTime.days(fromCivil: year, month, day) == days)
        let back = CivilTime.civil(fromDays: days)
        #expect(back.year == year && back.month == month && back.day == day)
    }

    @Test(arguments: [
        (2024, 2, 29, true), (2026, 2, 29, false), (1900, 2, 29, false), (2000, 2, 29, true),
        (2026, 4, 31, false), (2026, 12, 31, true), (2026, 13, 1, false), (2026, 0, 1, false), (2026, 1, 0, false),
    ])
    func validatesCalendarDates(year: Int, month: Int, day: Int, valid: Bool) {
        #expect(CivilTime(year: year, month: month, day: day).isValid == valid)
    }

    @Test(arguments: [(24, 0, 0), (-1, 0, 0), (23, 60, 0), (23, 59, 60)])
    func validatesTimesOfDay(hour: Int, minute: Int, second: Int) {
        #expect(!CivilTime(year: 2026, month: 1, day: 1, hour: hour, minute: minute, second: second).isValid)
    }

    @Test func floorDivisionRoundsTowardNegativeInfinity() {
        #expect(7.floorDivided(by: 2) == 3)
        #expect((-7).floorDivided(by: 2) == -4)
        #expect((-8).floorDivided(by: 2) == -4)
        #expect(7.floorDivided(by: -2) == -4)
        #expect((-86_401).floorDivided(by: 86_400) == -2)
    }
}
