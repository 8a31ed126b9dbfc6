@testable import AtrestCLI
import Foundation
import Testing

/// `doctor`'s quick look for zone names that name no zone: it may only ever say "nothing odd
/// here" when the whole reading of the document would find nothing either; anything it
/// cannot be sure of (a backslash, a value that is no plain string, a file cut short, bytes
/// that are not UTF-8) sends the document to the whole reading.
@Suite struct DoctorZoneScanTests {
    private func scan(_ text: String) -> Bool { DoctorExamination.namesOnlyZones(Data(text.utf8)) }

    @Test func plainNamesOfZonesAreSeenWithoutTheWholeReading() {
        #expect(scan(""))
        #expect(scan(#"{"entries" : [], "version" : 1}"#))
        #expect(scan(#"{"entries" : [{"at" : "2026-11-20T19:00:00Z", "timeZone" : "UTC"}, {"timeZone":"Europe/Paris"}], "version" : 1}"#))
        #expect(scan(#"{"fast" : {"timeZone" : "CET-1CEST,M3.5.0,M10.5.0/3"}}"#))
        // "timeZone" as a value, not a member's name, names nothing.
        #expect(scan(#"{"note" : "timeZone", "list" : ["timeZone"]}"#))
        // The same name again (every glass of a month) is taken as known.
        #expect(scan(String(repeating: #"{"timeZone" : "Asia/Tokyo"},"#, count: 50)))
    }

    @Test func anythingUnsureGoesToTheWholeReading() {
        for text in [
            #"{"timeZone" : "America/New York"}"#,             // names no zone
            #"{"timeZone" : "UTC "}"#,
            #"{"timeZone" : "UTC"}, {"timeZone" : "../etc"}"#,  // a good name, then an odd one
            #"{"timeZone" : "Europe\/Paris"}"#,                // an escape: any backslash
            #"{"note" : "a \"quote\"", "timeZone" : "UTC"}"#,
            #"{"timeZone" : null}"#,                             // not a string
            #"{"timeZone" : 5}"#,
            #"{"timeZone" : {"timeZone" : "UTC"}}"#,
            #"{"timeZone" : "#,                                  // cut short
            #"{"timeZone" : "UTC"#,
            #"{"timeZone" :"#,
            #"{"timeZone" : "Europe/Zürich"}"#,                 // beyond ASCII
            #"{"timeZone" : ""}"#,
            "{\"timeZone\" : \"" + String(repeating: "A", count: 300) + "\"}",  // longer than any name
            // Found from each `Z` on: at the very start, after other Zs, as the last member.
            #""timeZone" : "New York""#,
            #"{"at" : "2026-11-20T19:00:00Z", "Zone" : "Z", "timeZone" : "A B"}"#,
            #"ZZZZZZ"timeZone":"A B""#,
            #"{"timeZone" : "UTC"}, {"at" : "Z"}, {"timeZone" : "A B"}"#,
        ] {
            #expect(!scan(text), "\(text)")
        }
        // Bytes that are not UTF-8 in a name.
        var bytes = Data(#"{"timeZone" : "UT"#.utf8)
        bytes.append(contentsOf: [0xC3, 0x28, 0xFF])
        bytes.append(contentsOf: Data(#""}"#.utf8))
        #expect(!DoctorExamination.namesOnlyZones(bytes))
    }
}
